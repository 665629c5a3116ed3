import type { Auth } from '../../auth/auth';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { RateLimiter } from '../../http/rate-limiter';
import type { Logger } from '../../logger';
import { deleteUser, findPasswordHash } from './account.repository';

/** Password checks allowed per user per 10 minutes before deleting the account. */
const PASSWORD_CHECKS = 5;

export function createAccountService(deps: {
  auth: Auth;
  database: Database;
  logger: Logger;
  limiter: RateLimiter;
}) {
  return {
    /**
     * Deletes the account once the password is confirmed. The password check is a guessing oracle
     * for a stolen session, so it gets a few tries per window.
     */
    async deleteAccount(userId: string, password: string): Promise<void> {
      await deps.limiter.consume(
        {
          name: 'account-password',
          max: PASSWORD_CHECKS,
          windowMs: 10 * 60_000,
          message: 'Too many password attempts.',
        },
        userId,
      );
      const hash = await findPasswordHash(deps.database.db, userId);
      const context = await deps.auth.$context;
      const valid = hash !== null && (await context.password.verify({ hash, password }));
      if (!valid) throw new AppError('forbidden', 'That password is not correct.');
      await deleteUser(deps.database.db, userId);
      deps.logger.info({ userId }, 'account deleted');
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
