// The wire protocol's common ground (see protocol-guest.ts and protocol-host.ts for each direction's
// messages and decoder): the version, size limits, the messages both sides send (ping, pong), the
// chat reactions, name and chat cleaning, and the field readers both decoders are built from.
// Decoding never throws: a reader throws Bad, guard() turns it into a typed reason.
import { checkJson, type JsonLimits } from './json-check.ts';

export const PROTOCOL_VERSION = 1;
/** Largest message either side accepts, in UTF-8 bytes. */
export const MAX_MESSAGE_BYTES = 256 * 1024;

export const LIMITS = {
  room: 32,
  name: 24,
  secret: 64,
  salt: 64,
  round: 48,
  kind: 32,
  reason: 48,
  detail: 240,
  seats: 16,
  colors: 64,
  events: 512,
  patches: 20_000,
  pathLength: 32,
  pathKey: 64,
  /** A chat line, in UTF-16 units after cleaning. */
  chat: 140,
  nonce: 64,
} as const;

export interface PingMsg { v: 1; type: 'ping'; n: number }
/**
 * A host's pong also says where the game is (`at`: its version; `phase`: phaseKey of its secret
 * phase), so a guest that lost a message notices and asks for a resync. Optional and additive:
 * a peer without them still speaks protocol 1.
 */
export interface PongMsg { v: 1; type: 'pong'; n: number; at?: number; phase?: string }

/** The quick reactions, by id (each device draws its own glyph and label). */
export const CHAT_REACTIONS = ['thumbs-up', 'laugh', 'wow', 'clap', 'think', 'good-game'] as const;
export type ChatReaction = (typeof CHAT_REACTIONS)[number];

/** Why an incoming message was dropped. */
export type DropReason =
  | 'not-text' | 'too-large' | 'not-json' | 'not-object' | 'protocol-version' | 'unknown-type' | 'bad-field';

export type Decoded<M> = { ok: true; msg: M } | { ok: false; reason: DropReason; detail: string };

/** Any message, either way (a GuestMessage or a HostMessage), as it goes on the wire. */
export function encode<M extends { v: typeof PROTOCOL_VERSION; type: string }>(msg: M): string {
  return JSON.stringify(msg);
}

// ---- field readers (throw Bad; guard catches everything) ----
class Bad extends Error {}
export const bad = (detail: string): never => { throw new Bad(detail); };
export type Rec = Record<string, unknown>;

export function int(o: Rec, k: string, lo: number, hi: number): number {
  const v = o[k];
  if (typeof v !== 'number' || !Number.isInteger(v) || v < lo || v > hi) bad(`${k}: integer ${lo}..${hi} expected`);
  return v as number;
}
export function optInt(o: Rec, k: string, lo: number, hi: number): number | undefined {
  return o[k] === undefined ? undefined : int(o, k, lo, hi);
}
export function str(o: Rec, k: string, max: number, pattern?: RegExp): string {
  const v = o[k];
  if (typeof v !== 'string' || v.length > max) bad(`${k}: string of at most ${max} characters expected`);
  if (pattern && !pattern.test(v as string)) bad(`${k}: malformed`);
  return v as string;
}
export function optStr(o: Rec, k: string, max: number, pattern?: RegExp): string | undefined {
  return o[k] === undefined ? undefined : str(o, k, max, pattern);
}
export function bool(o: Rec, k: string): boolean | undefined {
  const v = o[k];
  if (v === undefined) return undefined;
  if (typeof v !== 'boolean') bad(`${k}: boolean expected`);
  return v as boolean;
}
export function json(o: Rec, k: string, limits: JsonLimits): unknown {
  if (!(k in o)) bad(`${k}: missing`);
  const problem = checkJson(o[k], limits);
  if (problem) bad(`${k}: ${problem}`);
  return o[k];
}
export function list(o: Rec, k: string, max: number): unknown[] {
  const v = o[k];
  if (!Array.isArray(v) || v.length > max) bad(`${k}: list of at most ${max} items expected`);
  return v as unknown[];
}
export function record(v: unknown, what: string): Rec {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) bad(`${what}: object expected`);
  return v as Rec;
}

export const MAX_INT = 0x7fffffff;
export const HEX = /^[0-9a-f]+$/;
export const SECRET = /^[0-9a-f]{32,64}$/;
export const HASH = /^[0-9a-f]{64}$/;
export const ROOM = /^[a-z0-9-]{1,32}$/;

/** Strips control characters and surrounding spaces from a display name. */
export function cleanName(name: string): string {
  return name.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, '').trim().slice(0, LIMITS.name);
}

/** A chat line as shown: no control or direction characters, spaces folded, at most LIMITS.chat. */
export function cleanChat(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, LIMITS.chat);
}

/** Exactly one of a non-empty cleaned text or a known reaction. */
export function chatBody(o: Rec): { text?: string; reaction?: ChatReaction } {
  const text = optStr(o, 'text', LIMITS.chat);
  const reaction = optStr(o, 'reaction', LIMITS.kind);
  if ((text === undefined) === (reaction === undefined)) bad('chat: a text or a reaction expected');
  if (reaction !== undefined) {
    if (!(CHAT_REACTIONS as readonly string[]).includes(reaction)) bad('reaction unknown');
    return { reaction: reaction as ChatReaction };
  }
  const clean = cleanChat(text!);
  if (!clean) bad('text: empty');
  return { text: clean };
}

export function seatField(o: Rec): number { return int(o, 'seat', 0, LIMITS.seats - 1); }

type Parsed = { rec: Rec; fail?: undefined } | { fail: Decoded<never> };
const failed = (reason: DropReason, detail: string): Parsed => ({ fail: { ok: false, reason, detail } });

export function parse(raw: unknown): Parsed {
  if (typeof raw !== 'string') return failed('not-text', typeof raw);
  // A UTF-16 unit is 1 to 3 UTF-8 bytes: only count bytes when the length alone cannot decide.
  if (raw.length > MAX_MESSAGE_BYTES) return failed('too-large', `${raw.length} characters`);
  if (raw.length * 3 > MAX_MESSAGE_BYTES) {
    const bytes = new TextEncoder().encode(raw).length;
    if (bytes > MAX_MESSAGE_BYTES) return failed('too-large', `${bytes} bytes`);
  }
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return failed('not-json', 'JSON.parse failed');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return failed('not-object', 'not an object');
  const o = value as Rec;
  if (o.v !== PROTOCOL_VERSION) return failed('protocol-version', `v=${typeof o.v === 'number' ? o.v : typeof o.v}`);
  return { rec: o };
}

export function guard<M>(fn: () => M): Decoded<M> {
  try {
    return { ok: true, msg: fn() };
  } catch (e) {
    return { ok: false, reason: 'bad-field', detail: e instanceof Bad ? e.message : 'invalid message' };
  }
}

/** Parses, then lets `read` decode the record by its type; a type `read` does not know is dropped. */
export function decodeBy<M>(raw: unknown, read: (m: Rec) => Decoded<M> | undefined): Decoded<M> {
  const parsed = parse(raw);
  if (parsed.fail) return parsed.fail;
  const m = parsed.rec;
  return read(m) ?? { ok: false, reason: 'unknown-type', detail: typeof m.type === 'string' ? m.type.slice(0, 24) : typeof m.type };
}
