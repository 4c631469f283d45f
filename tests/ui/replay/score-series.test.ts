// The numbers behind "How it was won": scores per position, marks at round ends, biggest swings.
import { describe, expect, it } from 'vitest';
import { scoreSeries } from '../../../src/ui/replay/score-series.ts';

// Two seats over 7 positions; rounds start at positions 3 and 6.
const SCORES = [
  [0, 2, 2, 2, 10, 10, 11],
  [0, 0, 5, 5, 5, 1, 1],
];
const roundStarts = [0, 3, 6];
const roundAt = (k: number) => roundStarts.filter((r) => r <= k).length;

describe('score series', () => {
  const s = scoreSeries(7, 2, (k, seat) => SCORES[seat]![k]!, roundAt, roundStarts);

  it('keeps every score and marks the start, each round end and the last position', () => {
    expect(s.scores).toEqual(SCORES);
    expect(s.marks).toEqual([0, 3, 6]);
    expect(s.markRounds).toEqual([0, 1, 2]);
  });

  it('lists the largest single-move changes first, with the round they were played in', () => {
    expect(s.swings).toEqual([
      { at: 4, seat: 0, delta: 8, round: 2 },
      { at: 2, seat: 1, delta: 5, round: 1 },
      { at: 5, seat: 1, delta: -4, round: 2 },
    ]);
  });

  it('a game without any score change has no swings', () => {
    expect(scoreSeries(4, 2, () => 0, () => 1, [0]).swings).toEqual([]);
  });
});
