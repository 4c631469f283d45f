// npm run load -- --peers N --rooms R --seconds S : starts the project's own signaling server
// (scripts/serve.mjs) on 127.0.0.1 and N simulated PeerJS clients in R rooms exchanging offers and
// answers, then prints one JSON line last: peers, connected, join and offer/answer latencies,
// errors and the server's resident memory with every peer connected.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runLoad } from './load/signaling-load.ts';

function count(name: string, value: string, min: number, max: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    console.error(`load: --${name} must be a whole number from ${min} to ${max}, not ${JSON.stringify(value)}`);
    process.exit(2);
  }
  return n;
}

let args: Record<string, string>;
try {
  args = parseArgs({ strict: true, options: {
    peers: { type: 'string', default: '200' }, rooms: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '20' }, ramp: { type: 'string', default: '50' },
  } }).values as Record<string, string>;
} catch (e) {
  console.error(`load: ${(e as Error).message}`);
  process.exit(2);
}
const peers = count('peers', args.peers!, 2, 20_000);
const rooms = count('rooms', args.rooms!, 1, peers);
const seconds = count('seconds', args.seconds!, 1, 600);
const ramp = count('ramp', args.ramp!, 1, 10_000);

// The server needs a build to serve; signaling does not, so a one-page stand-in is enough.
const dist = mkdtempSync(join(tmpdir(), 'meso-load-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>load</title>');
const server = spawn(process.execPath, ['scripts/serve.mjs'], { env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DIST_DIR: dist }, stdio: ['ignore', 'pipe', 'inherit'] });
const rssMb = (): number => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'));
  return m ? +(Number(m[1]) / 1024).toFixed(1) : 0;
};
try {
  const port = await new Promise<string>((resolve, reject) => {
    server.stdout!.on('data', (d) => { const m = /listening on http:\/\/[^:]+:(\d+)/.exec(String(d)); if (m) resolve(m[1]!); });
    server.on('exit', () => reject(new Error('the signaling server exited')));
  });
  const idleRss = rssMb();
  let peakRss = idleRss;
  const probe = setInterval(() => { peakRss = Math.max(peakRss, rssMb()); }, 250);
  const result = await runLoad({ url: `ws://127.0.0.1:${port}/peerjs/peerjs`, peers, rooms, seconds, rampPer100Ms: ramp });
  clearInterval(probe);
  console.log(JSON.stringify({ ...result, serverIdleRssMb: idleRss, serverRssMb: peakRss,
    serverMbPer1000Peers: +(((peakRss - idleRss) * 1000) / Math.max(1, result.connected)).toFixed(1) }));
} finally {
  server.kill('SIGTERM');
  rmSync(dist, { recursive: true, force: true });
}
