import { describe, expect, it } from 'vitest';
import { parseEnv, publicConfig } from './env';

describe('server configuration', () => {
  it('has working defaults for a fresh machine', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data/db');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(publicConfig(env)).toMatchObject({ playerLookups: false, languageModel: false });
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', CR_API_TOKEN: '' })).toMatchObject({
      DATABASE_URL: undefined,
      CR_API_TOKEN: undefined,
    });
  });

  it('fails with a readable list of every bad setting', () => {
    expect(() =>
      parseEnv({ PORT: 'abc', DATABASE_URL: 'not a url', AUTH_SECRET: 'short' }),
    ).toThrow(
      /Invalid configuration:\n {2}- PORT: .*\n {2}- DATABASE_URL: .*\n {2}- AUTH_SECRET: must be at least 32 characters/,
    );
  });

  it('refuses to run in production without the settings mail and auth need', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      /PUBLIC_URL: required in production\n {2}- SMTP_URL: required in production\n {2}- AUTH_SECRET: required in production/,
    );
    expect(() =>
      parseEnv({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://elixirlab.example',
        SMTP_URL: 'smtp://mail.example:587',
        AUTH_SECRET: 'x'.repeat(32),
      }),
    ).not.toThrow();
  });

  it('takes the Clash Royale API over http(s) only', () => {
    expect(() => parseEnv({ CR_API_BASE_URL: 'file:///etc/passwd' })).toThrow(
      /CR_API_BASE_URL: must be an http\(s\) URL/,
    );
  });
});
