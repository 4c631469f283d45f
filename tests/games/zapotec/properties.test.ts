// Zapotec under the engine's properties (tests/engine/game-properties.ts): generated games at 1-4
// players (solo at every Cocijobot difficulty). `npm run sim` plays many more by hand.
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { zapotecChecks, zapotecGame, type ZapotecOptions } from '../../../src/games/zapotec/index.ts';
import { checkEveryChoiceApplies, checkStepsOf, checkWholeGames } from '../../engine/game-properties.ts';

const options: fc.Arbitrary<ZapotecOptions> = fc.oneof(
  fc.record({ players: fc.constant(1 as const), difficulty: fc.constantFrom('easy' as const, 'normal' as const, 'hard' as const) }),
  fc.record({ players: fc.constantFrom(2 as const, 3 as const, 4 as const) }),
);

describe('Zapotec properties', () => {
  it('whole generated games keep every invariant, leak nothing and replay to the same hash', () => checkWholeGames(zapotecGame, zapotecChecks, options, 200), 60_000);
  it('every listed choice is accepted and none mutates the state', () => checkEveryChoiceApplies(zapotecGame, options, 150), 60_000);
  it('stepsOf gives one board per event of apply and changes nothing', () => checkStepsOf(zapotecGame, options, 100), 60_000);
});
