import { createServer } from 'node:http';
import { parseEnv } from './env';
import { createServerContext } from './server';

const env = parseEnv();
const context = await createServerContext(env);
const { logger } = context;

const server = createServer(context.listener);
server.keepAliveTimeout = 65_000;
server.listen(env.PORT, env.HOST, () => {
  logger.info(
    { port: env.PORT, database: context.database.kind },
    `ElixirLab listening on http://localhost:${env.PORT}`,
  );
});

let stopping = false;
/** Graceful shutdown: stop taking connections, let in-flight requests finish, close the database. */
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  const force = setTimeout(() => {
    logger.warn('forced exit after 10 s');
    process.exit(1);
  }, 10_000);
  force.unref();
  server.close(() => {
    context
      .close()
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        logger.error({ err }, 'error while closing');
        process.exit(1);
      });
  });
  server.closeIdleConnections();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
