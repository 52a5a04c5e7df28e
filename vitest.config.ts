import { defineConfig } from 'vitest/config';

const ignore = ['**/node_modules/**', '**/dist/**', '.data/**'];

// `expect.poll` waits for a state; vitest's default gives up after 1 s, which a command's round
// trip through the projection passes on a loaded 2-core machine (catalogue reorder, pinned run
// under two suites at once). The bound is against hangs, not a speed check.
const pollForState = { timeout: 30_000, interval: 50 };

// A limit against hangs, not a speed check: a `beforeAll` that seeds the demo through the real
// commands takes 7 s on a quiet machine and took 110 s with two clean clones' suites and
// another engineer's tests sharing the 2 cores (load 15).
const seedingHookTimeout = 300_000;

// Each file would otherwise import the whole app again in a fresh module graph: 2 s a file,
// about a third of the run on two cores. Every file here builds its own state (its own
// database, app and servers) in its hooks and keeps none at module level, so files can share
// the imported modules.
const shareModules = { isolate: false };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          ...shareModules,
          include: ['*/src/**/*.unit.spec.ts', '*/test/**/*.unit.spec.ts'],
          exclude: ignore,
          // A limit against hangs, not a speed check: property tests that take 4 s on a quiet
          // machine took over vitest's default 5 s with two suites sharing 2 cores.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'int',
          ...shareModules,
          include: ['*/src/**/*.int.spec.ts', '*/test/**/*.int.spec.ts'],
          exclude: ignore,
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: seedingHookTimeout,
          expect: { poll: pollForState },
        },
      },
      {
        test: {
          name: 'e2e',
          ...shareModules,
          include: ['web/e2e/**/*.e2e.spec.ts'],
          exclude: ignore,
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: seedingHookTimeout,
          expect: { poll: pollForState },
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
