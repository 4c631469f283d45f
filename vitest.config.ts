import { defineConfig } from 'vitest/config';
import ProjectTimes from './tests/project-times.ts';

// Four projects: Node unit tests and, beside them, the soaks (property runs over generated games,
// bot matches, games over faulty links, the signalling load), then the browser tests (real Chromium
// against the production build served by scripts/serve.mjs), two files at a time (each browser
// test is mostly waiting: 862-891 s one at a time, 522-599 s two at a time). Last and alone, the
// browser tests that hold a product goal in wall-clock time (a dropped peer noticed within 3 s, a
// closed room told within 1.5 s, the server's shutdown), so another Chromium's load does not decide
// them. Each project's time is printed.
const TIMED = ['tests/browser/net-drop.test.ts', 'tests/browser/net-closed.test.ts', 'tests/browser/serve.test.ts'];
const SOAKS = ['tests/games/*/properties.test.ts', 'tests/games/*/ai/bots.test.ts', 'tests/net/faulty-links.test.ts', 'tests/scripts/load.test.ts'];

export default defineConfig({
  test: {
    teardownTimeout: 30_000,
    reporters: ['default', new ProjectTimes()],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/browser/**', 'node_modules/**', ...SOAKS],
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
          name: 'soak',
          include: SOAKS,
          environment: 'node',
          setupFiles: ['tests/i18n/setup.ts'],
          testTimeout: 60_000,
          maxWorkers: 1, // beside the unit project's two

          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          exclude: ['node_modules/**', ...TIMED],
          environment: 'node',
          globalSetup: ['tests/browser/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Real Chromium and WebRTC on a shared 2-core machine: a test fails the run when it fails
          // twice in a row; one that passes on its retry is named at the end (project-times.ts).
          retry: 1,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'browser-timed',
          include: TIMED,
          environment: 'node',
          globalSetup: ['tests/browser/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
