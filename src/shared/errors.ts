import { z } from 'zod';

/**
 * The one error model (vercel/ai-chatbot habit): every code maps once to an HTTP status and a
 * default message. Servers answer `{ error: { code, message } }`; clients read the same shape.
 */
export const errorCodes = {
  validation_failed: { status: 400, message: 'The request is not valid.' },
  not_authenticated: { status: 401, message: 'Not authenticated' },
  forbidden: { status: 403, message: 'You are not allowed to do that.' },
  cross_origin: {
    status: 403,
    message: 'This request came from another site, so it was refused.',
  },
  unsupported_media_type: { status: 415, message: 'Send the request body as JSON.' },
  not_found: { status: 404, message: 'Not found.' },
  card_not_found: { status: 404, message: 'Card not found.' },
  player_not_connected: { status: 404, message: 'No player tag is connected to this account.' },
  player_not_found: { status: 404, message: 'No player was found with that tag.' },
  thread_not_found: { status: 404, message: 'Chat not found.' },
  deck_not_found: { status: 404, message: 'Deck not found.' },
  conflict: { status: 409, message: 'That conflicts with existing data.' },
  payload_too_large: { status: 413, message: 'The request is too large.' },
  rate_limited: { status: 429, message: 'Too many requests. Please wait a moment and try again.' },
  upstream_not_configured: {
    status: 503,
    message: 'Player lookups are not configured on this server.',
  },
  upstream_unavailable: {
    status: 503,
    message: 'The Clash Royale API is unavailable right now. Please try again later.',
  },
  upstream_maintenance: {
    status: 503,
    message: 'Clash Royale is under maintenance. Please try again later.',
  },
  upstream_access_denied: {
    status: 502,
    message: 'The server cannot reach the Clash Royale API with its current key.',
  },
  upstream_rate_limited: {
    status: 503,
    message: 'The Clash Royale API is busy. Please try again in a minute.',
  },
  upstream_failed: { status: 502, message: 'The Clash Royale API answered with an error.' },
  database_unavailable: {
    status: 503,
    message: 'The database is unavailable right now. Please try again in a moment.',
  },
  internal_error: { status: 500, message: 'Something went wrong on our side. Please try again.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCodes;

/** A new password on the bundled list of common, leaked passwords. */
export const COMMON_PASSWORD_MESSAGE =
  'That password is on lists of common, leaked passwords. Choose one that is harder to guess.';
const codeList = Object.keys(errorCodes) as [ErrorCode, ...ErrorCode[]];

export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(codeList).or(z.string()),
    message: z.string(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Turns zod issues into one readable sentence: "minElixir: must be a number; page: …". */
export function describeIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): {
  message: string;
  details: { path: string; message: string }[];
} {
  const details = issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  const message = details.map((d) => (d.path ? `${d.path}: ${d.message}` : d.message)).join('; ');
  return { message: message || errorCodes.validation_failed.message, details };
}
