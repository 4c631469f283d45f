// Saved games: one record per match, written after every move. Export/import as JSON files;
// anything malformed, foreign or inconsistent is refused with a reason and touches nothing.
import type { GameModule } from '../engine/types.ts';
import { fromSaveFile, type SaveFile } from '../engine/match.ts';
import { db, toStoreError, type StoreError } from './db.ts';

export const RECORD_VERSION = 1;
export const EXPORT_KIND = 'mesoamerica-table/save';

export interface SeatInfo {
  name: string;
  kind: 'human' | 'ai' | 'automa' | 'remote';
  level?: 'easy' | 'normal' | 'hard';
  color: number; // index into the player colours
}

export interface SaveRecord {
  v: number;
  id: string;
  game: string;
  seats: SeatInfo[];
  round: number;
  over: boolean;
  createdAt: number;
  updatedAt: number;
  file: SaveFile<unknown>;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: StoreError };

/** Upgrades records written by older versions of the app. */
export function migrate(raw: unknown): SaveRecord | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Partial<SaveRecord>;
  if (r.v === RECORD_VERSION) return r as SaveRecord;
  return null; // no older record versions exist yet
}

export async function putSave(record: SaveRecord): Promise<Result<null>> {
  try {
    await (await db()).put('saves', record);
    return { ok: true, value: null };
  } catch (e) {
    return { ok: false, error: toStoreError(e) };
  }
}

export async function listSaves(): Promise<Result<SaveRecord[]>> {
  try {
    const all = await (await db()).getAll('saves');
    const records = all.map(migrate).filter((r): r is SaveRecord => r !== null);
    return { ok: true, value: records.sort((a, b) => b.updatedAt - a.updatedAt) };
  } catch (e) {
    return { ok: false, error: toStoreError(e) };
  }
}

export async function getSave(id: string): Promise<Result<SaveRecord>> {
  try {
    const record = migrate(await (await db()).get('saves', id));
    return record ? { ok: true, value: record } : { ok: false, error: { code: 'not-found', reason: 'No such saved game.' } };
  } catch (e) {
    return { ok: false, error: toStoreError(e) };
  }
}

export async function deleteSave(id: string): Promise<Result<null>> {
  try {
    await (await db()).delete('saves', id);
    return { ok: true, value: null };
  } catch (e) {
    return { ok: false, error: toStoreError(e) };
  }
}

export function exportSave(record: SaveRecord): string {
  return JSON.stringify({ kind: EXPORT_KIND, ...record }, null, 1);
}

const MAX_IMPORT_BYTES = 2_000_000;

/** Parses and fully checks an exported file (by replaying it) before anything is stored. */
export function parseImport(text: string, modules: Record<string, GameModule<any, any>>): Result<SaveRecord> {
  const invalid = (reason: string): Result<SaveRecord> => ({ ok: false, error: { code: 'invalid', reason } });
  if (text.length > MAX_IMPORT_BYTES) return invalid('The file is too large to be a saved game.');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return invalid('The file is not JSON.');
  }
  const o = data as Partial<SaveRecord> & { kind?: unknown };
  if (typeof o !== 'object' || o === null || o.kind !== EXPORT_KIND) return invalid('The file is not a saved game of this app.');
  const record = migrate({ ...o, kind: undefined });
  if (!record) return invalid('The saved game was written by an unknown version of the app.');
  const module = modules[record.game];
  if (!module) return invalid(`Unknown game "${String(record.game)}".`);
  if (!Array.isArray(record.seats) || typeof record.id !== 'string') return invalid('The saved game is missing its players.');
  const loaded = fromSaveFile(module, record.file);
  if (!loaded.ok) return invalid(loaded.error.reason);
  const { kind: _kind, ...clean } = record as SaveRecord & { kind?: unknown };
  return { ok: true, value: clean };
}
