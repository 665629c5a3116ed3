import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from './app-error';

/** Parses the query string with a shared zod schema; bad values become a 400 that names them. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) throw AppError.fromZod(result.error, 'Invalid query');
  return result.data;
}

/** Parses a JSON body with a shared zod schema; malformed JSON is a 400 too, never a 500. */
export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError('validation_failed', 'The request body must be valid JSON.');
  }
  refuseNul(body);
  const result = schema.safeParse(body);
  if (!result.success) throw AppError.fromZod(result.error);
  return result.data;
}

/** A JSON body with a NUL character anywhere is a 400 naming where (PostgreSQL cannot store it). */
export function refuseNul(body: unknown): void {
  const nul = pathWithNul(body, '');
  if (nul === null) return;
  const path = nul || 'body';
  throw new AppError(
    'validation_failed',
    `Invalid request: ${path}: must not contain a NUL character`,
    {
      details: [{ path, message: 'must not contain a NUL character' }],
    },
  );
}

/**
 * Where a NUL character hides in a JSON value (PostgreSQL cannot store one in text), or null.
 * Keys count too: a JSON object may be stored as it came.
 */
function pathWithNul(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = pathWithNul(item, `${path}[${i}]`);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return at;
      const found = pathWithNul(item, at);
      if (found !== null) return found;
    }
  }
  return null;
}
