// "How it was won" as numbers: each seat's score at every position of a replay, the points where
// rounds end (the chart's marks), and the biggest single-move swings, each a place to jump to.
// Pure: the viewer passes how to read a score from a position (the game's own public view).

export interface Swing {
  /** The position right after the move that changed the score. */
  at: number;
  seat: number;
  delta: number;
  /** The round the move was played in. */
  round: number;
}

export interface ScoreSeries {
  /** scores[seat][k]: the seat's score at position k. */
  scores: number[][];
  /** Positions marked on the chart and in its table: the start, each round's end, the last position. */
  marks: number[];
  /** The round each mark closes (0 for the start). */
  markRounds: number[];
  /** The largest score changes of single moves, largest first, at most one per position. */
  swings: Swing[];
}

export function scoreSeries(
  positions: number,
  seats: number,
  scoreAt: (k: number, seat: number) => number,
  roundAt: (k: number) => number,
  roundStarts: readonly number[],
  maxSwings = 3,
): ScoreSeries {
  const last = positions - 1;
  const scores = Array.from({ length: seats }, (_, seat) => Array.from({ length: positions }, (_, k) => scoreAt(k, seat)));
  const marks = [...new Set([0, ...roundStarts.filter((k) => k > 0), last])].filter((k) => k >= 0 && k <= last).sort((a, b) => a - b);
  // A round start is also where the round before it ended: its mark reads as that round's score.
  const markRounds = marks.map((k) => (k === 0 ? 0 : roundAt(k - 1)));
  const moves: Swing[] = [];
  for (let k = 1; k <= last; k++) {
    let best: Swing | null = null;
    for (let seat = 0; seat < seats; seat++) {
      const delta = scores[seat]![k]! - scores[seat]![k - 1]!;
      if (delta !== 0 && (!best || Math.abs(delta) > Math.abs(best.delta))) best = { at: k, seat, delta, round: roundAt(k - 1) };
    }
    if (best) moves.push(best);
  }
  // Stable sort: among equal swings the earlier one comes first, so the list is the same every time.
  const swings = moves.sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta)).slice(0, maxSwings);
  return { scores, marks, markRounds, swings };
}

/**
 * The series of a replayed game as the viewer and the end screen both show it: scores read from
 * the public (spectator) view, so nothing hidden shows, and the last position holding the final
 * totals (end-of-game scoring the running score does not show).
 */
export function seriesOfTimeline(
  timeline: { states: readonly unknown[]; roundStarts: readonly number[] },
  score: (publicView: unknown, seat: number) => number,
  view: (state: unknown) => unknown,
  seats: number,
  finalScores?: readonly number[],
): ScoreSeries {
  const last = timeline.states.length - 1;
  const roundAt = (k: number) => timeline.roundStarts.filter((r) => r <= k).length;
  return scoreSeries(timeline.states.length, seats, (k, seat) =>
    (k === last && finalScores?.[seat] !== undefined ? finalScores[seat]! : score(view(timeline.states[k]), seat)), roundAt, timeline.roundStarts);
}
