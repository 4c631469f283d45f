// Seat colours of a hosted room: a clash is settled on the seat that matters least.
import { describe, expect, it } from 'vitest';
import { colourFixes } from '../../src/app/host-colours.ts';
import type { SeatPublic } from '../../src/net/protocol-host.ts';

const seat = (n: number, kind: SeatPublic['kind'], color: number, status: SeatPublic['status'] = 'connected') =>
  ({ seat: n, kind, color, status, name: `S${n}`, connected: true }) as SeatPublic;

describe('colourFixes', () => {
  it('changes nothing when every colour differs', () => {
    expect(colourFixes([seat(0, 'local', 0, 'local'), seat(1, 'remote', 1), seat(2, 'ai', 2, 'ai')])).toEqual([]);
  });

  it('keeps the colour of the seat that matters most (this device’s own, then a guest, a bot, an open seat)', () => {
    expect(colourFixes([seat(0, 'remote', 3, 'open'), seat(1, 'local', 3, 'local')])).toEqual([{ seat: 0, color: 0 }]);
    // The device keeps 1; the guest, then the bot, take the free colours in order.
    expect(colourFixes([seat(0, 'local', 1, 'local'), seat(1, 'ai', 1, 'ai'), seat(2, 'remote', 1)])).toEqual([{ seat: 2, color: 0 }, { seat: 1, color: 2 }]);
  });
});
