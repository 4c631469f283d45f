// The saves fuzzer: real exported saves of all three games, mutated, imported through the same
// function the Import button calls (store/import.ts importSaveFile, over fake-indexeddb), then the
// home screen's model built from what was stored. A crash is any exception escaping either.
// `accepted` counts mutants that passed import; `acceptedInvalid` those stored that then failed to
// load, to build the home entry, or to give each seat a view.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { readdirSync, readFileSync } from 'node:fs';
import { makeRng } from '../../src/engine/rng.ts';
import { fromSaveFile } from '../../src/engine/match.ts';
import { resetDbForTests } from '../../src/store/db.ts';
import { importSaveFile } from '../../src/store/import.ts';
import { deleteSave, listSaves, type SaveRecord } from '../../src/store/saves.ts';
import { checkSeats } from '../../src/store/validate.ts';
import { MODULES } from '../../src/app/games.ts';
import { homeSaves } from '../../src/app/home-model.ts';
import { mutateBenign, mutateBytes, mutateTree } from './mutate.ts';
import { GOLDEN_ROOT, goldenGenerations } from '../make-golden-saves.ts';

export interface SavesReport { target: 'saves'; cases: number; crashes: number; accepted: number; acceptedInvalid: number; homeIntact: boolean }

const MB50 = 50 * 1024 * 1024;

/** The golden saves of every generation (tests/fixtures/saves/<day made>/). */
export function loadFixtures(): { name: string; text: string }[] {
  return goldenGenerations().flatMap((g) => {
    const dir = `${GOLDEN_ROOT}/${g}`;
    return readdirSync(dir).filter((f) => f.endsWith('.json')).sort().map((f) => ({ name: `${g}/${f}`, text: readFileSync(`${dir}/${f}`, 'utf8') }));
  });
}

/** What the home screen renders for a stored record, checked as the DOM code would use it. */
function renderable(record: SaveRecord & { stale: boolean }): boolean {
  if (record.stale) return false;
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(record.updatedAt);
  return record.seats.every((s) => typeof s.name === 'string' && Number.isInteger(s.color) && s.color >= 0 && s.color < 5);
}

/** A stored record loads and every seat gets a view, as resuming it would. */
function loads(record: SaveRecord): boolean {
  if (!Object.hasOwn(MODULES, record.game)) return false;
  const module = MODULES[record.game]!;
  const res = fromSaveFile(module, record.file);
  if (!res.ok) return false;
  const n = module.seatCount(res.match.state);
  if (!checkSeats(record.seats, n, res.match.options).ok) return false;
  for (let seat = 0; seat < n; seat++) module.view(res.match.state, seat);
  module.result(res.match.state);
  return true;
}

function fileOf(bytes: Uint8Array<ArrayBuffer> | string): File {
  return new File([bytes], 'save.json', { type: 'application/json' });
}

export async function fuzzSaves(cases: number, seed: string, log: (line: string) => void = () => {}): Promise<SavesReport> {
  globalThis.indexedDB = new IDBFactory();
  resetDbForTests();
  const fixtures = loadFixtures();
  const rng = makeRng(`fuzz-saves:${seed}`);
  let crashes = 0, accepted = 0, acceptedInvalid = 0, homeIntact = true;
  const checkHome = async (): Promise<void> => {
    try {
      const listed = await listSaves();
      if (!listed.ok) { homeIntact = false; return; }
      const entries = homeSaves(listed.value, MODULES);
      if (entries.length !== listed.value.length) homeIntact = false;
      for (const e of entries) if (!renderable(e)) { homeIntact = false; log(`home: ${e.id} is not renderable`); }
      for (const r of listed.value) await deleteSave(r.id);
    } catch (e) {
      homeIntact = false;
      log(`home crashed: ${(e as Error).stack}`);
    }
  };
  for (let i = 0; i < cases; i++) {
    const base = fixtures[rng.int(fixtures.length)]!;
    let file: File;
    let what: string;
    const kind = rng.int(20);
    if (i % 5000 === 1234) { file = fileOf(new Uint8Array(MB50).fill(0x20)); what = '50MB'; }
    else if (kind === 0) { file = fileOf(new Uint8Array(0)); what = 'empty'; }
    else if (kind <= 2) { file = fileOf(mutateBytes(base.text, rng)); what = 'bytes'; }
    else {
      const tree = JSON.parse(base.text);
      const ops: string[] = [];
      try {
        if (kind <= 5) ops.push(mutateBenign(tree, rng));
        else for (let k = 1 + rng.int(3); k > 0; k--) ops.push(mutateTree(tree, rng));
        file = fileOf(JSON.stringify(tree));
      } catch {
        // The mutant is too deep for the mutator itself to copy or write: write such nesting as text.
        const depth = 5_000 + rng.int(200_000);
        file = fileOf(`{"kind":"mesoamerica-table/save","v":1,"seats":${'['.repeat(depth)}${']'.repeat(depth)}}`);
        ops.push('deep-text');
      }
      what = ops.join('+');
    }
    const t0 = performance.now();
    try {
      const res = await importSaveFile(file, MODULES, 1_800_000_000_000 + i);
      if (res.ok) {
        accepted++;
        let good = false;
        try { good = loads(res.record); } catch { good = false; }
        if (!good) { acceptedInvalid++; log(`case ${i} (${base.name}, ${what}): stored but does not load`); }
      } else if (!res.error.key) {
        // Every refusal must carry a translatable reason (a storage failure has none: that is a crash here).
        crashes++;
        log(`case ${i} (${base.name}, ${what}): refusal without a reason key: ${res.error.reason}`);
      }
    } catch (e) {
      crashes++;
      log(`case ${i} (${base.name}, ${what}): ${(e as Error).stack}`);
    }
    const ms = performance.now() - t0;
    if (ms > 2000) log(`case ${i} (${base.name}, ${what}): slow, ${Math.round(ms)} ms`);
    if ((i + 1) % 250 === 0 || i === cases - 1) await checkHome();
  }
  if (({} as Record<string, unknown>).polluted !== undefined) { crashes++; log('Object.prototype was polluted'); }
  return { target: 'saves', cases, crashes, accepted, acceptedInvalid, homeIntact };
}
