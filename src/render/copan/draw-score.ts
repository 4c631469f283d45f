// The score strip: boxes 0-49 in two rows (every fifth box darker, every tenth numbered), each
// seat's marker in its box, stacked markers fanned 6 units apart so every glyph shows, and a
// "+50" lap chip on markers past 49. Negative scores sit on 0 with a minus chip.
import type { CopanView } from '../../games/copan/view.ts';
import { formatNumber } from '../core/text.ts';
import { C } from '../tokens.ts';
import { Art, seatToken, seatStyle } from './art.ts';
import { SCORE_COLS, SCORE_FONT_MIN, SCORE_H, SCORE_W, scoreBox, scoreMarker } from './geometry.ts';

export function drawScore(a: Art, v: CopanView, automaSeat: number, colors?: readonly number[]): void {
  const g = a.g;
  g.roundRect(0, 0, SCORE_W, SCORE_H, 8).fill(C.limestone).stroke({ color: C.cacao, width: 2 });
  for (let b = 0; b < 2 * SCORE_COLS; b++) {
    const r = scoreBox(b);
    g.rect(r.x + 1, r.y + 1, r.w - 2, r.h - 2).fill(b % 5 === 0 ? C['bone-3'] : C.bone).stroke({ color: C.stone, width: 1 });
    if (b % 10 === 0) a.num(b, r.x + r.w / 2, r.y + 9, SCORE_FONT_MIN, C['stone-dark']);
  }
  const stacks = new Map<number, number[]>();
  v.players.forEach((p, seat) => {
    const b = Math.max(0, p.vp) % 50;
    stacks.set(b, [...(stacks.get(b) ?? []), seat]);
  });
  for (const seats of stacks.values())
    seats.forEach((seat, i) => {
      const vp = v.players[seat]!.vp;
      const pt = scoreMarker(vp, i, seats.length);
      const st = seatStyle(seat, automaSeat, colors);
      const lap = vp >= 50 ? Math.floor(vp / 50) * 50 : vp < 0 ? vp : 0;
      a.piece(`score:${seat}`, pt.x, pt.y, (pg) => {
        seatToken(pg, st, 0, 0, 8);
        if (lap !== 0) pg.roundRect(-16, -28, 32, 18, 4).fill(lap < 0 ? C.terracotta : C.maize).stroke({ color: C.obsidian, width: 1 });
      }, lap !== 0 ? { text: formatNumber(lap, lap > 0), dy: -19, size: SCORE_FONT_MIN, color: lap < 0 ? C.bone : C.obsidian } : undefined);
    });
}

export const scoreKey = (v: CopanView): string => JSON.stringify(v.players.map((p) => p.vp));
