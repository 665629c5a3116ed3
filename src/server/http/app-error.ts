import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HTTPException } from 'hono/http-exception';
import type { ZodError } from 'zod';
import { describeIssues, errorCodes, type ErrorBody, type ErrorCode } from '@shared/errors';
import { isDatabaseUnavailable } from '../db/database-errors';
import { scrubError, type Logger } from '../logger';

/** An error the user may read: its code maps to the status, its message is safe to show. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: ContentfulStatusCode;
  readonly details: ErrorBody['error']['details'];
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    message?: string,
    options: {
      details?: ErrorBody['error']['details'];
      headers?: Record<string, string>;
      cause?: unknown;
    } = {},
  ) {
    super(message ?? errorCodes[code].message, { cause: options.cause });
    this.code = code;
    this.status = errorCodes[code].status as ContentfulStatusCode;
    this.details = options.details;
    this.headers = options.headers ?? {};
  }

  static fromZod(error: ZodError, prefix = 'Invalid request'): AppError {
    const { message, details } = describeIssues(error.issues);
    return new AppError('validation_failed', `${prefix}: ${message}`, { details });
  }
}

export function errorBody(error: AppError): ErrorBody {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.details ? { details: error.details } : {}),
    },
  };
}

/** Hono's onError: known errors answer with their code; anything else is logged, never echoed. */
export function handleError(logger: Logger) {
  return (err: Error, c: Context) => {
    if (err instanceof AppError) {
      for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
      return c.json(errorBody(err), err.status);
    }
    if (err instanceof HTTPException) {
      const status = err.status;
      const code: ErrorCode =
        status === 413
          ? 'payload_too_large'
          : status === 401
            ? 'not_authenticated'
            : status === 404
              ? 'not_found'
              : 'validation_failed';
      return c.json(errorBody(new AppError(code, err.message || undefined)), status);
    }
    if (isDatabaseUnavailable(err)) {
      logger.warn({ path: c.req.path, reason: scrubError(err).message }, 'database unavailable');
      c.header('Retry-After', '5');
      return c.json(errorBody(new AppError('database_unavailable')), 503);
    }
    logger.error({ err, path: c.req.path }, 'unhandled error');
    return c.json(errorBody(new AppError('internal_error')), 500);
  };
}
