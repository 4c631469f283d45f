// End-game Characters (2 VP per unit of their resource left at the end): a planning seat counts on
// filling its storage, so the card, the storage that raises its capacity and the card already held
// are worth what the end will likely pay; the easy player keeps its greedy reading.
import { describe, expect, it } from 'vitest';
import { copanGame } from '../../../../src/games/copan/index.ts';
import { CHARACTERS } from '../../../../src/games/copan/data-rc.ts';
import { characterWorth, seatCtx, storageWorth } from '../../../../src/games/copan/ai/assets.ts';
import { prospects } from '../../../../src/games/copan/ai/evaluate.ts';
import { DEFAULT_WEIGHTS, EASY_WEIGHTS } from '../../../../src/games/copan/ai/weights.ts';

const ENDGAME_FOOD = CHARACTERS.findIndex((c) => c.kind === 'endgame' && c.endRes === 0);
const none = () => 0;

/** Seat 0 of a 4-player game with `ext` storage extensions, `food` food and the given Characters. */
function position(ext: number, food: number, chars: number[] = []) {
  const s = copanGame.setup({ players: 4, event: 'ev11' }, 'endgame');
  const p = s.players[0]!;
  p.ext = ext;
  p.res = [food, 0, 0, 0];
  p.chars = chars;
  return s;
}

describe('Copan AI: end-game Characters', () => {
  it('a planning seat values the card by the storage it expects to fill, never beyond its capacity', () => {
    // Capacity 5 + 2 × 3 = 11: it expects 0.75 × 11 = 8.25 food at the end, 16.5 VP.
    const c = seatCtx(position(3, 1), 0, DEFAULT_WEIGHTS, 8);
    expect(characterWorth(c, ENDGAME_FOOD, none)).toBeCloseTo(2 * 0.75 * 11, 6);
    // Holding more than that already: what it holds plus the card's next unit.
    const rich = seatCtx(position(3, 10), 0, DEFAULT_WEIGHTS, 8);
    expect(characterWorth(rich, ENDGAME_FOOD, none)).toBeCloseTo(2 * 11, 6);
  });

  it('the easy player keeps its greedy reading: half the points of what it holds plus one', () => {
    const c = seatCtx(position(3, 1), 0, EASY_WEIGHTS, 8);
    expect(characterWorth(c, ENDGAME_FOOD, none)).toBeCloseTo(2, 6);
  });

  it('storage is worth more to a seat holding end-game Characters, by two units of capacity each', () => {
    const without = storageWorth(seatCtx(position(3, 1), 0, DEFAULT_WEIGHTS, 8));
    const withCard = storageWorth(seatCtx(position(3, 1, [ENDGAME_FOOD]), 0, DEFAULT_WEIGHTS, 8));
    expect(withCard - without).toBeCloseTo(2 * 2 * 0.75, 6);
    const easy = (chars: number[]) => storageWorth(seatCtx(position(3, 1, chars), 0, EASY_WEIGHTS, 8));
    expect(easy([ENDGAME_FOOD])).toBe(easy([]));
  });

  it('a card held counts the food still to come while turns are left, and nothing more at the end', () => {
    const gain = (turns: number) =>
      prospects(seatCtx(position(3, 1, [ENDGAME_FOOD]), 0, DEFAULT_WEIGHTS, turns)) - prospects(seatCtx(position(3, 1), 0, DEFAULT_WEIGHTS, turns));
    // 8.25 expected against 1 held: 7.25 units more at 2 VP, in full with 3 or more turns left.
    expect(gain(8)).toBeCloseTo(2 * 7.25, 6);
    expect(gain(0)).toBeCloseTo(0, 6);
  });
});
