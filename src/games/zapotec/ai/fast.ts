// Cheap Zapotec choices for the seats a search does not study: a card pick scored in one pass
// (income line, open spaces for its property, the bonus card, turn order), and a rule-based
// player for everything else (no copies, no evaluation), used for opponents inside rollouts.
import type { BotRng, Policy } from '../../../engine/ai/types.ts';
import { BASIC_RESOURCES } from '../data.ts';
import { bonusProperty } from '../cocijobot.ts';
import { NONE, cardOf, spaceHas, type ZapotecChoice, type ZapotecState } from '../types.ts';
import { incomeCells } from '../actions.ts';
import { lineValues } from './evaluate.ts';
import { DEFAULT_WEIGHTS, type EvalWeights } from './weights.ts';

/** Rough worth of playing `card` this round for `seat`. */
export function quickPickValue(s: ZapotecState, seat: number, card: number, w: EvalWeights = DEFAULT_WEIGHTS): number {
  const c = cardOf(card);
  const lines = lineValues(w, s.players[seat]!);
  const bonus = bonusProperty(s);
  let open = 0, onBonus = 0;
  for (let space = 0; space < s.spaceTile.length; space++) {
    if (s.spaceTile[space] === NONE || !spaceHas(space, c.property)) continue;
    open++;
    if (spaceHas(space, bonus)) onBonus++;
  }
  return lines[BASIC_RESOURCES.indexOf(c.resource)]! + 0.4 * Math.min(open, 4) + 1.2 * Math.min(onBonus, 2) - w.orderValue * card / 9;
}

/** The pick among `list` (all 'pick' choices) with the best quickPickValue. */
export function quickPick(s: ZapotecState, seat: number, list: ZapotecChoice[], w: EvalWeights): ZapotecChoice {
  let best = 0, bestValue = -Infinity;
  list.forEach((c, i) => {
    const v = c.kind === 'pick' ? quickPickValue(s, seat, c.card, w) : -Infinity;
    if (v > bestValue) [best, bestValue] = [i, v];
  });
  return list[best]!;
}

/** Picks with quickPickValue; every other decision goes to `rest`. */
export function withQuickPicks(rest: Policy<ZapotecState, ZapotecChoice>, w: EvalWeights = DEFAULT_WEIGHTS): Policy<ZapotecState, ZapotecChoice> {
  return (s: ZapotecState, seat: number, list: ZapotecChoice[], rng: BotRng) =>
    list[0]!.kind === 'pick' ? quickPick(s, seat, list, w) : rest(s, seat, list, rng);
}

const RANK: Record<string, number> = { pyramid: 5, ritual: 4, buy: 3, sacrifice: 2, use: 1, endCapital: 0 };

/** A quick rule-based player: builds what it can (bonus-card spaces first), pyramids, rituals,
 * cheap trade tiles and sacrifices when affordable, tiles into its fullest line. */
export function rulePolicy(w: EvalWeights = DEFAULT_WEIGHTS): Policy<ZapotecState, ZapotecChoice> {
  return (s, seat, list) => {
    const p = s.players[seat]!;
    if (list[0]!.kind === 'pick') return quickPick(s, seat, list, w);
    let best = 0, bestValue = -Infinity;
    const bonus = bonusProperty(s);
    list.forEach((c, i) => {
      let v = 0;
      switch (c.kind) {
        case 'income': {
          const cells = incomeCells(cardOf(s.played[seat]!).resource, c.line);
          v = cells.filter((cell) => p.grid[cell] !== NONE).length;
          break;
        }
        case 'build': v = 10 + (spaceHas(c.space, bonus) ? 2 : 0) - (c.palace ? 1 : 0) - (c.via !== undefined ? 0.5 : 0); break;
        case 'endConstruction': v = 0; break;
        case 'place': {
          const printed = c.cell === 2 || c.cell === 3 || c.cell === 7 ? 2 : 0;
          const row = Math.floor(c.cell / 3), col = c.cell % 3;
          let line = 0;
          for (let k = 0; k < 3; k++) line += (p.grid[row * 3 + k] !== NONE ? 1 : 0) + (p.grid[col + 3 * k] !== NONE ? 1 : 0);
          v = printed + line;
          break;
        }
        case 'bonus': v = -p.res[BASIC_RESOURCES.indexOf(c.resource)]!; break;
        case 'buy': v = RANK.buy! - c.level; break;
        case 'sacrifice': v = RANK.sacrifice! + c.corn / 10; break;
        case 'use': v = RANK.use!; break;
        default: v = RANK[c.kind] ?? 0;
      }
      if (v > bestValue) [best, bestValue] = [i, v];
    });
    return list[best]!;
  };
}
