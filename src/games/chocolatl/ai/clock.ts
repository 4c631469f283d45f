// Rounds still to play after the current one: at most 7 rounds, and the 40-point and cube
// triggers come sooner as the leader's score and the cubes used grow.
import { CUBES_PER_PLAYER, END_SCORE_TRIGGER, MAX_ROUNDS } from '../data.ts';
import type { ChocolatlState } from '../types.ts';

/** Typical points the leader adds per round, and cubes the busiest builder uses per round. */
const LEADER_PER_ROUND = 8;
const CUBES_PER_ROUND = 1.2;

export function roundsAfter(s: ChocolatlState): number {
  if (s.phase === 'over' || s.lastRound) return 0;
  const round = Math.max(1, s.round);
  const byLimit = MAX_ROUNDS - round;
  const byScore = (END_SCORE_TRIGGER - Math.max(...s.scores)) / LEADER_PER_ROUND;
  const byCubes = (CUBES_PER_PLAYER - Math.max(...s.cubes)) / CUBES_PER_ROUND;
  return Math.max(0, Math.min(byLimit, byScore, byCubes));
}
