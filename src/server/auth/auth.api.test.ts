import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { COMMON_PASSWORD_MESSAGE, errorBodySchema } from '@shared/errors';
import { sessionSchema } from '@shared/session';
import { savedDecks, user } from '@server/db/schema';
import { startTestServer, type TestServer } from '@test/api-server';
import { createSignedInUser, uniqueEmail } from '@test/factories';

function cookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

describe('accounts', () => {
  let server: TestServer;
  const post = (path: string, body: unknown, cookie = '') =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url, Cookie: cookie },
      body: JSON.stringify(body),
    });
  const session = async (cookie: string) => {
    const res = await fetch(`${server.url}/api/auth/get-session`, { headers: { Cookie: cookie } });
    return sessionSchema.parse(await res.json());
  };

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('signs up, mails a confirmation link to /app, verifies, signs in and out', async () => {
    const email = uniqueEmail('Flow').replace('flow', 'FLOW');
    const password = 'correct-horse-1';
    const signUp = await post('/api/auth/sign-up/email', {
      email,
      password,
      name: 'flow',
      callbackURL: '/app',
    });
    expect(signUp.status).toBe(200);

    // Unverified: refused with a clear message, and a fresh link goes out.
    const early = await post('/api/auth/sign-in/email', { email, password });
    expect(early.status).toBe(403);
    expect(await early.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });

    const mails = server.mail.filter((m) => m.to === email.toLowerCase());
    expect(mails.length).toBeGreaterThanOrEqual(1);
    expect(mails[0]?.subject).toBe('Confirm your ElixirLab account');
    const link = mails[0]?.links?.[0];
    expect(link).toMatch(/\/api\/auth\/verify-email\?token=.+callbackURL=%2Fapp/);

    const verify = await fetch(link ?? '', { redirect: 'manual' });
    expect(verify.status).toBe(302);
    expect(verify.headers.get('location')).toBe('/app');

    const signIn = await post('/api/auth/sign-in/email', { email, password });
    expect(signIn.status).toBe(200);
    const cookie = cookieFrom(signIn);
    expect(signIn.headers.getSetCookie().join(';')).toMatch(/HttpOnly/i);
    expect(signIn.headers.getSetCookie().join(';')).toMatch(/SameSite=Lax/i);
    const active = await session(cookie);
    // Email is stored lower-cased.
    expect(active?.user.email).toBe(email.toLowerCase());

    // Our routes see the session …
    const decks = () => fetch(`${server.url}/api/decks`, { headers: { Cookie: cookie } });
    expect((await decks()).status).toBe(200);

    const signOut = await post('/api/auth/sign-out', {}, cookie);
    expect(signOut.status).toBe(200);
    expect(await session(cookie)).toBeNull();
    // … and not a moment after it ends.
    expect((await decks()).status).toBe(401);
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    const me = await createSignedInUser(server);
    const wrong = await post('/api/auth/sign-in/email', {
      email: me.email,
      password: 'nope-nope-1',
    });
    const unknown = await post('/api/auth/sign-in/email', {
      email: uniqueEmail('ghost'),
      password: 'nope-nope-1',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const a = (await wrong.json()) as { message: string };
    const b = (await unknown.json()) as { message: string };
    expect(a.message).toBe('Invalid email or password');
    expect(b.message).toBe(a.message);
  });

  it('answers a sign-up for a taken address like any other, and mails its owner instead', async () => {
    const me = await createSignedInUser(server);
    const fresh = await post('/api/auth/sign-up/email', {
      email: uniqueEmail('fresh'),
      password: 'a-good-password',
      name: 'fresh',
    });
    const taken = await post('/api/auth/sign-up/email', {
      email: me.email,
      password: 'another-password',
      name: 'again',
    });
    expect(taken.status).toBe(fresh.status);
    expect(Object.keys((await taken.json()) as object).sort()).toEqual(
      Object.keys((await fresh.json()) as object).sort(),
    );
    await expect
      .poll(() => server.mail.findLast((m) => m.to === me.email)?.subject)
      .toBe('You already have an ElixirLab account');
    const mail = server.mail.findLast((m) => m.to === me.email);
    expect(mail?.links).toEqual([`${server.url}/auth`]);
    expect(mail?.text).toMatch(/Forgot password\?/);
  });

  it('refuses passwords shorter than 8 characters with a clear message', async () => {
    const res = await post('/api/auth/sign-up/email', {
      email: uniqueEmail('short'),
      password: 'short',
      name: 'short',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });
  });

  it('resets a forgotten password by mail and signs out other sessions', async () => {
    const me = await createSignedInUser(server);
    const request = await post('/api/auth/request-password-reset', {
      email: me.email,
      redirectTo: '/reset-password',
    });
    expect(request.status).toBe(200);
    await expect
      .poll(() => server.mail.findLast((m) => m.to === me.email)?.subject)
      .toBe('Reset your ElixirLab password');
    const mail = server.mail.findLast((m) => m.to === me.email);
    const link = new URL(mail?.links?.[0] ?? '');
    const landing = await fetch(link, { redirect: 'manual' });
    expect(landing.status).toBe(302);
    const target = new URL(landing.headers.get('location') ?? '', server.url);
    expect(target.pathname).toBe('/reset-password');
    const token = target.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await post('/api/auth/reset-password', {
      token,
      newPassword: 'a-brand-new-password',
    });
    expect(reset.status).toBe(200);
    expect(await session(me.cookie)).toBeNull();
    const old = await post('/api/auth/sign-in/email', { email: me.email, password: me.password });
    expect(old.status).toBe(401);
    const fresh = await post('/api/auth/sign-in/email', {
      email: me.email,
      password: 'a-brand-new-password',
    });
    expect(fresh.status).toBe(200);
  });

  it('deletes the account and every row it owns after the password is confirmed', async () => {
    const me = await createSignedInUser(server);
    const other = await createSignedInUser(server);
    const db = server.context.database.db;
    for (const owner of [me, other]) {
      await server.context.database.withUser(owner.id, (tx) =>
        tx.insert(savedDecks).values({
          userId: owner.id,
          name: 'Hog cycle',
          cardIds: [26000021, 26000010, 26000030, 26000014, 28000011, 26000038, 27000006, 28000001],
        }),
      );
    }
    const refused = await me.fetch('/api/account', {
      method: 'DELETE',
      body: JSON.stringify({ password: 'not-my-password' }),
    });
    expect(refused.status).toBe(403);
    expect(errorBodySchema.parse(await refused.json()).error.message).toBe(
      'That password is not correct.',
    );

    // Signed in just before the deletion, and not after it.
    expect((await me.fetch('/api/decks')).status).toBe(200);
    const deleted = await me.fetch('/api/account', {
      method: 'DELETE',
      body: JSON.stringify({ password: me.password }),
    });
    expect(deleted.status).toBe(204);
    expect((await me.fetch('/api/decks')).status).toBe(401);
    expect(await db.select().from(user).where(eq(user.id, me.id))).toEqual([]);
    expect(await db.select().from(savedDecks).where(eq(savedDecks.userId, me.id))).toEqual([]);
    expect(await db.select().from(savedDecks).where(eq(savedDecks.userId, other.id))).toHaveLength(
      1,
    );
    expect(await session(me.cookie)).toBeNull();
    const again = await post('/api/auth/sign-in/email', { email: me.email, password: me.password });
    expect(again.status).toBe(401);
  });
});

