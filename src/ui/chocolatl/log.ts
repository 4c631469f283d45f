// Chocolatl's game events as sentences for the log and the screen-reader announcements. The state
// keeps events, never sentences, so the log follows a change of language. Face-down placements
// are not logged one by one (they say nothing and would flood the narration): reveals are.
import type { GameEvent } from '../../engine/types.ts';
import { t, tk } from '../../i18n/index.ts';
import { cardList, locName, modeName } from './labels.ts';

type Names = (seat: number) => string;

const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '0');

/** Each seat's cards at a reveal, skipping empty slots: "Ana 3 + 9, Ben 0 + 12". */
function revealed(cards: readonly (readonly (number | null)[])[], name: Names): string {
  return cards.map((row, seat) => `${name(seat)} ${cardList(row.filter((c): c is number => typeof c === 'number' && c >= 0))}`).join(', ');
}

// Dice rolled (the round's harvest dice, a black die, a leftover die): told even after one's own move, and held longer.
const CHANCE = new Set(['round', 'blackDice', 'leftoverDie']);
export const isChance = (e: GameEvent): boolean => CHANCE.has(e.type);

export function logLines(events: GameEvent[], name: Names): string[] {
  const out: string[] = [];
  for (const e of events) {
    const line = lineFor(e, name);
    if (line) out.push(line);
  }
  return out;
}

function lineFor(e: GameEvent, name: Names): string | null {
  const player = typeof e.seat === 'number' ? name(e.seat) : '';
  switch (e.type) {
    case 'sacrificed': return t('c.log.sacrificed', { player });
    case 'round': {
      const white = (e.white as number[]).join(', ');
      return t('c.log.round', { n: Number(e.round), mode: modeName(String(e.mode)), white });
    }
    case 'revealFirst': return t('c.log.revealFirst', { cards: revealed((e.cards as number[][]).map((r) => r), name) });
    case 'reveal': return t('c.log.reveal', { loc: locName(Number(e.loc)), cards: revealed(e.cards as number[][], name) });
    case 'blackDice': return t('c.log.blackDice', { player, rolls: (e.rolls as number[]).join(', '), loc: locName(Number(e.loc)) });
    case 'ranking': {
      const order = e.order as number[];
      const offers = e.offers as number[];
      return t('c.log.ranking', { loc: locName(Number(e.loc)), order: order.map((s) => `${name(s)} ${offers[s]}`).join(' > ') });
    }
    case 'figure': return t(e.figure === 'chocolatl' ? 'c.log.chocolatl' : 'c.log.oldMan', { player });
    case 'cityChoice': return t(e.take === 'hut' ? 'c.log.cityHut' : 'c.log.cityDie', { player });
    case 'hut': return t('c.log.hut', { player });
    case 'blackDie': return t('c.log.blackDie', { player });
    case 'pyramidOrder': return t('c.log.pyramidOrder', { player, first: name(Number(e.first)) });
    case 'stone': return t('c.log.stone', { player, box: Number(e.box) + 1 });
    case 'rowComplete': return t('c.log.row', { row: Number(e.row) + 1, player });
    case 'improvement': return t('c.log.improvement', { player, card: Number(e.card) });
    case 'discard': return t('c.log.discard', { player, card: Number(e.card) });
    case 'score': return t('c.log.score', { player, delta: signed(Number(e.delta)), score: Number(e.score), cause: tk(`c.cat.${String(e.category)}`) });
    case 'lastRound': return tk(`c.log.lastRound.${String(e.cause)}`);
    case 'sacrificesRevealed': return t('c.log.sacrifices', { cards: (e.cards as number[]).map((c, s) => `${name(s)} ${c}`).join(', ') });
    case 'leftoverDie': return t('c.log.leftoverDie', { player, roll: Number(e.roll) });
    case 'gameOver': return t('c.log.over');
    case 'undo': return t('c.log.undo', { player });
    default: return null;
  }
}

/** The points an event gives and why (its scoring category), for the round summary. */
export function points(e: GameEvent): { seat: number; n: number; why: string } | null {
  if (e.type !== 'score' || typeof e.seat !== 'number') return null;
  return { seat: e.seat, n: Number(e.delta), why: tk(`c.cat.${String(e.category)}`) };
}

/** A black die or the leftover die is the roll of the seat it names; the harvest dice are nobody's. */
export function rollBy(events: readonly GameEvent[], i: number): number | null {
  const e = events[i]!;
  return (e.type === 'blackDice' || e.type === 'leftoverDie') && typeof e.seat === 'number' ? e.seat : null;
}
