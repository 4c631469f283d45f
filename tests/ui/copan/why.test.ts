// Why a tap on a Copan board element does nothing: over random games, every Pyramid space that is
// not a legal target for the deciding seat gets a reason and every legal one gets none; a seat
// that is not deciding always gets one; every reason is a real sentence in every language.
import { describe, expect, it } from 'vitest';
import { PYRAMID } from '../../../src/games/copan/board.ts';
import { SITES } from '../../../src/games/copan/data.ts';
import { LANGS, setLang } from '../../../src/i18n/index.ts';
import { buildTargets } from '../../../src/render/copan/targets.ts';
import { whyNot } from '../../../src/ui/copan/why.ts';
import { OPTIONS, viewOf, walkGame } from '../../render/copan/helpers.ts';

const bad = (text: string): boolean => /\{\w+\}/.test(text) || /\b(cp|rules)\.[\w.]+/.test(text) || text.includes('undefined');

/** Every element a tap can inspect (the ids the scene reports). */
function elementIds(seats: number): string[] {
  const n = (k: number) => Array.from({ length: k }, (_, i) => i);
  return [
    ...PYRAMID.map((p) => `pyr:${p.id}`), ...['food', 'fame', 'zeal', 'power'].map((s) => `stair:${s}`),
    ...n(6).map((i) => `city:${i}`), ...n(4).map((i) => `river:${i}`), ...n(6).map((i) => `court:${i}`), ...n(12).map((i) => `altar:${i}`),
    ...n(6).map((i) => `glyph:${i}`), ...n(3).map((i) => `line:${i}`),
    ...SITES.flatMap((s) => [`site:${s}`, `totem:${s}:s1`, `totem:${s}:s2`, `totem:${s}:s3`]),
    ...n(seats).flatMap((s) => [...n(16).map((j) => `jade:${s}:${j + 1}`), `char:${s}:0`]),
  ];
}

describe('Copan: why a board element cannot be used now', () => {
  it('explains every Pyramid space that is not offered, and only those', () => {
    let checked = 0;
    walkGame(OPTIONS['3p']!, 'why-pyr', ({ state, seat, choices }) => {
      const v = viewOf(state, seat);
      const offered = new Set(buildTargets(v, seat, choices).map((t) => t.id));
      for (const p of PYRAMID) {
        const id = `pyr:${p.id}`;
        expect(whyNot(id, v, seat) === null, id).toBe(offered.has(id));
      }
      // Another seat is told it is not theirs (or why the space is out anyway).
      const other = (seat + 1) % 3;
      for (const p of PYRAMID) expect(whyNot(`pyr:${p.id}`, viewOf(state, other), other)).not.toBeNull();
      checked++;
    }, 200);
    expect(checked).toBeGreaterThan(50);
  });

  it('names the element’s state, the other board and the step that is on', () => {
    setLang('en');
    walkGame(OPTIONS['2p']!, 'why-words', ({ state, seat }) => {
      const v = viewOf(state, seat);
      if (v.tasks[0]?.k !== 'place') return;
      const blocked = PYRAMID.findIndex((_, i) => v.pyramid[i] === -2);
      expect(whyNot(`pyr:${PYRAMID[blocked]!.id}`, v, seat)).toMatch(/setup tile/);
      expect(whyNot(`jade:${1 - seat}:1`, v, seat)).toMatch(/another player/);
      expect(whyNot('city:0', v, seat)).toMatch(/Now: Place a Court tile/);
    }, 30);
  });

  it('says it in real sentences in every language', () => {
    for (const lang of LANGS) {
      setLang(lang);
      walkGame(OPTIONS.solo!, `why-${lang}`, ({ state, seat }) => {
        for (const s of [0, 1]) {
          const v = viewOf(state, s);
          for (const id of elementIds(2)) {
            const text = whyNot(id, v, s);
            if (text !== null) expect(bad(text), `${lang} ${id}: ${text}`).toBe(false);
          }
        }
        void seat;
      }, 120);
    }
    setLang('en');
  });
});
