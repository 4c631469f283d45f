import { describe, expect, it } from 'vitest';
import { act, createMatch, fromSaveFile, replay, toSaveFile, undo } from '../../src/engine/match.ts';
import { hashState } from '../../src/engine/hash.ts';
import { toyGame } from './toy-game.ts';

function must<T extends { ok: boolean }>(r: T): Extract<T, { ok: true }> {
  if (!r.ok) throw new Error(JSON.stringify(r));
  return r as Extract<T, { ok: true }>;
}

describe('match wrapper', () => {
  it('logs moves, counts versions and leaves the old state untouched', () => {
    const m0 = createMatch(toyGame, { seats: 2 }, 's1');
    const m1 = must(act(toyGame, m0, 0, { add: 2 })).match;
    expect(m0.state.total).toBe(0);
    expect(m1.state.total).toBe(2);
    expect(m1.version).toBe(1);
    expect(m1.log).toEqual([{ seat: 0, choice: { add: 2 }, barrier: false }]);
  });

  it('returns a typed error and no new match for an illegal move', () => {
    const m0 = createMatch(toyGame, { seats: 2 }, 's1');
    const res = act(toyGame, m0, 1, { add: 1 });
    expect(res.ok).toBe(false);
    if (!res.ok) expect(res.error.code).toBe('not-your-turn');
  });

  it('undoes the acting seat’s own last move but never across a barrier or another seat’s move', () => {
    let m = createMatch(toyGame, { seats: 2 }, 's2');
    m = must(act(toyGame, m, 0, { add: 1 })).match;
    const u = must(undo(m, 0)).match;
    expect(u.state.total).toBe(0);
    expect(u.version).toBe(2);
    expect(u.log).toHaveLength(0);
    const otherSeat = undo(m, 1);
    expect(otherSeat.ok || otherSeat.error.code).toBe('undo-not-yours');
    m = must(act(toyGame, m, 1, { add: 0 })).match; // a roll draws chance
    const blocked = undo(m, 1);
    expect(blocked.ok || blocked.error.code).toBe('undo-barrier');
  });

  it('replays seed + log to the same state hash and round-trips a save file', () => {
    let m = createMatch(toyGame, { seats: 2 }, 'replay');
    for (const add of [0, 2, 0, 1, 0]) m = must(act(toyGame, m, m.state.turn, { add })).match;
    const again = must(replay(toyGame, m.options, m.seed, m.log)).match;
    expect(hashState(again.state)).toBe(hashState(m.state));
    const file = JSON.parse(JSON.stringify(toSaveFile(toyGame, m)));
    const loaded = must(fromSaveFile(toyGame, file)).match;
    expect(hashState(loaded.state)).toBe(hashState(m.state));
  });

  it('refuses foreign, malformed and tampered save files with a reason', () => {
    let m = createMatch(toyGame, { seats: 2 }, 'tamper');
    m = must(act(toyGame, m, 0, { add: 2 })).match;
    const file = toSaveFile(toyGame, m);
    const codes = [
      fromSaveFile(toyGame, null),
      fromSaveFile(toyGame, 'text'),
      fromSaveFile(toyGame, { ...file, game: 'chess' }),
      fromSaveFile(toyGame, { ...file, format: 99 }),
      fromSaveFile(toyGame, { ...file, hash: '0000000000000000' }),
      fromSaveFile(toyGame, { ...file, log: [{ seat: 1, choice: { add: 2 } }] }),
      fromSaveFile(toyGame, { ...file, options: { seats: 7 } }),
    ].map((r) => (r.ok ? 'ok' : r.error.code));
    expect(codes).toEqual(['save-malformed', 'save-malformed', 'save-foreign', 'save-format', 'save-corrupt', 'save-corrupt', 'bad-options']);
  });
});
