import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { Auth } from './auth';
import type { SessionCache } from './session-cache';
import { AppError } from '../http/app-error';
import type { AppEnv, AuthedEnv } from '../http/app-env';

/**
 * Reads the session cookie once per request and exposes the user (or null) as `c.var.user`. With a
 * session cache (embedded database only), a session read in the last few seconds is not read again.
 */
export function sessionMiddleware(auth: Auth, cache?: SessionCache) {
  // The cookie's name is fixed once better-auth is set up: look it up once, not per request.
  const cookieName = cache
    ? auth.$context.then((context) => context.authCookies.sessionToken.name)
    : null;
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = cookieName && getCookie(c, await cookieName);
    let session = token ? cache?.get(token) : undefined;
    if (!session) {
      session = (await auth.api.getSession({ headers: c.req.raw.headers })) ?? undefined;
      if (session && token) cache?.set(token, session);
    }
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
