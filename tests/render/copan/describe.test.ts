import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../../../src/i18n/index.ts';
import { ALTAR_CARDS, CHARACTERS, CITY_TILES } from '../../../src/games/copan/data.ts';
import { copanGame } from '../../../src/games/copan/index.ts';
import { characterText, cityText, fxText, jadeText, lineText, totemText, altarText } from '../../../src/render/copan/describe.ts';
import { inspectAt, targetDetail } from '../../../src/render/copan/inspect.ts';
import { charRect, cityRect, jadeRect } from '../../../src/render/copan/geometry-sites.ts';
import { buildTargets } from '../../../src/render/copan/targets.ts';
import { OPTIONS, viewOf, walkGame } from './helpers.ts';

const labels = Object.fromEntries((['en', 'fr', 'pt'] as const).map((lang) => {
  const cat = CATALOGS[lang] as Record<string, string>;
  return [lang, (k: string): string => cat[k] ?? `MISSING:${k}`];
}));
const clean = (s: string): void => {
  expect(s.length).toBeGreaterThan(8);
  expect(s).not.toMatch(/MISSING:|\{\w+\}|undefined|NaN/);
};

describe('Copan board descriptions', () => {
  it('describes every Character, City tile, Altar effect and jade space in en, fr and pt', () => {
    const v = viewOf(copanGame.setup(OPTIONS['4p']!, 'describe'), 0);
    for (const L of Object.values(labels)) {
      CHARACTERS.forEach((_, i) => clean(characterText(L, i)));
      CITY_TILES.forEach((t) => clean(fxText(L, t.fx)));
      ALTAR_CARDS.forEach((c) => c.cols.forEach((fx) => { if (fx.t !== 'none') clean(fxText(L, fx)); }));
      for (let n = 1; n <= 16; n++) clean(jadeText(L, n));
      for (let c = 0; c < 6; c++) clean(cityText(L, v, c));
      for (let i = 0; i < 12; i++) clean(altarText(L, v, i));
      for (let l = 0; l < 3; l++) clean(lineText(L, l));
      for (let s = 0; s < 5; s++) for (let k = 0; k < 3; k++) clean(totemText(L, s, k));
    }
    expect(characterText(labels.en!, 20)).toContain('Cabaguil');
    expect(characterText(labels.en!, 20)).toContain('5 food');
    expect(characterText(labels.fr!, 20)).toContain('nourriture');
  });

  it('gives the targets of cards, Cities, Altars, Glyphs and the mask a description', () => {
    const withDetail = new Set<string>();
    walkGame(OPTIONS['3p']!, 'detail', ({ state, seat, choices }) => {
      const v = viewOf(state, seat);
      for (const t of buildTargets(v, seat, choices)) {
        const d = targetDetail(labels.en!, v, t);
        if (d === undefined) continue;
        clean(d);
        withDetail.add(t.id.split(':')[0]!);
      }
    }, 600);
    for (const k of ['city', 'altar', 'totem']) expect(withDetail.has(k), k).toBe(true);
  });

  it('finds the inspectable element under a point of a component', () => {
    const v = viewOf(copanGame.setup(OPTIONS['2p']!, 'inspect'), 0);
    const L = labels.en!;
    const c = cityRect(2);
    expect(inspectAt(L, v, 's0', { x: c.x + 5, y: c.y + 5 })?.id).toBe('city:2');
    const j = jadeRect(7);
    expect(inspectAt(L, v, 'b0', { x: j.x + 3, y: j.y + 3 })).toEqual({ id: 'jade:0:7', text: jadeText(L, 7), rect: j });
    const r = charRect(0);
    const hit = inspectAt(L, v, 'b0', { x: r.x + 3, y: r.y + 3 });
    if (v.players[0]!.chars.length > 0) expect(hit?.id).toBe('char:0:0');
    expect(inspectAt(L, v, 's0', { x: 1, y: 199 })).toBeNull();
  });
});
