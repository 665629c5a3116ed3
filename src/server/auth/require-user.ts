import { createMiddleware } from 'hono/factory';
import type { Auth } from './auth';
import { AppError } from '../http/app-error';
import type { AppEnv, AuthedEnv } from '../http/app-env';

/** Reads the session cookie once per request and exposes the user (or null) as `c.var.user`. */
export function sessionMiddleware(auth: Auth) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    c.set('user', session?.user ?? null);
    await next();
  });
}

/** Guard for protected routes: 401 `not_authenticated` without a session. */
export const requireUser = createMiddleware<AuthedEnv>(async (c, next) => {
  const user = (c as unknown as { get(key: 'user'): AuthedEnv['Variables']['user'] | null }).get(
    'user',
  );
  if (!user) throw new AppError('not_authenticated');
  await next();
});
