// `npm run fuzz` runs the app's own modules in Node, whose presenters import stylesheets for the
// browser build: the script must still start and print its JSON line.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('npm run fuzz as a command', () => {
  it('starts under Node and prints one JSON line per target', () => {
    // The command exactly as package.json runs it.
    const [bin, ...args] = (JSON.parse(readFileSync('package.json', 'utf8')).scripts.fuzz as string).split(' ');
    for (const target of ['saves', 'routes']) {
      const out = execFileSync('npx', [bin!, ...args, '--target', target, '--cases', '20', '--seed', 'cli'], { encoding: 'utf8' });
      expect(JSON.parse(out.trim().split('\n').at(-1)!)).toMatchObject({ target, cases: 20, crashes: 0 });
    }
  }, 60_000);
});
