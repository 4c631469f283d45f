// The match wrapper shared by every game: move log, version counter, undo within a turn,
// replay from seed + log, and the save format. Pure: every function returns a new Match.
import type { ApplyErr, EngineError, GameEvent, GameModule, Seat } from './types.ts';
import { hashState } from './hash.ts';

export const SAVE_FORMAT = 1;

export interface LogEntry {
  seat: Seat;
  choice: unknown;
  barrier: boolean;
}

export interface Match<S, O> {
  readonly game: string;
  readonly options: O;
  readonly seed: string;
  readonly state: S;
  readonly log: readonly LogEntry[];
  /** Goes up by one for every applied choice and every undo; peers compare it. */
  readonly version: number;
  /** States before each undoable entry since the last barrier, newest last. */
  readonly undoStates: readonly S[];
}

export interface SaveFile<O> {
  format: number;
  game: string;
  gameFormat: number;
  options: O;
  seed: string;
  log: { seat: Seat; choice: unknown }[];
  hash: string;
}

export function createMatch<S, O>(module: GameModule<S, O>, options: O, seed: string): Match<S, O> {
  return { game: module.id, options, seed, state: module.setup(options, seed), log: [], version: 0, undoStates: [] };
}

export type ActResult<S, O> = { ok: true; match: Match<S, O>; events: GameEvent[] } | ApplyErr;

export function act<S, O>(module: GameModule<S, O>, match: Match<S, O>, seat: Seat, choice: unknown): ActResult<S, O> {
  const res = module.apply(match.state, seat, choice);
  if (!res.ok) return res;
  const entry: LogEntry = { seat, choice, barrier: res.barrier };
  return {
    ok: true,
    events: res.events,
    match: {
      ...match,
      state: res.state,
      log: [...match.log, entry],
      version: match.version + 1,
      undoStates: res.barrier ? [] : [...match.undoStates, match.state],
    },
  };
}

/** Why `seat` cannot undo now, or null when it can. */
export function undoBlocker<S, O>(match: Match<S, O>, seat: Seat): EngineError | null {
  const last = match.log[match.log.length - 1];
  if (!last) return { code: 'undo-nothing', reason: 'There is nothing to undo.' };
  if (last.seat !== seat) return { code: 'undo-not-yours', reason: 'The last move was made by another seat.' };
  if (last.barrier || match.undoStates.length === 0)
    return { code: 'undo-barrier', reason: 'Hidden information was revealed or chance was drawn since then.' };
  return null;
}

export function undo<S, O>(match: Match<S, O>, seat: Seat): { ok: true; match: Match<S, O> } | ApplyErr {
  const blocker = undoBlocker(match, seat);
  if (blocker) return { ok: false, error: blocker };
  const previous = match.undoStates[match.undoStates.length - 1] as S;
  return {
    ok: true,
    match: {
      ...match,
      state: previous,
      log: match.log.slice(0, -1),
      version: match.version + 1,
      undoStates: match.undoStates.slice(0, -1),
    },
  };
}

/** Rebuilds a match from its options, seed and log; fails on the first entry that is refused. */
export function replay<S, O>(
  module: GameModule<S, O>,
  options: O,
  seed: string,
  log: readonly { seat: Seat; choice: unknown }[],
): { ok: true; match: Match<S, O> } | (ApplyErr & { index: number }) {
  let match = createMatch(module, options, seed);
  for (let i = 0; i < log.length; i++) {
    const entry = log[i]!;
    const res = act(module, match, entry.seat, entry.choice);
    if (!res.ok) return { ...res, index: i };
    match = res.match;
  }
  return { ok: true, match };
}

export function toSaveFile<S, O>(module: GameModule<S, O>, match: Match<S, O>): SaveFile<O> {
  return {
    format: SAVE_FORMAT,
    game: match.game,
    gameFormat: module.formatVersion,
    options: match.options,
    seed: match.seed,
    log: match.log.map(({ seat, choice }) => ({ seat, choice })),
    hash: hashState(match.state),
  };
}

function fail(code: string, reason: string): ApplyErr {
  return { ok: false, error: { code, reason } };
}

/** Loads a save by replaying it; anything malformed, foreign or inconsistent is refused. */
export function fromSaveFile<S, O>(module: GameModule<S, O>, data: unknown): { ok: true; match: Match<S, O> } | ApplyErr {
  if (typeof data !== 'object' || data === null) return fail('save-malformed', 'The save is not a JSON object.');
  const file = data as Partial<SaveFile<unknown>>;
  if (file.format !== SAVE_FORMAT) return fail('save-format', `Unknown save format ${String(file.format)}.`);
  if (file.game !== module.id) return fail('save-foreign', `This save belongs to "${String(file.game)}", not "${module.id}".`);
  if (file.gameFormat !== module.formatVersion)
    return fail('save-format', `The save was written by rules version ${String(file.gameFormat)}.`);
  if (typeof file.seed !== 'string' || !Array.isArray(file.log) || typeof file.hash !== 'string')
    return fail('save-malformed', 'The save is missing its seed, log or hash.');
  const checked = module.checkOptions(file.options);
  if (!checked.ok) return checked;
  for (const entry of file.log) {
    if (typeof entry !== 'object' || entry === null || !Number.isInteger((entry as { seat: unknown }).seat))
      return fail('save-malformed', 'A log entry is malformed.');
  }
  const res = replay(module, checked.options, file.seed, file.log as { seat: Seat; choice: unknown }[]);
  if (!res.ok) return fail('save-corrupt', `Move ${res.index + 1} of the save is not legal: ${res.error.reason}`);
  if (hashState(res.match.state) !== file.hash)
    return fail('save-corrupt', 'The save does not rebuild the position it recorded.');
  return res;
}
