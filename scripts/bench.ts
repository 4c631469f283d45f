// npm run bench [-- engine|ai|app|net] : runs the benchmarks and prints one flat JSON object last.
// The code under test is bundled first (as the app ships it), so that the figures measure our
// code and not the TypeScript loader's module wrappers.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';

// Written inside the project so the bundle resolves node_modules from here.
const outfile = join(mkdtempSync(join(process.cwd(), 'node_modules', '.bench-')), 'bench.mjs');
// Packages stay external (playwright-core cannot be bundled); only our code is bundled.
await build({ entryPoints: ['scripts/bench/main.ts'], bundle: true, platform: 'node', format: 'esm', packages: 'external', outfile, logLevel: 'warning' });
const run = spawnSync(process.execPath, [outfile, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
