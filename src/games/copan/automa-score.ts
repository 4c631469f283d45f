// The Automa's final score (spec 7.5, D33): in-game VP plus the end line of each of its cards.
import type { ScoreLine } from '../../engine/index.ts';
import { AUTOMA_VP_PER_ITEM, CITY_TABLE } from './data.ts';
import type { CopanState } from './types.ts';

export function automaScoreLine(s: CopanState): ScoreLine {
  const a = s.automa!;
  const p = s.players[a.seat]!;
  const per = (r: number): number => (a.hard[r] ? AUTOMA_VP_PER_ITEM.hard : AUTOMA_VP_PER_ITEM.easy);
  const breakdown: Record<string, number> = {
    play: p.vp,
    embassies: CITY_TABLE[p.emb.filter((n) => n > 0).length]!, // easy and hard alike
    characters: per(1) * p.chars.length,
    altars: per(2) * (p.reserve + s.altarSpaces.filter((w) => w === a.seat).length),
    glyphs: per(3) * p.glyphs.reduce((x, y) => x + y, 0),
  };
  return { seat: a.seat, total: Object.values(breakdown).reduce((x, y) => x + y, 0), breakdown };
}
