// Why a Chocolatl board element cannot be played, and what it is: over random games in every
// language, every element the scene lists gets a real sentence or null, a legal target never gets a
// reason, and the reasons match the rules' own checks for the cases a person runs into.
import { describe, expect, it } from 'vitest';
import { makeRng } from '../../../src/engine/rng.ts';
import { chocolatlGame, type ChocolatlState } from '../../../src/games/chocolatl/index.ts';
import { LANGS, setLang } from '../../../src/i18n/index.ts';
import { elementsOf } from '../../../src/render/chocolatl/elements.ts';
import { buildTargets } from '../../../src/render/chocolatl/targets.ts';
import { chocolatlPresenter as P } from '../../../src/ui/chocolatl/presenter.ts';

const names = (s: number) => ['Ana', 'Ben', 'Cy', 'Dee'][s]!;
const bad = (text: string): boolean => text.length === 0 || /\{\w+\}/.test(text) || /^(c|rules)\.[\w.]+$/.test(text) || text.includes('undefined');

describe('Chocolatl whyNot and describe', () => {
  for (const lang of LANGS)
    it(`gives real sentences in ${lang}, and none for a legal target`, () => {
      setLang(lang);
      const rng = makeRng(`why-${lang}`);
      let s: ChocolatlState = chocolatlGame.setup({ players: 4 }, `why-${lang}`);
      let reasons = 0;
      for (let step = 0; step < 400; step++) {
        const pending = chocolatlGame.pending(s);
        if (pending.length === 0) break;
        for (const seat of [0, 1]) {
          const v = chocolatlGame.view(s, seat);
          const legal = new Set(buildTargets(v, seat, chocolatlGame.choices(s, seat), { hand: 'grid', boards: true }).map((t) => t.id));
          for (const e of elementsOf(v, seat)) {
            const why = P.whyNot!(e.id, v, seat);
            if (why !== null) { expect(bad(why), `${e.id}: ${why}`).toBe(false); reasons++; }
            if (legal.has(e.id)) expect(why, e.id).toBeNull();
            const d = P.describe!(e.id, v, seat, names);
            if (d) for (const line of [d.title, ...d.lines]) expect(bad(line), `${e.id}: ${line}`).toBe(false);
          }
        }
        const p = pending[rng.int(pending.length)]!;
        const choices = chocolatlGame.choices(s, p.seat);
        const r = chocolatlGame.apply(s, p.seat, choices[rng.int(choices.length)]!);
        if (!r.ok) throw new Error(r.error.reason);
        s = r.state;
      }
      expect(reasons).toBeGreaterThan(50);
      setLang('en');
    });

  it('explains the city choice, the dice and a card played at the wrong time', () => {
    setLang('en');
    let s: ChocolatlState = chocolatlGame.setup({ players: 3 }, 'why-cases');
    const v0 = chocolatlGame.view(s, 0);
    expect(P.whyNot!('city:die', v0, 0)).toMatch(/Tenochtitlan/);
    expect(P.whyNot!('held:0', v0, 0)).toMatch(/black dice/);
    expect(P.whyNot!('hand:0', v0, 0)).toBeNull(); // the sacrifice: any card is legal
    const r = chocolatlGame.apply(s, 0, chocolatlGame.choices(s, 0)[0]!);
    if (!r.ok) throw new Error(r.error.reason);
    s = r.state;
    expect(P.whyNot!('hand:0', chocolatlGame.view(s, 0), 0)).toMatch(/already decided/);
  });
});
