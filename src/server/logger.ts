import { pino, type Logger } from 'pino';

export type { Logger };

/** An error as logged: its kind, code and message, causes included, with no user data. */
export interface LoggedError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: LoggedError;
}

/**
 * Query errors carry the values they were given (Drizzle's "params: …", PostgreSQL's "Key
 * (email)=(…)" detail): emails, deck names and chat text. Only the kind of failure reaches the
 * log; the values stay out.
 */
export function scrubError(value: unknown, depth = 0): LoggedError {
  if (!(value instanceof Error)) return { type: typeof value, message: 'non-error thrown' };
  const scrub = (text: string) =>
    text
      .replace(/\nparams: [\s\S]*$/, '\nparams: [left out]')
      .replace(/\(([^()]*)\)=\([^)]*\)/g, '($1)=([left out])');
  const code = (value as { code?: unknown }).code;
  const out: LoggedError = {
    type: value.name,
    message: scrub(value.message),
    ...(typeof code === 'string' ? { code } : {}),
    ...(value.stack
      ? {
          stack:
            scrub(value.stack.split('\n    at ')[0] ?? '') +
            value.stack.slice(value.stack.indexOf('\n    at ')),
        }
      : {}),
  };
  if (value.cause !== undefined && depth < 3) out.cause = scrubError(value.cause, depth + 1);
  return out;
}

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options = {
    level,
    // No pid or hostname on every line.
    base: null,
    redact: ['req.headers.cookie', 'req.headers.authorization'],
    serializers: { err: (err: unknown) => scrubError(err) },
  };
  return destination ? pino(options, destination) : pino(options);
}
