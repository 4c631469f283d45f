// Every field of a saved game from outside (an imported file, a record written by another app
// version) checked against the game's own rules before anything is stored or shown. Own
// properties only: a file may name any key, and `__proto__` or `constructor` must never reach a
// lookup. Each refusal carries an i18n key so the person reads the reason in their language.
import type { GameModule } from '../engine/types.ts';
import { fromSaveFile, SAVE_FORMAT, type LoadedVia, type Match } from '../engine/match.ts';
import type { MessageKey } from '../i18n/en.ts';
import type { SaveRecord, SeatInfo } from './record.ts';

export const RECORD_VERSION = 1;
export const MAX_LOG = 20_000;
export const MAX_NAME = 40;
export const MAX_SEED = 200;
/** Colours a seat may wear: the player palette (render/tokens.ts PLAYERS) has five. */
export const SEAT_COLOURS = 5;
const MAX_DEPTH = 40;
const MAX_NODES = 400_000;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export interface Refusal {
  key: MessageKey;
  data?: Record<string, string | number>;
  /** English, for logs and tests. */
  reason: string;
}
export type Checked<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

const no = <T>(key: MessageKey, reason: string, data?: Refusal['data']): Checked<T> => ({ ok: false, refusal: { key, reason, ...(data ? { data } : {}) } });
const field = <T>(name: string): Checked<T> => no('store.err.field', `The field "${name}" is missing or wrong.`, { field: name });

export const own = (o: object, key: string): boolean => Object.hasOwn(o, key);
export const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

/** Walks parsed JSON once: no forbidden key anywhere, bounded depth and size. Iterative: a deep file cannot blow the stack. */
export function scanJson(root: unknown): Checked<null> {
  const stack: [unknown, number][] = [[root, 0]];
  let nodes = 0;
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (++nodes > MAX_NODES) return no('store.err.tooBig', 'The file holds too much data to be a saved game.');
    if (typeof v !== 'object' || v === null) continue;
    if (depth > MAX_DEPTH) return no('store.err.deep', 'The file is nested too deeply.');
    if (Array.isArray(v)) for (const x of v) stack.push([x, depth + 1]);
    else for (const k of Object.keys(v)) {
      if (FORBIDDEN_KEYS.has(k)) return no('store.err.protoKey', `The file contains the forbidden field name "${k}".`);
      stack.push([(v as Record<string, unknown>)[k], depth + 1]);
    }
  }
  return { ok: true, value: null };
}

function onlyKeys(o: Record<string, unknown>, allowed: readonly string[], where: string): Checked<null> {
  for (const k of Object.keys(o)) if (!allowed.includes(k)) return no('store.err.extra', `Unexpected field "${where}${k}".`, { field: `${where}${k}` });
  return { ok: true, value: null };
}

const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 8.64e15;
const isText = (v: unknown, max: number, min = 0): v is string =>
  typeof v === 'string' && v.length >= min && v.length <= max && !/[\u0000-\u001f\u007f]/.test(v);

function checkSeat(raw: unknown, i: number): Checked<SeatInfo> {
  const bad = no<SeatInfo>('store.err.seat', `Player ${i + 1} is not valid.`, { n: i + 1 });
  if (!isPlainObject(raw)) return bad;
  if (!onlyKeys(raw, ['name', 'kind', 'level', 'color'], `seats[${i}].`).ok) return bad;
  const { name, kind, level, color } = raw;
  if (!isText(name, MAX_NAME)) return bad;
  if (kind !== 'human' && kind !== 'ai' && kind !== 'automa') return bad;
  if (level !== undefined && (kind !== 'ai' || (level !== 'easy' && level !== 'normal' && level !== 'hard'))) return bad;
  if (typeof color !== 'number' || !Number.isInteger(color) || color < 0 || color >= SEAT_COLOURS) return bad;
  return { ok: true, value: { name, kind, color, ...(level !== undefined ? { level } : {}) } as SeatInfo };
}

/** A solo game (one person against the game's automa) by its options (`players: 1`, or a `solo` flag). */
function isSolo(options: unknown): boolean {
  if (!isPlainObject(options)) return false;
  return options.players === 1 || (own(options, 'solo') && options.solo !== undefined);
}

/** Seats against the loaded game: one per seat of the state; the automa sits second in a solo game and only there. */
export function checkSeats(raw: unknown, seatCount: number, options: unknown): Checked<SeatInfo[]> {
  if (!Array.isArray(raw) || raw.length !== seatCount)
    return no('store.err.seats', 'The number of players does not match the game.');
  const seats: SeatInfo[] = [];
  for (let i = 0; i < raw.length; i++) {
    const seat = checkSeat(raw[i], i);
    if (!seat.ok) return seat;
    seats.push(seat.value);
  }
  const automa = seats.flatMap((s, i) => (s.kind === 'automa' ? [i] : []));
  const solo = isSolo(options);
  if (solo ? !(seats.length === 2 && automa.length === 1 && automa[0] === 1) : automa.length > 0)
    return no('store.err.automa', 'The automated opponent does not match the game.');
  return { ok: true, value: seats };
}

const FILE_KEYS = ['format', 'game', 'gameFormat', 'options', 'seed', 'log', 'hash', 'rulesVersion', 'snapshot', 'rebased'] as const;
const RECORD_KEYS = ['v', 'id', 'game', 'seats', 'round', 'over', 'createdAt', 'updatedAt', 'file'] as const;

