import { describe, expect, it } from 'vitest';
import { onBoard, tabKeyTarget } from '../../src/ui/tab-nav.ts';

describe('tab list keys (WAI-ARIA tabs, horizontal)', () => {
  it('arrows move to the neighbour and wrap at both ends', () => {
    expect(tabKeyTarget('ArrowRight', 0, 8)).toBe(1);
    expect(tabKeyTarget('ArrowRight', 7, 8)).toBe(0);
    expect(tabKeyTarget('ArrowLeft', 3, 8)).toBe(2);
    expect(tabKeyTarget('ArrowLeft', 0, 8)).toBe(7);
  });

  it('Home and End go to the first and the last tab', () => {
    expect(tabKeyTarget('Home', 5, 7)).toBe(0);
    expect(tabKeyTarget('End', 2, 7)).toBe(6);
  });

  it('other keys, and an empty list, are left alone', () => {
    for (const key of ['ArrowUp', 'ArrowDown', 'Enter', ' ', 'Tab', 'c']) expect(tabKeyTarget(key, 1, 7)).toBeNull();
    expect(tabKeyTarget('ArrowRight', 0, 0)).toBeNull();
  });

  it('a single tab stays where it is', () => {
    expect(tabKeyTarget('ArrowRight', 0, 1)).toBe(0);
    expect(tabKeyTarget('ArrowLeft', 0, 1)).toBe(0);
  });
});

describe('onBoard (is the drawn tab on the board, or zoomed off it)', () => {
  it('is true for a tab inside the board, also a pixel past an edge (rounding)', () => {
    expect(onBoard({ x: 19, y: 48, w: 88, h: 45 }, 390, 435)).toBe(true);
    expect(onBoard({ x: -0.6, y: 390.8, w: 88, h: 45 }, 390, 435)).toBe(true);
  });

  it('is false for a tab cut by an edge or wholly off the board', () => {
    expect(onBoard({ x: -40, y: -120, w: 186, h: 94 }, 390, 435)).toBe(false);
    expect(onBoard({ x: 300, y: 10, w: 186, h: 94 }, 390, 435)).toBe(false);
    expect(onBoard({ x: 10, y: 400, w: 88, h: 45 }, 390, 435)).toBe(false);
  });
});
