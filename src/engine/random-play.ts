// Plays seeded games with uniformly random legal choices and checks, after every move, the
// game's own invariants plus the engine-wide ones: someone can always act until the game ends,
// apply never mutates its input, and replay from seed + log and save → load give the same hash.
import type { GameModule, Seat } from './types.ts';
import { makeRng } from './rng.ts';
import { hashState } from './hash.ts';
import { act, createMatch, fromSaveFile, replay, toSaveFile, type Match } from './match.ts';

export interface RandomPlayChecks<S> {
  /** Game rules that must hold in every state (no negative resources, components conserved…). */
  invariants?(state: S): string[];
  /** Hidden information found in `seat`'s view that it must not see. */
  leaks?(state: S, seat: Seat): string[];
}

export interface RandomPlayOptions<S> {
  checks?: RandomPlayChecks<S>;
  /** Full checks after every move (slow) or only at the end. */
  everyMove?: boolean;
  maxSteps?: number;
  /**
   * The first decisions' picks (pick % seats owing is the seat, the rest of the division picks its
   * choice), the seeded draws after them: a property test's generator drives the game through these and can
   * shrink a failing game to the fewest decisive picks.
   */
  picks?: readonly number[];
}

export interface RandomGameReport<S, O> {
  steps: number;
  failures: string[];
  match: Match<S, O>;
}

export function playRandomGame<S, O>(
  module: GameModule<S, O>,
  options: O,
  seed: string,
  opts: RandomPlayOptions<S> = {},
): RandomGameReport<S, O> {
  const rng = makeRng('moves:' + seed);
  const failures: string[] = [];
  const maxSteps = opts.maxSteps ?? 20_000;
  let match = createMatch(module, options, seed);
  let steps = 0;
  const picks = opts.picks ?? [];
  const checkState = (where: string): void => {
    const checks = opts.checks;
    if (!checks) return;
    for (const f of checks.invariants?.(match.state) ?? []) failures.push(`${where}: ${f}`);
    if (checks.leaks)
      for (let seat = 0; seat < module.seatCount(match.state); seat++)
        for (const f of checks.leaks(match.state, seat)) failures.push(`${where}: seat ${seat}: ${f}`);
  };
  checkState('setup');
  while (failures.length === 0 && steps < maxSteps) {
    const pending = module.pending(match.state);
    if (pending.length === 0) break;
    const pick = steps < picks.length ? picks[steps]! : null;
    const who = pending[pick === null ? rng.int(pending.length) : pick % pending.length]!;
    const choices = module.choices(match.state, who.seat);
    if (choices.length === 0) {
      failures.push(`step ${steps}: seat ${who.seat} owes '${who.kind}' but has no legal choice`);
      break;
    }
    const choice = choices[pick === null ? rng.int(choices.length) : Math.floor(pick / pending.length) % choices.length]!;
    const before = opts.everyMove ? hashState(match.state) : '';
    const res = act(module, match, who.seat, choice);
    if (!res.ok) {
      failures.push(`step ${steps}: listed choice ${choice.id} refused: ${res.error.code} ${res.error.reason}`);
      break;
    }
    if (opts.everyMove && hashState(match.state) !== before) failures.push(`step ${steps}: apply mutated its input`);
    match = res.match;
    steps++;
    if (opts.everyMove) checkState(`step ${steps} (${choice.id})`);
  }
  if (steps >= maxSteps) failures.push(`no end after ${maxSteps} steps`);
  if (module.pending(match.state).length === 0 && module.result(match.state) === null) failures.push('game over without a result');
  if (!opts.everyMove) checkState('end');
  const hash = hashState(match.state);
  const again = replay(module, match.options, match.seed, match.log);
  if (!again.ok) failures.push(`replay refused move ${again.index}: ${again.error.reason}`);
  else if (hashState(again.match.state) !== hash) failures.push('replay from seed + log gave another hash');
  const loaded = fromSaveFile(module, JSON.parse(JSON.stringify(toSaveFile(module, match))));
  if (!loaded.ok) failures.push(`save → load failed: ${loaded.error.reason}`);
  else if (hashState(loaded.match.state) !== hash) failures.push('save → load gave another hash');
  return { steps, failures, match };
}
