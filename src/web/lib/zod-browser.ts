/**
 * The browser build's `zod` (vite.config.ts aliases the bare specifier here): the same library, with
 * its eval-based fast path switched off before any schema is built. Our strict CSP forbids eval, and
 * zod's probe for it would otherwise log a CSP violation on every page. The server keeps the fast path.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