describe('abuse limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ AUTH_RATE_LIMIT_PER_IP: '6', AUTH_RATE_LIMIT_PER_EMAIL: '3' });
  });
  afterAll(async () => {
    await server?.close();
  });
  const signIn = (email: string) =>
    fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url },
      body: JSON.stringify({ email, password: 'wrong-password' }),
    });

  it('limits sign-in per email (any case) and per IP with 429 and Retry-After', async () => {
    const email = uniqueEmail('target');
    for (let i = 0; i < 3; i++)
      expect((await signIn(i === 1 ? email.toUpperCase() : email)).status).toBe(401);
    const limited = await signIn(email);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = errorBodySchema.parse(await limited.json());
    expect(body.error.code).toBe('rate_limited');
    expect(body.error.message).toMatch(/^Too many attempts for this email address\. Try again in/);

    // The IP has now made 4 attempts; two more different emails pass, then the IP limit holds.
    expect((await signIn(uniqueEmail('a'))).status).toBe(401);
    expect((await signIn(uniqueEmail('b'))).status).toBe(401);
    const ipLimited = await signIn(uniqueEmail('c'));
    expect(ipLimited.status).toBe(429);
    expect(errorBodySchema.parse(await ipLimited.json()).error.message).toMatch(
      /^Too many attempts from your network\./,
    );
  });
});

