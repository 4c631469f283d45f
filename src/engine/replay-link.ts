// A whole game as a short link: its game, format, options and seed, then each decision as its
// index in the legal list of the moment (and, when several seats owe a decision at once, which of
// them decided), deflated and written in base64url. Decoding replays it through the game's own
// rules, so a link can only ever describe legal play; anything else is refused with a reason.
import type { GameEvent, GameModule, Seat } from './types.ts';
export const REPLAY_LINK_FORMAT = 1;
import { MAX_LINK_CHARS } from './replay-limits.ts';

export { MAX_LINK_CHARS };
/** The most bytes a link may inflate to. */
const MAX_INFLATED_BYTES = 1_000_000;

export interface ReplaySeat {
  name: string;
  color: number; // index into the player colours
  kind: 'human' | 'ai' | 'automa' | 'remote';
}

export interface ReplayGame<O = unknown> {
  game: string;
  options: O;
  seed: string;
  log: readonly { seat: Seat; choice: unknown }[];
  /** Who sat where, for names and colours (absent: numbered seats). */
  seats?: readonly ReplaySeat[];
}

const KINDS = ['human', 'ai', 'automa', 'remote'] as const;
const MAX_NAME = 40;

export type LinkError = {
  code: 'link-malformed' | 'link-unknown-game' | 'link-old-format' | 'link-options' | 'link-illegal' | 'link-newer-rules' | 'link-old-rules';
  step?: number;
};

/**
 * A link made under an earlier version of the game's rules that today's rules can still play
 * through: the viewer says so, with the final totals the game had then (absent for a game in progress).
 */
export interface OlderRules { version: number; scoresThen: number[] | null }
/**
 * A decoded link. Checking it already replayed the game, so the positions it passed through
 * (states[k]: after k moves) and what each move caused (events[k], events[0] empty) come with it:
 * the viewer needs them and must not replay a long game a second time.
 */
export type Decoded<O = unknown> =
  | { ok: true; replay: ReplayGame<O>; states: unknown[]; events: GameEvent[][]; olderRules?: OlderRules }
  | { ok: false; error: LinkError };

type AnyModule = GameModule<unknown, unknown>;

// ---- bytes ----------------------------------------------------------------------------------

export function pushVarint(out: number[], n: number): void {
  while (n >= 0x80) { out.push((n & 0x7f) | 0x80); n = Math.floor(n / 128); }
  out.push(n);
}

export function readVarint(bytes: Uint8Array, at: { i: number }): number | null {
  let n = 0, scale = 1;
  for (let k = 0; k < 5; k++) {
    if (at.i >= bytes.length) return null;
    const b = bytes[at.i++]!;
    n += (b & 0x7f) * scale;
    if (b < 0x80) return n;
    scale *= 128;
  }
  return null;
}

async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream, limit: number): Promise<Uint8Array | null> {
  const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(stream).getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) { await reader.cancel(); return null; }
    parts.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) { out.set(p, at); at += p.length; }
  return out;
}

export const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function toBase64Url(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = i + 2 < bytes.length ? 4 : i + 1 < bytes.length ? 3 : 2;
    for (let k = 0; k < chars; k++) s += B64[(n >> (18 - 6 * k)) & 63];
  }
  return s;
}

function fromBase64Url(s: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(s) || s.length % 4 === 1) return null;
  const out: number[] = [];
  for (let i = 0; i < s.length; i += 4) {
    const chunk = s.slice(i, i + 4);
    let n = 0;
    for (let k = 0; k < 4; k++) n = (n << 6) | (k < chunk.length ? B64.indexOf(chunk[k]!) : 0);
    out.push((n >> 16) & 255);
    if (chunk.length > 2) out.push((n >> 8) & 255);
    if (chunk.length > 3) out.push(n & 255);
  }
  return new Uint8Array(out);
}

// ---- encode / decode ------------------------------------------------------------------------

/** Which of the seats owing a decision now made it: only written when more than one owes one. */
export function seatsOwing(module: AnyModule, state: unknown): Seat[] {
  return [...new Set(module.pending(state).map((p) => p.seat))].sort((a, b) => a - b);
}

/** The link text for a game (null if a logged decision is not in its legal list: never for real play). */
export async function encodeReplay(module: AnyModule, game: ReplayGame): Promise<string | null> {
  const p = game.seats?.map((x) => [x.name.slice(0, MAX_NAME), x.color, KINDS.indexOf(x.kind)]);
  const body: number[] = [];
  let state = module.setup(game.options, game.seed);
  for (const entry of game.log) {
    const owing = seatsOwing(module, state);
    const who = owing.indexOf(entry.seat);
    if (who < 0) return null;
    if (owing.length > 1) pushVarint(body, who);
    const id = (entry.choice as { id?: unknown } | null)?.id;
    const index = module.choices(state, entry.seat).findIndex((c) => c.id === id);
    if (index < 0) return null;
    pushVarint(body, index);
    const res = module.apply(state, entry.seat, entry.choice);
    if (!res.ok) return null;
    state = res.state;
  }
  // The rules version, and a finished game's totals: a later rules fix may play the same indices
  // differently, and the viewer can then say what the result was when the game was played.
  const totals = scoresOf(module, state);
  const header = new TextEncoder().encode(JSON.stringify({
    v: REPLAY_LINK_FORMAT, g: game.game, f: module.formatVersion, r: module.rulesVersion, o: game.options, s: game.seed,
    ...(p ? { p } : {}), ...(totals ? { x: totals } : {}),
  }));
  const out: number[] = [];
  pushVarint(out, header.length);
  out.push(...header, ...body);
  return packLink(new Uint8Array(out));
}

