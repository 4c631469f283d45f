import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetDbForTests } from '../../src/store/db.ts';
import { deleteSave, exportSave, getSave, listSaves, parseImport, putSave, type SaveRecord } from '../../src/store/saves.ts';
import { DEFAULT_SETTINGS, loadSettings, saveSettings } from '../../src/store/settings.ts';
import { zapotecGame } from '../../src/games/zapotec/index.ts';
import { act, createMatch, toSaveFile } from '../../src/engine/match.ts';

function record(id: string, updatedAt = 1): SaveRecord {
  let m = createMatch(zapotecGame, { players: 2 }, id);
  const r = act(zapotecGame, m, 0, { kind: 'pick', card: m.state.players[0]!.hand[0]! });
  if (r.ok) m = r.match;
  return { v: 1, id, game: 'zapotec', seats: [{ name: 'A', kind: 'human', color: 0 }, { name: 'B', kind: 'ai', level: 'easy', color: 1 }],
    round: 1, over: false, createdAt: 1, updatedAt, file: toSaveFile(zapotecGame, m) };
}
const modules = { zapotec: zapotecGame };

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  resetDbForTests();
});

describe('saved games', () => {
  it('stores, lists newest first, loads and deletes', async () => {
    expect((await putSave(record('a', 1))).ok).toBe(true);
    expect((await putSave(record('b', 5))).ok).toBe(true);
    const list = await listSaves();
    expect(list.ok && list.value.map((r) => r.id)).toEqual(['b', 'a']);
    const one = await getSave('a');
    expect(one.ok && one.value.file.log).toHaveLength(1);
    await deleteSave('a');
    const gone = await getSave('a');
    expect(gone.ok || gone.error.code).toBe('not-found');
  });

  it('export → import gives back the same record', () => {
    const r = record('exp');
    const back = parseImport(exportSave(r), modules);
    expect(back.ok && back.value).toEqual(r);
  });

  it('refuses junk, foreign files, unknown games and tampered logs with a reason', () => {
    const good = JSON.parse(exportSave(record('t')));
    const cases = [
      'not json at all',
      JSON.stringify({ hello: 'world' }),
      JSON.stringify({ ...good, kind: 'other-app' }),
      JSON.stringify({ ...good, v: 99 }),
      JSON.stringify({ ...good, game: 'chess' }),
      JSON.stringify({ ...good, file: { ...good.file, log: [{ seat: 0, choice: { kind: 'pick', card: 99 } }] } }),
      JSON.stringify({ ...good, file: { ...good.file, hash: '0123456789abcdef' } }),
      'x'.repeat(2_100_000),
    ];
    for (const text of cases) {
      const res = parseImport(text, modules);
      expect(res.ok).toBe(false);
      if (!res.ok) expect(res.error.reason.length).toBeGreaterThan(5);
    }
  });

  it('a full disk is reported as such, not thrown', async () => {
    const { db } = await import('../../src/store/db.ts');
    const database = await db();
    const spy = vi.spyOn(database, 'put').mockRejectedValue(Object.assign(new Error('full'), { name: 'QuotaExceededError' }));
    const res = await putSave(record('q'));
    expect(res.ok || res.error.code).toBe('quota');
    spy.mockRestore();
  });

  it('settings fall back to defaults and round-trip', async () => {
    expect(await loadSettings()).toEqual(DEFAULT_SETTINGS);
    await saveSettings({ ...DEFAULT_SETTINGS, lang: 'pt', botPaceMs: 0 });
    expect(await loadSettings()).toMatchObject({ lang: 'pt', botPaceMs: 0, theme: 'system' });
  });
});
