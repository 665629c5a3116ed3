import { DeleteAccountSection } from '@web/features/account/delete-account-section';
import { ProfileScreen } from '@web/features/player/components/profile-screen';

/** docs/product.md §2 /profile (signed in: see RequireSession in the router). */
export function ProfileRoute() {
  return (
    <>
      <title>Profile · ElixirLab</title>
      <ProfileScreen account={<DeleteAccountSection />} />
    </>
  );
}