/** The link text of raw link bytes (a header-length varint, the header's JSON, the move indices). */
export async function packLink(bytes: Uint8Array): Promise<string | null> {
  const packed = await through(bytes, new CompressionStream('deflate-raw'), Number.MAX_SAFE_INTEGER);
  return packed && toBase64Url(packed);
}

/** The raw bytes of a link's text, or null if it is not one (bad characters, bad deflate, too big). */
export async function unpackLink(text: string): Promise<Uint8Array | null> {
  if (typeof text !== 'string' || text.length > MAX_LINK_CHARS) return null;
  const packed = fromBase64Url(text);
  if (!packed) return null;
  try {
    return await through(packed, new DecompressionStream('deflate-raw'), MAX_INFLATED_BYTES);
  } catch {
    return null;
  }
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const own = (o: Record<string, unknown>, k: string): unknown => (Object.hasOwn(o, k) ? o[k] : undefined);

/** Rebuilds a game from its link text; `lookup` names the games this app knows. */
export async function decodeReplay(text: string, lookup: (game: string) => AnyModule | null): Promise<Decoded> {
  const fail = (code: LinkError['code'], step?: number): Decoded => ({ ok: false, error: step === undefined ? { code } : { code, step } });
  const bytes = await unpackLink(text);
  if (!bytes) return fail('link-malformed');
  const at = { i: 0 };
  const headerLength = readVarint(bytes, at);
  if (headerLength === null || at.i + headerLength > bytes.length) return fail('link-malformed');
  let header: unknown;
  try {
    header = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(at.i, at.i + headerLength)));
  } catch {
    return fail('link-malformed');
  }
  at.i += headerLength;
  if (!isRecord(header)) return fail('link-malformed');
  const [v, g, f, s] = [own(header, 'v'), own(header, 'g'), own(header, 'f'), own(header, 's')];
  if (v !== REPLAY_LINK_FORMAT || typeof g !== 'string' || typeof f !== 'number' || typeof s !== 'string' || s.length > 200) return fail('link-malformed');
  const module = lookup(g);
  if (!module) return fail('link-unknown-game');
  if (f !== module.formatVersion) return fail('link-old-format');
  // Links made before rules versions were written are version 1.
  const r = own(header, 'r') ?? 1;
  if (!Number.isInteger(r) || (r as number) < 1) return fail('link-malformed');
  if ((r as number) > module.rulesVersion) return fail('link-newer-rules');
  const older = (r as number) < module.rulesVersion;
  const then = totalsOf(own(header, 'x'));
  if (then === undefined) return fail('link-malformed');
  const checked = module.checkOptions(own(header, 'o'));
  if (!checked.ok) return fail('link-options');
  // Under older rules, a move today's rules refuse means the game cannot be shown as it was played.
  const illegal = (step: number) => fail(older ? 'link-old-rules' : 'link-illegal', step);
  const log: { seat: Seat; choice: unknown }[] = [];
  let state = module.setup(checked.options, s);
  const states: unknown[] = [state];
  const events: GameEvent[][] = [[]];
  while (at.i < bytes.length) {
    const step = log.length;
    const owing = seatsOwing(module, state);
    if (owing.length === 0) return illegal(step);
    const who = owing.length > 1 ? readVarint(bytes, at) : 0;
    const seat = who === null ? undefined : owing[who];
    const index = readVarint(bytes, at);
    if (seat === undefined || index === null) return illegal(step);
    const choice = module.choices(state, seat)[index];
    if (!choice) return illegal(step);
    const res = module.apply(state, seat, choice);
    if (!res.ok) return illegal(step);
    log.push({ seat, choice });
    state = res.state;
    states.push(state);
    events.push(res.events);
  }
  const seats = seatsOf(own(header, 'p'));
  if (seats === null) return fail('link-malformed');
  const replay = { game: g, options: checked.options, seed: s, log, ...(seats ? { seats } : {}) };
  return { ok: true, replay, states, events, ...(older ? { olderRules: { version: r as number, scoresThen: then } } : {}) };
}

/** Each seat's final total, in seat order, when the game is over. */
function scoresOf(module: AnyModule, state: unknown): number[] | null {
  const result = module.result(state);
  if (!result) return null;
  const out: number[] = [];
  for (const line of result.scores) out[line.seat] = line.total;
  return Array.from(out, (x) => x ?? 0);
}

/** A header's totals: null when absent, undefined when malformed. */
function totalsOf(x: unknown): number[] | null | undefined {
  if (x === undefined) return null;
  if (!Array.isArray(x) || x.length > 8 || !x.every((n) => Number.isInteger(n) && Math.abs(n) < 1e6)) return undefined;
  return x as number[];
}

/** The seats of a header: undefined when absent, null when malformed. */
function seatsOf(p: unknown): ReplaySeat[] | undefined | null {
  if (p === undefined) return undefined;
  if (!Array.isArray(p) || p.length > 8) return null;
  const out: ReplaySeat[] = [];
  for (const x of p) {
    if (!Array.isArray(x) || x.length !== 3) return null;
    const [name, color, kind] = x as unknown[];
    if (typeof name !== 'string' || name.length > MAX_NAME || !Number.isInteger(color) || (color as number) < 0 || (color as number) > 4) return null;
    const k = KINDS[kind as number];
    if (!Number.isInteger(kind) || !k) return null;
    out.push({ name, color: color as number, kind: k });
  }
  return out;
}
