/**
 * The support address when the server sets no `SUPPORT_EMAIL`: the server's default, the web
 * app's until `/api/config` answers, and the one the build writes into the pre-rendered legal
 * pages (the server puts the configured address in its place when it serves them).
 */
export const DEFAULT_SUPPORT_EMAIL = 'support@elixirlab.app';