describe('account safety', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      AUTH_RATE_LIMIT_PER_IP: '50',
      AUTH_RATE_LIMIT_PER_EMAIL: '3',
      TRUST_PROXY: '1',
    });
  });
  afterAll(async () => {
    await server?.close();
  });
  const signInFrom = (ip: string, email: string, password: string) =>
    fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url, 'X-Forwarded-For': ip },
      body: JSON.stringify({ email, password }),
    });

  it("does not lock the owner out with someone else's wrong guesses", async () => {
    const victim = await createSignedInUser(server);
    for (let i = 0; i < 3; i++)
      expect((await signInFrom('203.0.113.9', victim.email, 'guess-guess')).status).toBe(401);
    expect((await signInFrom('203.0.113.9', victim.email, 'guess-guess')).status).toBe(429);
    // The owner, from their own network, still gets in.
    expect((await signInFrom('198.51.100.20', victim.email, victim.password)).status).toBe(200);
  });

  it('limits password checks when deleting the account', async () => {
    const me = await createSignedInUser(server);
    for (let i = 0; i < 5; i++) {
      const wrong = await me.fetch('/api/account', {
        method: 'DELETE',
        body: JSON.stringify({ password: 'not-my-password' }),
      });
      expect(wrong.status).toBe(403);
    }
    const limited = await me.fetch('/api/account', {
      method: 'DELETE',
      body: JSON.stringify({ password: me.password }),
    });
    expect(limited.status).toBe(429);
  });

  it('limits current-password guesses in a password change per account, from any network', async () => {
    const me = await createSignedInUser(server);
    const change = (ip: string, currentPassword: string) =>
      me.fetch('/api/auth/change-password', {
        method: 'POST',
        headers: { 'X-Forwarded-For': ip },
        body: JSON.stringify({ currentPassword, newPassword: 'a-new-long-passphrase-9' }),
      });
    // Three wrong guesses, each from another network, then the account's limit holds even for
    // the right password from a fourth.
    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
      expect((await change(ip, 'not-my-password')).status).not.toBe(200);
    const limited = await change('203.0.113.4', me.password);
    expect(limited.status).toBe(429);
    expect(errorBodySchema.parse(await limited.json()).error.message).toMatch(
      /^Too many password changes for this account\./,
    );
  });

  it('refuses a password found on lists of leaked passwords, with a clear message', async () => {
    const res = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url },
      body: JSON.stringify({ email: uniqueEmail('weak'), password: 'password123', name: 'weak' }),
    });
    expect(res.status).toBe(400);
    expect(errorBodySchema.parse(await res.json()).error.message).toBe(COMMON_PASSWORD_MESSAGE);
  });
});

describe('mail over SMTP', () => {
  it('sends the confirmation through SMTP_URL', async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const address = smtp.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const { startTestServer: start } = await import('@test/api-server');
    const server = await start(
      { SMTP_URL: `smtp://127.0.0.1:${port}` },
      { useConfiguredMailer: true },
    );
    try {
      const email = uniqueEmail('smtp');
      const res = await fetch(`${server.url}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: server.url },
        body: JSON.stringify({
          email,
          password: 'smtp-password-1',
          name: 'smtp',
          callbackURL: '/app',
        }),
      });
      expect(res.status).toBe(200);
      for (let i = 0; i < 50 && received.length === 0; i++)
        await new Promise((r) => setTimeout(r, 50));
      expect(received).toHaveLength(1);
      expect(received[0]).toContain(`To: ${email}`);
      expect(received[0]).toContain('Subject: Confirm your ElixirLab account');
      expect(received[0]?.replace(/=\r?\n/g, '')).toContain('/api/auth/verify-email?token=');
    } finally {
      await server.close();
      await new Promise<void>((resolve) => smtp.close(resolve));
    }
  });
});
