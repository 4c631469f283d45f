import { describe, expect, it } from 'vitest';
import { GameLog } from '../../src/ui/game-log.ts';
import type { GamePresenter } from '../../src/ui/presenter.ts';

const presenter = { points: (e: { type: string; seat?: number; n?: unknown; why?: unknown }) =>
  e.type === 'vp' && typeof e.seat === 'number' ? { seat: e.seat, n: Number(e.n), why: String(e.why) } : null } as unknown as GamePresenter;

describe('game log', () => {
  it('opens a group for each seat a move names in turn, and one of no seat for a step nobody made', () => {
    const log = new GameLog();
    log.add({ round: 1, events: [{ type: 'pick', seat: 0 }, { type: 'reveal' }, { type: 'bot', seat: 1 }, { type: 'turn', seat: 0 }] });
    expect(log.turns.map((t) => [t.seat, t.events.map((e) => e.type)])).toEqual([[0, ['pick']], [null, ['reveal']], [1, ['bot']], [0, ['turn']]]);
    log.add({ round: 1, events: [{ type: 'more', seat: 0 }] });
    expect(log.turns).toHaveLength(4); // the same seat's next move joins its group
    log.add({ round: 2, events: [{ type: 'next', seat: 0 }] });
    expect(log.turns).toHaveLength(5);
    expect(log.rounds()).toEqual([2, 1]);
  });

  it('sums a round\'s points per seat and per reason', () => {
    const log = new GameLog();
    log.add({ round: 1, events: [{ type: 'vp', seat: 0, n: 3, why: 'totem' }, { type: 'vp', seat: 1, n: 2, why: 'zenith' }, { type: 'vp', seat: 0, n: 1, why: 'totem' }, { type: 'vp', seat: 0, n: -1, why: 'lack' }] });
    log.add({ round: 2, events: [{ type: 'vp', seat: 0, n: 5, why: 'totem' }] });
    expect(log.roundPoints(1, presenter)).toEqual([
      { seat: 0, total: 3, reasons: [{ why: 'totem', n: 4 }, { why: 'lack', n: -1 }] },
      { seat: 1, total: 2, reasons: [{ why: 'zenith', n: 2 }] },
    ]);
  });
});
