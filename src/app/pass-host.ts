// Pass the host, the app's part: the room record a new host's device stores (built on the old
// host from its own record, checked on the new host before anything is kept), and the replay that
// proves it is the same game (the state hash the old host announced).
import { fromSaveFile } from '../engine/match.ts';
import { hashState } from '../engine/hash.ts';
import type { GameModule } from '../engine/types.ts';
import { handoverSnapshot, type FormerHostSeat } from '../net/host-handover.ts';
import type { SeatSnapshot } from '../net/host-types.ts';
import { LIMITS } from '../net/protocol-fields.ts';
import type { BotLevel, HostRecord } from '../store/guest-storage.ts';

/**
 * The record for the device of seat `to`: its seat is its own now; the old host's seat is a guest
 * seat (its secret is `former`), other seats of the old host's device go to bots. Never table mode:
 * the new host is a player's device, not the shared board.
 */
export function handedRecord(record: HostRecord, to: number): { record: HostRecord; former: FormerHostSeat | null } {
  const { snapshot, former, botted } = handoverSnapshot(record.snapshot, to);
  const levels = record.levels.map((l, seat): BotLevel | null => (seat === to ? null : botted.includes(seat) ? 'normal' : l));
  return { record: { ...record, table: false, levels, snapshot, updatedAt: record.updatedAt }, former };
}

const SECRET = /^[0-9a-f]{32,64}$/;
const LEVELS: readonly unknown[] = ['easy', 'normal', 'hard', null];
const isRec = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function seatOk(s: unknown): s is SeatSnapshot {
  if (!isRec(s)) return false;
  const { kind, name, color, secret, claimed, former, rejoin, revoked } = s;
  return (kind === 'local' || kind === 'remote' || kind === 'ai') && typeof name === 'string' && name.length <= LIMITS.name
    && Number.isInteger(color) && (color as number) >= 0 && (color as number) < LIMITS.colors
    && typeof secret === 'string' && SECRET.test(secret) && typeof claimed === 'boolean'
    && (former === undefined || (typeof former === 'string' && SECRET.test(former)))
    && (rejoin === undefined || (typeof rejoin === 'string' && SECRET.test(rejoin)))
    && (revoked === undefined || (Array.isArray(revoked) && revoked.length <= 8 && revoked.every((r) => typeof r === 'string' && SECRET.test(r))));
}

export interface OwnSeat {
  seat: number;
  secret: string;
  pick: { round: string; choice: unknown; salt: string } | null;
}

/**
 * The record a guest received, checked before it is kept: this room, this game, a seat table where
 * this device's seat (with its own secret) is the one local seat; and this device's committed pick
 * kept, so that the player is not asked again. A string says what is wrong.
 */
export function checkHandedRecord(value: unknown, room: string, game: string, own: OwnSeat): HostRecord | string {
  if (!isRec(value) || value.v !== 1 || value.room !== room || value.game !== game) return 'not this room';
  const snap = value.snapshot;
  if (!isRec(snap) || snap.v !== 1 || snap.room !== room || typeof snap.started !== 'boolean' || !isRec(snap.file)) return 'snapshot malformed';
  const seats = snap.seats;
  if (!Array.isArray(seats) || seats.length === 0 || seats.length > LIMITS.seats || !seats.every(seatOk)) return 'seats malformed';
  const mine = seats[own.seat] as SeatSnapshot | undefined;
  if (!mine || mine.kind !== 'local' || mine.secret !== own.secret) return 'not handed to this seat';
  if (seats.some((s, i) => i !== own.seat && (s as SeatSnapshot).kind === 'local')) return 'another local seat';
  const levels = value.levels;
  if (!Array.isArray(levels) || levels.length !== seats.length || !levels.every((l) => LEVELS.includes(l))) return 'levels malformed';
  const grace = value.graceMs;
  if (grace !== undefined && !(Number.isInteger(grace) && (grace as number) >= 0 && (grace as number) <= 3_600_000)) return 'grace malformed';
  const createdAt = Number.isFinite(value.createdAt) ? (value.createdAt as number) : Date.now();
  const picks = own.pick ? [{ seat: own.seat, round: own.pick.round, choice: own.pick.choice, salt: own.pick.salt }] : [];
  return {
    v: 1, room, game, table: false, levels: levels as (BotLevel | null)[], ...(grace !== undefined ? { graceMs: grace as number } : {}),
    createdAt, updatedAt: Date.now(),
    snapshot: { v: 1, room, started: snap.started, file: snap.file as unknown as HostRecord['snapshot']['file'], seats: seats as SeatSnapshot[], picks },
  };
}

/** The state hash the record's game replays to (from its move log, checked like any save), or null. */
export function replayHash(module: GameModule<any, any>, record: HostRecord): string | null {
  const loaded = fromSaveFile(module, record.snapshot.file);
  return loaded.ok ? hashState(loaded.match.state) : null;
}
