// Why a Chocolatl move stops undo, told from what the mover already knows: a cause read from the
// whole apply (a die rolled later in the cascade, say) could tell them what others hid, since the
// cascade goes on or stops on the others' secret declarations and face-down cards.
import type { Seat, UndoBarrier } from '../../engine/types.ts';
import type { ChocolatlState } from './types.ts';

export function barrierWhy(before: ChocolatlState, after: ChocolatlState, seat: Seat): UndoBarrier {
  switch (before.phase) {
    // The last sacrifice or Tachli discard starts a round: harvest dice rolled, Tachli cards dealt.
    case 'sacrifice':
    case 'discard':
      return 'chance';
    // The own dice rolled here (the others' declarations are secret until every one is in), else
    // the declarations shown.
    case 'dice':
      return after.dice[seat]! < before.dice[seat]! ? 'chance' : 'reveal';
    // The last offering turns the location's (or the first) cards face up; a city or pyramid choice
    // leads to the next location's reveal.
    default:
      return 'reveal';
  }
}
