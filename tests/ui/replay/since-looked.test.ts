// "Since you looked": the moves others made after this device's last own decision.
import { describe, expect, it } from 'vitest';
import { sinceLastActed } from '../../../src/ui/replay/since-looked.ts';
import type { SeatInfo } from '../../../src/store/saves.ts';

const SEATS: SeatInfo[] = [
  { name: 'Ana', kind: 'human', color: 0 },
  { name: 'Bot', kind: 'ai', color: 1 },
  { name: 'Ben', kind: 'human', color: 2 },
];
const log = (...seats: number[]) => seats.map((seat) => ({ seat }));

describe('since you looked', () => {
  it('counts the moves after the last decision of any seat played on this device', () => {
    expect(sinceLastActed(log(0, 1, 1), SEATS)).toEqual({ from: 1, moves: 2 });
    expect(sinceLastActed(log(0, 1, 2, 1), SEATS)).toEqual({ from: 3, moves: 1 });
    expect(sinceLastActed(log(1, 0), SEATS)).toEqual({ from: 2, moves: 0 });
  });
  it('no own decision yet: everything from the start', () => {
    expect(sinceLastActed(log(1, 1), SEATS)).toEqual({ from: 0, moves: 2 });
    expect(sinceLastActed([], SEATS)).toEqual({ from: 0, moves: 0 });
  });
});
