import { describe, expect, it } from 'vitest';
import { flat } from '../../src/ui/thumb-capture.ts';

const image = (pixel: (i: number) => [number, number, number]) => {
  const data = new Uint8ClampedArray(192 * 144 * 4);
  for (let i = 0; i < 192 * 144; i++) data.set([...pixel(i), 255], i * 4);
  return data;
};

describe('board thumbnail capture', () => {
  it('refuses a canvas of one colour (the board not drawn yet) and keeps a drawn one', () => {
    expect(flat(image(() => [23, 21, 26]))).toBe(true);
    expect(flat(image(() => [228, 215, 190]))).toBe(true);
    expect(flat(image((i) => (i % 192 < 96 ? [228, 215, 190] : [23, 21, 26])))).toBe(false);
  });
});
