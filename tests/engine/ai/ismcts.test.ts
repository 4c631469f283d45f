import { describe, expect, it } from 'vitest';
import { runSearch, type SearchConfig } from '../../../src/engine/ai/ismcts.ts';
import { searchBot, randomBot } from '../../../src/engine/ai/bots.ts';
import { marginRewards, randomPolicy } from '../../../src/engine/ai/rewards.ts';
import { playBotGame, quantile } from '../../../src/engine/ai/arena.ts';
import { toyGame, type ToyState } from '../toy-game.ts';
import { guarded, secretGame, type SecretChoice, type SecretState } from './secret-game.ts';

const secretConfig: SearchConfig<SecretState, SecretChoice> = {
  iterations: 200,
  policy: randomPolicy(),
  evaluate: (s) => marginRewards(s.piles, 5),
};

/** Real states met in a few random games, with the seat to move. */
function positions(n: number): { state: SecretState; seat: number }[] {
  const out: { state: SecretState; seat: number }[] = [];
  for (let g = 0; out.length < n; g++) {
    let s = secretGame.setup({}, `pos-${g}`);
    while (secretGame.pending(s).length > 0) {
      const seat = secretGame.pending(s)[0]!.seat;
      out.push({ state: s, seat });
      const list = secretGame.choices(s, seat);
      s = (secretGame.apply(s, seat, list[(g + out.length) % list.length]) as { state: SecretState }).state;
    }
  }
  return out.slice(0, n);
}

