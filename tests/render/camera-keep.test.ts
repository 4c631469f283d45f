import { describe, expect, it } from 'vitest';
import { allInView, readSavedCamera, tapOutcome } from '../../src/render/core/camera.ts';

describe('a camera kept across a remount is checked when read back', () => {
  const ok = { z: 2, x: -100, y: -50, w: 390, h: 600, mode: 'user' };
  it('a camera taken at this size comes back as it was', () => {
    expect(readSavedCamera(JSON.stringify(ok), 390, 600)).toEqual(ok);
  });
  it('another board size, junk, or values out of range give nothing (the board stays at fit)', () => {
    expect(readSavedCamera(JSON.stringify(ok), 1024, 700)).toBeNull();
    expect(readSavedCamera(null, 390, 600)).toBeNull();
    expect(readSavedCamera('{not json', 390, 600)).toBeNull();
    expect(readSavedCamera('42', 390, 600)).toBeNull();
    expect(readSavedCamera(JSON.stringify({ ...ok, z: 9 }), 390, 600)).toBeNull();
    expect(readSavedCamera(JSON.stringify({ ...ok, z: 0.5 }), 390, 600)).toBeNull();
    expect(readSavedCamera(JSON.stringify({ ...ok, x: 'a' }), 390, 600)).toBeNull();
    expect(readSavedCamera(JSON.stringify({ ...ok, y: 1e9 }), 390, 600)).toBeNull();
    expect(readSavedCamera(JSON.stringify({ ...ok, h: undefined }), 390, 600)).toBeNull();
  });
  it('an unknown mode is read as fit', () => {
    expect(readSavedCamera(JSON.stringify({ ...ok, mode: 'weird' }), 390, 600)?.mode).toBe('fit');
  });
});

describe('a tap on the board never zooms by itself', () => {
  it('a target takes the tap, zoomed or not, second tap or not', () => {
    for (const second of [false, true]) for (const zoomed of [false, true]) expect(tapOutcome(true, second, zoomed)).toBe('target');
  });
  it('a single tap off the targets only asks what is there, at fit and zoomed', () => {
    expect(tapOutcome(false, false, false)).toBe('inspect');
    expect(tapOutcome(false, false, true)).toBe('inspect');
  });
  it('a double tap still zooms in at fit and back to fit when zoomed', () => {
    expect(tapOutcome(false, true, false)).toBe('zoomIn');
    expect(tapOutcome(false, true, true)).toBe('fit');
  });
});

describe('targets in view', () => {
  it('inside (with a pixel of slack) or not', () => {
    expect(allInView([{ x: 0, y: 0, w: 390, h: 600 }], 390, 600)).toBe(true);
    expect(allInView([{ x: 10, y: 10, w: 20, h: 20 }, { x: 380, y: 10, w: 20, h: 20 }], 390, 600)).toBe(false);
    expect(allInView([{ x: -30, y: 10, w: 20, h: 20 }], 390, 600)).toBe(false);
    expect(allInView([], 390, 600)).toBe(true);
  });
});
