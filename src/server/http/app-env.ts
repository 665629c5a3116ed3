import type { SessionUser } from '../auth/auth';

/** Hono context variables every route can read. */
export interface AppEnv {
  Variables: {
    /** The signed-in user, or null for a visitor (set by the session middleware). */
    user: SessionUser | null;
  };
}

/** Context after `requireUser`: the user is known, so handlers cannot forget to check it. */
export interface AuthedEnv {
  Variables: {
    user: SessionUser;
  };
}
