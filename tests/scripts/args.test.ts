// The scripts' option parser: typos, stray words and non-numbers stop with a clear reason (exit 2).
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ArgsError, parseCliArgs } from '../../scripts/args.ts';

const spec = {
  games: { type: 'string', number: 'int', min: 1, default: 100 },
  seed: { type: 'string', default: 'sim' },
  light: { type: 'boolean', default: false },
  ai: { type: 'string' },
} as const;

describe('script arguments', () => {
  it('parses values, numbers and flags, with defaults', () => {
    expect(parseCliArgs(['--games', '7', '--light', '--seed=x'], spec)).toEqual({ games: 7, seed: 'x', light: true, ai: undefined });
    expect(parseCliArgs([], spec)).toEqual({ games: 100, seed: 'sim', light: false, ai: undefined });
  });

  it('refuses a typo and names the option meant', () => {
    expect(() => parseCliArgs(['--gmaes', '3'], spec)).toThrow(ArgsError);
    expect(() => parseCliArgs(['--gmaes', '3'], spec)).toThrow(/Unknown option --gmaes\. Did you mean --games\?/);
  });

  it('refuses non-numbers, too small numbers, missing values and stray words', () => {
    expect(() => parseCliArgs(['--games', 'abc'], spec)).toThrow(/--games must be a whole number, not "abc"/);
    expect(() => parseCliArgs(['--games', '1.5'], spec)).toThrow(/whole number/);
    expect(() => parseCliArgs(['--games', '0'], spec)).toThrow(/at least 1/);
    expect(() => parseCliArgs(['--games'], spec)).toThrow(ArgsError);
    expect(() => parseCliArgs(['games', '3'], spec)).toThrow(/Unexpected argument "games"/);
  });

  it('a script given a typo exits with code 2 and says why', () => {
    for (const argv of [['--gmaes', '3'], ['--games', 'abc']]) {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/sim.ts', ...argv], { encoding: 'utf8' });
      expect(run.status).toBe(2);
      expect(run.stderr).toMatch(/--gmaes|--games must be/);
    }
  });
});
