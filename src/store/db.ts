// The one IndexedDB database: saved games and settings. Opened lazily, once.
import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction } from 'idb';
import type { SaveRecord } from './record.ts';
import type { MessageKey } from '../i18n/en.ts';

export interface AppDb extends DBSchema {
  saves: { key: string; value: SaveRecord; indexes: { updatedAt: number } };
  kv: { key: string; value: unknown };
}

const DB_NAME = 'mesoamerica-table';
const DB_VERSION = 1;
let opening: Promise<IDBPDatabase<AppDb>> | null = null;

/** One schema change: what version `to` adds to version `to - 1`. Never edit a shipped step; add one. */
export interface UpgradeStep {
  to: number;
  run(database: IDBPDatabase<AppDb>, tx: IDBPTransaction<AppDb, ('saves' | 'kv')[], 'versionchange'>): void;
}

export const UPGRADES: readonly UpgradeStep[] = [
  {
    to: 1,
    run(database) {
      const saves = database.createObjectStore('saves', { keyPath: 'id' });
      saves.createIndex('updatedAt', 'updatedAt');
      database.createObjectStore('kv');
    },
  },
];

/**
 * Opens the database at `version`, running only the steps above the version it had (so a device
 * that already holds saves keeps them). Exposed with its parameters for the upgrade test.
 */
export function openAppDb(name = DB_NAME, version = DB_VERSION, steps: readonly UpgradeStep[] = UPGRADES): Promise<IDBPDatabase<AppDb>> {
  return openDB<AppDb>(name, version, {
    upgrade(database, oldVersion, newVersion, tx) {
      for (const step of steps) if (step.to > oldVersion && step.to <= (newVersion ?? version)) step.run(database, tx);
    },
  });
}

export function db(): Promise<IDBPDatabase<AppDb>> {
  opening ??= openAppDb();
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

export type StoreError = {
  code: 'quota' | 'unavailable' | 'not-found' | 'invalid';
  /** English, for logs. */
  reason: string;
  /** What the person reads: an i18n key and its parameters (import refusals). */
  key?: MessageKey;
  data?: Record<string, string | number>;
};

export function toStoreError(e: unknown): StoreError {
  const name = (e as { name?: string })?.name ?? '';
  if (name === 'QuotaExceededError') return { code: 'quota', reason: 'The device storage is full.' };
  return { code: 'unavailable', reason: String((e as Error)?.message ?? e) };
}
