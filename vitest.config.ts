import { defineConfig } from 'vitest/config';
import ProjectTimes from './tests/project-times.ts';

// Two projects: fast Node unit/property tests (two workers), then the browser tests (real Chromium
// against the production build served by scripts/serve.mjs). The browser group starts after the
// unit group has finished (sequence.groupOrder) and runs one file at a time: the machines have 2
// cores and Chromium's software WebGL already keeps both busy.
export default defineConfig({
  test: {
    teardownTimeout: 30_000,
    reporters: ['default', new ProjectTimes()],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/browser/**', 'node_modules/**'],
          environment: 'node',
          // The French, Portuguese and per-game catalogs are loaded on demand in the app.
          setupFiles: ['tests/i18n/setup.ts'],
          testTimeout: 30_000,
          // Both cores (vitest's default leaves one free: a single worker here): the unit files are
          // CPU-bound and nothing else runs meanwhile. 323 s -> 185 s on the shared 2-core machine.
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/browser/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
