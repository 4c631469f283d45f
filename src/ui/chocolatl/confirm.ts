// Chocolatl in its own words: why a move cannot be undone, and whose die a roll is. The reason is
// read from the first thing the move turns over (its own location's offerings, the round's dice)
// or, for a dice declaration, from the mover's own count: the rest of the cascade goes on or stops
// on what the others hid, and the reason must not tell them.
import type { Choice, GameEvent } from '../../engine/types.ts';
import { t } from '../../i18n/index.ts';
import { locName } from './labels.ts';

export function irreversibleWhy(choice: Choice, events: readonly GameEvent[]): string | null {
  if (choice.kind === 'dice') {
    const n = Number((choice as Choice & { count?: unknown }).count);
    return n > 0 ? t('c.confirm.ownDice', { n }) : t('c.confirm.declarations');
  }
  for (const e of events) {
    switch (e.type) {
      case 'revealFirst': return t('c.confirm.revealFirst');
      case 'reveal': return t('c.confirm.reveal', { loc: locName(Number(e.loc)) });
      case 'round': return t('c.confirm.round', { n: Number(e.round) });
      case 'sacrificesRevealed': return t('c.confirm.end');
      default:
    }
  }
  return null;
}

/** A black die or the leftover die is the roll of the seat it names; the harvest dice are nobody's. */
export function rollBy(events: readonly GameEvent[], i: number): number | null {
  const e = events[i]!;
  return (e.type === 'blackDice' || e.type === 'leftoverDie') && typeof e.seat === 'number' ? e.seat : null;
}
