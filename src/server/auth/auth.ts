import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Db } from '../db/database';
import { schema } from '../db/schema';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';

export const MIN_PASSWORD_LENGTH = 8;

export interface AuthOptions {
  db: Db;
  secret: string;
  baseUrl: string;
  production: boolean;
  mailer: Mailer;
  logger: Logger;
  trustedOrigins?: string[];
}

/** better-auth with email + password on /api/auth/*, stored in our own database. */
export function createAuth(options: AuthOptions) {
  return betterAuth({
    appName: 'ElixirLab',
    baseURL: options.baseUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: options.trustedOrigins ?? [options.baseUrl],
    telemetry: { enabled: false },
    // better-auth's notices (unknown user, wrong password …) go to our log at debug level.
    logger: {
      level: 'debug',
      log: (level, message) =>
        level === 'error'
          ? options.logger.error({ source: 'better-auth' }, message)
          : options.logger.debug({ source: 'better-auth' }, message),
    },
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
      },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      revokeSessionsOnPasswordReset: true,
      // Sent without waiting, so the answer takes as long for an address with no account as for
      // one with an account (the timing does not say which).
      sendResetPassword({ user, url }) {
        options.mailer
          .send({
            to: user.email,
            subject: 'Reset your ElixirLab password',
            text: `Someone asked to reset the password of your ElixirLab account.\n\nSet a new password: ${url}\n\nIf it was not you, ignore this message.`,
            links: [url],
          })
          .catch((err: unknown) =>
            options.logger.error(
              { reason: (err as Error).message },
              'password reset mail not sent',
            ),
          );
        return Promise.resolve();
      },
      // Signing up with an address that has an account answers like a new sign-up (so accounts
      // cannot be probed) and mails the owner where to go instead.
      async onExistingUserSignUp({ user }) {
        const signIn = `${options.baseUrl}/auth`;
        await options.mailer.send({
          to: user.email,
          subject: 'You already have an ElixirLab account',
          text: `Someone (maybe you) tried to create an ElixirLab account with this email address, which already has one.\n\nSign in: ${signIn}\n\nForgot your password? Use "Forgot password?" on that page to get a reset link.\n\nIf it was not you, ignore this message: nothing changed.`,
          links: [signIn],
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // An unverified sign-in is refused and a fresh link goes out, so an expired one is no dead end.
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      async sendVerificationEmail({ user, url: rawUrl }) {
        const url = confirmationLink(rawUrl);
        await options.mailer.send({
          to: user.email,
          subject: 'Confirm your ElixirLab account',
          text: `Welcome to ElixirLab!\n\nConfirm your email address to finish creating your account: ${url}\n\nIf you did not sign up, ignore this message.`,
          links: [url],
        });
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    // Our own limiter (auth-rate-limits.ts) counts per IP and per email in the database or Redis.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: options.production,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: options.production },
    },
  });
}

/**
 * docs/product.md §2: the confirmation lands on /app. Sign-up passes that itself; the fresh link an unverified
 * sign-in sends has no callback of its own, so give it the same one.
 */
function confirmationLink(url: string): string {
  const link = new URL(url);
  const callback = link.searchParams.get('callbackURL');
  if (!callback || callback === '/') link.searchParams.set('callbackURL', '/app');
  return link.toString();
}

export type Auth = ReturnType<typeof createAuth>;
export type SessionUser = Auth['$Infer']['Session']['user'];
