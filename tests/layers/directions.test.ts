// The layers read one way (see the README's Architecture): the engine needs nothing else, a game
// needs only the engine, the edges that talk to the outside (net, store, pwa) need no screen, and
// the dev pages live under dev/, outside what ships.
import { describe, expect, it } from 'vitest';
import { importGraph, sourceFiles } from './imports.ts';

const top = (f: string): string => f.split('/')[0]!;
const gameOf = (f: string): string | null => (f.startsWith('games/') && f.split('/').length > 2 ? f.split('/')[1]! : null);

/** src/ read once for every rule below. */
const graph = importGraph();

/** Every import of the graph that breaks `allowed`, as "from -> to". */
function breaches(allowed: (from: string, to: string) => boolean): string[] {
  const out: string[] = [];
  for (const [from, tos] of graph) for (const to of tos) if (!allowed(from, to)) out.push(`${from} -> ${to}`);
  return out;
}

describe('layer directions', () => {
  it('the engine imports nothing outside itself', () => {
    expect(breaches((from, to) => top(from) !== 'engine' || top(to) === 'engine')).toEqual([]);
  });

  it('a game imports only the engine and itself', () => {
    expect(breaches((from, to) => {
      const g = gameOf(from);
      return g === null || top(to) === 'engine' || gameOf(to) === g;
    })).toEqual([]);
  });

  it('net, store and pwa import no screen, board or composition root (the palette is data)', () => {
    const edges = new Set(['net', 'store', 'pwa']), screens = new Set(['ui', 'render', 'app']);
    expect(breaches((from, to) => !edges.has(top(from)) || !screens.has(top(to)) || to === 'render/tokens.ts')).toEqual([]);
  });

  it('nothing under src/ imports from outside it, and no dev page lives there', () => {
    expect(breaches((_from, to) => !to.startsWith('..'))).toEqual([]);
    expect(sourceFiles().filter((f) => /(^|\/)dev(-page)?\.ts$/.test(f))).toEqual([]);
  });

  it('catches a breach when there is one', () => {
    expect(breaches((from, to) => !(from === 'net/host.ts' && top(to) === 'engine'))).not.toEqual([]);
  });
});
