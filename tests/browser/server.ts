// Starts scripts/serve.mjs as a child process (the PeerJS server's timers would keep a Vitest worker
// alive forever) and reads the chosen port from its "listening on http://HOST:PORT" line.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DIST_DIR = join(REPO_ROOT, 'dist');
const SERVE_SCRIPT = join(REPO_ROOT, 'scripts', 'serve.mjs');

export interface RunningServer {
  /** Base URL on the loopback address (a secure origin, so service workers run), ending in '/'. */
  readonly url: string;
  readonly port: number;
  readonly child: ChildProcess;
  /** Everything the server printed so far. */
  output(): string;
  /** SIGTERM, wait for exit (SIGKILL after the grace period); resolves the exit code. */
  stop(graceMs?: number): Promise<number | null>;
}

export interface StartServerOptions {
  distDir?: string;
  /** Extra environment (HOST, ...). PORT is always 0. */
  env?: Record<string, string>;
  startTimeoutMs?: number;
  signal?: NodeJS.Signals;
}

/** Builds the app when dist/ is missing (a clean clone running only the browser project). */
export function ensureBuild(): void {
  if (existsSync(join(DIST_DIR, 'index.html')) && existsSync(join(DIST_DIR, 'sw.js'))) return;
  const vite = join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${String(result.status)})`);
}

export function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const { distDir = DIST_DIR, env = {}, startTimeoutMs = 20_000 } = options;
  const child = spawn(process.execPath, [SERVE_SCRIPT], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, PORT: '0', DIST_DIR: distDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => (output += chunk));
  child.stderr.on('data', (chunk: string) => (output += chunk));

  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

  const stop = async (graceMs = 5_000): Promise<number | null> => {
    if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
    child.kill(options.signal ?? 'SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    try {
      return await exited;
    } finally {
      clearTimeout(timer);
    }
  };

  return new Promise<RunningServer>((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop(1_000);
      reject(new Error(`serve.mjs did not report its port within ${startTimeoutMs} ms:\n${output}`));
    }, startTimeoutMs);
    const onData = (): void => {
      const match = /listening on http:\/\/[^\s:]+:(\d+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      const port = Number(match[1]);
      resolve({ url: `http://127.0.0.1:${port}/`, port, child, output: () => output, stop });
    };
    child.stdout.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`serve.mjs exited early (code ${String(code)}):\n${output}`));
    });
  });
}
