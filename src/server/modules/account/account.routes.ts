import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { deleteAccountRequestSchema } from '@shared/account';
import type { Auth } from '../../auth/auth';
import { requireUser } from '../../auth/require-user';
import type { Database } from '../../db/database';
import { account, user } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { AuthedEnv } from '../../http/app-env';
import { parseJson } from '../../http/validate';
import type { RateLimiter } from '../../http/rate-limiter';
import type { Logger } from '../../logger';

/** Password checks allowed per user per 10 minutes before deleting the account. */
const PASSWORD_CHECKS = 5;

/**
 * DELETE /api/account: the signed-in user, after confirming their password, is removed with every
 * row they own (sessions, player data, saved decks, chat threads and messages) in one transaction:
 * each per-user table cascades from `user`, so one statement inside the transaction removes them all.
 */
export function accountRoutes(deps: {
  auth: Auth;
  database: Database;
  logger: Logger;
  limiter: RateLimiter;
}) {
  const { auth, database, logger } = deps;
  return new Hono<AuthedEnv>().use(requireUser).delete('/', async (c) => {
    const { password } = await parseJson(c, deleteAccountRequestSchema);
    const me = c.get('user');
    // The password check is a guessing oracle for a stolen session: a few tries per window.
    await deps.limiter.consume(
      {
        name: 'account-password',
        max: PASSWORD_CHECKS,
        windowMs: 10 * 60_000,
        message: 'Too many password attempts.',
      },
      me.id,
    );
    const [credential] = await database.db
      .select({ password: account.password })
      .from(account)
      .where(and(eq(account.userId, me.id), eq(account.providerId, 'credential')));
    const context = await auth.$context;
    const valid =
      credential?.password != null &&
      (await context.password.verify({ hash: credential.password, password }));
    if (!valid) throw new AppError('forbidden', 'That password is not correct.');

    await database.db.transaction(async (tx) => {
      await tx.delete(user).where(eq(user.id, me.id));
    });
    logger.info({ userId: me.id }, 'account deleted');
    const cookie = context.authCookies.sessionToken;
    deleteCookie(c, cookie.name, { path: '/', secure: cookie.attributes.secure ?? false });
    return c.body(null, 204);
  });
}
