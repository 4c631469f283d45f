// The match wrapper shared by every game: move log, version counter, undo within a turn,
// replay from seed + log, and the save format. Pure: every function returns a new Match.
import type { ApplyErr, EngineError, GameEvent, GameModule, Seat, UndoBarrier } from './types.ts';
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
  /**
   * True once the state was loaded from a migrated snapshot: the log is kept as history but no
   * longer replays to the state, so later loads start from the snapshot.
   */
  readonly rebased?: boolean;
}

export interface SaveFile<O> {
  format: number;
  game: string;
  gameFormat: number;
  options: O;
  seed: string;
  log: { seat: Seat; choice: unknown }[];
  hash: string;
  /** The game's rules version when written (absent in saves of older app versions: 1). */
  rulesVersion?: number;
  /** The state itself, so a save survives a rules fix that changes what its log replays to. */
  snapshot?: unknown;
  /** The log no longer replays (see Match.rebased): load from the snapshot. */
  rebased?: boolean;
}

/** How a save was loaded: its log replayed, its snapshot taken as is, or its snapshot migrated. */
export type LoadedVia = 'replay' | 'snapshot' | 'migrated';

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
    rulesVersion: module.rulesVersion,
    snapshot: match.state,
    ...(match.rebased ? { rebased: true } : {}),
  };
}

function fail(code: string, reason: string): ApplyErr {
  return { ok: false, error: { code, reason } };
}

export type LoadResult<S, O> = { ok: true; match: Match<S, O>; via: LoadedVia } | ApplyErr;

/**
 * Loads a save: replays its log and checks the state hash. When that fails because the rules
 * changed since (an older rules version) or the save was already rebased on a snapshot, the
 * snapshot is loaded instead, through the game's migrations. Anything malformed, foreign or
 * inconsistent is refused.
 */
export function fromSaveFile<S, O>(module: GameModule<S, O>, data: unknown): LoadResult<S, O> {
  if (typeof data !== 'object' || data === null) return fail('save-malformed', 'The save is not a JSON object.');
  const file = data as Partial<SaveFile<unknown>>;
  if (file.format !== SAVE_FORMAT) return fail('save-format', `Unknown save format ${String(file.format)}.`);
  if (file.game !== module.id) return fail('save-foreign', `This save belongs to "${String(file.game)}", not "${module.id}".`);
  if (file.gameFormat !== module.formatVersion)
    return fail('save-format', `The save was written by rules version ${String(file.gameFormat)}.`);
  if (typeof file.seed !== 'string' || !Array.isArray(file.log) || typeof file.hash !== 'string')
    return fail('save-malformed', 'The save is missing its seed, log or hash.');
  const rulesVersion = file.rulesVersion ?? 1;
  if (!Number.isInteger(rulesVersion) || rulesVersion < 1) return fail('save-malformed', 'The save has no valid rules version.');
  if (rulesVersion > module.rulesVersion) return fail('save-newer', 'The save was made by a newer version of the app.');
  const checked = module.checkOptions(file.options);
  if (!checked.ok) return checked;
  for (const entry of file.log) {
    if (typeof entry !== 'object' || entry === null || !Number.isInteger((entry as { seat: unknown }).seat))
      return fail('save-malformed', 'A log entry is malformed.');
  }
  const log = file.log as { seat: Seat; choice: unknown }[];
  const fromSnapshot = rulesVersion < module.rulesVersion || file.rebased === true;
  if (!(fromSnapshot && file.rebased === true)) {
    const res = replay(module, checked.options, file.seed, log);
    if (res.ok && hashState(res.match.state) === file.hash) return { ...res, via: 'replay' };
    if (!fromSnapshot) {
      if (!res.ok) return fail('save-corrupt', `Move ${res.index + 1} of the save is not legal: ${res.error.reason}`);
      return fail('save-corrupt', 'The save does not rebuild the position it recorded.');
    }
  }
  return fromSnapshotOf(module, checked.options, file.seed, log, file.snapshot, file.hash, rulesVersion);
}

/** The save's snapshot, checked against its hash, migrated to the current rules and tried out. */
function fromSnapshotOf<S, O>(module: GameModule<S, O>, options: O, seed: string, log: { seat: Seat; choice: unknown }[],
  snapshot: unknown, hash: string, rulesVersion: number): LoadResult<S, O> {
  if (snapshot === undefined || hashState(snapshot) !== hash)
    return fail('save-old', 'The save was made by an older version of the rules and has no usable snapshot.');
  let state: unknown = snapshot;
  for (let v = rulesVersion; v < module.rulesVersion; v++) {
    const step = module.migrations.find((m) => m.from === v && m.to === v + 1);
    if (!step) return fail('save-old', `No migration from rules version ${v}.`);
    try {
      state = step.migrate(structuredClone(state));
    } catch {
      state = null;
    }
    if (state === null || typeof state !== 'object') return fail('save-old', `The migration from rules version ${v} failed.`);
  }
  if (!sameShape(module.setup(options, seed), state) || !probe(module, state as S))
    return fail('save-old', 'The migrated position cannot be played.');
  const match: Match<S, O> = {
    game: module.id, options, seed, state: state as S,
    log: log.map((e) => ({ seat: e.seat, choice: e.choice, barrier: true })),
    version: log.length, undoStates: [], rebased: true,
  };
  return { ok: true, match, via: rulesVersion < module.rulesVersion ? 'migrated' : 'snapshot' };
}

/**
 * A state from a file has at least every field a fresh game of the same options has, each of the
 * same type (null stands for anything: fields like a winner start empty). Arrays are only checked
 * to be arrays: their elements vary as the game goes on.
 */
function sameShape(fresh: unknown, state: unknown, depth = 0): boolean {
  if (fresh === null || state === null || depth > 12) return true;
  if (Array.isArray(fresh)) return Array.isArray(state);
  if (typeof fresh !== 'object') return typeof state === typeof fresh;
  if (typeof state !== 'object' || Array.isArray(state)) return false;
  const f = fresh as Record<string, unknown>, s = state as Record<string, unknown>;
  for (const k of Object.keys(f)) {
    if (f[k] === undefined) continue;
    if (!Object.hasOwn(s, k) || !sameShape(f[k], s[k], depth + 1)) return false;
  }
  return true;
}

/** A state taken from a file is only used when every question the app asks of it gets an answer. */
function probe<S>(module: GameModule<S, unknown>, state: S): boolean {
  try {
    const seats = module.seatCount(state);
    if (!Number.isInteger(seats) || seats < 1 || seats > 8) return false;
    for (const p of module.pending(state)) {
      if (!Number.isInteger(p.seat) || p.seat < 0 || p.seat >= seats) return false;
      if (module.choices(state, p.seat).length === 0) return false;
    }
    for (let seat = 0; seat < seats; seat++) module.view(state, seat);
    module.view(state, 'spectator');
    module.result(state);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether `seat`'s `choice` would stop undo, and why (null: it can be taken back, or is illegal).
 * Asked before the move is made, so that the player can confirm it.
 */
export function barrierOf<S, O>(module: GameModule<S, O>, state: S, seat: Seat, choice: unknown): UndoBarrier | null {
  const res = module.apply(state, seat, choice);
  if (!res.ok || !res.barrier) return null;
  if (module.barrierWhy) return module.barrierWhy(state, res.state, seat);
  return module.pending(res.state).some((p) => p.seat === seat) ? 'reveal' : 'turn';
}
