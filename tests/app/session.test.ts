import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetDbForTests } from '../../src/store/db.ts';
import { getSave } from '../../src/store/saves.ts';
import { LocalSession, SAVE_GAP_MS } from '../../src/app/session.ts';
import { zapotecGame } from '../../src/games/zapotec/index.ts';
import type { ZapotecState } from '../../src/games/zapotec/types.ts';

const seats = [{ name: 'Ana', kind: 'human' as const, color: 0 }, { name: 'Cocijobot', kind: 'automa' as const, color: 4 }];
const roundOf = (s: ZapotecState) => s.round;

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  resetDbForTests();
});

describe('local session', () => {
  it('autosaves after every move and resumes to the same state hash', async () => {
    const s = LocalSession.start(zapotecGame, { players: 1, difficulty: 'normal' }, 'sess', seats, roundOf);
    const card = s.state.players[0]!.hand[0]!;
    expect(s.act(0, { kind: 'pick', card }).ok).toBe(true);
    await s.flush();
    const stored = await getSave(s.record.id);
    expect(stored.ok).toBe(true);
    if (!stored.ok) return;
    expect(stored.value.file.log).toHaveLength(1);
    const again = LocalSession.resume(zapotecGame, stored.value, roundOf);
    expect(again instanceof LocalSession && again.hash()).toBe(s.hash());
    // The resumed game's history is the moves' events again (what the log is rebuilt from).
    const res = s.act(0, s.choices(0)[0]!);
    expect(res.ok).toBe(true);
    await s.flush();
    const later = await getSave(s.record.id);
    const resumed = later.ok ? LocalSession.resume(zapotecGame, later.value, roundOf) : null;
    const past = resumed instanceof LocalSession ? resumed.history() : [];
    expect(past.map((p) => p.seat)).toEqual([0, 0]);
    expect(past[0]!.round).toBe(1);
    expect(past[1]!.events).toEqual(res.ok ? res.events : null);
  });

  it('an illegal move changes nothing and is not saved', async () => {
    const s = LocalSession.start(zapotecGame, { players: 1, difficulty: 'normal' }, 'illegal', seats, roundOf);
    const before = s.hash();
    const res = s.act(0, { kind: 'pick', card: 99 });
    expect(res.ok).toBe(false);
    expect(s.hash()).toBe(before);
    expect(s.version).toBe(0);
  });

  it('tells which moves are final (cannot be undone) and undoes the others', () => {
    const s = LocalSession.start(zapotecGame, { players: 2 }, 'final', [seats[0]!, { name: 'Ben', kind: 'human', color: 1 }], roundOf);
    expect(s.isFinal(0, { kind: 'pick', card: s.state.players[0]!.hand[0]! })).toBe(false);
    s.act(0, { kind: 'pick', card: s.state.players[0]!.hand[0]! });
    expect(s.canUndo(0)).toBe(true);
    expect(s.isFinal(1, { kind: 'pick', card: s.state.players[1]!.hand[0]! })).toBe(true);
    expect(s.undo(0).ok).toBe(true);
    expect(s.state.chosen[0]).toBe(-1);
  });

  it('coalesces the writes of moves made close together, and flush() or the gap writes the latest', async () => {
    const s = LocalSession.start(zapotecGame, { players: 2 }, 'burst', [seats[0]!, { name: 'Ben', kind: 'human', color: 1 }], roundOf);
    await s.flush();
    const puts: number[] = [];
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
      puts.push((value as { file: { log: unknown[] } }).file.log.length);
      return put.call(this, value, key);
    };
    try {
      // A burst of moves (as bots playing with no pacing make): fewer writes than moves, the last with all.
      for (let i = 0; i < 6; i++) {
        const seat = s.pending()[0]!.seat;
        expect(s.act(seat, s.choices(seat)[0]!).ok).toBe(true);
      }
      await s.flush();
      expect(puts.length).toBeLessThan(6);
      expect(puts.at(-1)).toBe(6);
      const stored = await getSave(s.record.id);
      expect(stored.ok && stored.value.file.log).toHaveLength(6);
      // With no flush, the move waiting at the end of a burst is written once the gap is over.
      const seat = s.pending()[0]!.seat;
      s.act(seat, s.choices(seat)[0]!);
      await new Promise((r) => setTimeout(r, SAVE_GAP_MS + 100));
      const later = await getSave(s.record.id);
      expect(later.ok && later.value.file.log).toHaveLength(7);
    } finally {
      IDBObjectStore.prototype.put = put;
    }
  });

  it('asks its bots through the authority only while a screen paces them, and autoplays a person on request', async () => {
    const s = LocalSession.start(zapotecGame, { players: 2 }, 'bots', [seats[0]!, { name: 'Bot', kind: 'ai', color: 1 }], roundOf);
    const asked: number[] = [];
    const tick = () => new Promise((r) => setTimeout(r, 20));
    // Seat 0 picks first; the bot (seat 1) owes its pick too (Zapotec picks are simultaneous).
    await tick();
    expect(s.version).toBe(0); // no screen: nobody asked
    s.botScreen({ driver: (req) => { asked.push(req.seat); return req.choices[0]; }, failed: () => {} });
    // The bots' code is a chunk fetched when a screen first paces them.
    await vi.waitFor(() => expect(asked).toContain(1), { timeout: 5000 });
    await tick();
    expect(s.pending().some((p) => p.seat === 1)).toBe(false);
    expect(asked).not.toContain(0);
    // Autoplay: the person's seat is asked like a bot's; the screen going ends it.
    s.setAutoplay(0, true);
    await vi.waitFor(() => expect(asked).toContain(0), { timeout: 5000 });
    s.botScreen(null);
    await tick();
    const at = s.version;
    expect(s.result()).toBeNull();
    await tick();
    await tick();
    expect(s.version).toBe(at);
    expect(at).toBeGreaterThan(2);
  });
});
