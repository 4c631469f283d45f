// Why the hard AI likes a Chocolatl move, in one line: for an offering, how it stands against the
// cards the viewer can see at that location (only face-up cards: the view, never the sampled state)
// and what the location pays; for the sacrifice, what it is worth against the hand it leaves; for
// black dice, huts and Tachli, what they bring. Part of the lazy suggestion chunk.
import { t, tk } from '../../i18n/index.ts';
import { effectiveOffer } from '../../games/chocolatl/rank.ts';
import type { ChocolatlChoice, ChocolatlState, ChocolatlView } from '../../games/chocolatl/types.ts';

// As labels.ts names a location, without importing it: labels.ts reads the rules' data module,
// which the first download holds, and sharing it with this lazy chunk would split it out of there.
const locName = (loc: number): string => tk(`c.loc.${loc}`);

/**
 * The largest sum another seat shows at `loc` (face-up cards only), and whether every card there
 * is face up; null while some seat shows nothing there.
 */
function bestShown(v: ChocolatlView, seat: number, loc: number): { best: number; all: boolean } | null {
  let best = -Infinity;
  let all = true;
  for (let s = 0; s < v.n; s++) {
    if (s === seat) continue;
    const cards = [v.boards[s]![2 * loc - 2], v.boards[s]![2 * loc - 1]];
    const shown = cards.filter((c): c is number => typeof c === 'number' && c >= 0);
    if (!shown.length) return null;
    if (shown.length < 2) all = false;
    best = Math.max(best, shown.reduce((x, y) => x + y, 0));
  }
  return best === -Infinity ? null : { best, all };
}

export function chocolatlHint(view: ChocolatlView, _before: ChocolatlState, after: ChocolatlState, c: ChocolatlChoice, seat: number): string | null {
  switch (c.kind) {
    case 'offer': {
      const mine = effectiveOffer(after, seat, c.loc);
      const shown = bestShown(view, seat, c.loc);
      const loc = locName(c.loc);
      if (shown && mine > shown.best) return t(shown.all ? 'c.hint.tops' : 'c.hint.above', { loc, n: mine, best: shown.best });
      const sum = c.cards.reduce((a, b) => a + b, 0);
      if (c.cards.length === 2 && sum <= 5) return t('c.hint.saves', { loc, n: sum });
      return t('c.hint.offer', { loc, n: mine, gives: t(`c.hint.gives.${c.loc}` as 'c.hint.gives.1') });
    }
    case 'sacrifice':
      return c.card >= 9 ? t('c.hint.sacrificeHigh', { n: c.card }) : t('c.hint.sacrificeLow', { n: c.card });
    case 'dice':
      return c.count > 0 ? t('c.hint.dice', { n: c.count, max: 6 * c.count, loc: locName(view.loc) }) : t('c.hint.diceKeep');
    case 'city':
      return t(c.take === 'hut' ? 'c.hint.hut' : 'c.hint.die');
    case 'discard': {
      const hand = view.hands[seat] ?? [];
      const kept = Math.max(...hand.filter((x) => x !== c.card), view.newCard[seat] ?? -1);
      return kept > c.card ? t('c.hint.discard', { n: c.card, kept }) : null;
    }
    default:
      return null;
  }
}
