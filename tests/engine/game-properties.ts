// The engine's promises for any game, as fast-check properties (with shrinking): a game driven by
// generated picks keeps the game's invariants and leaks nothing after every move, apply never
// mutates its input, every listed choice is accepted, the game ends with a result, and replay from
// seed + log and save → load give the same hash. A failure shrinks to the fewest picks that show it.
import fc from 'fast-check';
import { expect } from 'vitest';
import { act, createMatch, hashState, playRandomGame, type GameModule, type Match, type RandomPlayChecks } from '../../src/engine/index.ts';

/** Fixed, so `npm test` is reproducible; a failure prints the seed and path to replay it. */
const FC_SEED = 20261127;

/** Any game's options, seed and first picks (the seeded draws take over after them). */
export function gameInput<O>(options: fc.Arbitrary<O>) {
  return fc.record({
    options,
    seed: fc.string({ minLength: 1, maxLength: 10 }),
    // 'max': lengths spread over the whole range, so positions deep into a game are checked too.
    picks: fc.array(fc.nat({ max: 1_000 }), { maxLength: 300, size: 'max' }),
  });
}

/** Whole games with every check after every move, and `final` on the finished state. */
export function checkWholeGames<S, O>(
  module: GameModule<S, O>, checks: RandomPlayChecks<S>, options: fc.Arbitrary<O>, numRuns: number,
  final?: (state: S) => string[],
): void {
  fc.assert(fc.property(gameInput(options), ({ options, seed, picks }) => {
    const report = playRandomGame(module, options, seed, { everyMove: true, checks, picks });
    const failures = [...report.failures];
    if (!failures.length && module.result(report.match.state) === null) failures.push('no result');
    if (!failures.length) failures.push(...(final?.(report.match.state) ?? []));
    expect(failures).toEqual([]);
  }), { numRuns, seed: FC_SEED });
}

/** A game driven by `picks` until they run out or the game ends (a refused choice stops it early). */
function playPicks<S, O>(module: GameModule<S, O>, options: O, seed: string, picks: readonly number[]): Match<S, O> {
  let match = createMatch(module, options, seed);
  for (const pick of picks) {
    const pending = module.pending(match.state);
    if (!pending.length) break;
    const who = pending[pick % pending.length]!;
    const choices = module.choices(match.state, who.seat);
    const res = act(module, match, who.seat, choices[Math.floor(pick / pending.length) % choices.length]!);
    if (!res.ok) break; // refusals of listed choices are what the checks report
    match = res.match;
  }
  return match;
}

/**
 * Part way into a game (after `depth` generated picks), every choice listed for every seat that
 * owes one is accepted by apply, and none changes the state it was applied to.
 */
export function checkEveryChoiceApplies<S, O>(module: GameModule<S, O>, options: fc.Arbitrary<O>, numRuns: number): void {
  fc.assert(fc.property(gameInput(options), ({ options, seed, picks }) => {
    const match = playPicks(module, options, seed, picks);
    const before = hashState(match.state);
    for (const p of module.pending(match.state)) {
      for (const choice of module.choices(match.state, p.seat)) {
        const res = module.apply(match.state, p.seat, choice);
        expect(res.ok ? 'ok' : `${choice.id}: ${res.error.code} ${res.error.reason}`).toBe('ok');
      }
    }
    expect(hashState(match.state)).toBe(before);
  }), { numRuns, seed: FC_SEED });
}

/**
 * stepsOf, where a game gives it: part way into a game, each listed choice's steps are one state per
 * event of apply, and listing them changes nothing.
 */
export function checkStepsOf<S, O>(module: GameModule<S, O>, options: fc.Arbitrary<O>, numRuns: number): void {
  const stepsOf = module.stepsOf!.bind(module);
  fc.assert(fc.property(gameInput(options), ({ options, seed, picks }) => {
    const match = playPicks(module, options, seed, picks);
    const before = hashState(match.state);
    for (const p of module.pending(match.state)) {
      for (const choice of module.choices(match.state, p.seat).slice(0, 4)) {
        const res = module.apply(match.state, p.seat, choice);
        if (!res.ok) continue;
        expect(stepsOf(match.state, p.seat, choice).length).toBe(res.events.length);
      }
    }
    expect(hashState(match.state)).toBe(before);
  }), { numRuns, seed: FC_SEED });
}
