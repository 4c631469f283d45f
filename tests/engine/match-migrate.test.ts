// Saves that survive a rules change: a synthetic "version 2" of the toy game changes what a move
// does (so old logs no longer replay to the saved state) and reshapes the state; old saves load
// from their snapshot through the migration, and a save that cannot be migrated is refused.
import { describe, expect, it } from 'vitest';
import { act, createMatch, fromSaveFile, toSaveFile, type Match } from '../../src/engine/match.ts';
import { hashState } from '../../src/engine/hash.ts';
import type { ApplyResult, GameModule, Migration } from '../../src/engine/types.ts';
import { toyGame, type ToyState } from './toy-game.ts';

type ToyV2 = ToyState & { moves: number };
const toMoves: Migration = { from: 1, to: 2, migrate: (s) => ({ ...(s as ToyState), moves: 0 }) };

/** Version 2: "add 2" now adds 3, and the state counts moves. */
function toyV2(migrations: Migration[] = [toMoves]): GameModule<ToyV2, { seats: 2 }> {
  return {
    ...(toyGame as unknown as GameModule<ToyV2, { seats: 2 }>),
    rulesVersion: 2,
    migrations,
    setup: (o, seed) => ({ ...toyGame.setup(o, seed), moves: 0 }),
    apply(s, seat, choice): ApplyResult<ToyV2> {
      const c = choice as { add?: number } | null;
      const res = toyGame.apply(s, seat, c && c.add === 2 ? { ...c, add: 1 } : choice);
      if (!res.ok) return res;
      const extra = c && c.add === 2 ? 2 : 0;
      return { ...res, state: { ...res.state, total: res.state.total + extra, moves: s.moves + 1 } };
    },
  };
}

function v1Save(adds = [2, 1, 2]): { file: ReturnType<typeof toSaveFile>; match: Match<ToyState, { seats: 2 }> } {
  let m = createMatch(toyGame, { seats: 2 as const }, 'mig');
  for (const add of adds) {
    const r = act(toyGame, m, m.state.turn, { id: `add:${add}`, kind: 'add', add });
    if (!r.ok) throw new Error(r.error.reason);
    m = r.match;
  }
  return { file: JSON.parse(JSON.stringify(toSaveFile(toyGame, m))), match: m };
}

describe('saves across a rules change', () => {
  it('writes the rules version and a snapshot of the state', () => {
    const { file, match } = v1Save();
    expect(file.rulesVersion).toBe(1);
    expect(hashState(file.snapshot)).toBe(hashState(match.state));
    expect(fromSaveFile(toyGame, file)).toMatchObject({ ok: true, via: 'replay' });
  });

  it('loads a version-1 save under version 2 through the migration, then plays and reloads quietly', () => {
    const { file, match } = v1Save();
    const v2 = toyV2();
    const loaded = fromSaveFile(v2, file);
    if (!loaded.ok) throw new Error(loaded.error.reason);
    expect(loaded.via).toBe('migrated');
    expect(loaded.match.state).toEqual({ ...match.state, moves: 0 });
    expect(loaded.match.log).toHaveLength(3);
    const next = act(v2, loaded.match, loaded.match.state.turn, { id: 'add:2', kind: 'add', add: 2 });
    if (!next.ok) throw new Error(next.error.reason);
    expect(next.match.state.total).toBe(match.state.total + 3);
    const saved = JSON.parse(JSON.stringify(toSaveFile(v2, next.match)));
    expect(saved).toMatchObject({ rulesVersion: 2, rebased: true });
    const again = fromSaveFile(v2, saved);
    expect(again.ok && again.via).toBe('snapshot');
    expect(again.ok && hashState(again.match.state)).toBe(hashState(next.match.state));
  });

  it('still replays a version-1 save whose moves the change does not touch', () => {
    const { file } = v1Save([1, 1]);
    // Same moves, same totals; only the state's shape differs, so the hash differs: migrated.
    const res = fromSaveFile(toyV2(), file);
    expect(res.ok && res.via).toBe('migrated');
    // With a game whose state shape did not change, the log replays.
    const sameShape = { ...toyGame, rulesVersion: 2, migrations: [] };
    expect(fromSaveFile(sameShape, file)).toMatchObject({ ok: true, via: 'replay' });
  });

  it('refuses what can be neither replayed nor migrated, with a reason', () => {
    const { file } = v1Save();
    const noPath = fromSaveFile(toyV2([]), file);
    expect(noPath.ok || noPath.error.code).toBe('save-old');
    const throws = fromSaveFile(toyV2([{ from: 1, to: 2, migrate: () => { throw new Error('boom'); } }]), file);
    expect(throws.ok || throws.error.code).toBe('save-old');
    const unplayable = fromSaveFile(toyV2([{ from: 1, to: 2, migrate: () => ({ nothing: true }) }]), file);
    expect(unplayable.ok || unplayable.error.code).toBe('save-old');
    const tampered = fromSaveFile(toyV2(), { ...file, snapshot: { ...(file.snapshot as object), total: 9 } });
    expect(tampered.ok || tampered.error.code).toBe('save-old');
    const { snapshot: _s, rulesVersion: _r, ...olderApp } = file;
    const noSnapshot = fromSaveFile(toyV2(), olderApp);
    expect(noSnapshot.ok || noSnapshot.error.code).toBe('save-old');
    const newer = fromSaveFile(toyGame, { ...file, rulesVersion: 2 });
    expect(newer.ok || newer.error.code).toBe('save-newer');
  });

  it('loads saves of earlier app versions (no snapshot) by replay, and never trusts a snapshot at the same rules', () => {
    const { file } = v1Save();
    const { snapshot: _s, rulesVersion: _r, ...olderApp } = file;
    expect(fromSaveFile(toyGame, olderApp)).toMatchObject({ ok: true, via: 'replay' });
    const badLog = { ...file, log: [{ seat: 0, choice: { add: 7 } }] };
    const res = fromSaveFile(toyGame, badLog);
    expect(res.ok || res.error.code).toBe('save-corrupt');
  });
});
