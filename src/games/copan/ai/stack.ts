// Embassy stacks. Every Embassies action at a City draws one token per own token there, so a stack
// grows quadratically in worth; at a City whose tile gives a bonus action the Embassies can take
// again (a loop), a seat can pour its whole supply into the stack within one turn. What the seat's
// tokens still in supply are worth is therefore mostly what they would draw on its best stack, and a
// token spent at the Ball Court, the Altars or another City gives up those draws.
import { EMBASSIES } from '../data-core.ts';
import { CITY_SPACES } from '../data-rc-board.ts';
import { CITY_TILES } from '../data-rc-cards.ts';
import type { CopanState } from '../types.ts';
import type { SeatCtx } from './assets.ts';
import { cityLevel, tokenWorth } from './fx-worth.ts';

/** City tiles whose bonus action can be another Embassies action. */
const LOOP_TILE: readonly boolean[] = CITY_TILES.map(({ fx }) => fx.t === 'bonus' && (fx.site === -1 || fx.site === EMBASSIES));

/**
 * Whether `seat` has a loop still to play: an open loop City where it has fewer than `started`
 * tokens (once it loops, its tokens there pile up) and at least `supply` tokens to pour into it.
 */
export function loopAhead(s: CopanState, seat: number, supply: number, started = 3): boolean {
  const p = s.players[seat]!;
  if (p.supply < supply) return false;
  for (let city = 0; city < s.cities.length; city++) {
    const tile = s.cities[city]!;
    if (tile >= 0 && LOOP_TILE[tile] && p.emb[city]! < started) return true;
  }
  return false;
}

/** Tokens drawn by `a` more actions on a stack of `k`: k+1, k+2, … k+a. */
const draws = (k: number, a: number): number => a * k + (a * (a + 1)) / 2;

/**
 * Worth of the draws still to come on the seat's best open City, the seat having put one more token
 * on City `addAt` (-1: none) and taken `spend` tokens out of its supply.
 */
export function stackPotential(c: SeatCtx, addAt = -1, spend = 0): number {
  const { s, p, w } = c;
  if ((w.stack === 0 && w.stackLoop === 0) || c.turns <= 0) return 0;
  const supply = Math.max(0, p.supply - spend);
  let best = 0;
  for (let city = 0; city < p.emb.length; city++) {
    const tile = s.cities[city]!;
    if (tile < 0) continue;
    const k = p.emb[city]! + (city === addAt ? 1 : 0);
    const loop = LOOP_TILE[tile]!;
    const actions = loop ? supply : Math.min(supply, c.turns * w.stackRate);
    const share = loop ? w.stackLoop : w.stack;
    if (share > 0) best = Math.max(best, share * draws(k, actions) * tokenWorth(c, cityLevel(city), 1));
  }
  return best;
}

/** Change in the stack potential when a token goes to City `city` (-1: elsewhere on the board). */
export function stackDelta(c: SeatCtx, city: number): number {
  if (c.w.stack === 0 && c.w.stackLoop === 0) return 0;
  return stackPotential(c, city, 1) - c.memo('stack', () => stackPotential(c));
}

/**
 * A loop pays for itself only after its first few visits, each costing the City's path and tile:
 * what the seat holds toward two visits of its cheapest open loop City is worth `w.bankroll` more
 * per unit while its supply can still feed the loop. Small and linear, so that starting the loop
 * (which spends the bankroll for its draws) always beats holding it.
 */
export function bankrollWorth(c: SeatCtx): number {
  const { s, p, w } = c;
  if (w.bankroll === 0 || c.turns <= 0 || p.supply < w.bankrollSupply) return 0;
  let need: number[] | null = null;
  let needSum = Infinity;
  for (let city = 0; city < s.cities.length; city++) {
    const tile = s.cities[city]!;
    if (tile < 0 || !LOOP_TILE[tile]) continue;
    const cost = CITY_SPACES[city]!.path.map((n, r) => 2 * (n + CITY_TILES[tile]!.cost[r]!));
    const sum = cost.reduce((a, b) => a + b, 0);
    if (sum < needSum) [need, needSum] = [cost, sum];
  }
  if (!need) return 0;
  let units = 0;
  for (let r = 0; r < 4; r++) units += Math.min(p.res[r]!, need[r]!);
  return w.bankroll * c.unit * units;
}
