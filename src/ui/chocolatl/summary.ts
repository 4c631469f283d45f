// Plain-language lines about a Chocolatl position for screen readers: round and mode, scores,
// the viewer's hand and offering, figures, huts and dice, the pyramid, and what is on show.
import { t } from '../../i18n/index.ts';
import { MAX_ROUNDS, trackColour } from '../../games/chocolatl/data.ts';
import type { ChocolatlView } from '../../games/chocolatl/types.ts';
import { cardList, drinkRewards, locFull, modeName } from './labels.ts';

type Names = (seat: number) => string;

export function summary(v: ChocolatlView, seat: number, name: Names): string[] {
  const seats = v.scores.map((_, i) => i);
  const nobody = t('c.sum.nobody');
  const lines = [
    v.round === 0 ? t('c.status.sacrifice') : t('c.sum.round', { round: v.round, rounds: MAX_ROUNDS, mode: modeName(v.mode) }),
    t('c.sum.scores', { scores: seats.map((i) => `${name(i)} ${v.scores[i]}`).join(', ') }),
    t('c.sum.nextMode', { mode: modeName(trackColour(Math.max(...v.scores))) }),
  ];
  if (v.lastRound && v.phase !== 'over') lines.push(t('c.lastRound'));
  const hand = v.hands[seat];
  if (hand) lines.push(t('c.sum.hand', { cards: hand.join(', ') || '—' }));
  const board = v.boards[seat];
  if (board) {
    const placed = [1, 2, 3, 4, 5, 6].flatMap((loc) => {
      const cards = [board[2 * loc - 2], board[2 * loc - 1]].filter((c): c is number => typeof c === 'number' && c >= 0);
      return cards.length ? [`${locFull(loc)}: ${cardList(cards)}`] : [];
    });
    lines.push(t('c.sum.offering', { list: placed.join('; ') || '—' }));
  }
  lines.push(
    t('c.sum.figures', { chocolatl: v.chocolatl >= 0 ? name(v.chocolatl) : nobody, oldMan: v.oldMan >= 0 ? name(v.oldMan) : nobody }),
    t('c.sum.pieces', { list: seats.map((i) => t('c.sum.piecesOne', {
      player: name(i), huts: v.huts[i]!, dice: v.dice[i]!, stones: v.pyramid.filter((p) => p === i).length, cards: v.handCounts[i]!,
    })).join('; ') }),
  );
  if (v.round > 0) {
    lines.push(
      t('c.sum.harvest', { dice: v.white.join(', ') }),
      t('c.sum.drink', { rewards: drinkRewards(v.round) }),
      t('c.sum.tachli', { high: v.tachli[0]! >= 0 ? v.tachli[0]! : '—', low: v.tachli[1]! >= 0 ? v.tachli[1]! : '—' }),
    );
  }
  lines.push(t('c.sum.pyramid', { n: v.pyramid.length }));
  return lines;
}
