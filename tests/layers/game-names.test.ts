// A game is described in its own folders (games/<id>, ui/<id>, render/<id>, i18n/<id>) and one
// registry line each (games/index.ts, app/games.ts): the engine, the network, the store, the app
// shell and the service worker never name a game, so adding one touches none of them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAME_DEFS } from '../../src/games/index.ts';
import { SRC, sourceFiles } from './imports.ts';

const GAME_FREE = ['engine/', 'net/', 'store/', 'app/', 'pwa/'];
const REGISTRY = new Set(['app/games.ts']);

/** Each file of `files` that names one of `ids` (any case, comments included), with the names. */
function naming(files: string[], ids: string[], read: (f: string) => string): string[] {
  const word = new RegExp(`\\b(${ids.join('|')})`, 'gi');
  return files.flatMap((f) => {
    const hits = [...new Set([...read(f).matchAll(word)].map((m) => m[0].toLowerCase()))];
    return hits.length > 0 ? [`${f}: ${hits.join(', ')}`] : [];
  });
}

describe('game names', () => {
  const ids = Object.keys(GAME_DEFS);

  it('catches a file that names a game', () => {
    expect(ids.length).toBeGreaterThanOrEqual(3);
    const fake: Record<string, string> = { 'a.ts': '// Copan only', 'b.ts': 'const x = 1;' };
    expect(naming(Object.keys(fake), ids, (f) => fake[f]!)).toEqual(['a.ts: copan']);
  });

  it('are not written in the engine, net, store, app (but the registry) or pwa', () => {
    const files = sourceFiles().filter((f) => GAME_FREE.some((d) => f.startsWith(d)) && !REGISTRY.has(f));
    expect(files.length).toBeGreaterThan(20);
    expect(naming(files, ids, (f) => readFileSync(join(SRC, f), 'utf8'))).toEqual([]);
  });
});
