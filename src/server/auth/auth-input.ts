import { readFileSync } from 'node:fs';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { COMMON_PASSWORD_MESSAGE, describeIssues } from '@shared/errors';
import { AppError } from '../http/app-error';
import { refuseNul } from '../http/validate';

/** Passwords too common to accept (data/common-passwords.txt), compared in lower case. */
const COMMON_PASSWORDS = new Set(
  readFileSync(new URL('../../../data/common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((l) => l.trim().toLowerCase())
    .filter((l) => l && !l.startsWith('#')),
);

/** The field holding a new password, per route that sets one. */
const NEW_PASSWORD_FIELD: Record<string, string> = {
  '/api/auth/sign-up/email': 'password',
  '/api/auth/reset-password': 'newPassword',
  '/api/auth/change-password': 'newPassword',
};

/** Fields of better-auth's routes that it would pass to the database unchecked. */
const bodies: Record<string, z.ZodType> = {
  '/api/auth/update-user': z.looseObject({
    name: z.string().trim().min(1, 'must not be empty').max(100).optional(),
    image: z.string().max(2_000).nullable().optional(),
  }),
};

/**
 * Checks the JSON bodies better-auth receives before it sees them: a NUL character anywhere, or a
 * field of the wrong type (`name: null`), is a 400 with a field message rather than a database
 * error. The request itself is passed on untouched (its body is read from a clone).
 */
export const authInputGuard = createMiddleware(async (c, next) => {
  if (c.req.method !== 'POST' || !/^application\/json\b/i.test(c.req.header('content-type') ?? ''))
    return next();
  let body: unknown;
  try {
    body = await c.req.raw.clone().json();
  } catch {
    throw new AppError('validation_failed', 'The request body must be valid JSON.');
  }
  refuseNul(body);
  const field = NEW_PASSWORD_FIELD[c.req.path];
  const chosen =
    field && body && typeof body === 'object'
      ? (body as Record<string, unknown>)[field]
      : undefined;
  if (typeof chosen === 'string' && COMMON_PASSWORDS.has(chosen.trim().toLowerCase()))
    throw new AppError('validation_failed', COMMON_PASSWORD_MESSAGE, {
      details: [{ path: field ?? 'password', message: COMMON_PASSWORD_MESSAGE }],
    });
  const schema = bodies[c.req.path];
  const result = schema?.safeParse(body);
  if (result && !result.success) {
    const { message, details } = describeIssues(result.error.issues);
    throw new AppError('validation_failed', `Invalid request: ${message}`, { details });
  }
  return next();
});
