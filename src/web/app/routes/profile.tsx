import { PagePlaceholder } from '@web/components/page-placeholder';

export function ProfileRoute() {
  return <PagePlaceholder title="Profile" />;
}
