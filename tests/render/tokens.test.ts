import { describe, expect, it } from 'vitest';
import { C, PALETTE, PLAYERS, type TokenName } from '../../src/render/tokens.ts';

/** WCAG 2.x contrast ratio. */
function contrast(a: number, b: number): number {
  const lum = (c: number): number => {
    const ch = [(c >> 16) & 255, (c >> 8) & 255, c & 255].map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4);
    });
    return 0.2126 * ch[0]! + 0.7152 * ch[1]! + 0.0722 * ch[2]!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('tokens', () => {
  it('keeps the palette of visual.md', () => {
    expect(PALETTE.obsidian).toBe('#17151A');
    expect(PALETTE.limestone).toBe('#E4D7BE');
    expect(PALETTE.turquoise).toBe('#0F6A71');
    expect(PALETTE.maize).toBe('#E3A82B');
    expect(C['cacao-ink']).toBe(0x2a1a13);
    expect(PLAYERS.map((p) => [p.hex, p.glyph])).toEqual([
      ['#D97A00', 'circle'], ['#00996E', 'square'], ['#C873AE', 'triangle'], ['#1565B0', 'diamond'], ['#F4E35A', 'hexagon'],
    ]);
  });

  it('uses only readable text pairs on the canvas', () => {
    const pairs: [TokenName, TokenName, number][] = [
      ['cacao-ink', 'limestone', 4.5], // board labels, numbers
      ['cacao-ink', 'bone-2', 4.5], // capital, player boards
      ['cacao-ink', 'bone-3', 4.5],
      ['cacao-ink', 'bone', 4.5], // cards
      ['bone', 'cacao', 4.5], // count chips on cacao, card backs
      ['bone', 'obsidian', 4.5], // count chips
      ['bone', 'turquoise', 4.5], // ritual title band
      ['stone-dark', 'bone-2', 4.5], // short codes on trade tiles
      ['bone', 'obsidian-3', 4.5], // dark table labels
    ];
    for (const [fg, bg, min] of pairs) expect(contrast(C[fg], C[bg]), `${fg} on ${bg}`).toBeGreaterThanOrEqual(min);
  });

  it('gives every player colour an ink with at least 4.5:1 for its glyph', () => {
    for (const p of PLAYERS) expect(contrast(p.color, p.ink)).toBeGreaterThanOrEqual(4.5);
  });
});
