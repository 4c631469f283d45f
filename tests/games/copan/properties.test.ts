// Copan under the engine's properties (tests/engine/game-properties.ts): generated games at 2-4
// players with any Event card, and solo games against the Automa in both modes at every level mix.
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { copanChecks, copanGame, type CopanOptions } from '../../../src/games/copan/index.ts';
import { EVENT_IDS } from '../../../src/games/copan/data.ts';
import { checkEveryChoiceApplies, checkStepsOf, checkWholeGames } from '../../engine/game-properties.ts';

const event = fc.constantFrom(...EVENT_IDS);
const multi: fc.Arbitrary<CopanOptions> = fc.record({ players: fc.constantFrom(2 as const, 3 as const, 4 as const), event });
const solo: fc.Arbitrary<CopanOptions> = fc.record({
  players: fc.constant(2 as const), event,
  solo: fc.record({ mode: fc.constantFrom('basic' as const, 'advanced' as const), levels: fc.array(fc.constantFrom('easy' as const, 'hard' as const), { minLength: 4, maxLength: 4 }) }),
});

describe('Copan properties', () => {
  it('whole generated multi-player games keep every invariant, leak nothing and replay to the same hash', () => checkWholeGames(copanGame, copanChecks, multi, 150), 120_000);
  it('whole generated solo games against the Automa do too', () => checkWholeGames(copanGame, copanChecks, solo, 50), 60_000);
  it('every listed choice is accepted and none mutates the state', () => checkEveryChoiceApplies(copanGame, fc.oneof(multi, solo), 150), 60_000);
  it('stepsOf gives one board per event of apply and changes nothing', () => checkStepsOf(copanGame, fc.oneof(multi, solo), 100), 60_000);
});
