// Where a Zapotec simulation stops: at the end of one of the deciding seat's turns (its draw step,
// or the game's end), so that evaluation compares whole turns. Also plays positions out.
import type { Policy } from '../../../engine/ai/types.ts';
import { zapotecGame } from '../index.ts';
import { activeSeat, type ZapotecChoice, type ZapotecState } from '../state.ts';

/**
 * True once `seat` has finished its turn `rounds` rounds after `root`'s round (0: the turn it is in
 * or about to play), or the game is over.
 */
export function turnOver(root: ZapotecState, seat: number, rounds = 0): (s: ZapotecState) => boolean {
  const round = root.round + rounds;
  return (s) => {
    if (s.phase === 'over' || s.round > round) return true;
    if (s.round < round || s.phase !== 'turn') return false;
    const at = s.order.indexOf(seat);
    return s.turn > at || (s.turn === at && s.step === 'draw' && s.sub.length === 0);
  };
}

/**
 * Plays on `s` (in place) with `policy` for every seat until `stop` holds or the game ends.
 * Returns the state reached (the same object unless the module replaced it).
 */
export function playOut(
  s: ZapotecState,
  stop: (s: ZapotecState) => boolean,
  policy: Policy<ZapotecState, ZapotecChoice>,
  rng: { int(n: number): number; float(): number },
  maxSteps = 400,
): ZapotecState {
  for (let i = 0; i < maxSteps && !stop(s); i++) {
    const pending = zapotecGame.pending(s);
    if (pending.length === 0) break;
    const seat = pending[0]!.seat;
    const list = zapotecGame.choices(s, seat);
    const choice = list.length === 1 ? list[0]! : policy(s, seat, list, rng);
    const res = zapotecGame.applyInPlace!(s, seat, choice);
    if (!res.ok) throw new Error(`playOut: ${choice.id} refused: ${res.error.reason}`);
    s = res.state;
  }
  return s;
}

export const isActing = (s: ZapotecState, seat: number): boolean => s.phase === 'turn' && activeSeat(s) === seat;
