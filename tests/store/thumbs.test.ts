import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { deleteThumb, getThumbs, putThumb, resetThumbsForTests, THUMB_MAX_CHARS, validThumb } from '../../src/store/thumbs.ts';

const WEBP = `data:image/webp;base64,${'UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA='}`;
const good = (over: Record<string, unknown> = {}) => ({ v: 1, id: 'a', url: WEBP, w: 192, h: 144, at: 5, ...over });

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  resetThumbsForTests();
});

describe('board thumbnails', () => {
  it('accepts only a small base64 WebP or JPEG data URL written for that save', () => {
    expect(validThumb(good(), 'a')).not.toBeNull();
    expect(validThumb(good({ url: WEBP.replace('webp', 'jpeg') }), 'a')).not.toBeNull();
    expect(validThumb(good(), 'b')).toBeNull(); // another save's picture
    expect(validThumb(good({ v: 2 }), 'a')).toBeNull();
    expect(validThumb(good({ url: WEBP.replace('webp', 'svg+xml') }), 'a')).toBeNull(); // scripts can hide in SVG
    expect(validThumb(good({ url: 'javascript:alert(1)' }), 'a')).toBeNull();
    expect(validThumb(good({ url: 'https://example.com/x.webp' }), 'a')).toBeNull();
    expect(validThumb(good({ url: `${WEBP}"onerror="x` }), 'a')).toBeNull();
    expect(validThumb(good({ url: `data:image/webp;base64,${'A'.repeat(THUMB_MAX_CHARS)}` }), 'a')).toBeNull();
    expect(validThumb(good({ w: 0 }), 'a')).toBeNull();
    expect(validThumb(good({ h: 4096 }), 'a')).toBeNull();
    expect(validThumb(good({ w: 1.5 }), 'a')).toBeNull();
    for (const raw of [null, undefined, 'x', 3, []]) expect(validThumb(raw, 'a')).toBeNull();
  });

  it('stores, reads back, leaves out what is missing or invalid, and deletes', async () => {
    expect(await putThumb('a', WEBP, 192, 144)).toBe(true);
    expect(await putThumb('b', 'data:text/html;base64,PHNjcmlwdD4=', 192, 144)).toBe(false);
    const got = await getThumbs(['a', 'b', 'c']);
    expect([...got.keys()]).toEqual(['a']);
    expect(got.get('a')?.url).toBe(WEBP);
    await deleteThumb('a');
    expect((await getThumbs(['a'])).size).toBe(0);
  });

  it('answers with no thumbnails when IndexedDB is unavailable', async () => {
    (globalThis as { indexedDB?: unknown }).indexedDB = undefined;
    resetThumbsForTests();
    expect((await getThumbs(['a'])).size).toBe(0);
    expect(await putThumb('a', WEBP, 192, 144)).toBe(false);
  });
});
