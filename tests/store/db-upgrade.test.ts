// The database upgrade honours oldVersion: a device that already holds saves and settings at
// version 1 opens a later schema with nothing lost (the old code re-created its stores and failed).
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, openAppDb, resetDbForTests, UPGRADES, type UpgradeStep } from '../../src/store/db.ts';
import { listSaves, type SaveRecord } from '../../src/store/saves.ts';
import { loadSettings, DEFAULT_SETTINGS } from '../../src/store/settings.ts';
import { zapotecGame } from '../../src/games/zapotec/index.ts';
import { createMatch, toSaveFile } from '../../src/engine/match.ts';

const NAME = 'mesoamerica-table';

function save(id: string): SaveRecord {
  const m = createMatch(zapotecGame, { players: 2 }, id);
  return { v: 1, id, game: 'zapotec', seats: [{ name: 'A', kind: 'human', color: 0 }, { name: 'B', kind: 'ai', level: 'easy', color: 1 }],
    round: 1, over: false, createdAt: 1, updatedAt: id === 'a' ? 1 : 2, file: toSaveFile(zapotecGame, m) };
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  resetDbForTests();
});

describe('IndexedDB upgrades', () => {
  it('opens a version-1 database with saves and settings at a later version, keeping everything', async () => {
    const v1 = await openAppDb(NAME, 1);
    await v1.put('saves', save('a'));
    await v1.put('saves', save('b'));
    await v1.put('kv', { ...DEFAULT_SETTINGS, lang: 'fr', theme: 'dark' }, 'settings');
    await v1.put('kv', { v: 1, room: 'r' }, 'host:r');
    v1.close();
    // What the app reads at version 1…
    const before = await listSaves();
    expect(before.ok && before.value.map((r) => r.id)).toEqual(['b', 'a']);
    expect(await loadSettings()).toMatchObject({ lang: 'fr', theme: 'dark' });
    (await db()).close();
    resetDbForTests();

    // …is all there after an upgrade to a synthetic version 2 that adds an index: only its own step may run. version 2 that adds an index: only its own step may run on the old database.
    const ran: number[] = [];
    const v2Step: UpgradeStep = { to: 2, run: (_db, tx) => { ran.push(2); tx.objectStore('saves').createIndex('game' as never, 'game'); } };
    const steps = [...UPGRADES.map((s) => ({ ...s, run: (...a: Parameters<UpgradeStep['run']>) => { ran.push(s.to); s.run(...a); } })), v2Step];
    const v2 = await openAppDb(NAME, 2, steps);
    expect(ran).toEqual([2]);
    expect(v2.version).toBe(2);
    expect((await v2.getAll('saves')).map((r) => r.id).sort()).toEqual(['a', 'b']);
    expect(await v2.getAllFromIndex('saves', 'updatedAt')).toHaveLength(2);
    expect(await v2.get('kv', 'host:r')).toEqual({ v: 1, room: 'r' });

    expect(await v2.get('kv', 'settings')).toMatchObject({ lang: 'fr', theme: 'dark' });
    expect(await v2.getAllFromIndex('saves', 'game' as never)).toHaveLength(2);
    v2.close();
  });

  it('a fresh device runs every step from zero', async () => {
    const database = await openAppDb(NAME, 1);
    expect([...database.objectStoreNames].sort()).toEqual(['kv', 'saves']);
    database.close();
  });
});
