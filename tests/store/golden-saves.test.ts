// Golden saves: files exported by earlier versions of the app (tests/fixtures/saves/<day made>,
// written by scripts/make-golden-saves.ts) must import through the real Import path and play on to
// the end in this and every later version. A rules change that breaks one must ship a migration.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { resetDbForTests } from '../../src/store/db.ts';
import { importSaveText } from '../../src/store/import.ts';
import { getSave, parseImport } from '../../src/store/saves.ts';
import { act, fromSaveFile } from '../../src/engine/match.ts';
import { hashState } from '../../src/engine/hash.ts';
import { makeRng } from '../../src/engine/rng.ts';
import { MODULES } from '../../src/app/games.ts';
import { GOLDEN_CONFIGS, GOLDEN_ROOT, goldenGenerations, goldenName, newestGolden } from '../../scripts/make-golden-saves.ts';

const generations = goldenGenerations();
const files = generations.flatMap((g) => readdirSync(`${GOLDEN_ROOT}/${g}`).filter((f) => f.endsWith('.json')).sort().map((f) => `${g}/${f}`));

beforeAll(() => {
  globalThis.indexedDB = new IDBFactory();
  resetDbForTests();
});

describe('golden saves', () => {
  it('the newest generation covers every game, player count and solo automa, mid-game and finished', () => {
    expect(generations.length).toBeGreaterThanOrEqual(2); // Copan rules 1 and 2 at least
    const expected = GOLDEN_CONFIGS.flatMap((c) => [`${goldenName(c, 'mid')}.json`, `${goldenName(c, 'end')}.json`]).sort();
    expect(readdirSync(newestGolden()).filter((f) => f.endsWith('.json')).sort()).toEqual(expected);
  });

  it.each(files)('%s imports, loads from its log and its snapshot, and plays on to the end', async (name) => {
    const text = readFileSync(`${GOLDEN_ROOT}/${name}`, 'utf8');
    const imported = await importSaveText(text, MODULES, 1);
    if (!imported.ok) throw new Error(`${name}: ${imported.error.reason}`);
    const stored = await getSave(imported.record.id);
    if (!stored.ok) throw new Error('not stored');
    const module = MODULES[stored.value.game]!;
    const loaded = fromSaveFile(module, stored.value.file);
    if (!loaded.ok) throw new Error(loaded.error.reason);
    const older = (stored.value.file.rulesVersion ?? 1) < module.rulesVersion;
    // A save of the current rules replays its log. One made before a rules change replays it when
    // the change never came up in that game, else loads its snapshot through the migrations.
    if (older) {
      expect(['replay', 'migrated']).toContain(loaded.via);
      // Copan rules 2 changed what follows an ejected owner's move: a game that had one cannot replay.
      if (name.includes('/copan-') && text.includes('"eject_move')) expect(loaded.via).toBe('migrated');
    } else expect(loaded.via).toBe('replay');
    // The snapshot path (taken after a rules change) accepts this real position as well.
    const viaSnapshot = fromSaveFile(module, { ...stored.value.file, rebased: true });
    if (!viaSnapshot.ok) throw new Error(viaSnapshot.error.reason);
    expect(viaSnapshot.via).toBe(older ? 'migrated' : 'snapshot');
    expect(hashState(viaSnapshot.match.state)).toBe(hashState(loaded.match.state));
    expect(parseImport(text, MODULES).ok).toBe(true);
    let match = loaded.match;
    const rng = makeRng(`golden-on:${name}`);
    for (let step = 0; step < 20_000; step++) {
      const pending = module.pending(match.state);
      if (pending.length === 0) break;
      const seat = pending[rng.int(pending.length)]!.seat;
      const choices = module.choices(match.state, seat);
      const res = act(module, match, seat, choices[rng.int(choices.length)]);
      if (!res.ok) throw new Error(`${name}: step ${step}: ${res.error.reason}`);
      match = res.match;
    }
    expect(module.pending(match.state)).toEqual([]);
    expect(module.result(match.state)).not.toBeNull();
    if (name.endsWith('-end.json')) expect(stored.value.over).toBe(true);
  });
});
