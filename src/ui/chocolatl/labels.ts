// Words for Chocolatl things and decisions, all through i18n.
import { t, tk } from '../../i18n/index.ts';
import { L5_REWARDS, MAX_ROUNDS } from '../../games/chocolatl/data.ts';
import type { ChocolatlChoice, ChocolatlView } from '../../games/chocolatl/types.ts';

/** A location's name: 1 Chocolatl … 6 Tachli. */
export const locName = (loc: number): string => tk(`c.loc.${loc}`);
/** "L3 Tenochtitlan". */
export const locFull = (loc: number): string => t('c.locFull', { n: loc, name: locName(loc) });
export const modeName = (mode: string): string => tk(`c.mode.${mode}`);
export const cardText = (value: number): string => t('c.card', { n: value });
export const cardList = (cards: readonly number[]): string => cards.map((c) => String(c)).join(' + ');

/** The phase of play in a word or two, for the status line. */
export function stepName(v: ChocolatlView): string {
  switch (v.phase) {
    case 'sacrifice': return t('c.step.sacrifice');
    case 'commitAll': return t('c.step.commitAll');
    case 'commitFirst': return t('c.step.commitFirst');
    case 'commitSecond': return t('c.step.commitSecond');
    case 'commitLoc': return t('c.step.commitLoc', { loc: locName(v.loc) });
    case 'dice': return t('c.step.dice', { loc: locName(v.loc) });
    case 'city': return locName(3);
    case 'pyramidOrder': return locName(4);
    case 'discard': return t('c.step.discard');
    case 'over': return t('c.status.over');
  }
}

/** What the L5 drink pays this round, for help lines. */
export function drinkRewards(round: number): string {
  const [a, b] = L5_REWARDS[Math.max(0, Math.min(MAX_ROUNDS, round) - 1)]!;
  return t('c.drinkRewards', { a, b });
}

export function choiceLabel(c: ChocolatlChoice, v: ChocolatlView): string {
  switch (c.kind) {
    case 'sacrifice': return t('c.c.sacrifice', { card: c.card });
    case 'offer': return c.cards.length === 1
      ? t('c.c.offerOne', { card: c.cards[0]!, loc: locFull(c.loc) })
      : t('c.c.offerTwo', { cards: cardList(c.cards), loc: locFull(c.loc), sum: c.cards[0]! + c.cards[1]! });
    case 'dice': return c.count === 0 ? t('c.c.diceNone') : c.count === 1 ? t('c.c.diceOne') : t('c.c.dice', { n: c.count });
    case 'city': return t(c.take === 'hut' ? 'c.c.cityHut' : 'c.c.cityDie');
    case 'pyramidOrder': return c.first === v.order[0]
      ? t('c.c.pyramidMe')
      : t('c.c.pyramidOther');
    case 'discard': return t('c.c.discard', { card: c.card });
  }
}
