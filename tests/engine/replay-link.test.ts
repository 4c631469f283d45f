// Replay links: every game written as a link reads back to the same decisions and the same final
// state, and nothing but a legal game of a known game can be read from one.
import { describe, expect, it } from 'vitest';
import { decodeReplay, encodeReplay, MAX_LINK_CHARS, seatsOwing, type ReplayGame } from '../../src/engine/replay-link.ts';
import { hashState } from '../../src/engine/hash.ts';
import type { GameModule, Seat } from '../../src/engine/types.ts';
import { zapotecGame } from '../../src/games/zapotec/index.ts';
import { chocolatlGame } from '../../src/games/chocolatl/index.ts';
import { copanGame } from '../../src/games/copan/index.ts';

type AnyModule = GameModule<unknown, unknown>;
const MODULES: Record<string, AnyModule> = { zapotec: zapotecGame as AnyModule, chocolatl: chocolatlGame as AnyModule, copan: copanGame as AnyModule };
const lookup = (g: string) => (Object.hasOwn(MODULES, g) ? MODULES[g]! : null);

/** A whole game of seeded random legal moves, the seats owing a decision taking turns. */
function randomGame(module: AnyModule, options: unknown, seed: string): { game: ReplayGame; state: unknown } {
  let state = module.setup(options, seed);
  const log: { seat: Seat; choice: unknown }[] = [];
  let x = 12345;
  for (let step = 0; step < 5000; step++) {
    const owing = seatsOwing(module, state);
    if (owing.length === 0) break;
    x = (x * 1103515245 + 12345) % 2147483648;
    const seat = owing[x % owing.length]!;
    const choices = module.choices(state, seat);
    const choice = choices[Math.floor((x / 2147483648) * choices.length)]!;
    const res = module.apply(state, seat, choice);
    if (!res.ok) throw new Error(res.error.reason);
    log.push({ seat, choice });
    state = res.state;
  }
  return { game: { game: module.id, options, seed, log }, state };
}

const CASES: [string, unknown][] = [
  ['zapotec', { players: 4 }], ['zapotec', { players: 1, difficulty: 'hard' }],
  ['chocolatl', { players: 5 }], ['copan', { players: 3, event: 'ev11' }],
];

