import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Db } from '../db/database';
import { schema } from '../db/schema';
import type { Mailer } from '../mail/mailer';

export const MIN_PASSWORD_LENGTH = 8;

export interface AuthOptions {
  db: Db;
  secret: string;
  baseUrl: string;
  production: boolean;
  mailer: Mailer;
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
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, url }) {
        await options.mailer.send({
          to: user.email,
          subject: 'Reset your ElixirLab password',
          text: `Someone asked to reset the password of your ElixirLab account.\n\nSet a new password: ${url}\n\nIf it was not you, ignore this message.`,
          links: [url],
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      async sendVerificationEmail({ user, url }) {
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
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 60, max: 5 },
        '/request-password-reset': { window: 60, max: 5 },
      },
    },
    advanced: {
      useSecureCookies: options.production,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: options.production },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type SessionUser = Auth['$Infer']['Session']['user'];
