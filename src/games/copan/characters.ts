// Characters in front of a player: taking a new one, discarding (face down, in front of the
// owner), and the discards that events and a lost storage extension demand.
import type { Seat } from '../../engine/index.ts';
import { CHARACTERS } from './data.ts';
import { CHARACTER_INDEX } from './board.ts';
import { defineHandler, err, malformed, readIndex } from './handlers.ts';
import { charSlots, type Ctx } from './resources.ts';
import type { CopanState, Task } from './types.ts';

type T<K extends Task['k']> = Extract<Task, { k: K }>;
const cardId = (c: number): string => CHARACTERS[c]!.id;

/** Face down in front of the owner; an instant's effect is used only when `use` is set. */
export function discardOwned(s: CopanState, seat: Seat, card: number, use: boolean, ctx: Ctx): void {
  const p = s.players[seat]!;
  const i = p.chars.indexOf(card);
  if (i >= 0) p.chars.splice(i, 1);
  p.down.push(card);
  ctx.events.push({ type: use ? 'useCharacter' : 'discardCharacter', seat, card: cardId(card) });
  const fx = CHARACTERS[card]!.fx;
  if (use && fx) s.tasks.unshift({ k: 'fx', seat, fx });
}

interface NewCharMove {
  action: 'keep' | 'use' | 'discard' | 'replace';
  replace: number; // own face-up card to discard when action = replace
}

/** A new Character: keep it, use it at once (instant), discard it, or discard an own one for it. */
export const newCharRules = defineHandler<T<'newChar'>, NewCharMove>({
  kinds: ['new_character', 'replace_character'],
  parse(raw) {
    if (raw.kind === 'replace_character') {
      const replace = readIndex(raw, 'card', CHARACTER_INDEX);
      return replace === undefined ? malformed('card') : { action: 'replace', replace };
    }
    const a = raw.action;
    return a === 'keep' || a === 'use' || a === 'discard' ? { action: a, replace: -1 } : malformed('action');
  },
  candidates: (s, t) => [
    { action: 'keep', replace: -1 },
    { action: 'use', replace: -1 },
    { action: 'discard', replace: -1 },
    ...s.players[t.seat]!.chars.map((c) => ({ action: 'replace' as const, replace: c })),
  ],
  validate(s, t, m) {
    const p = s.players[t.seat]!;
    const full = p.chars.length >= charSlots(p);
    if (m.action === 'keep' && full) return err('no-room', 'No free Character space: discard one first or discard the new one.');
    if (m.action === 'use' && CHARACTERS[t.card]!.kind !== 'instant') return err('not-instant', 'Only instant Characters are used by discarding them.');
    if (m.action === 'replace') {
      if (!p.chars.includes(m.replace)) return err('not-owned', 'That Character is not face up in front of you.', { card: cardId(m.replace) });
      if (!full) return err('room-left', 'There is a free Character space already.');
    }
    return null;
  },
  run(s, t, m, ctx) {
    const p = s.players[t.seat]!;
    if (m.action === 'keep' || m.action === 'replace') {
      if (m.action === 'replace') discardOwned(s, t.seat, m.replace, false, ctx);
      p.chars.push(t.card);
      ctx.events.push({ type: 'keepCharacter', seat: t.seat, card: cardId(t.card) });
    } else {
      p.chars.push(t.card);
      discardOwned(s, t.seat, t.card, m.action === 'use', ctx);
    }
  },
  toChoice: (m) =>
    m.action === 'replace'
      ? { id: `replace_character:${cardId(m.replace)}`, kind: 'replace_character', card: cardId(m.replace) }
      : { id: `new_character:${m.action}`, kind: 'new_character', action: m.action },
});

/** Event discards and trimming down to the Character spaces after losing an extension (D15). */
export const discardOwnedRules = defineHandler<T<'discardChar'> | T<'trimChars'>, number>({
  kinds: ['discard_owned'],
  parse: (raw) => readIndex(raw, 'card', CHARACTER_INDEX) ?? malformed('card'),
  candidates: (s, t) => s.players[t.seat]!.chars.slice(),
  validate: (s, t, c) => (s.players[t.seat]!.chars.includes(c) ? null : err('not-owned', 'That Character is not face up in front of you.', { card: cardId(c) })),
  run(s, t, c, ctx) {
    discardOwned(s, t.seat, c, false, ctx);
    const p = s.players[t.seat]!;
    if (t.k === 'trimChars' && p.chars.length > charSlots(p)) s.tasks.unshift({ k: 'trimChars', seat: t.seat });
  },
  toChoice: (c) => ({ id: `discard_owned:${cardId(c)}`, kind: 'discard_owned', card: cardId(c) }),
});
