import { fileURLToPath } from 'node:url';

/** Where the e2e server listens and keeps its data; the fixtures read its mail outbox from there. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_DATA_DIR = fileURLToPath(new URL(`../.tmp/e2e-data-${E2E_PORT}`, import.meta.url));
export const E2E_OUTBOX = `${E2E_DATA_DIR}/outbox`;
