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
  const result = schema.safeParse(body);
  if (!result.success) throw AppError.fromZod(result.error);
  return result.data;
}
