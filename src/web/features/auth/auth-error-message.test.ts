import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './auth-error-message';

describe('authErrorMessage', () => {
  it('explains better-auth codes in plain words', () => {
    expect(authErrorMessage({ code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' })).toBe(
      'Please confirm your email first. We have sent you a new confirmation link.',
    );
    expect(authErrorMessage({ code: 'PASSWORD_TOO_SHORT', status: 400 })).toBe(
      'Password must be at least 8 characters.',
    );
  });

  it('reads our own error body (rate limits)', () => {
    const body = {
      error: { code: 'rate_limited', message: 'Too many attempts. Try again in 9 minutes.' },
      status: 429,
    };
    expect(authErrorMessage(body)).toBe('Too many attempts. Try again in 9 minutes.');
  });

  it('falls back to the service message, then to a default', () => {
    expect(authErrorMessage({ message: 'Something odd' })).toBe('Something odd');
    expect(authErrorMessage(null)).toBe('Please try again.');
    expect(authErrorMessage({ status: 429 })).toBe(
      'Too many attempts. Please wait a moment and try again.',
    );
  });
});
