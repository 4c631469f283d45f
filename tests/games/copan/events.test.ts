// Event-card effects: every face of every card resolves for all players, and the effects with
// choices or losses behave as the spec says (5.3).
import { describe, expect, it } from 'vitest';
import { copanGame, type CopanState } from '../../../src/games/copan/index.ts';
import { invariants } from '../../../src/games/copan/checks.ts';
import { EVENT_IDS, type EventId } from '../../../src/games/copan/data.ts';
import { giveChar, giveGlyphs, giveTiles, pendingKind, play, quiet } from './helpers.ts';

/** Seat 0 covers an omen space with the die showing `face`; returns the state after placing. */
function omen(event: EventId, face: number, prep: (s: CopanState) => void = () => {}): CopanState {
  const s = quiet(4, event);
  s.fate = face;
  giveTiles(s, 0, 1);
  prep(s);
  return play(s, 0, { kind: 'place', tile: 'fame', space: 'north.a5' }).state;
}

/** Settles every pending event decision with the first legal choice. */
function settle(s: CopanState): CopanState {
  let st = s;
  while (pendingKind(st) !== 'site' && pendingKind(st) !== undefined) {
    const seat = copanGame.pending(st)[0]!.seat;
    const res = copanGame.apply(st, seat, copanGame.choices(st, seat)[0]);
    if (!res.ok) throw new Error(res.error.code);
    st = res.state;
  }
  return st;
}

function loaded(s: CopanState): void {
  for (let seat = 0; seat < 4; seat++) {
    const p = s.players[seat]!;
    p.res = [3, 3, 3, 3];
    p.ext = 1;
    s.storagePile--;
    p.emb = [1, 0, 1, 0, 0, 0];
    p.supply -= 2;
    p.jade = 0b11;
    giveChar(s, seat, seat);
    giveChar(s, seat, 20 + seat, true);
    giveGlyphs(s, seat, seat, 1);
  }
}

describe('Event cards', () => {
  for (const ev of EVENT_IDS)
    it(`${ev}: every face resolves for every player and keeps the game legal`, () => {
      for (let face = 0; face < 6; face++) {
        const st = settle(omen(ev, face, loaded));
        expect(invariants(st)).toEqual([]);
        expect(pendingKind(st)).toBe('site');
      }
    });

  it('lose 2 food with 1 food: food goes to 0 and 1 VP is lost (ex.16)', () => {
    const st = omen('ev12', 0, (s) => (s.players[2]!.res = [1, 0, 0, 0]));
    expect(st.players[2]!.res[0]).toBe(0);
    expect(st.players[2]!.vp).toBe(-1);
  });

  it('losing resources of choice asks only those who hold more than they lose', () => {
    const st = omen('ev13', 3, (s) => {
      s.players[1]!.emb = [1, 1, 0, 0, 0, 0];
      s.players[1]!.supply -= 2;
      s.players[1]!.res = [1, 1, 1, 0];
      s.players[2]!.emb = [1, 1, 1, 0, 0, 0];
      s.players[2]!.supply -= 3;
      s.players[2]!.res = [1, 0, 0, 0];
    });
    expect(copanGame.pending(st)).toEqual([{ seat: 1, kind: 'lose' }]);
    const after = play(st, 1, { kind: 'lose', amounts: [0, 1, 1, 0] }).state;
    expect(after.players[1]!.res).toEqual([1, 0, 0, 0]);
    expect(after.players[2]).toMatchObject({ res: [0, 0, 0, 0], vp: -2 }); // 3 to lose, 1 held: no choice
    expect(pendingKind(after)).toBe('site');
  });

  it('per-card effects: +fame per discarded Character, -fame per face-up Character', () => {
    const a = omen('ev11', 3, (s) => [30, 31].forEach((c) => giveChar(s, 3, c, true)));
    expect(a.players[3]!.res[1]).toBe(2);
    const b = omen('ev22', 2, (s) => {
      [30, 31].forEach((c) => giveChar(s, 1, c));
      s.players[1]!.res = [0, 1, 0, 0];
    });
    expect(b.players[1]).toMatchObject({ res: [0, 0, 0, 0], vp: -1 });
  });

  it('a jade tile won by another player is placed at once, in turn order', () => {
    const st = omen('ev11', 2);
    expect(copanGame.pending(st)).toEqual([{ seat: 0, kind: 'jade' }]);
    const next = play(st, 0, { kind: 'jade', tile: 11 - 8 }).state;
    expect(copanGame.pending(next)).toEqual([{ seat: 1, kind: 'jade' }]);
  });

  it('cube effects move once for the table; back stops at 0 and fires nothing', () => {
    const fwd = omen('ev31', 0);
    expect(fwd.cubes[1]).toBe(1 + 1); // the placed fame tile, then the effect
    const back = omen('ev12', 4, (s) => (s.cubes[0] = 6));
    expect(back.cubes[0]).toBe(5);
    const none = omen('ev12', 4);
    expect(none.cubes[0]).toBe(0);
  });

  it('discard, descend and lose-a-Glyph ask only the players who can', () => {
    const st = omen('ev12', 3, (s) => giveChar(s, 2, 5));
    expect(pendingKind(st)).toBe('site');
    expect(st.players[2]!.down).toEqual([5]); // a single Character: forced
    const d = omen('ev32', 0, (s) => {
      s.players[1]!.priests = [2, 3, 0, 0];
    });
    expect(copanGame.pending(d)).toEqual([{ seat: 1, kind: 'descend' }]);
    const g = omen('ev33', 5, (s) => {
      giveGlyphs(s, 3, 2, 1);
      giveGlyphs(s, 3, 4, 1);
    });
    expect(copanGame.pending(g)).toEqual([{ seat: 3, kind: 'loseGlyph' }]);
  });
});
