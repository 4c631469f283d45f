// The inspectable elements of the board (tooltips, sheets, why-not) and the seat colours.
import { describe, expect, it } from 'vitest';
import { BOARD_H, BOARD_W, TABLE_H, TABLE_W } from '../../../src/render/zapotec/geometry.ts';
import { PB_H, PB_W } from '../../../src/render/zapotec/player-geometry.ts';
import { hitSpecs } from '../../../src/render/zapotec/hits.ts';
import { buildTargets } from '../../../src/render/zapotec/targets.ts';
import { PLAYERS, BOT_STYLE } from '../../../src/render/tokens.ts';
import { seatStyle } from '../../../src/render/zapotec/seat-style.ts';
import { viewOf, walkGame } from '../helpers.ts';

const SIZE = { main: [BOARD_W, BOARD_H], table: [TABLE_W, TABLE_H] } as Record<string, [number, number]>;

describe('inspectable board elements', () => {
  for (const players of [1, 2, 4] as const) {
    it(`are unique, inside their component, and cover every legal target with the same id (${players} players)`, () => {
      let n = 0;
      walkGame(players, `hits-${players}`, ({ state, seat, choices }) => {
        if (n++ % 7) return; // a sample of positions is plenty
        const v = viewOf(state, seat);
        const hits = hitSpecs(v, seat);
        const ids = hits.map((h) => h.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const h of hits) {
          const [w, hh] = SIZE[h.comp] ?? [PB_W, PB_H];
          expect(h.rect.x).toBeGreaterThanOrEqual(0);
          expect(h.rect.x + h.rect.w).toBeLessThanOrEqual(w);
          expect(h.rect.y + h.rect.h).toBeLessThanOrEqual(hh);
        }
        const known = new Set(ids);
        for (const t of buildTargets(v, seat, choices)) {
          if (t.id.startsWith('income:')) continue; // row and column headers are targets only
          expect(known.has(t.id), t.id).toBe(true);
        }
        // Other seats' hands are never named.
        for (const id of ids) if (id.startsWith('hand:')) expect(id.startsWith(`hand:${seat}:`)).toBe(true);
      });
    });
  }
});

describe('seat colours', () => {
  it('follow the colour each seat chose, the seat number without one, and the bot stays grey', () => {
    expect(seatStyle(0, false)).toBe(PLAYERS[0]);
    expect(seatStyle(0, false, [3, 1])).toBe(PLAYERS[3]);
    expect(seatStyle(1, false, [3, 1])).toBe(PLAYERS[1]);
    expect(seatStyle(2, false, [3, 1])).toBe(PLAYERS[2]);
    expect(seatStyle(1, true, [3, 4])).toBe(BOT_STYLE);
  });
});