describe('information-set MCTS', () => {
  it('returns only legal choices and spends exactly its iteration budget (at most, with earlyStop)', () => {
    for (const { state, seat } of positions(30)) {
      const forced = secretGame.choices(state, seat).length === 1;
      for (const config of [secretConfig, { ...secretConfig, earlyStop: true }]) {
        const a = runSearch(guarded(), config, secretGame.view(state, seat), seat, { seed: 'legal', iterations: 50 });
        expect(secretGame.choices(state, seat).map((c) => c.id)).toContain(a.choice.id);
        if (config.earlyStop) expect(a.iterations).toBeLessThanOrEqual(forced ? 0 : 50);
        else expect(a.iterations).toBe(forced ? 0 : 50);
        if (!forced) expect(a.ranked.reduce((n, r) => n + r.visits, 0)).toBe(a.iterations);
      }
    }
  });

  it('stops early only when the answer can no longer change', () => {
    let saved = 0;
    for (const { state, seat } of positions(30)) {
      const view = secretGame.view(state, seat);
      const early = runSearch(secretGame, { ...secretConfig, earlyStop: true }, view, seat, { seed: 'early', iterations: 120 });
      const full = runSearch(secretGame, secretConfig, view, seat, { seed: 'early', iterations: 120 });
      expect(early.choice.id).toBe(full.choice.id);
      if (full.iterations > 0) expect(full.iterations).toBe(120);
      saved += full.iterations - early.iterations;
    }
    expect(saved).toBeGreaterThan(0);
  });

  it('paired determinizations (opt-in) choose legally and deterministically', () => {
    const paired = { ...secretConfig, determinizations: 4, paired: true, earlyStop: true };
    for (const { state, seat } of positions(20)) {
      const view = secretGame.view(state, seat);
      const a = runSearch(guarded(), paired, view, seat, { seed: 'pair', iterations: 60 });
      const b = runSearch(guarded(), paired, view, seat, { seed: 'pair', iterations: 60 });
      expect(secretGame.choices(state, seat).map((c) => c.id)).toContain(a.choice.id);
      expect(b.ranked.map((r) => [r.choice.id, r.visits, r.value])).toEqual(a.ranked.map((r) => [r.choice.id, r.visits, r.value]));
    }
  });

  it('is deterministic for a seed', () => {
    for (const { state, seat } of positions(10)) {
      const view = secretGame.view(state, seat);
      const a = runSearch(guarded(), secretConfig, view, seat, { seed: 'same' });
      const b = runSearch(guarded(), secretConfig, view, seat, { seed: 'same' });
      expect(b.choice.id).toBe(a.choice.id);
      expect(b.ranked.map((r) => [r.choice.id, r.visits, r.value])).toEqual(a.ranked.map((r) => [r.choice.id, r.visits, r.value]));
    }
  });

  it('never touches the real state, and decides alike on real states that look alike', () => {
    const s1 = secretGame.setup({}, 'alike');
    // Same view for seat 0: swap the opponent's hand with the deck's top cards.
    const s2 = secretGame.copy!(s1);
    const theirs = s2.hands[1]!.splice(0, 3, ...s2.deck.splice(0, 3));
    s2.deck.push(...theirs);
    expect(secretGame.view(s2, 0)).toEqual(secretGame.view(s1, 0));
    expect(s2).not.toEqual(s1);
    const bot = searchBot('t', guarded(), secretConfig);
    for (let i = 0; i < 5; i++)
      expect(bot.decide(secretGame.view(s2, 0), 0, { seed: `a${i}` }).id).toBe(bot.decide(secretGame.view(s1, 0), 0, { seed: `a${i}` }).id);
  });

  it('finds the winning move of the toy game', () => {
    const config: SearchConfig<ToyState, ReturnType<typeof toyGame.choices>[number]> = {
      iterations: 300,
      policy: randomPolicy(),
      evaluate: (s) => [s.winner === 0 ? 1 : 0, s.winner === 1 ? 1 : 0],
    };
    const state: ToyState = { ...toyGame.setup({ seats: 2 }, 'w'), total: 8 };
    const a = runSearch(toyGame, config, toyGame.view(state, 0), 0, { seed: 'win' });
    expect(a.choice.id).toBe('add:2');
  });

  it('stops at the time cap', () => {
    const slow: SearchConfig<SecretState, SecretChoice> = {
      ...secretConfig,
      evaluate: (s) => {
        const until = performance.now() + 2;
        while (performance.now() < until);
        return marginRewards(s.piles, 5);
      },
    };
    const { state, seat } = positions(1)[0]!;
    const a = runSearch(secretGame, slow, secretGame.view(state, seat), seat, { seed: 'cap', iterations: 10_000, timeMs: 30 });
    expect(a.iterations).toBeGreaterThan(0);
    expect(a.iterations).toBeLessThan(200);
  });

  it('stops once its step budget of simulated moves is spent, the same way every time', () => {
    const { state, seat } = positions(1)[0]!;
    const view = secretGame.view(state, seat);
    const full = runSearch(secretGame, secretConfig, view, seat, { seed: 'steps', iterations: 200 });
    const capped = { ...secretConfig, stepBudget: 60 };
    const a = runSearch(secretGame, capped, view, seat, { seed: 'steps', iterations: 200 });
    expect(full.iterations).toBe(200);
    expect(a.iterations).toBeGreaterThan(0);
    expect(a.iterations).toBeLessThan(60); // every simulation plays at least one move
    expect(runSearch(secretGame, capped, view, seat, { seed: 'steps', iterations: 200 })).toEqual({ ...a, elapsedMs: expect.any(Number) });
  });

  it('plays whole games through the arena, beating a random player', () => {
    const bot = searchBot('search', guarded(), secretConfig);
    const random = randomBot(secretGame);
    let margin = 0;
    for (let g = 0; g < 20; g++) {
      const game = playBotGame(secretGame, {}, `arena-${g}`, g % 2 ? [bot, random] : [random, bot]);
      expect(game.failure).toBeNull();
      const me = g % 2 ? 0 : 1;
      margin += game.scores[me]! - game.scores[1 - me]!;
    }
    expect(margin).toBeGreaterThan(0);
    expect(quantile([3, 1, 2, 10], 0.5)).toBe(2);
  });
});
