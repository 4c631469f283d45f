// A guest's received views kept across reloads: one IndexedDB entry per view, read back in order,
// and a GuestSession that puts the stored ones back in front of those its new page receives.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetDbForTests } from '../../src/store/db.ts';
import { idbViewStore, memoryViewStore, type SeenView } from '../../src/store/guest-views.ts';
import { GuestSession } from '../../src/app/guest-session.ts';
import { zapotecGame } from '../../src/games/zapotec/index.ts';

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  resetDbForTests();
});

const seen = (n: number): SeenView => ({ view: { n }, events: n ? [{ type: 'moved', seat: n % 2 }] : [] });

/** Just enough of a GuestClient: views are pushed by the test. */
function stubClient() {
  const handlers = new Map<string, ((e: unknown) => void)[]>();
  return {
    client: {
      status: 'joined', seats: [], seat: 1, module: zapotecGame,
      on(name: string, cb: (e: unknown) => void) {
        handlers.set(name, [...(handlers.get(name) ?? []), cb]);
        return () => {};
      },
    },
    view: (n: number) => { for (const cb of handlers.get('view') ?? []) cb({ ...seen(n), full: false, mine: false }); },
  };
}

describe('guest views across reloads', () => {
  it('the store gives a room its views back in the order received, apart from other rooms', async () => {
    for (const i of [2, 0, 11, 1]) await idbViewStore.put('room2345', i, seen(i));
    await idbViewStore.put('other234', 0, seen(9));
    expect((await idbViewStore.load('room2345')).map((x) => (x.view as { n: number }).n)).toEqual([0, 1, 2, 11]);
    await idbViewStore.clear('room2345');
    expect(await idbViewStore.load('room2345')).toEqual([]);
    expect(await idbViewStore.load('other234')).toEqual([seen(9)]);
  });

  it("keeping one room's views forgets the others', and nothing else in the store", async () => {
    for (const room of ['aaaa2345', 'room2345', 'zzzz2345']) await idbViewStore.put(room, 0, seen(1));
    await (await db()).put('kv', { room: 'room2345' }, 'guest:room2345');
    await idbViewStore.keepOnly('room2345');
    expect(await idbViewStore.load('room2345')).toEqual([seen(1)]);
    expect(await idbViewStore.load('aaaa2345')).toEqual([]);
    expect(await idbViewStore.load('zzzz2345')).toEqual([]);
    expect(await (await db()).get('kv', 'guest:room2345')).toEqual({ room: 'room2345' });
  });

  it('a malformed stored entry ends the list: read like any outside input', async () => {
    await idbViewStore.put('room2345', 0, seen(0));
    await (await db()).put('kv', { view: 1, events: 'no' }, 'views:room2345:00001');
    await idbViewStore.put('room2345', 2, seen(2));
    expect(await idbViewStore.load('room2345')).toEqual([seen(0)]);
  });

  it('a reloaded guest replays from the start: stored views first, the repeated one once, new ones written', async () => {
    const store = memoryViewStore();
    // The first page saw views 0 to 3.
    const a = stubClient();
    const first = new GuestSession(a.client as never, 'room2345');
    a.view(0);
    await first.keepViews(store);
    for (const n of [1, 2, 3]) a.view(n);
    await first.viewsWritten();
    expect(store.rooms.get('room2345')).toEqual([0, 1, 2, 3].map(seen));
    // The reloaded page: its first view is the position it left (3), then the game goes on.
    const b = stubClient();
    const second = new GuestSession(b.client as never, 'room2345');
    b.view(3);
    await second.keepViews(store);
    b.view(4);
    await second.viewsWritten();
    expect(second.seenViews.map((x) => (x.view as { n: number }).n)).toEqual([0, 1, 2, 3, 4]);
    expect(store.rooms.get('room2345')).toEqual([0, 1, 2, 3, 4].map(seen));
    // A new game in the room: the finished one's views go from storage too.
    b.view(5);
    second.newMatch();
    await second.viewsWritten();
    expect(store.rooms.get('room2345')).toEqual([seen(5)]);
  });
});
