// Where a Chocolatl simulation stops: when the next round starts (after the Tachli discards) or
// the game ends, so that every evaluation compares whole rounds.
import type { ChocolatlState } from '../types.ts';

export function roundOver(root: ChocolatlState): (s: ChocolatlState) => boolean {
  const round = Math.max(1, root.round + (root.phase === 'discard' ? 1 : 0));
  return (s) => s.phase === 'over' || s.round > round;
}
