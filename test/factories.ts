import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { user } from '@server/db/schema';
import type { TestServer } from './api-server';

export interface SignedInUser {
  id: string;
  email: string;
  password: string;
  /** The Cookie header value carrying the session. */
  cookie: string;
  /** fetch against the test server with the session cookie and an Origin the server trusts. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
}

export function uniqueEmail(prefix = 'player'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

function cookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * Creates a verified user through the real sign-up route, marks the email verified in the database
 * (the mail round trip has its own test) and signs in, so tests get a genuine session cookie.
 */
export async function createSignedInUser(
  server: TestServer,
  email = uniqueEmail(),
): Promise<SignedInUser> {
  const password = `pw-${randomBytes(8).toString('hex')}`;
  const headers = { 'Content-Type': 'application/json', Origin: server.url };
  const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password, name: email.split('@')[0] }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  await server.context.database.db
    .update(user)
    .set({ emailVerified: true })
    .where(eq(user.email, email));
  const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const cookie = cookieFrom(signIn);
  const [row] = await server.context.database.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email));
  if (!row) throw new Error('user row missing after sign-up');
  return {
    id: row.id,
    email,
    password,
    cookie,
    fetch: (path, init = {}) =>
      fetch(`${server.url}${path}`, {
        ...init,
        headers: {
          ...headers,
          ...(init.headers as Record<string, string> | undefined),
          Cookie: cookie,
        },
      }),
  };
}
