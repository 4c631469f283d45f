// Every decision an effect asks of the Automa is taken by rule (spec 7.4, D31, D37, D39): it
// never waits for input.
import { CHARACTERS, SITE_OF_TRACK, STAIR_TOP } from './data.ts';
import { automaBonus, cardAction, rollPick, takeGlyph } from './automa.ts';
import { addVp, type Ctx } from './resources.ts';
import { climb, descend } from './stairs.ts';
import { drawGlyph, refillCharacterSlot, refillGlyphSlot } from './supply.ts';
import { putTotem } from './totems.ts';
import type { CopanState, Task } from './types.ts';

/** D39: the stairway of its leftmost-priority card whose priest can still climb. */
function climbStair(s: CopanState): number {
  const a = s.automa!;
  const priests = s.players[a.seat]!.priests;
  return a.order.find((r) => priests[r]! < STAIR_TOP) ?? a.order[0]!;
}

/** Relocation: s1 of the Site of its leftmost card other than `not` (7.4). Returns that card. */
function relocate(s: CopanState, not: number, ctx: Ctx): number {
  const a = s.automa!;
  const card = a.order.find((r) => SITE_OF_TRACK[r]! !== not)!;
  putTotem(s, a.seat, SITE_OF_TRACK[card]!, 0, 0, ctx);
  return card;
}

/** Resolves decision task `t`, owed by the Automa, which the caller has removed from the queue. */
export function automaDecide(s: CopanState, t: Task, ctx: Ctx): void {
  const a = s.automa!;
  const seat = a.seat;
  const p = s.players[seat]!;
  switch (t.k) {
    case 'gain':
    case 'lose':
      return addVp(s, seat, t.k === 'gain' ? t.n : -t.n, ctx, 'automaGain'); // D30
    case 'climb':
      return climb(s, seat, climbStair(s), t.n, ctx);
    case 'descend': {
      const stair = a.order.find((r) => p.priests[r]! > 0);
      if (stair !== undefined) descend(s, seat, stair, t.n, ctx);
      return;
    }
    case 'jade': {
      const colour = drawGlyph(s, ctx); // D31: the top card of the Glyph deck instead
      if (colour >= 0) takeGlyph(s, colour, ctx);
      return;
    }
    case 'pickGlyph': {
      const slot = rollPick(s, (f) => s.glyphDisplay[f]! >= 0, ctx);
      if (slot < 0) return;
      takeGlyph(s, s.glyphDisplay[slot]!, ctx);
      s.glyphDisplay[slot] = -1;
      return refillGlyphSlot(s, slot, ctx);
    }
    case 'pickChar': {
      const slot = rollPick(s, (f) => s.charDisplay[f]! >= 0, ctx);
      if (slot < 0) return;
      const card = s.charDisplay[slot]!;
      s.charDisplay[slot] = -1;
      refillCharacterSlot(s, slot, ctx);
      s.tasks.unshift({ k: 'newChar', seat, card });
      return;
    }
    case 'newChar': {
      p.chars.push(t.card); // no limit on its Characters
      const fx = CHARACTERS[t.card]!.fx;
      if (a.advanced && fx) s.tasks.unshift({ k: 'fx', seat, fx }); // instants apply at once
      return;
    }
    case 'discardChar': {
      const card = p.chars.pop(); // D37: the most recently gained
      if (card !== undefined) p.down.push(card);
      return;
    }
    case 'loseGlyph': {
      const colour = a.glyphOrder.pop();
      if (colour === undefined) return;
      p.glyphs[colour]!--;
      s.glyphDiscard[colour]!++;
      return;
    }
    case 'relocate':
      return void relocate(s, p.site, ctx);
    case 'eject':
      // Rules version 2: an ejected totem's owner acts at its new Site. The Automa's usual move is
      // to a card's Site followed by that card's action, so it plays the card of the Site it went
      // to (it never pays, so every Site is open to it; no entry symbol, as for players).
      return cardAction(s, relocate(s, t.from, ctx), ctx);
    case 'freeEmbassy': {
      const city = rollPick(s, () => true, ctx);
      if (p.supply === 0) return;
      p.emb[city]!++;
      p.supply--;
      s.tasks.unshift({ k: 'embTokens', seat, city });
      return;
    }
    default:
      return; // trimChars, removeJade: nothing to do for the Automa (no limit, no mask)
  }
}

export { automaBonus };
