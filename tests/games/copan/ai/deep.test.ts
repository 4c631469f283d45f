// The deep check: with 3-4 players hard's key decisions (its Court tile, its totem) are settled by
// playing the search's best few choices to the end of the game; every other decision, and every
// decision of a solo game, is the search's own.
import { describe, expect, it } from 'vitest';
import { copanGame } from '../../../../src/games/copan/index.ts';
import { DEEP_TUNING, deepCheck, playToEnd } from '../../../../src/games/copan/ai/deep.ts';
import { HARD_TUNING, hardBot } from '../../../../src/games/copan/ai/hard.ts';
import { cloneState } from '../../../../src/games/copan/clone-state.ts';
import { positionsOf, solo } from './helpers.ts';

const positions = positionsOf({ players: 4, event: 'ev11' }, 'deep');
const budget = { iterations: 12 };
const search = hardBot(undefined, undefined, { ...HARD_TUNING, deep: null });
const deep = deepCheck(search, { ...DEEP_TUNING, determinizations: 2 });

describe('Copan AI: the deep check of key decisions', () => {
  it('is part of hard', () => {
    expect(HARD_TUNING.deep).toBe(DEEP_TUNING);
    expect(hardBot().name).toBe('copan-hard+deep');
  });

  it('plays any position to the end of the game with the rule players', () => {
    const mid = positions[Math.floor(positions.length / 3)]!;
    const end = playToEnd(cloneState(mid.state), mid.seat, DEEP_TUNING).state;
    expect(end.over).toBe(true);
    expect(copanGame.result(end)).not.toBeNull();
  });

  it("picks the best of the search's first choices where the totem goes, the same way for the same seed", () => {
    const site = positions.filter((p) => p.kind === 'site' && copanGame.choices(p.state, p.seat).length > 2);
    let checked = 0;
    for (const { state, seat } of site.slice(0, 4)) {
      const view = copanGame.view(state, seat);
      const searched = search.analyse(view, seat, { seed: 'k', ...budget });
      const a = deep.analyse(view, seat, { seed: 'k', ...budget });
      if (!DEEP_TUNING.kinds.includes(searched.choice.kind)) continue;
      checked++;
      const top = searched.ranked.slice(0, DEEP_TUNING.candidates).map((r) => r.choice.id);
      expect(a.ranked.map((r) => r.choice.id).sort()).toEqual([...top].sort());
      expect(a.ranked.every((r) => r.visits === 2 && r.value >= 0 && r.value <= 1)).toBe(true);
      expect(a.ranked[0]!.value).toBe(Math.max(...a.ranked.map((r) => r.value)));
      expect(a.choice.id).toBe(a.ranked[0]!.choice.id);
      expect(deep.decide(view, seat, { seed: 'k', ...budget }).id).toBe(a.choice.id);
    }
    expect(checked).toBeGreaterThan(0);
  }, 60_000);

  it('plays fewer redeals when the games are long, as its move budget allows, and all of them near the end', () => {
    const seed = { seed: 'b', ...budget };
    const checkedWith = (moveBudget: number, at: (typeof positions)[number]) => {
      const view = copanGame.view(at.state, at.seat);
      return deepCheck(search, { ...DEEP_TUNING, moveBudget }).analyse(view, at.seat, seed).ranked.map((r) => r.visits);
    };
    const keyed = (p: (typeof positions)[number]) => copanGame.choices(p.state, p.seat).length > 2
      && DEEP_TUNING.kinds.includes(search.decide(copanGame.view(p.state, p.seat), p.seat, seed).kind);
    const first = positions.find(keyed)!, late = [...positions].reverse().find(keyed)!;
    const shipped = checkedWith(DEEP_TUNING.moveBudget, first);
    expect(shipped[0]).toBeGreaterThanOrEqual(2);
    expect(shipped[0]).toBeLessThan(DEEP_TUNING.determinizations);
    expect(checkedWith(DEEP_TUNING.moveBudget, first)).toEqual(shipped);
    expect(checkedWith(Infinity, first)[0]).toBe(DEEP_TUNING.determinizations);
    expect(checkedWith(0, first)[0]).toBe(1);
    expect(checkedWith(DEEP_TUNING.moveBudget, late)[0]).toBe(DEEP_TUNING.determinizations);
  }, 60_000);

  it('leaves every other kind of decision to the search', () => {
    const other = positions.find((p) => p.kind === 'gain' && copanGame.choices(p.state, p.seat).length > 2)!;
    const view = copanGame.view(other.state, other.seat);
    expect(deep.analyse(view, other.seat, { seed: 'g', ...budget })).toMatchObject({ choice: search.decide(view, other.seat, { seed: 'g', ...budget }) });
  });

  it('is off against the Automa', () => {
    const alone = positionsOf(solo('advanced', 'hard'), 'deep-solo').find((p) => p.kind === 'site' && copanGame.choices(p.state, p.seat).length > 2)!;
    const view = copanGame.view(alone.state, alone.seat);
    const a = deep.analyse(view, alone.seat, { seed: 's', ...budget });
    const b = search.analyse(view, alone.seat, { seed: 's', ...budget });
    expect(a.ranked.map((r) => [r.choice.id, r.visits])).toEqual(b.ranked.map((r) => [r.choice.id, r.visits]));
  });
});
