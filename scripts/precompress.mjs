// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, so that
// scripts/serve.mjs sends compressed bytes without compressing on each request. Used as the last
// step of `vite build` (the plugin below, after vite-plugin-pwa has written sw.js) and runnable alone:
//   node scripts/precompress.mjs [dir]   (default dist/)
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats worth compressing (images and fonts are compressed already). Source maps are for
 * debugging only: left as they are. */
export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt']);
/** Below this, headers outweigh the saving. */
const MIN_BYTES = 512;
/** Brotli 10: within 2 % of 11's size at half its time (every `vite build` pays it, tests included). */
const BROTLI_QUALITY = 10;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/** Compresses every eligible file under `dir`; returns how many files got compressed copies. */
export async function precompressDir(dir) {
  const jobs = [];
  for await (const path of walk(dir)) {
    if (!COMPRESSIBLE.has(extname(path).toLowerCase()) || (await stat(path)).size < MIN_BYTES) continue;
    jobs.push((async () => {
      const data = await readFile(path);
      const [br, gzipped] = await Promise.all([
        brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
        gz(data, { level: 9 }),
      ]);
      // A copy that does not save anything is not worth a second request path.
      if (br.length < data.length) await writeFile(`${path}.br`, br);
      if (gzipped.length < data.length) await writeFile(`${path}.gz`, gzipped);
    })());
  }
  await Promise.all(jobs);
  return jobs.length;
}

/** Vite plugin: runs once the build, service worker included, is on disk. */
export function precompress() {
  let outDir = 'dist';
  return {
    name: 'meso-precompress',
    apply: 'build',
    configResolved(config) { outDir = resolve(config.root, config.build.outDir); },
    closeBundle: { sequential: true, order: 'post', async handler() { await precompressDir(outDir); } },
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = resolve(process.argv[2] ?? 'dist');
  console.log(`precompressed ${await precompressDir(dir)} files in ${dir}`);
}
