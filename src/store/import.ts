// The Import button's whole path without the DOM: a file's text checked field by field, loaded,
// and stored only when all of that passed. The app (app/saves-io.ts) and the fuzzer
// (scripts/fuzz.ts, in Node over fake-indexeddb) run this same function.
import type { GameModule } from '../engine/types.ts';
import { parseImport, putSave, type SaveRecord } from './saves.ts';
import type { StoreError } from './db.ts';

export type ImportOutcome = { ok: true; record: SaveRecord } | { ok: false; error: StoreError };

/** Bytes are decoded as a browser's File.text() does: UTF-8, bad sequences replaced (never thrown). */
export function decodeFile(bytes: Uint8Array): string {
  return new TextDecoder('utf-8', { fatal: false }).decode(bytes);
}

export async function importSaveText(text: string, modules: Record<string, GameModule<any, any>>, now: number): Promise<ImportOutcome> {
  const parsed = parseImport(text, modules);
  if (!parsed.ok) return parsed;
  const record = { ...parsed.value, updatedAt: now };
  const stored = await putSave(record);
  return stored.ok ? { ok: true, record } : stored;
}
