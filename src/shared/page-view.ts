import { z } from 'zod';

/** POST /api/page-views: one client-side navigation, the path only (no query, no personal data). */
export const pageViewRequestSchema = z.object({
  path: z
    .string()
    .max(200)
    .regex(/^\/[A-Za-z0-9/_-]*$/, 'path must be a plain app path'),
});
export type PageViewRequest = z.infer<typeof pageViewRequestSchema>;
