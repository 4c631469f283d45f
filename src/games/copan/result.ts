// Final scoring (spec 6.3) and the ranking with its tie-break: most jade tiles, then shared.
import type { GameResult, ScoreLine, Seat } from '../../engine/index.ts';
import { BALLCOURT_HALF, BALLCOURT_TOTAL, CHARACTERS, CITY_TABLE, ENDGAME_VP_PER_RES, JADE_TILES, MASK_COMPLETE_VP, STAIR_BAND, STAIR_MULT } from './data.ts';
import { MASK_FULL, popcount } from './board.ts';
import type { CopanState, PlayerState } from './types.ts';
import { automaScoreLine } from './automa-score.ts';

/**
 * Majority prizes (D25): players with 0 never place; tied players share the prizes of the places
 * they occupy together, rounded down.
 */
export function majorityPrizes(counts: readonly number[], prizes: readonly number[]): number[] {
  const out = counts.map(() => 0);
  const ranked = counts.map((n, seat) => ({ n, seat })).filter((x) => x.n > 0).sort((a, b) => b.n - a.n);
  let place = 0;
  while (place < ranked.length) {
    const group = ranked.filter((x) => x.n === ranked[place]!.n);
    let pot = 0;
    for (let i = place; i < place + group.length; i++) pot += prizes[i] ?? 0;
    for (const x of group) out[x.seat] = Math.floor(pot / group.length);
    place += group.length;
  }
  return out;
}

const altarTokens = (s: CopanState, seat: Seat, p: PlayerState): number => p.reserve + s.altarSpaces.filter((w) => w === seat).length;

/** What each stairway multiplies: extensions, Ball Court tokens, Altar tokens (D12), jade tiles. */
export function stairCounts(s: CopanState, seat: Seat): number[] {
  const p = s.players[seat]!;
  return [p.ext, p.court[0]! + p.court[1]!, altarTokens(s, seat, p), popcount(p.jade)];
}

export function scoreLines(s: CopanState): ScoreLine[] {
  const halves = [0, 1].map((h) => majorityPrizes(s.players.map((p) => p.court[h]!), BALLCOURT_HALF));
  const totals = majorityPrizes(s.players.map((p) => p.court[0]! + p.court[1]!), BALLCOURT_TOTAL);
  return s.players.map((p, seat) => {
    if (s.automa?.seat === seat) return automaScoreLine(s); // its Ball Court tokens still rank above (D33)
    const counts = stairCounts(s, seat);
    const stairs = counts.map((n, i) => STAIR_MULT[i]![STAIR_BAND[p.priests[i]!]!]! * n);
    let characters = 0;
    for (const c of p.chars) {
      const r = CHARACTERS[c]!.endRes;
      if (r !== undefined) characters += ENDGAME_VP_PER_RES * p.res[r]!;
    }
    const breakdown: Record<string, number> = {
      play: p.vp,
      embassies: CITY_TABLE[p.emb.filter((n) => n > 0).length]!,
      ballcourtHalves: halves[0]![seat]! + halves[1]![seat]!,
      ballcourtTotal: totals[seat]!,
      stairFood: stairs[0]!,
      stairFame: stairs[1]!,
      stairZeal: stairs[2]!,
      stairPower: stairs[3]!,
      mask: p.jade === MASK_FULL && popcount(p.jade) === JADE_TILES ? MASK_COMPLETE_VP : 0,
      characters,
    };
    const total = Object.values(breakdown).reduce((a, b) => a + b, 0);
    return { seat, total, breakdown };
  });
}

export function result(s: CopanState): GameResult | null {
  if (!s.over) return null;
  const scores = scoreLines(s);
  const jade = s.players.map((p) => popcount(p.jade));
  const order = scores.map((l) => l.seat).sort((a, b) => scores[b]!.total - scores[a]!.total || jade[b]! - jade[a]! || a - b);
  const ranking: Seat[][] = [];
  const tieBreaks: string[] = [];
  for (const seat of order) {
    const group = ranking[ranking.length - 1];
    const prev = group?.[0];
    if (group && prev !== undefined && scores[prev]!.total === scores[seat]!.total) {
      if (jade[prev] === jade[seat]) {
        group.push(seat);
        tieBreaks.push(`shared:${prev}=${seat}`);
        continue;
      }
      tieBreaks.push(`jade:${prev}>${seat}`);
    }
    ranking.push([seat]);
  }
  return { scores, ranking, tieBreaks };
}
