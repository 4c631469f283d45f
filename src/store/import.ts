// The Import button's whole path without the DOM: a file's text checked field by field, loaded,
// and stored only when all of that passed. The app (app/saves-io.ts) and the fuzzer
// (scripts/fuzz.ts, in Node over fake-indexeddb) run this same function.
import type { GameModule } from '../engine/types.ts';
import { MAX_IMPORT_BYTES, parseImport, putSave, tooBigError, type SaveRecord } from './saves.ts';
import type { StoreError } from './db.ts';

export type ImportOutcome = { ok: true; record: SaveRecord } | { ok: false; error: StoreError };

export async function importSaveText(text: string, modules: Record<string, GameModule<any, any>>, now: number): Promise<ImportOutcome> {
  const parsed = parseImport(text, modules);
  if (!parsed.ok) return parsed;
  const record = { ...parsed.value, updatedAt: now };
  const stored = await putSave(record);
  return stored.ok ? { ok: true, record } : stored;
}

/** What the Import button hands over: a File in the browser, a File (Node 20 has it) in the fuzzer. */
export interface ImportedFile {
  readonly size: number;
  text(): Promise<string>;
}

/** The Import button's path from a chosen file: a huge file is refused by its size before it is read (a character is at most 4 bytes). */
export async function importSaveFile(file: ImportedFile, modules: Record<string, GameModule<any, any>>, now: number): Promise<ImportOutcome> {
  if (file.size > MAX_IMPORT_BYTES * 4) return { ok: false, error: tooBigError() };
  return importSaveText(await file.text(), modules, now);
}
