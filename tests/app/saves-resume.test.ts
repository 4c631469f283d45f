// The resume path and the home list across a rules change: a migrated game is written back at
// once (so the note shows once), and a save that cannot be brought forward is kept, flagged as
// made by an older version, and can still be exported.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetDbForTests } from '../../src/store/db.ts';
import { exportSave, getSave, listSaves, putSave, type SaveRecord } from '../../src/store/saves.ts';
import { act, createMatch, toSaveFile } from '../../src/engine/match.ts';
import { LocalSession } from '../../src/app/session.ts';
import { homeSaves } from '../../src/app/home-model.ts';
import type { GameModule } from '../../src/engine/types.ts';
import { toyGame } from '../engine/toy-game.ts';

const seats: SaveRecord['seats'] = [{ name: 'A', kind: 'human', color: 0 }, { name: 'B', kind: 'ai', level: 'easy', color: 1 }];

function record(id: string): SaveRecord {
  let m = createMatch(toyGame, { seats: 2 }, id);
  const r = act(toyGame, m, 0, { id: 'add:2', kind: 'add', add: 2 });
  if (r.ok) m = r.match;
  return { v: 1, id, game: 'toy', seats, round: 1, over: false, createdAt: 1, updatedAt: 1, file: JSON.parse(JSON.stringify(toSaveFile(toyGame, m))) };
}

// Rules version 2 of the toy game: "add 2" adds 3 now; the state gained nothing, so the migration is the identity.
const v2 = (migrations: GameModule<any, any>['migrations']): GameModule<any, any> => ({
  ...toyGame, rulesVersion: 2, migrations,
  apply: (s, seat, c) => toyGame.apply(s, seat, (c as { add?: number })?.add === 2 ? { ...(c as object), add: 0 } : c),
});

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  resetDbForTests();
});

describe('resume and home across a rules change', () => {
  it('a migrated game says so once: it is written back at the current rules at once', async () => {
    const module = v2([{ from: 1, to: 2, migrate: (s) => s }]);
    await putSave(record('m'));
    const s = LocalSession.resume(module, (await getSave('m') as { value: SaveRecord }).value, () => 1);
    if (!(s instanceof LocalSession)) throw new Error('not loaded');
    expect(s.loadedVia).toBe('migrated');
    await s.flush();
    const again = LocalSession.resume(module, (await getSave('m') as { value: SaveRecord }).value, () => 1);
    expect(again instanceof LocalSession && again.loadedVia).toBe('snapshot');
  });

  it('a save that cannot be migrated is kept, listed as older, and exportable', async () => {
    await putSave(record('old'));
    await putSave(record('fine'));
    const listed = await listSaves();
    expect(listed.ok && listed.value).toHaveLength(2);
    const stale = homeSaves(listed.ok ? listed.value : [], { toy: v2([]) });
    expect(stale.map((e) => e.stale)).toEqual([true, true]);
    const current = homeSaves(listed.ok ? listed.value : [], { toy: toyGame });
    expect(current.map((e) => e.stale)).toEqual([false, false]);
    expect(JSON.parse(exportSave(stale[0]!)).file.log).toHaveLength(1);
    // Junk in a stored record (an import from an older app) is made safe for the home screen.
    const junk = { ...record('junk'), seats: [{ color: 'x' }], updatedAt: Number.NaN, game: 'constructor' } as unknown as SaveRecord;
    const [entry] = homeSaves([junk], { toy: toyGame });
    expect(entry).toMatchObject({ stale: true, seats: [], updatedAt: 0 });
  });
});
