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
          include: ['test/faults/**/*.faults.test.ts'],
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
