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
});
