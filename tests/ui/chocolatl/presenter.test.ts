// Chocolatl's presenter words over whole random games, in every language: every status line,
// prompt, choice label, log line and summary line is a real sentence (no raw key, no unfilled
// placeholder), and the secret kinds are exactly the simultaneous decisions of the rules module.
import { describe, expect, it } from 'vitest';
import { makeRng } from '../../../src/engine/rng.ts';
import type { GameEvent } from '../../../src/engine/types.ts';
import { chocolatlGame, type ChocolatlState } from '../../../src/games/chocolatl/index.ts';
import { CATALOGS, LANGS, setLang } from '../../../src/i18n/index.ts';
import { chocolatlPresenter as P } from '../../../src/ui/chocolatl/presenter.ts';
import { irreversibleWhy } from '../../../src/ui/chocolatl/confirm.ts';
import { CHOCOLATL_RULES } from '../../../src/ui/chocolatl/setup.ts';

const names = (s: number) => ['Ana', 'Ben', 'Cy', 'Dee', 'Eve'][s]!;

function bad(text: string): boolean {
  return text.length === 0 || /\{\w+\}/.test(text) || /^(c|rules)\.[\w.]+$/.test(text) || text.includes('undefined') || text.includes('NaN');
}

/** Plays a random game, collecting every sentence the presenter makes on the way. */
function playAndCollect(players: number, seed: string): { lines: string[]; kinds: Set<string>; secret: Set<string> } {
  const rng = makeRng(seed);
  let s: ChocolatlState = chocolatlGame.setup({ players }, seed);
  const lines: string[] = [];
  const kinds = new Set<string>();
  const secret = new Set<string>();
  for (let steps = 0; steps < 2000; steps++) {
    const pending = chocolatlGame.pending(s);
    const v0 = chocolatlGame.view(s, 0);
    lines.push(P.status(v0, pending), ...P.summary(v0, 0, names));
    for (let seat = 0; seat < players; seat++) lines.push(P.chipDetail(v0, seat));
    if (pending.length === 0) break;
    const seats = new Set(pending.map((p) => p.seat));
    if (seats.size > 1) for (const p of pending) secret.add(p.kind);
    const p = pending[rng.int(pending.length)]!;
    kinds.add(p.kind);
    lines.push(P.prompt(p.kind));
    const view = chocolatlGame.view(s, p.seat);
    const choices = chocolatlGame.choices(s, p.seat);
    for (const c of choices.slice(0, 20)) lines.push(P.choiceLabel(c, view, p.seat));
    const c = choices[rng.int(choices.length)]!;
    const res = chocolatlGame.apply(s, p.seat, c);
    if (!res.ok) throw new Error(res.error.reason);
    if (res.barrier) {
      // Why it cannot be undone: worded for every such move, and the same in any state the mover's
      // view allows (the cascade after it goes on or stops on what the others hid).
      const why = irreversibleWhy(c, res.events as GameEvent[]);
      lines.push(why ?? '');
      const other = chocolatlGame.sampleConsistent!(view, p.seat, `${seed}:${steps}`);
      const trial = chocolatlGame.apply(other, p.seat, c);
      expect(trial.ok && irreversibleWhy(c, trial.events as GameEvent[]), `${p.kind} ${c.id}`).toBe(why);
    }
    s = res.state;
    lines.push(...P.logLines(res.events as GameEvent[], names));
  }
  expect(chocolatlGame.result(s)).not.toBeNull();
  return { lines, kinds, secret };
}

describe('Chocolatl presenter', () => {
  it.each(LANGS)('every sentence of random 3- and 5-player games is filled in (%s)', (lang) => {
    setLang(lang);
    try {
      for (const [players, seed] of [[3, 'a'], [5, 'b'], [4, 'c']] as const) {
        const { lines } = playAndCollect(players, `${lang}-${seed}`);
        const wrong = lines.filter(bad);
        expect(wrong).toEqual([]);
      }
    } finally {
      setLang('en');
    }
  });

  it('marks exactly the simultaneous decisions as secret, and coaches every kind', () => {
    const seen = new Set<string>();
    const simultaneous = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const { kinds, secret } = playAndCollect(3 + (i % 3), `k${i}`);
      kinds.forEach((k) => seen.add(k));
      secret.forEach((k) => simultaneous.add(k));
    }
    for (const k of simultaneous) expect(P.isSecretPick(k)).toBe(true);
    for (const k of ['city', 'pyramidOrder']) expect(P.isSecretPick(k)).toBe(false);
    expect([...chocolatlGame.secretKinds!].sort()).toEqual(expect.arrayContaining([...simultaneous].sort()));
    for (const k of chocolatlGame.secretKinds!) expect(P.isSecretPick(k)).toBe(true);
    for (const k of seen) expect(bad(P.coach(k) ?? '')).toBe(false);
  });

  it('labels every score category and has every rules section', () => {
    for (const cat of ['chocolatl', 'harvest', 'pyramidRows', 'cacaoDrink', 'tachli', 'stones', 'pyramidMajority', 'chocolatlFigure', 'oldMan', 'sacrifice', 'highestSacrifice', 'leftoverDie'])
      expect(bad(P.categoryLabel(cat))).toBe(false);
    for (const s of CHOCOLATL_RULES) {
      expect(`rules.c.${s}.title` in CATALOGS.en).toBe(true);
      expect(`rules.c.${s}.text` in CATALOGS.en).toBe(true);
    }
  });

  it('keeps offers, sacrifices and discards in the own area, the rest in the action bar', () => {
    expect(P.inOwnArea({ id: 'offer:1:3+5', kind: 'offer' })).toBe(true);
    expect(P.inOwnArea({ id: 'sacrifice:4', kind: 'sacrifice' })).toBe(true);
    expect(P.inOwnArea({ id: 'discard:2', kind: 'discard' })).toBe(true);
    expect(P.inOwnArea({ id: 'dice:1', kind: 'dice' })).toBe(false);
    expect(P.inOwnArea({ id: 'city:hut', kind: 'city' })).toBe(false);
    expect(P.inOwnArea({ id: 'pyramid:1', kind: 'pyramidOrder' })).toBe(false);
  });
});
