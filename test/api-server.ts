import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer as createHttpServer, type Server } from 'node:http';
import pg from 'pg';
import { parseEnv, type Env } from '@server/env';
import { createLogger } from '@server/logger';
import type { Mailer, MailMessage } from '@server/mail/mailer';
import { createServerContext, type ServerContext } from '@server/server';
import { freePort } from './loopback';

export interface TestServer {
  url: string;
  context: ServerContext;
  env: Env;
  /** Every message the server "sent", newest last. */
  mail: MailMessage[];
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A real server on an ephemeral loopback port. With DATABASE_URL set, each call gets its own fresh
 * PostgreSQL database (created from that URL's server, dropped on close); otherwise an in-memory PGlite.
 */
export async function startTestServer(
  envOverrides: Record<string, string> = {},
  options: {
    mailer?: Mailer;
    webDistDir?: string;
    useConfiguredMailer?: boolean;
    /** Points the server at its fresh PostgreSQL database another way (a fault test's proxy). */
    rewriteDatabaseUrl?: (url: string) => string;
  } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'elixirlab-test-'));
  const adminUrl = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (adminUrl) {
    const name = `elixirlab_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
  const port = await freePort();
  const mail: MailMessage[] = [];
  const mailer: Mailer = options.mailer ?? {
    async send(message) {
      mail.push(message);
    },
  };
  const env = parseEnv({
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    // With REDIS_URL set (CI's second pass), each test server counts in its own key space.
    REDIS_KEY_PREFIX: `elixirlab-test-${randomBytes(6).toString('hex')}:`,
    ...(databaseUrl
      ? { DATABASE_URL: options.rewriteDatabaseUrl?.(databaseUrl) ?? databaseUrl }
      : {}),
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...envOverrides,
  });
  const context = await createServerContext(env, {
    logger: createLogger(env.LOG_LEVEL),
    // Captured in `mail` unless the test checks the configured (SMTP or outbox) path itself.
    ...(options.useConfiguredMailer ? {} : { mailer }),
    webDistDir: options.webDistDir,
    pgliteDir: 'memory://',
  });
  const server: Server = await new Promise((resolve) => {
    const s = createHttpServer(context.listener);
    s.listen(port, '127.0.0.1', () => resolve(s));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    context,
    env,
    mail,
    dataDir,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await context.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
