// Chocolatl under the engine's properties (tests/engine/game-properties.ts): generated games at 2-5
// players (2 is the unofficial variant). Every game also ends between rounds 3 and 7: 40 points or
// nine cubes need at least three rounds, and the seventh is the last.
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { chocolatlChecks, chocolatlGame, type ChocolatlOptions, type ChocolatlState } from '../../../src/games/chocolatl/index.ts';
import { checkEveryChoiceApplies, checkStepsOf, checkWholeGames } from '../../engine/game-properties.ts';

const options: fc.Arbitrary<ChocolatlOptions> = fc.record({ players: fc.integer({ min: 2, max: 5 }) });
const endsInTime = (s: ChocolatlState): string[] => (s.round >= 3 && s.round <= 7 ? [] : [`ended in round ${s.round}`]);

describe('Chocolatl properties', () => {
  it('whole generated games keep every invariant, leak nothing, end in rounds 3-7 and replay to the same hash', () => checkWholeGames(chocolatlGame, chocolatlChecks, options, 300, endsInTime), 90_000);
  it('every listed choice is accepted and none mutates the state', () => checkEveryChoiceApplies(chocolatlGame, options, 150), 60_000);
  it('stepsOf gives one board per event of apply and changes nothing', () => checkStepsOf(chocolatlGame, options, 100), 60_000);
});
