import { defineConfig } from 'vitest/config';

const ignore = ['**/node_modules/**', '**/dist/**', '.data/**'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['*/src/**/*.unit.spec.ts', '*/test/**/*.unit.spec.ts'],
          exclude: ignore,
        },
      },
      {
        test: {
          name: 'int',
          include: ['*/src/**/*.int.spec.ts', '*/test/**/*.int.spec.ts'],
          exclude: ignore,
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['web/e2e/**/*.e2e.spec.ts'],
          exclude: ignore,
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          // Fault tests: short in `npm test`, in full with `npm run test:reliability`.
          name: 'reliability',
          include: ['test/reliability/**/*.rel.spec.ts'],
          exclude: ignore,
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 600_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
