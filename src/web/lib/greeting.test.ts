import { describe, expect, it } from 'vitest';
import { greeting } from './greeting';

describe('greeting', () => {
  const now = new Date('2026-11-25T12:00:00Z');

  it('greets an account made minutes ago as new', () => {
    expect(greeting('Gelon', new Date('2026-11-25T11:55:00Z'), now)).toBe('Welcome, Gelon');
  });

  it('welcomes back an account older than an hour', () => {
    expect(greeting('Gelon', new Date('2026-11-25T10:59:00Z'), now)).toBe('Welcome back, Gelon');
  });

  it('welcomes back when the account date is unknown', () => {
    expect(greeting('Gelon', undefined, now)).toBe('Welcome back, Gelon');
  });
});
