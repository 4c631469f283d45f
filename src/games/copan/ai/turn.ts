// Where a Copan simulation stops: when the turn in progress at the root is over (the next seat's
// turn starts) or the game ends, so that every evaluation compares whole turns.
import type { CopanState } from '../types.ts';

export function turnOver(root: CopanState): (s: CopanState) => boolean {
  const active = root.active;
  const turns = root.players[active]!.turns;
  return (s) => s.over || s.active !== active || s.players[active]!.turns !== turns;
}
