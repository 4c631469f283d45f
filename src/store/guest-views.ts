// A guest's replay of an online game: the views its device received, in IndexedDB (the 'kv'
// store), one entry per view, so that a reloaded page still replays the game from the guest's own
// seat. Only what this device was sent: nothing a guest did not see already. One entry a view
// keeps each write small (a whole list at every move would rewrite megabytes in a long game).
import type { GameEvent } from '../engine/types.ts';
import { db } from './db.ts';

export interface SeenView {
  view: unknown;
  events: GameEvent[];
}

export interface ViewStore {
  /** The room's views in the order received ([] when none, or when storage fails). */
  load(room: string): Promise<SeenView[]>;
  /** Writes the room's view number `index` (0-based). */
  put(room: string, index: number, seen: SeenView): Promise<void>;
  clear(room: string): Promise<void>;
  /** Forgets every other room's views: a device keeps one game's (a long game's views weigh megabytes). */
  keepOnly(room: string): Promise<void>;
}

const PREFIX = 'views:';
// Zero-padded: the keys sort in the order the views came (a game has far fewer than 100,000).
const keyOf = (room: string, index: number) => `${PREFIX}${room}:${String(index).padStart(5, '0')}`;
const roomRange = (room: string) => IDBKeyRange.bound(`${PREFIX}${room}:`, `${PREFIX}${room}:\uffff`);

/** A stored entry is read back like any outside input: a malformed one ends the list there. */
function seenViews(items: unknown[]): SeenView[] {
  const out: SeenView[] = [];
  for (const x of items) {
    if (typeof x !== 'object' || x === null || !('view' in x) || !Array.isArray((x as SeenView).events)) break;
    out.push({ view: (x as SeenView).view, events: (x as SeenView).events });
  }
  return out;
}

export const idbViewStore: ViewStore = {
  load: async (room) => {
    try {
      return seenViews(await (await db()).getAll('kv', roomRange(room)));
    } catch {
      return [];
    }
  },
  put: async (room, index, seen) => {
    await (await db()).put('kv', seen, keyOf(room, index));
  },
  clear: async (room) => {
    await (await db()).delete('kv', roomRange(room));
  },
  keepOnly: async (room) => {
    const database = await db();
    await database.delete('kv', IDBKeyRange.bound(PREFIX, `${PREFIX}${room}:`, false, true));
    await database.delete('kv', IDBKeyRange.bound(`${PREFIX}${room}:\uffff`, `${PREFIX}\uffff`, true, false));
  },
};

/** Views in memory: for tests. */
export function memoryViewStore(): ViewStore & { rooms: Map<string, SeenView[]> } {
  const rooms = new Map<string, SeenView[]>();
  return {
    rooms,
    load: async (room) => structuredClone(rooms.get(room) ?? []),
    put: async (room, index, seen) => {
      const list = rooms.get(room) ?? [];
      list[index] = structuredClone(seen);
      rooms.set(room, list);
    },
    clear: async (room) => void rooms.delete(room),
    keepOnly: async (room) => { for (const r of [...rooms.keys()]) if (r !== room) rooms.delete(r); },
  };
}
