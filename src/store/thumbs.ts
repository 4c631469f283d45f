// Small pictures of saved games' boards for the home screen's Continue list, keyed by save id.
// They live in their own IndexedDB database so the saves database (and its schema) stays untouched;
// losing one only brings back the game's emblem. Everything read is validated before it reaches an
// <img>: only a small JPEG/WebP data URL is ever shown.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

export const THUMB_VERSION = 1;
/** The largest data URL kept (a 192x144 WebP is usually 5-15 KB). */
export const THUMB_MAX_CHARS = 96_000;
const TYPES = ['image/webp', 'image/jpeg'] as const;

export interface ThumbRecord {
  v: number;
  id: string;
  /** `data:image/webp;base64,...` or `data:image/jpeg;base64,...` */
  url: string;
  w: number;
  h: number;
  at: number;
}

interface ThumbDb extends DBSchema { thumbs: { key: string; value: ThumbRecord } }

const DB_NAME = 'mesoamerica-thumbs';
let opening: Promise<IDBPDatabase<ThumbDb>> | null = null;
const open = () => (opening ??= openDB<ThumbDb>(DB_NAME, 1, { upgrade(d) { d.createObjectStore('thumbs', { keyPath: 'id' }); } }));

/** For tests: forget the open connection (a fresh fake IndexedDB is installed between tests). */
export function resetThumbsForTests(): void { opening = null; }

const dim = (n: unknown) => Number.isInteger(n) && (n as number) > 0 && (n as number) <= 512;

/** The record when it is one we wrote for `id` (a small base64 JPEG/WebP data URL), else null. */
export function validThumb(raw: unknown, id: string): ThumbRecord | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Partial<ThumbRecord>;
  if (r.v !== THUMB_VERSION || r.id !== id || typeof r.url !== 'string' || !dim(r.w) || !dim(r.h)) return null;
  if (r.url.length > THUMB_MAX_CHARS) return null;
  const m = /^data:(image\/[a-z]+);base64,([A-Za-z0-9+/]+={0,2})$/.exec(r.url);
  if (!m || !(TYPES as readonly string[]).includes(m[1]!) || m[2]!.length < 16) return null;
  return r as ThumbRecord;
}

export async function putThumb(id: string, url: string, w: number, h: number): Promise<boolean> {
  const record: ThumbRecord = { v: THUMB_VERSION, id, url, w, h, at: Date.now() };
  if (!validThumb(record, id)) return false;
  try { await (await open()).put('thumbs', record); return true; } catch { return false; }
}

/** Thumbnails of these saves (missing, unreadable or invalid ones are left out). */
export async function getThumbs(ids: readonly string[]): Promise<Map<string, ThumbRecord>> {
  const out = new Map<string, ThumbRecord>();
  try {
    const d = await open();
    for (const id of ids) {
      const ok = validThumb(await d.get('thumbs', id), id);
      if (ok) out.set(id, ok);
    }
  } catch { /* no thumbnails: the emblems show */ }
  return out;
}

export async function deleteThumb(id: string): Promise<void> {
  try { await (await open()).delete('thumbs', id); } catch { /* nothing to free */ }
}
