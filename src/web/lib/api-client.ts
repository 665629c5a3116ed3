import type { z } from 'zod';
import { errorBodySchema } from '@shared/errors';
import { ApiError } from './api-error';

/**
 * The one way the app calls its API: fetch with the session cookie, and every failure as an
 * ApiError carrying the server's message (or a readable one when the network failed). The
 * response is OK when it returns; `apiFetch` parses JSON from it, the chat stream reads events.
 */
export async function apiResponse(
  path: string,
  init: RequestInit = {},
  accept = 'application/json',
): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(path, {
      credentials: 'same-origin',
      ...init,
      headers: {
        Accept: accept,
        ...(init.body ? { 'Content-Type': 'application/json' } : {}),
        ...init.headers,
      },
    });
  } catch {
    throw new ApiError(
      0,
      'network_error',
      'Could not reach the server. Please check your connection.',
    );
  }
  if (!res.ok) {
    const parsed = errorBodySchema.safeParse(await res.json().catch(() => null));
    throw parsed.success
      ? new ApiError(res.status, parsed.data.error.code, parsed.data.error.message)
      : new ApiError(res.status, 'http_error', `The server answered ${res.status}.`);
  }
  return res;
}

/** fetch + JSON + zod: every answer is parsed with the shared schema. */
export async function apiFetch<S extends z.ZodType>(
  path: string,
  schema: S,
  init: RequestInit = {},
): Promise<z.infer<S>> {
  const res = await apiResponse(path, init);
  if (res.status === 204) return schema.parse(undefined);
  return schema.parse(await res.json());
}

export function toQueryString(
  params: Record<string, string | number | boolean | undefined>,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
