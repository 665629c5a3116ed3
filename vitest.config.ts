import { defineConfig } from 'vitest/config';
import { alias } from './vite.config.ts';

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['src/**/*.api.test.ts', 'test/faults/**', 'node_modules/**'],
          environment: 'node',
          setupFiles: ['test/setup-console.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['src/**/*.api.test.ts'],
          environment: 'node',
          setupFiles: ['test/setup-console.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'faults',
          // The service faults need PostgreSQL and Redis to cut (CI's second pass sets both);
          // on a fresh machine only the embedded database's fault runs.
          include: [
            'test/faults/data-dir.faults.test.ts',
            'test/faults/crash.faults.test.ts',
            'test/faults/upstream.faults.test.ts',
            'test/faults/start-bundle.faults.test.ts',
            ...(process.env.DATABASE_URL && process.env.REDIS_URL
              ? ['test/faults/services.faults.test.ts']
              : []),
          ],
          environment: 'node',
          setupFiles: ['test/setup-console.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
