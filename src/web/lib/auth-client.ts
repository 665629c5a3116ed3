import { createAuthClient } from 'better-auth/react';

/**
 * better-auth's browser client for auth actions (sign in/up/out, reset, verify). Import it only in
 * code that performs those actions: read the session with `useSession` from `./session`, and call
 * `refreshSession(queryClient)` after an action that changes it.
 */
export const authClient = createAuthClient({ basePath: '/api/auth' });
