// Chocolatl in its own words: why a move cannot be undone (loaded when a confirm opens). The reason is
// read from the first thing the move turns over (its own location's offerings, the round's dice)
// or, for a dice declaration, from the mover's own count: the rest of the cascade goes on or stops
// on what the others hid, and the reason must not tell them.
import type { Choice, GameEvent } from '../../engine/types.ts';
import { t, tk } from '../../i18n/index.ts';

export function irreversibleWhy(choice: Choice, events: readonly GameEvent[]): string | null {
  if (choice.kind === 'dice') {
    const n = Number((choice as Choice & { count?: unknown }).count);
    return n > 0 ? t('c.confirm.ownDice', { n }) : t('c.confirm.declarations');
  }
  for (const e of events) {
    switch (e.type) {
      case 'revealFirst': return t('c.confirm.revealFirst');
      // labels.ts's locName, inlined: importing labels here would split the rules' data off the first download.
      case 'reveal': return t('c.confirm.reveal', { loc: tk(`c.loc.${Number(e.loc)}`) });
      case 'round': return t('c.confirm.round', { n: Number(e.round) });
      case 'sacrificesRevealed': return t('c.confirm.end');
      default:
    }
  }
  return null;
}