/** The save file's own fields, before the engine replays it. */
function checkFileShape(file: unknown, game: string, module: GameModule<any, any>): Checked<null> {
  if (!isPlainObject(file)) return field('file');
  const extra = onlyKeys(file, FILE_KEYS, 'file.');
  if (!extra.ok) return extra;
  if (file.format !== SAVE_FORMAT || file.gameFormat !== module.formatVersion) return no('store.err.version', 'The save format is unknown.');
  if (file.game !== game) return field('file.game');
  if (!isText(file.seed, MAX_SEED)) return field('file.seed');
  if (typeof file.hash !== 'string' || !/^[0-9a-f]{16}$/.test(file.hash)) return field('file.hash');
  if (own(file, 'rulesVersion') && (typeof file.rulesVersion !== 'number' || !Number.isInteger(file.rulesVersion) || file.rulesVersion < 1))
    return field('file.rulesVersion');
  if (typeof file.rulesVersion === 'number' && file.rulesVersion > module.rulesVersion)
    return no('store.err.newer', 'The saved game was made by a newer version of the app.');
  if (own(file, 'rebased') && file.rebased !== true) return field('file.rebased');
  if (own(file, 'snapshot') && !isPlainObject(file.snapshot)) return field('file.snapshot');
  const checked = module.checkOptions(file.options);
  if (!checked.ok || !isPlainObject(file.options)) return no('store.err.options', 'The game options are not valid.');
  const known = Object.keys(checked.options as object);
  if (!onlyKeys(file.options, known, 'file.options.').ok) return no('store.err.options', 'The game options are not valid.');
  if (!Array.isArray(file.log) || file.log.length > MAX_LOG) return no('store.err.log', 'The list of moves is malformed or too long.');
  for (const entry of file.log) {
    if (!isPlainObject(entry) || !onlyKeys(entry, ['seat', 'choice'], '').ok || !Number.isInteger(entry.seat) || (entry.seat as number) < 0
      || !isPlainObject(entry.choice)) return no('store.err.log', 'The list of moves is malformed or too long.');
  }
  return { ok: true, value: null };
}

export interface CheckedRecord<S = unknown> {
  record: SaveRecord;
  match: Match<S, unknown>;
  via: LoadedVia;
}

/**
 * A whole record from outside, checked field by field and then loaded through the engine (a
 * replay, else the snapshot through the game's migrations). The record returned is rebuilt from
 * the checked fields only; `over` comes from the loaded game, not from the file.
 */
export function checkRecord(raw: unknown, modules: Record<string, GameModule<any, any>>): Checked<CheckedRecord> {
  const scan = scanJson(raw);
  if (!scan.ok) return scan;
  if (!isPlainObject(raw)) return no('store.err.notSave', 'The file is not a saved game of this app.');
  if (raw.v !== RECORD_VERSION) return no('store.err.version', 'The saved game was written by an unknown version of the app.');
  const extra = onlyKeys(raw, RECORD_KEYS, '');
  if (!extra.ok) return extra;
  const game = raw.game;
  if (typeof game !== 'string' || !own(modules, game)) return no('store.err.game', `Unknown game "${String(game)}".`);
  const module = modules[game]!;
  if (!isText(raw.id, 200, 1)) return field('id');
  if (typeof raw.round !== 'number' || !Number.isInteger(raw.round) || raw.round < 0 || raw.round > 999) return field('round');
  if (typeof raw.over !== 'boolean') return field('over');
  if (!isTime(raw.createdAt)) return field('createdAt');
  if (!isTime(raw.updatedAt)) return field('updatedAt');
  const shape = checkFileShape(raw.file, game, module);
  if (!shape.ok) return shape;
  const loaded = fromSaveFile(module, raw.file);
  if (!loaded.ok) return refusalOfLoad(loaded.error.code, loaded.error.reason);
  const file = raw.file as Record<string, unknown>;
  const seatCount = module.seatCount(loaded.match.state);
  for (const entry of file.log as { seat: number }[]) if (entry.seat >= seatCount) return no('store.err.log', 'A move names a seat that does not exist.');
  const seats = checkSeats(raw.seats, seatCount, file.options);
  if (!seats.ok) return seats;
  const record: SaveRecord = {
    v: RECORD_VERSION, id: raw.id, game, seats: seats.value, round: raw.round,
    over: module.pending(loaded.match.state).length === 0, createdAt: raw.createdAt, updatedAt: raw.updatedAt,
    file: file as unknown as SaveRecord['file'],
  };
  return { ok: true, value: { record, match: loaded.match, via: loaded.via } };
}

function refusalOfLoad(code: string, reason: string): Checked<never> {
  const move = /^Move (\d+) /.exec(reason);
  if (move) return no('store.err.move', reason, { n: Number(move[1]) });
  if (code === 'save-old') return no('store.err.older', reason);
  if (code === 'save-newer') return no('store.err.newer', reason);
  if (code === 'save-corrupt') return no('store.err.hash', reason);
  if (code === 'save-format' || code === 'save-foreign') return no('store.err.version', reason);
  if (code.startsWith('bad-')) return no('store.err.options', reason);
  return no('store.err.notSave', reason);
}
