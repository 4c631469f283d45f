// The "since you looked" items of each game, from the events of seeded games: every event kind that
// changes the board gives its item, and every id names an element the game's scene can place.
import { describe, expect, it } from 'vitest';
import { playSeeded } from './seeded-events.ts';
import { zapotecGame } from '../../../src/games/zapotec/index.ts';
import { chocolatlGame } from '../../../src/games/chocolatl/index.ts';
import { copanGame } from '../../../src/games/copan/index.ts';
import { changedItems as zapotec } from '../../../src/ui/zapotec/changed.ts';
import { changedItems as chocolatl } from '../../../src/ui/chocolatl/changed.ts';
import { changedItems as copan } from '../../../src/ui/copan/changed.ts';
import { hitSpecs } from '../../../src/render/zapotec/hits.ts';
import { elementsOf } from '../../../src/render/chocolatl/elements.ts';
import { markPlace } from '../../../src/render/copan/mark-places.ts';
import type { ZapotecView } from '../../../src/games/zapotec/types.ts';
import type { ChocolatlView } from '../../../src/games/chocolatl/types.ts';
import type { GameEvent } from '../../../src/engine/types.ts';

const of = (events: GameEvent[], type: string) => events.filter((e) => e.type === type);

describe('Zapotec changed items', () => {
  const moves = playSeeded(zapotecGame, { players: 2 }, 'away-z', 250);
  it('marks built sections, bought and used tiles, pyramids, discs, steps and grid cells', () => {
    const events = moves.flatMap((m) => m.events);
    const ids = zapotec(events, 0);
    for (const e of of(events, 'build')) expect(ids).toContain(`space:${e.space}`);
    for (const e of of(events, 'buyTrade')) expect(ids).toContain(`owned:${e.seat}:${e.tile}`);
    for (const e of of(events, 'pyramid')) expect(ids).toContain(`pyramid:${e.pyramid}`);
    for (const e of of(events, 'placeTile')) expect(ids).toContain(`cell:${e.seat}:${e.cell}`);
    expect(of(events, 'build').length).toBeGreaterThan(0);
    expect(of(events, 'buyTrade').length + of(events, 'placeTile').length).toBeGreaterThan(0);
  });
  it('names only elements the scene draws (a bought slot may be empty now)', () => {
    for (const m of moves) {
      const v = zapotecGame.view(m.after, 0) as ZapotecView;
      const known = new Set(hitSpecs(v, 0).map((x) => x.id));
      for (const id of zapotec(m.events, 0)) if (!id.startsWith('trade:')) expect(known, id).toContain(id);
    }
  });
  it('never names a card in another seat\'s hand', () => {
    const draws = moves.flatMap((m) => of(m.events, 'draw'));
    expect(draws.length).toBeGreaterThan(0);
    expect(zapotec(draws, 0).every((id) => !id.startsWith('hand:1:'))).toBe(true);
  });
});

describe('Chocolatl changed items', () => {
  const moves = playSeeded(chocolatlGame, { players: 3 }, 'away-c', 300);
  it('marks offer columns, huts, the city die, black dice, stones and improved boards', () => {
    const events = moves.flatMap((m) => m.events);
    const ids = chocolatl(events, 0);
    for (const e of of(events, 'offered')) expect(ids).toContain(`col:${e.loc}:${e.seat}`);
    for (const e of of(events, 'stone')) expect(ids).toContain(`stone:${e.box}`);
    for (const e of of(events, 'improvement')) expect(ids).toContain(`p${e.seat}`);
    expect(of(events, 'offered').length).toBeGreaterThan(0);
  });
  it('names elements of the scene, an offer column while its cards lie there', () => {
    for (const m of moves) {
      const v = chocolatlGame.view(m.after, 0) as ChocolatlView;
      const known = new Set(elementsOf(v, 0).map((x) => x.id));
      const offered = m.events.some((e) => e.type === 'offered') && !m.events.some((e) => e.type === 'reveal' || e.type === 'round');
      for (const id of chocolatl(m.events, 0)) {
        if (id.startsWith('stone:')) expect(Number(id.slice(6))).toBeGreaterThanOrEqual(0);
        else if (!id.startsWith('col:') || offered) expect(known, id).toContain(id);
      }
    }
  });
});

describe('Copan changed items', () => {
  const solo = { players: 2 as const, event: 'ev12' as const, solo: { mode: 'basic' as const, levels: ['easy', 'easy', 'easy', 'easy'] as ('easy' | 'hard')[] } };
  const moves = playSeeded(copanGame, solo, 'away-cp', 300);
  it('marks Pyramid spaces, stair squares, totems, Sites, and the slots taken', () => {
    const events = moves.flatMap((m) => m.events);
    const ids = copan(events, 0);
    for (const e of of(events, 'place')) expect(ids).toContain(`pyr:${e.space}`);
    for (const e of of(events, 'automaAction')) expect(ids).toContain(`site:${e.site}`);
    expect(ids.some((id) => id.startsWith('stair:'))).toBe(true);
    expect(ids.some((id) => id.startsWith('totem:'))).toBe(true);
  });
  it('names only items the scene can place', () => {
    for (const id of copan(moves.flatMap((m) => m.events), 0)) expect(markPlace(id), id).not.toBeNull();
  });
});
