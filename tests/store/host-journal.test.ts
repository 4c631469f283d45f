// The host's write-ahead copy (store/guest-storage.ts): each change is kept synchronously in
// localStorage before anything is sent, so a page that reloads before IndexedDB has written it
// loses nothing; the copy goes once IndexedDB holds that very record.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetDbForTests } from '../../src/store/db.ts';
import { idbHostStore, type HostRecord } from '../../src/store/guest-storage.ts';

function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() { return m.size; }, clear: () => m.clear(), key: (i) => [...m.keys()][i] ?? null,
    getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, String(v)), removeItem: (k) => void m.delete(k),
  };
}

const record = (updatedAt: number, version: number): HostRecord => ({
  v: 1, room: 'room2345', game: 'zapotec', table: false, levels: [null, null], createdAt: 1, updatedAt,
  snapshot: { version } as unknown as HostRecord['snapshot'],
});

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  resetDbForTests();
  vi.stubGlobal('localStorage', memoryStorage());
});
afterEach(() => vi.unstubAllGlobals());

describe('the host journal', () => {
  it('is what a load finds when the page went before IndexedDB wrote the change', async () => {
    await idbHostStore.save(record(10, 6));
    idbHostStore.stage!(record(11, 7)); // the move; the page reloads before its save is written
    expect((await idbHostStore.load('room2345'))?.snapshot).toEqual({ version: 7 });
  });

  it('goes once IndexedDB holds that record; a newer staged change stays', async () => {
    const a = record(10, 6);
    const b = record(11, 7);
    idbHostStore.stage!(a);
    idbHostStore.stage!(b);
    await idbHostStore.save(a);
    expect(localStorage.length).toBe(1); // b is not written yet
    await idbHostStore.save(b);
    expect(localStorage.length).toBe(0);
    expect((await idbHostStore.load('room2345'))?.snapshot).toEqual({ version: 7 });
  });

  it('is cleared with the room', async () => {
    idbHostStore.stage!(record(10, 6));
    await idbHostStore.clear('room2345');
    expect(await idbHostStore.load('room2345')).toBeNull();
  });
});
