// Embassy stacks. Every Embassies action at a City draws one token per own token there, so a stack
// grows quadratically in worth; at a City whose tile gives a bonus action the Embassies can take
// again (a loop), a seat can pour its whole supply into the stack within one turn. What the seat's
// tokens still in supply are worth is therefore mostly what they would draw on its best stack, and a
// token spent at the Ball Court, the Altars or another City gives up those draws.
import { EMBASSIES } from '../data-core.ts';
import { CITY_TILES } from '../data-rc-cards.ts';
import type { CopanState } from '../types.ts';
import type { SeatCtx } from './assets.ts';
import { cityLevel, tokenWorth } from './fx-worth.ts';

/** City tiles whose bonus action can be another Embassies action. */
const LOOP_TILE: readonly boolean[] = CITY_TILES.map(({ fx }) => fx.t === 'bonus' && (fx.site === -1 || fx.site === EMBASSIES));

/** Tokens drawn by `a` more actions on a stack of `k`: k+1, k+2, … k+a. */
const draws = (k: number, a: number): number => a * k + (a * (a + 1)) / 2;

/**
 * Worth of the draws still to come on the seat's best open City, the seat having put one more token
 * on City `addAt` (-1: none) and taken `spend` tokens out of its supply.
 */
export function stackPotential(c: SeatCtx, addAt = -1, spend = 0): number {
  const { s, p, w } = c;
  if (w.stack === 0 || c.turns <= 0) return 0;
  const supply = Math.max(0, p.supply - spend);
  let best = 0;
  for (let city = 0; city < p.emb.length; city++) {
    const tile = s.cities[city]!;
    if (tile < 0) continue;
    const k = p.emb[city]! + (city === addAt ? 1 : 0);
    const loop = LOOP_TILE[tile]!;
    const actions = loop ? supply : Math.min(supply, c.turns * w.stackRate);
    best = Math.max(best, w.stack * draws(k, actions) * tokenWorth(c, cityLevel(city), 1));
  }
  return best;
}

/** Change in the stack potential when a token goes to City `city` (-1: elsewhere on the board). */
export function stackDelta(c: SeatCtx, city: number): number {
  if (c.w.stack === 0) return 0;
  return stackPotential(c, city, 1) - c.memo('stack', () => stackPotential(c));
}
