// Copan's presenter words over random games (solo against the Automa, 2-4 players), in every
// language: every status line, prompt, coach tip, choice label, log line, chip and summary line is
// a real sentence (no raw key, no unfilled placeholder); only one seat ever decides at a time, so
// nothing is a secret pick; the new-game form builds options the rules module accepts.
import { describe, expect, it } from 'vitest';
import { makeRng } from '../../../src/engine/rng.ts';
import type { GameEvent } from '../../../src/engine/types.ts';
import { copanGame, type CopanOptions, type CopanState } from '../../../src/games/copan/index.ts';
import { EVENT_IDS } from '../../../src/games/copan/data.ts';
import { CATALOGS, LANGS, setLang } from '../../../src/i18n/index.ts';
import { copanPresenter as P } from '../../../src/ui/copan/presenter.ts';
import { irreversibleWhy } from '../../../src/ui/copan/confirm.ts';
import { COPAN_RULES, copanSetup } from '../../../src/ui/copan/setup.ts';
import type { NewGameRequest } from '../../../src/ui/new-game.ts';

const names = (s: number) => ['Ana', 'Ben', 'Cy', 'Dee'][s]!;
const bad = (text: string): boolean =>
  text.length === 0 || /\{\w+\}/.test(text) || /\b(cp|rules)\.[\w.]+/.test(text) || text.includes('undefined') || text.includes('NaN');

function playAndCollect(opts: CopanOptions, seed: string, maxSteps = 3000) {
  const rng = makeRng(seed);
  let s: CopanState = copanGame.setup(opts, seed);
  const lines: string[] = [];
  const kinds = new Set<string>();
  const choiceKinds = new Set<string>();
  const events: GameEvent[] = [];
  const unworded: string[] = [];
  let multi = false;
  for (let step = 0; step < maxSteps; step++) {
    const pending = copanGame.pending(s);
    const v0 = copanGame.view(s, 0);
    if (step % 7 === 0) lines.push(P.status(v0, pending), ...P.summary(v0, 0, names), ...v0.players.map((_, i) => P.chipDetail(v0, i)));
    if (pending.length === 0) break;
    if (new Set(pending.map((p) => p.seat)).size > 1) multi = true;
    const p = pending[0]!;
    kinds.add(p.kind);
    lines.push(P.prompt(p.kind), P.coach(p.kind) ?? 'tip');
    const view = copanGame.view(s, p.seat);
    const choices = copanGame.choices(s, p.seat);
    for (const c of choices) {
      if (!choiceKinds.has(c.kind) || rng.int(10) === 0) lines.push(P.choiceLabel(c, view, p.seat));
      choiceKinds.add(c.kind);
    }
    const c = choices[rng.int(choices.length)]!;
    const r = copanGame.apply(s, p.seat, c);
    if (!r.ok) throw new Error(r.error.reason);
    // Why it cannot be undone, in Copan's words; a barrier the presenter cannot word is counted.
    if (r.barrier) {
      const why = irreversibleWhy(c, r.events, p.seat);
      if (why !== null) lines.push(why);
      else unworded.push(c.kind);
    }
    events.push(...r.events);
    s = r.state;
  }
  lines.push(...P.logLines(events, names));
  return { lines, kinds, choiceKinds, events, multi, over: s.over, unworded };
}

