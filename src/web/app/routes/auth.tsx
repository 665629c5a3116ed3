import { AuthScreen } from '@web/features/auth/components/auth-screen';

export function AuthRoute() {
  return (
    <>
      <title>Sign In · ElixirLab</title>
      <AuthScreen />
    </>
  );
}
