/**
 * better-auth's client errors carry `{ code, message }`; our own limiter answers
 * `{ error: { code, message } }`. Turn either into one sentence a player understands.
 */
const FRIENDLY: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'Invalid email or password.',
  EMAIL_NOT_VERIFIED: 'Please confirm your email first. We have sent you a new confirmation link.',
  PASSWORD_TOO_SHORT: 'Password must be at least 8 characters.',
  PASSWORD_TOO_LONG: 'Password must be at most 128 characters.',
  USER_ALREADY_EXISTS: 'An account with this email already exists. Try signing in instead.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL:
    'An account with this email already exists. Try signing in instead.',
  INVALID_EMAIL: 'Please enter a valid email address.',
  INVALID_TOKEN: 'This link is invalid or has expired. Please ask for a new one.',
};

function field(value: unknown, key: string): unknown {
  return value && typeof value === 'object' && key in value
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

export function authErrorMessage(error: unknown, fallback = 'Please try again.'): string {
  const nested = field(error, 'error');
  const code = field(error, 'code') ?? field(nested, 'code');
  if (typeof code === 'string' && FRIENDLY[code]) return FRIENDLY[code];
  const message = field(nested, 'message') ?? field(error, 'message');
  if (typeof message === 'string' && message.trim()) return message;
  if (field(error, 'status') === 429)
    return 'Too many attempts. Please wait a moment and try again.';
  return fallback;
}
