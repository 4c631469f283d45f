// The IndexedDB records of online play: a guest's seat secret by room, a host's room snapshot.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetDbForTests } from '../../src/store/db.ts';
import { idbGuestStorage, idbHostStore, listHostedRooms, type HostRecord } from '../../src/store/guest-storage.ts';
import { HostSession } from '../../src/app/host-session.ts';
import { zapotecGame } from '../../src/games/zapotec/index.ts';

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  resetDbForTests();
});

describe('online play records', () => {
  it('keeps a guest seat secret per room until it is cleared', async () => {
    expect(await idbGuestStorage.load('abcd2345')).toBeNull();
    await idbGuestStorage.save({ room: 'abcd2345', seat: 2, secret: 'f'.repeat(32), name: 'Ana', color: 3, pick: { round: '4.pick', choice: { kind: 'pick', card: 7 }, salt: 'e'.repeat(32) } });
    await idbGuestStorage.save({ room: 'zzzz2345', seat: 1, secret: 'a'.repeat(32), name: 'Bo', color: 1 });
    expect(await idbGuestStorage.load('abcd2345')).toMatchObject({ seat: 2, name: 'Ana', pick: { round: '4.pick' } });
    await idbGuestStorage.clear('abcd2345');
    expect(await idbGuestStorage.load('abcd2345')).toBeNull();
    expect(await idbGuestStorage.load('zzzz2345')).toMatchObject({ seat: 1 });
  });

  it('a host session writes its room after every change; the record restores the same game', async () => {
    const host = HostSession.create({
      module: zapotecGame, room: 'room2345', options: { players: 3 }, table: false, store: idbHostStore,
      seats: [{ name: 'Ana', kind: 'human', color: 0 }, { name: 'Ben', kind: 'human', color: 1 }, { name: 'Bot', kind: 'ai', level: 'hard', color: 2 }],
      // The bot picks its card, then never answers again: the state stays put for the comparison.
      decide: (req) => (req.version === 0 ? Promise.resolve(zapotecGame.choices(req.view as never, req.seat)[0]) : new Promise(() => {})),
    });
    await host.start();
    expect(host.act(0, host.choices(0)[0])).toEqual({ ok: true });
    expect(host.act(1, host.choices(1)[0])).toEqual({ ok: true });
    for (let i = 0; i < 100 && host.version < 3; i++) await new Promise((r) => setTimeout(r, 5));
    expect(host.version).toBe(3); // the three picks, revealed and applied
    await host.flush();
    const record = (await idbHostStore.load('room2345')) as HostRecord;
    expect(record).toMatchObject({ v: 1, room: 'room2345', game: 'zapotec', table: false, levels: [null, null, 'hard'] });
    expect(record.snapshot.started).toBe(true);
    expect(record.snapshot.file.log).toHaveLength(3);
    const back = HostSession.restore(zapotecGame, record, async () => undefined, idbHostStore);
    expect(back instanceof HostSession && back.hash()).toBe(host.hash());
    expect((await listHostedRooms()).map((r) => r.room)).toEqual(['room2345']);
    host.close(true);
    if (back instanceof HostSession) back.close();
    await host.flush();
    expect(await idbHostStore.load('room2345')).toBeNull();
    expect(await listHostedRooms()).toEqual([]);
  });

  it('a host remembers the signalling server its room registered with, so a reload registers there again', async () => {
    const host = HostSession.create({
      module: zapotecGame, room: 'room6789', options: { players: 2 }, table: false, store: idbHostStore,
      seats: [{ name: 'Ana', kind: 'human', color: 0 }, { name: 'Ben', kind: 'human', color: 1 }],
      decide: () => new Promise(() => {}),
    });
    expect(host.server).toBeNull();
    host.keepServer({ host: '127.0.0.1', port: 8080, path: '/peerjs', secure: false });
    await host.flush();
    const record = (await idbHostStore.load('room6789')) as HostRecord;
    expect(record.server).toBe('ws://127.0.0.1:8080/peerjs');
    const back = HostSession.restore(zapotecGame, record, async () => undefined, idbHostStore);
    expect(back instanceof HostSession && back.server).toEqual({ host: '127.0.0.1', port: 8080, path: '/peerjs', secure: false });
    // A record from an earlier version has none; one that is not a server's address is not used.
    for (const server of [undefined, 'ftp://x', 42]) {
      const other = HostSession.restore(zapotecGame, { ...record, server } as HostRecord, async () => undefined, idbHostStore);
      expect(other instanceof HostSession && other.server).toBeNull();
      if (other instanceof HostSession) other.close();
    }
    host.close(true);
    if (back instanceof HostSession) back.close();
  });
});
