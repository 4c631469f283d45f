// Tooltip and detail-sheet words for every board element, and the engine's reasons for moves that
// are not possible, in all three languages.
import { afterEach, describe, expect, it } from 'vitest';
import { setLang } from '../../src/i18n/index.ts';
import { zapotecGame } from '../../src/games/zapotec/index.ts';
import { hitSpecs } from '../../src/render/zapotec/hits.ts';
import { buildTargets } from '../../src/render/zapotec/targets.ts';
import { describe as detail, guide } from '../../src/ui/zapotec/details.ts';
import { whyNot } from '../../src/ui/zapotec/why.ts';
import { walkGame, viewOf } from '../render/helpers.ts';

const name = (s: number) => `P${s + 1}`;

describe('Zapotec board details', () => {
  afterEach(() => setLang('en'));

  for (const lang of ['en', 'fr', 'pt'] as const) {
    it(`describes every element in plain words (${lang})`, () => {
      setLang(lang);
      let n = 0;
      walkGame(2, `details-${lang}`, ({ state, seat }) => {
        if (n++ % 11) return;
        const v = viewOf(state, seat);
        for (const h of hitSpecs(v, seat)) {
          const d = detail(h.id, v, seat, name);
          expect(d, h.id).not.toBeNull();
          for (const text of [d!.title, ...d!.lines]) {
            expect(text.length).toBeGreaterThan(1);
            expect(text, h.id).not.toMatch(/\{\w+\}|z\.d\.|undefined|NaN/);
          }
        }
        expect(guide(v, seat, name).length).toBeGreaterThan(15);
      });
    });
  }

  it('explains, with the engine’s reason, why a space cannot be built on now', () => {
    const s = zapotecGame.setup({ players: 2 }, 'why-not');
    const v = viewOf(s, 0);
    // Cards are being chosen: building is not possible at this step.
    expect(whyNot('space:0', v, 0)).toBe('Not possible: That is not possible at this step of the turn.');
    expect(whyNot('step:0', v, 0)).toMatch(/already on or above/);
    expect(whyNot('deck', v, 0)).toMatch(/refills the offer/);
    expect(whyNot('cell:1:0', v, 0)).toMatch(/another player's board/);
    setLang('fr');
    expect(whyNot('space:0', v, 0)).toMatch(/^Impossible : /);
  });

  it('gives a reason for every element but the legal targets, during a whole game', () => {
    let asked = 0;
    walkGame(3, 'why-walk', ({ state, seat, choices }) => {
      if (asked > 400) return;
      const v = viewOf(state, seat);
      const legal = new Set(choices.map((c) => c.id));
      const targets = new Set(buildTargets(v, seat, choices).map((t) => t.id));
      for (const h of hitSpecs(v, seat)) {
        const why = whyNot(h.id, v, seat);
        // Only a legal target (whose tap plays it) goes without a reason.
        if (why === null) {
          expect(targets.has(h.id), h.id).toBe(true);
          continue;
        }
        asked++;
        expect(why).toMatch(/^Not possible: \S/);
        expect(why).not.toMatch(/err\.|undefined/);
      }
      expect(legal.size).toBeGreaterThan(0);
    });
    expect(asked).toBeGreaterThan(100);
  });
});
