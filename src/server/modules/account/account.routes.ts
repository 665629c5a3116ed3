import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { deleteAccountRequestSchema } from '@shared/account';
import type { Auth } from '../../auth/auth';
import { requireUser } from '../../auth/require-user';
import type { AuthedEnv } from '../../http/app-env';
import { parseJson } from '../../http/validate';
import type { AccountService } from './account.service';

/** DELETE /api/account: the signed-in user, after confirming their password, with all they own. */
export function accountRoutes(deps: { auth: Auth; account: AccountService }) {
  return new Hono<AuthedEnv>().use(requireUser).delete('/', async (c) => {
    const { password } = await parseJson(c, deleteAccountRequestSchema);
    await deps.account.deleteAccount(c.get('user').id, password);
    const cookie = (await deps.auth.$context).authCookies.sessionToken;
    deleteCookie(c, cookie.name, { path: '/', secure: cookie.attributes.secure ?? false });
    return c.body(null, 204);
  });
}
