import { z } from 'zod';
import { DEFAULT_SUPPORT_EMAIL } from '@shared/support-email';

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/**
 * Every setting the server reads, validated once at boot (epic-stack habit). `.env.example`
 * documents each one; nothing else reads process.env.
 */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** The address users reach the app at; used in mail links and auth origin checks. */
    PUBLIC_URL: optionalUrl,
    DATA_DIR: z.string().default('./data/db'),
    DATABASE_URL: optionalUrl,
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    REDIS_URL: optionalUrl,
    /** Prefix of our Redis keys, so several apps (or test runs) can share one Redis. */
    REDIS_KEY_PREFIX: z.string().default('elixirlab:'),
    AUTH_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default('ElixirLab <no-reply@elixirlab.local>'),
    CR_API_TOKEN: optionalText,
    CR_API_BASE_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .default('https://api.clashroyale.com/v1'),
    AI_BASE_URL: optionalUrl,
    AI_API_KEY: optionalText,
    AI_MODEL: optionalText,
    AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
    ANALYTICS_URL: optionalUrl,
    ANALYTICS_DOMAIN: optionalText,
    SUPPORT_EMAIL: z.email().default(DEFAULT_SUPPORT_EMAIL),
    FAN_CONTENT_POLICY_URL: z.url().default('https://supercell.com/en/fan-content-policy/'),
    /** Sign-in, sign-up and reset attempts allowed per IP address per 10 minutes. */
    AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
    /** Sign-in, sign-up and reset attempts allowed per email address per 10 minutes. */
    AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(10),
    /** Chat messages allowed per user (or visitor IP) per minute. */
    CHAT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    /**
     * Worker threads for the chat's deck engine; unset: one per core, 0: on the main thread
     * (npm run bench:load compares the two).
     */
    ENGINE_WORKERS: z.coerce.number().int().min(0).max(64).optional(),
    /** Public player lookups (/api/players/:tag) allowed per user or visitor IP per minute. */
    PLAYER_LOOKUP_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    /**
     * How many reverse proxies stand in front (their X-Forwarded-For hop is trusted): "false" or 0
     * for none, "true" for one, or a number.
     */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((v, ctx) => {
        if (v === 'false') return 0;
        if (v === 'true') return 1;
        const n = Number(v);
        if (Number.isInteger(n) && n >= 0 && n <= 10) return n;
        ctx.addIssue({
          code: 'custom',
          message: 'must be true, false or a number of proxies (0–10)',
        });
        return z.NEVER;
      }),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
  })
  .superRefine((env, ctx) => {
    // In production, mail links must point at the real site and really be mailed (never logged).
    if (env.NODE_ENV !== 'production') return;
    for (const key of ['PUBLIC_URL', 'SMTP_URL', 'AUTH_SECRET'] as const)
      if (!env[key])
        ctx.addIssue({ code: 'custom', path: [key], message: 'required in production' });
  });

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(
      `Invalid configuration:\n${lines.join('\n')}\nSee .env.example for every setting.`,
    );
  }
  return result.data;
}

/** What the browser may see of the configuration (served at /api/config). */
export function publicConfig(env: Env) {
  return {
    supportEmail: env.SUPPORT_EMAIL,
    fanContentPolicyUrl: env.FAN_CONTENT_POLICY_URL,
    playerLookups: Boolean(env.CR_API_TOKEN),
    languageModel: Boolean(env.AI_BASE_URL && env.AI_MODEL),
  };
}
