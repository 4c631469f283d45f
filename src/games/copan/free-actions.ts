// The active player's free moments (D34): before placing, before choosing a Site, and between
// bonus actions (or before ending the turn). There they may use or discard Characters and
// exchange Glyph cards once a turn.
import { CHARACTERS, EXCHANGE_DIFFERENT, EXCHANGE_SAME, GLYPH_COLOURS } from './data.ts';
import { CHARACTER_INDEX } from './board.ts';
import { defineHandler, err, malformed, readIndex, readVector } from './handlers.ts';
import { discardOwned } from './characters.ts';
import type { CopanState, Task } from './types.ts';

// An ejected owner's out-of-turn bonus step is not the active player's free moment.
export const isFreePoint = (t: Task): boolean => t.k === 'place' || t.k === 'site' || (t.k === 'bonus' && t.seat === undefined);
const cardId = (c: number): string => CHARACTERS[c]!.id;

interface FreeMove {
  kind: 'use_character' | 'discard_character' | 'exchange';
  card: number;
  set: number[]; // exchange: cards per colour
}

/** [jade tiles, bonus discount or -1] for a set, or null when it is not a set (D16). */
export function exchangeValue(set: readonly number[]): readonly [number, number] | null {
  const total = set.reduce((a, b) => a + b, 0);
  const colours = set.filter((n) => n > 0).length;
  if (colours === 1) return EXCHANGE_SAME[total] ?? null;
  if (colours === total) return EXCHANGE_DIFFERENT[total] ?? null;
  return null;
}

function exchangeCandidates(glyphs: readonly number[]): number[][] {
  const out: number[][] = [];
  const held: number[] = [];
  glyphs.forEach((n, c) => {
    if (n > 0) held.push(c);
    for (let k = 3; k <= n; k++) out.push(GLYPH_COLOURS.map((_, i) => (i === c ? k : 0)));
  });
  // Every subset of two or more held colours, one card each.
  for (let mask = 3; mask < 1 << held.length; mask++) {
    if ((mask & (mask - 1)) === 0) continue;
    const set = [0, 0, 0, 0, 0, 0];
    for (let j = 0; j < held.length; j++) if (mask & (1 << j)) set[held[j]!] = 1;
    out.push(set);
  }
  return out;
}

/** Cheap test used before asking: is any free action possible for the active player now? */
export function anyFreeAction(s: CopanState): boolean {
  const p = s.players[s.active]!;
  if (p.chars.length > 0) return true;
  if (s.exchanged) return false;
  let colours = 0;
  for (const n of p.glyphs) if (n >= 3 || (n > 0 && ++colours >= 2)) return true;
  return false;
}

export const freeRules = defineHandler<Task, FreeMove>({
  kinds: ['use_character', 'discard_character', 'exchange'],
  parse(raw) {
    if (raw.kind === 'exchange') {
      const set = readVector(raw, 'colours', GLYPH_COLOURS.length);
      return set ? { kind: 'exchange', card: -1, set } : malformed('colours');
    }
    const card = readIndex(raw, 'card', CHARACTER_INDEX);
    return card === undefined ? malformed('card') : { kind: raw.kind as FreeMove['kind'], card, set: [] };
  },
  candidates(s) {
    const p = s.players[s.active]!;
    const out: FreeMove[] = [];
    for (const card of p.chars) {
      if (CHARACTERS[card]!.kind === 'instant') out.push({ kind: 'use_character', card, set: [] });
      out.push({ kind: 'discard_character', card, set: [] });
    }
    if (!s.exchanged) for (const set of exchangeCandidates(p.glyphs)) out.push({ kind: 'exchange', card: -1, set });
    return out;
  },
  validate(s, _t, m) {
    const p = s.players[s.active]!;
    if (m.kind !== 'exchange') {
      if (!p.chars.includes(m.card)) return err('not-owned', 'That Character is not face up in front of you.', { card: cardId(m.card) });
      if (m.kind === 'use_character' && CHARACTERS[m.card]!.kind !== 'instant') return err('not-instant', 'Only instant Characters are used by discarding them.');
      return null;
    }
    if (s.exchanged) return err('exchange-used', 'Glyph cards can be exchanged once per turn (D16).');
    for (let c = 0; c < m.set.length; c++) if (m.set[c]! > p.glyphs[c]!) return err('glyphs-missing', 'Not that many Glyph cards of that colour in hand.', { colour: GLYPH_COLOURS[c]! });
    if (!exchangeValue(m.set)) return err('not-a-set', 'A set is 3-8 cards of one colour or 2-6 cards of all different colours.');
    return null;
  },
  run(s, _t, m, ctx) {
    const seat = s.active;
    if (m.kind !== 'exchange') return discardOwned(s, seat, m.card, m.kind === 'use_character', ctx);
    const p = s.players[seat]!;
    const [tiles, disc] = exchangeValue(m.set)!;
    for (let c = 0; c < m.set.length; c++) {
      p.glyphs[c] = p.glyphs[c]! - m.set[c]!;
      s.glyphDiscard[c] = s.glyphDiscard[c]! + m.set[c]!;
    }
    s.exchanged = true;
    ctx.barrier = true; // the colours were hidden in hand
    ctx.events.push({ type: 'exchange', seat, colours: m.set.slice(), tiles });
    for (let i = 0; i < tiles; i++) s.tasks.unshift({ k: 'jade', seat });
    if (disc >= 0) s.bonusQueue.push({ site: -1, disc });
  },
  toChoice(m) {
    if (m.kind === 'exchange') return { id: `exchange:${m.set.join('.')}`, kind: 'exchange', colours: m.set.slice() };
    return { id: `${m.kind}:${cardId(m.card)}`, kind: m.kind, card: cardId(m.card) };
  },
});
