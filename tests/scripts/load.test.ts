// The signaling load test end to end at a small size: the real server on 127.0.0.1, every
// simulated peer connected, every guest's offer answered by its host, no errors, one JSON line.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const run = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/load.ts', ...args], { encoding: 'utf8', timeout: 60_000 });

describe('npm run load', () => {
  it('connects every peer and relays every offer and answer', () => {
    const out = run('--peers', '24', '--rooms', '6', '--seconds', '3');
    expect(out.status, out.stderr).toBe(0);
    const last = JSON.parse(out.stdout.trim().split('\n').pop()!);
    expect(last).toMatchObject({ peers: 24, rooms: 6, connected: 24, errors: 0 });
    // 18 guests: an offer and three candidates to the host each, and an answer back.
    expect(last.relayed).toBe(18 * 5);
    expect(last.joinP95Ms).toBeGreaterThan(0);
    expect(last.serverRssMb).toBeGreaterThan(0);
  });

  it('refuses a mistyped option or a count that is not a number', () => {
    expect(run('--peer', '10').status).toBe(2);
    const bad = run('--peers', 'abc');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--peers');
  });
});