describe('Copan presenter', () => {
  it('says every decision, choice and event in words, in every language', () => {
    const games: CopanOptions[] = [
      { players: 2, event: 'ev11', solo: { mode: 'basic', levels: ['easy', 'easy', 'hard', 'hard'] } },
      { players: 2, event: 'ev33', solo: { mode: 'advanced', levels: ['hard', 'hard', 'hard', 'hard'] } },
      { players: 3, event: 'ev13' }, { players: 4, event: 'ev22' }, { players: 2, event: 'ev23' },
    ];
    const kinds = new Set<string>();
    const eventTypes = new Set<string>();
    const unworded: string[] = [];
    for (const lang of LANGS) {
      setLang(lang);
      games.forEach((opts, i) => {
        const out = playAndCollect(opts, `words-${i}`);
        expect(out.over).toBe(true);
        expect(out.multi).toBe(false);
        out.kinds.forEach((k) => kinds.add(k));
        out.events.forEach((e) => eventTypes.add(e.type));
        unworded.push(...out.unworded);
        const wrong = out.lines.filter(bad);
        expect(wrong.slice(0, 5), `${lang} game ${i}`).toEqual([]);
      });
    }
    setLang('en');
    // Every move that stops undo says why in Copan's words (a tile shown, the Fate die, a draw).
    expect([...new Set(unworded)]).toEqual([]);
    for (const k of kinds) expect(P.isSecretPick(k)).toBe(false);
    expect(kinds.has('place') && kinds.has('site') && kinds.has('automaPlace')).toBe(true);
    // Every event the rules emit gets a log line (turnEnd is silent on purpose).
    for (const type of eventTypes) {
      if (type === 'turnEnd') continue;
      const sample = P.logLines([{ type, seat: 0, amounts: [1, 0, 0, 0], tiles: [0], kinds: [0], level: 1, colours: [1], card: 0, slot: 'f1',
        site: 'river', space: 0, face: 'f1', track: 0, to: 1, asked: 0, stair: 0, vp: 3, n: 2, tile: 1, city: 'city1', colour: 'red',
        line: 'line1', disc: 0, ext: 1, side: 'side_vp', from: 0, by: 'pyramid', vpLost: 0 } as GameEvent], names);
      expect(sample.length, type).toBe(1);
    }
  });

  it('has a score category label and a rules section for everything', () => {
    for (const c of ['play', 'embassies', 'ballcourtHalves', 'ballcourtTotal', 'stairFood', 'stairFame', 'stairZeal', 'stairPower', 'mask', 'characters', 'altars', 'glyphs'])
      expect(bad(P.categoryLabel(c)), c).toBe(false);
    for (const s of COPAN_RULES) {
      expect(`rules.cp.${s}.title` in CATALOGS.en).toBe(true);
      expect(`rules.cp.${s}.text` in CATALOGS.en).toBe(true);
    }
  });

  it('builds options the rules module accepts, solo with the Automa at seat 1', () => {
    const req = (players: number, extra: Record<string, string>): NewGameRequest => ({ players, difficulty: 'normal', seats: [], seed: 's', extra });
    const base = copanSetup.defaultExtra!();
    for (const id of EVENT_IDS) {
      const solo = copanSetup.options(req(1, { ...base, event: id, mode: 'advanced', lv_fame: 'hard' })) as CopanOptions;
      expect(solo).toEqual({ players: 2, event: id, solo: { mode: 'advanced', levels: ['easy', 'hard', 'easy', 'easy'] } });
      expect(copanGame.checkOptions!(solo).ok).toBe(true);
    }
    for (const n of [2, 3, 4]) expect(copanGame.checkOptions!(copanSetup.options(req(n, base))).ok).toBe(true);
  });
});

describe('Copan log: the Fate die and the spaces it closes', () => {
  it('names the roll, says which Altar space closes, and marks them as chance', () => {
    setLang('en');
    const fate: GameEvent = { type: 'fate', face: 'f5' };
    const altar: GameEvent = { type: 'close', site: 'altars', space: 7, face: 'f5' };
    const city: GameEvent = { type: 'close', site: 'embassies', space: 2, face: 'f3' };
    const [roll, closed, cityLine] = P.logLines([fate, altar, city], names);
    expect(roll).toBe('The Fate die shows 5.');
    expect(closed).toContain('Altar 3, column 2');
    expect(cityLine).toContain('Embassies');
    expect([fate, altar, city].every((e) => P.isChance!(e))).toBe(true);
    expect(P.isChance!({ type: 'place', seat: 0, tile: 1, space: 'n.a1' })).toBe(false);
  });
});
