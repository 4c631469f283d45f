// The one IndexedDB database: saved games and settings. Opened lazily, once.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { SaveRecord } from './saves.ts';

export interface AppDb extends DBSchema {
  saves: { key: string; value: SaveRecord; indexes: { updatedAt: number } };
  kv: { key: string; value: unknown };
}

const DB_NAME = 'mesoamerica-table';
const DB_VERSION = 1;
let opening: Promise<IDBPDatabase<AppDb>> | null = null;

export function db(): Promise<IDBPDatabase<AppDb>> {
  opening ??= openDB<AppDb>(DB_NAME, DB_VERSION, {
    upgrade(database) {
      const saves = database.createObjectStore('saves', { keyPath: 'id' });
      saves.createIndex('updatedAt', 'updatedAt');
      database.createObjectStore('kv');
    },
  });
  return opening;
}

/** For tests: forget the open connection (a fresh fake IndexedDB is installed between tests). */
export function resetDbForTests(): void {
  opening = null;
}

/** Asks the browser to keep our data under storage pressure; harmless where unsupported. */
export async function requestPersistence(): Promise<boolean> {
  try {
    return (await navigator.storage?.persist?.()) ?? false;
  } catch {
    return false;
  }
}

export type StoreError = { code: 'quota' | 'unavailable' | 'not-found' | 'invalid'; reason: string };

export function toStoreError(e: unknown): StoreError {
  const name = (e as { name?: string })?.name ?? '';
  if (name === 'QuotaExceededError') return { code: 'quota', reason: 'The device storage is full.' };
  return { code: 'unavailable', reason: String((e as Error)?.message ?? e) };
}