describe('replay links', () => {
  for (const [id, options] of CASES) {
    it(`${id} ${JSON.stringify(options)}: a whole game reads back to the same moves and final state`, async () => {
      const module = MODULES[id]!;
      const { game, state } = randomGame(module, options, `link-${id}`);
      expect(module.result(state)).not.toBeNull();
      const link = await encodeReplay(module, game);
      expect(link).toMatch(/^[A-Za-z0-9_-]+$/);
      const back = await decodeReplay(link!, lookup);
      if (!back.ok) throw new Error(JSON.stringify(back.error));
      expect(back.replay.log.map((e) => [e.seat, (e.choice as { id: string }).id]))
        .toEqual(game.log.map((e) => [e.seat, (e.choice as { id: string }).id]));
      let replayed = module.setup(back.replay.options, back.replay.seed);
      for (const e of back.replay.log) {
        const res = module.apply(replayed, e.seat, e.choice);
        if (!res.ok) throw new Error(res.error.reason);
        replayed = res.state;
      }
      expect(hashState(replayed)).toBe(hashState(state));
      // The positions decoding passed through come with it (the viewer reuses them): one per move.
      expect(back.states).toHaveLength(back.replay.log.length + 1);
      expect(back.events).toHaveLength(back.replay.log.length + 1);
      expect(hashState(back.states[back.states.length - 1])).toBe(hashState(state));
    });
  }

  it('a game in progress is a link too, and an empty game is just its setup', async () => {
    const { game } = randomGame(zapotecGame as AnyModule, { players: 2 }, 'short');
    const half = { ...game, log: game.log.slice(0, 20) };
    const back = await decodeReplay((await encodeReplay(zapotecGame as AnyModule, half))!, lookup);
    expect(back.ok && back.replay.log.length).toBe(20);
    const none = await decodeReplay((await encodeReplay(zapotecGame as AnyModule, { ...game, log: [] }))!, lookup);
    expect(none.ok && none.replay.log.length).toBe(0);
  });

  it('a link made under earlier rules opens with the result it had then, or says from which move it cannot', async () => {
    const { game, state } = randomGame(zapotecGame as AnyModule, { players: 2 }, 'older');
    const v1 = zapotecGame as AnyModule;
    const v2 = { ...v1, rulesVersion: v1.rulesVersion + 1 } as AnyModule;
    const link = (await encodeReplay(v1, game))!;
    const totals = v1.result(state)!.scores.sort((a, b) => a.seat - b.seat).map((x) => x.total);
    // Today's rules still play every move: shown, with the final scores the game had then.
    const read = await decodeReplay(link, () => v2);
    expect(read.ok && read.olderRules).toEqual({ version: v1.rulesVersion, scoresThen: totals });
    expect(read.ok && hashState(read.states[read.states.length - 1])).toBe(hashState(state));
    // The same rules: nothing to say.
    const same = await decodeReplay(link, () => v1);
    expect(same.ok && same.olderRules).toBeUndefined();
    // Today's rules refuse a move of the old game: why, and from which move.
    const stricter = { ...v2, choices: (st: unknown, seat: Seat) => v1.choices(st as never, seat).slice(0, 1) } as AnyModule;
    const refused = await decodeReplay(link, () => stricter);
    expect(refused.ok ? 'ok' : refused.error.code).toBe('link-old-rules');
    expect(refused.ok ? -1 : refused.error.step).toBeGreaterThanOrEqual(0);
    // A link from a newer version of the rules than this app has.
    expect(await decodeReplay((await encodeReplay(v2, game))!, () => v1)).toEqual({ ok: false, error: { code: 'link-newer-rules' } });
  });

  it('refuses what is not a link of a legal game, with a reason and no exception', async () => {
    const { game } = randomGame(zapotecGame as AnyModule, { players: 2 }, 'bad');
    const link = (await encodeReplay(zapotecGame as AnyModule, game))!;
    const code = async (text: string, look = lookup) => { const r = await decodeReplay(text, look); return r.ok ? 'ok' : r.error.code; };
    expect(await code('')).toBe('link-malformed');
    expect(await code('not a link!')).toBe('link-malformed');
    expect(await code('A')).toBe('link-malformed');
    expect(await code('A'.repeat(MAX_LINK_CHARS + 4))).toBe('link-malformed');
    expect(await code(link.slice(0, Math.floor(link.length / 2)))).not.toBe('ok');
    expect(await code(link, () => null)).toBe('link-unknown-game');
    // A game the app does not know, even one named like an object's own property.
    const renamed = { ...game, game: 'constructor' };
    expect(await code((await encodeReplay(zapotecGame as AnyModule, renamed))!)).toBe('link-unknown-game');
    // Options the game does not accept.
    const sloppy = { ...(zapotecGame as AnyModule), setup: () => zapotecGame.setup({ players: 2 } as never, 'x') } as AnyModule;
    expect(await code((await encodeReplay(sloppy, { ...game, log: [], options: { players: 9 } }))!)).toBe('link-options');
    // A link from another format of the game's data.
    const newer = { ...(zapotecGame as AnyModule), formatVersion: zapotecGame.formatVersion + 1 };
    expect(await code((await encodeReplay(newer, { ...game, log: [] }))!)).toBe('link-old-format');
    // A decision index past the legal list (written by a module that lists 1,000 more choices first).
    const padded = { ...(zapotecGame as AnyModule), choices: (st: unknown, seat: Seat) =>
      [...Array.from({ length: 1000 }, (_, i) => ({ id: `pad${i}`, kind: 'pad' })), ...zapotecGame.choices(st as never, seat)] } as AnyModule;
    const past = await decodeReplay((await encodeReplay(padded, game))!, lookup);
    expect(past).toEqual({ ok: false, error: { code: 'link-illegal', step: 0 } });
  });

  it('a median 4-player link stays short (at most 1,000 characters)', async () => {
    for (const [id, options] of [['zapotec', { players: 4 }], ['chocolatl', { players: 4 }], ['copan', { players: 4, event: 'ev11' }]] as const) {
      const { game } = randomGame(MODULES[id]!, options, `len-${id}`);
      const link = (await encodeReplay(MODULES[id]!, game))!;
      expect(link.length, id).toBeLessThanOrEqual(1000);
    }
  });
});
