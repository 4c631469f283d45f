// Online play records in IndexedDB (the 'kv' store): a guest's seat secret for each room it joined,
// so that a reloaded page takes its seat back, and a host's room snapshot, so that a reloaded host
// reopens the same room with the same game. Both hold secrets: they never leave this device.
import type { GuestRecord, GuestStorage } from '../net/guest.ts';
import type { HostSnapshot } from '../net/host-types.ts';
import { db } from './db.ts';

const GUEST = 'guest:';
const HOST = 'host:';

async function get<T>(key: string): Promise<T | null> {
  try {
    return ((await (await db()).get('kv', key)) as T | undefined) ?? null;
  } catch {
    return null;
  }
}

/** Seat secrets by room. Failures throw: the guest layer reports them and plays on. */
export const idbGuestStorage: GuestStorage = {
  load: (room) => get<GuestRecord>(GUEST + room),
  save: async (record) => {
    await (await db()).put('kv', record, GUEST + record.room);
  },
  clear: async (room) => {
    await (await db()).delete('kv', GUEST + room);
  },
};

export type BotLevel = 'easy' | 'normal' | 'hard';

/** A hosted room: the HostRoom snapshot and what the app needs around it. */
export interface HostRecord {
  v: 1;
  room: string;
  game: string;
  /** Table mode: this device shows the board only, every person plays from a phone. */
  table: boolean;
  /** Bot level of each seat (null for people). */
  levels: (BotLevel | null)[];
  /** How long a connected guest may owe a decision before it is shown stalled (ms; 0: no limit; absent: 60 s). */
  graceMs?: number;
  /**
   * The signalling server the room registered with, as an invite link's `sig` names it: a reloaded
   * host registers there again, where its guests' links look for it (absent in older records).
   */
  server?: string;
  createdAt: number;
  updatedAt: number;
  snapshot: HostSnapshot;
}

export interface HostStore {
  load(room: string): Promise<HostRecord | null>;
  save(record: HostRecord): Promise<void>;
  clear(room: string): Promise<void>;
  /** Keeps the record at once, synchronously, until save() has written it (see idbHostStore). */
  stage?(record: HostRecord): void;
}

// The host's write-ahead copy: an IndexedDB write started in the task that reloads the page is
// dropped with the page, so each change is first kept synchronously in localStorage (one entry per
// room, the latest), and let go once IndexedDB holds that very record. A load takes the newer.
const JOURNAL = 'meso.host-journal.';
const staged = new Map<string, HostRecord>();

function journalOf(room: string): HostRecord | null {
  try {
    const record = JSON.parse(localStorage.getItem(JOURNAL + room) ?? 'null') as HostRecord | null;
    return record && record.v === 1 && record.room === room ? record : null;
  } catch {
    return null;
  }
}

export const idbHostStore: HostStore = {
  load: async (room) => {
    const stored = await get<HostRecord>(HOST + room);
    const record = stored && stored.v === 1 && stored.room === room ? stored : null;
    const journal = journalOf(room);
    return journal && (!record || journal.updatedAt >= record.updatedAt) ? journal : record;
  },
  save: async (record) => {
    await (await db()).put('kv', record, HOST + record.room);
    // A newer change is staged: it stays. A record saved without staging (a room handed to this
    // device) is newer than any copy left here by an earlier page: that one goes.
    if (staged.has(record.room) && staged.get(record.room) !== record) return;
    staged.delete(record.room);
    try { localStorage.removeItem(JOURNAL + record.room); } catch { /* private mode: nothing kept */ }
  },
  clear: async (room) => {
    staged.delete(room);
    try { localStorage.removeItem(JOURNAL + room); } catch { /* nothing kept */ }
    await (await db()).delete('kv', HOST + room);
  },
  stage: (record) => {
    try {
      localStorage.setItem(JOURNAL + record.room, JSON.stringify(record));
      staged.set(record.room, record);
    } catch { /* full or private mode: IndexedDB alone, as before */ }
  },
};

/** Every room this device hosts, newest first (for the home screen). */
export async function listHostedRooms(): Promise<HostRecord[]> {
  try {
    const database = await db();
    const records = (await database.getAll('kv', IDBKeyRange.bound(HOST, `${HOST}\uffff`))) as HostRecord[];
    return records.filter((r) => r && r.v === 1).sort((a, b) => b.updatedAt - a.updatedAt);
  } catch {
    return [];
  }
}

/** Records in memory: for tests. */
export function memoryHostStore(): HostStore & { records: Map<string, HostRecord> } {
  const records = new Map<string, HostRecord>();
  return {
    records,
    load: async (room) => structuredClone(records.get(room) ?? null),
    save: async (record) => void records.set(record.room, structuredClone(record)),
    clear: async (room) => void records.delete(room),
  };
}
