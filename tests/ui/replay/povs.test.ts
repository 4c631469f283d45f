// The points of view a replay offers: every hand only once a game is over.
import { describe, expect, it } from 'vitest';
import { ownSeats, replayPovs } from '../../../src/ui/replay/povs.ts';

describe('replay points of view', () => {
  it('a finished game: every seat, the spectator and every hand revealed', () => {
    expect(replayPovs(true, 3, [0])).toEqual([0, 1, 2, 'spectator', 'all']);
    expect(replayPovs(true, 2, [])).toEqual([0, 1, 'spectator', 'all']);
  });
  it('a game in progress never offers every hand nor a seat not its own', () => {
    expect(replayPovs(false, 4, [2])).toEqual([2, 'spectator']);
    expect(replayPovs(false, 4, [])).toEqual(['spectator']);
    expect(replayPovs(false, 4, [7, -1, 1.5, 1, 1])).toEqual([1, 'spectator']);
    for (let n = 1; n <= 5; n++) for (let s = 0; s < n; s++) expect(replayPovs(false, n, [s])).not.toContain('all');
  });
  it("a device's own seat: its one human seat, none when several people share it", () => {
    const human = { kind: 'human' }, ai = { kind: 'ai' };
    expect(ownSeats([ai, human, ai])).toEqual([1]);
    expect(ownSeats([human, ai, human])).toEqual([]);
    expect(ownSeats([ai, ai])).toEqual([]);
  });
});
