/**
 * A server process for the crash test: the real server context on PORT with DATA_DIR (embedded
 * database) or DATABASE_URL, mail to DATA_DIR/outbox. Prints "ready" once it listens; the test
 * kills it with SIGKILL mid-burst and starts it again on the same data.
 */
import { createServer } from 'node:http';
import { parseEnv } from '../../src/server/env';
import { createServerContext } from '../../src/server/server';

const env = parseEnv({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent' });
const context = await createServerContext(env);
createServer(context.listener).listen(env.PORT, '127.0.0.1', () => process.stdout.write('ready\n'));
