import { createMiddleware } from 'hono/factory';
import { clientIp } from '../http/client-ip';
import type { RateLimiter, RateLimitRule } from '../http/rate-limiter';

/**
 * The better-auth routes that take a password or send mail: each one is limited per IP and per
 * email (a password change, which names no email, per account).
 */
const LIMITED_PATHS: Record<string, string> = {
  '/api/auth/sign-in/email': 'sign-in',
  '/api/auth/sign-up/email': 'sign-up',
  '/api/auth/request-password-reset': 'password-reset',
  '/api/auth/send-verification-email': 'verification-mail',
  '/api/auth/change-password': 'password-change',
};

/**
 * Sign-in counts wrong guesses per address and network together, so guesses from elsewhere cannot
 * lock the owner out; a much higher ceiling per address alone still stops a spread-out attack.
 */
const SIGN_IN_SPREAD_FACTOR = 10;

const WINDOW_MS = 10 * 60_000;

export interface AuthRateLimitOptions {
  limiter: RateLimiter;
  perIp: number;
  perEmail: number;
  /** Reverse proxies in front whose X-Forwarded-For hop is trusted (0: none). */
  trustProxy: number;
  /** The signed-in user behind a request: a password change is also counted per account. */
  userIdOf?: (request: Request) => Promise<string | null>;
}

/**
 * Runs before better-auth: counts the attempt against the caller's IP and the email it names, and
 * answers 429 with Retry-After past either limit. Emails are lower-cased like better-auth does, so
 * "A@x.com" and "a@x.com" share a counter.
 */
export function authRateLimits(options: AuthRateLimitOptions) {
  return createMiddleware(async (c, next) => {
    const action = c.req.method === 'POST' ? LIMITED_PATHS[c.req.path] : undefined;
    if (!action) return next();
    const ipRule: RateLimitRule = {
      name: `${action}:ip`,
      max: options.perIp,
      windowMs: WINDOW_MS,
      message: 'Too many attempts from your network.',
    };
    await options.limiter.consume(ipRule, clientIp(c, options.trustProxy));
    // A password change names no email: its attempts (each one checks the current password) are
    // also counted per account, so a stolen session cannot guess it from many networks.
    if (action === 'password-change' && options.userIdOf) {
      const userId = await options.userIdOf(c.req.raw);
      if (userId)
        await options.limiter.consume(
          {
            name: 'password-change:user',
            max: options.perEmail,
            windowMs: WINDOW_MS,
            message: 'Too many password changes for this account.',
          },
          userId,
        );
    }
    const email = await emailOf(c.req.raw);
    if (email) {
      const message = 'Too many attempts for this email address.';
      if (action === 'sign-in') {
        await options.limiter.consume(
          { name: 'sign-in:email-ip', max: options.perEmail, windowMs: WINDOW_MS, message },
          `${email}|${clientIp(c, options.trustProxy)}`,
        );
        await options.limiter.consume(
          {
            name: 'sign-in:email',
            max: options.perEmail * SIGN_IN_SPREAD_FACTOR,
            windowMs: WINDOW_MS,
            message,
          },
          email,
        );
      } else {
        await options.limiter.consume(
          { name: `${action}:email`, max: options.perEmail, windowMs: WINDOW_MS, message },
          email,
        );
      }
    }
    return next();
  });
}

async function emailOf(request: Request): Promise<string | null> {
  try {
    const body: unknown = await request.clone().json();
    if (body && typeof body === 'object' && 'email' in body && typeof body.email === 'string') {
      return body.email.trim().toLowerCase().slice(0, 320);
    }
  } catch {
    // not JSON: better-auth will reject it itself
  }
  return null;
}
