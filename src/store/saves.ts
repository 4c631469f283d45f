// Saved games: one record per match, written after every move. Export/import as JSON files;
// anything malformed, foreign or inconsistent is refused with a reason and touches nothing.
import type { GameModule } from '../engine/types.ts';
import { db, toStoreError, type StoreError } from './db.ts';
import { checkRecord, RECORD_VERSION, type CheckedRecord } from './validate.ts';

import type { SaveRecord } from './record.ts';

export { RECORD_VERSION } from './validate.ts';
export type { SaveRecord, SeatInfo } from './record.ts';
export const EXPORT_KIND = 'mesoamerica-table/save';

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

export const MAX_IMPORT_BYTES = 2_000_000;

export const tooBigError = (): StoreError => ({ code: 'invalid', reason: 'The file is too large to be a saved game.', key: 'store.err.tooBig' });

export type ImportResult = { ok: true; value: SaveRecord; checked: CheckedRecord } | { ok: false; error: StoreError };

/** Parses and fully checks an exported file (every field, then a replay) before anything is stored. */
export function parseImport(text: string, modules: Record<string, GameModule<any, any>>): ImportResult {
  const invalid = (key: NonNullable<StoreError['key']>, reason: string, data?: StoreError['data']): ImportResult =>
    ({ ok: false, error: { code: 'invalid', reason, key, ...(data ? { data } : {}) } });
  if (text.length === 0) return invalid('store.err.empty', 'The file is empty.');
  if (text.length > MAX_IMPORT_BYTES) return { ok: false, error: tooBigError() };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return invalid('store.err.notJson', 'The file is not JSON.');
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data) || !Object.hasOwn(data, 'kind') || (data as { kind: unknown }).kind !== EXPORT_KIND)
    return invalid('store.err.notSave', 'The file is not a saved game of this app.');
  const { kind: _kind, ...rest } = data as Record<string, unknown>;
  const checked = checkRecord(rest, modules);
  if (!checked.ok) return invalid(checked.refusal.key, checked.refusal.reason, checked.refusal.data);
  return { ok: true, value: checked.value.record, checked: checked.value };
}
