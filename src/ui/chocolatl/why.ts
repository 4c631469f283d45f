// What a Chocolatl board element is (describe) and why it cannot be played now (whyNot), for the
// hover tip, the hold sheet and the toast after a tap on an element that is not a legal move.
// Element ids come from src/render/chocolatl/elements.ts. The reasons follow the rules' own checks
// (the game's apply.ts) in plain words; display only, the engine still decides.
import { t, tk } from '../../i18n/index.ts';
import { HUT_SPACES } from '../../games/chocolatl/data.ts';
import { NONE, type ChocolatlView } from '../../games/chocolatl/types.ts';
import { owes } from '../../render/chocolatl/derive.ts';
import type { Detail } from '../presenter.ts';
import { locFull, stepName } from './labels.ts';

type Names = (seat: number) => string;
const COMMIT = new Set(['commitAll', 'commitFirst', 'commitSecond', 'commitLoc']);

const why = (key: string, params: Record<string, string | number> = {}): string => tk('c.why', { reason: tk(key, params) });

/** The reason `seat` cannot act on element `id` now, or null (legal, or nothing to play there). */
export function whyNot(id: string, v: ChocolatlView, seat: number): string | null {
  if (seat < 0 || seat >= v.n) return null;
  const [kind, a = ''] = id.split(':');
  if (v.phase === 'over' && kind !== 'track' && kind !== 'altar') return why('c.why.over');
  const step = stepName(v);
  switch (kind) {
    case 'hand': {
      const card = v.hands[seat]?.[Number(a)];
      if (card === undefined) return null;
      if (v.phase === 'sacrifice') return owes(v, seat) ? null : why('c.why.waiting');
      if (COMMIT.has(v.phase)) return owes(v, seat) ? null : why('c.why.waiting');
      if (v.phase === 'discard') {
        if (v.newCard[seat] === NONE) return why('c.why.noDiscard');
        const hand = v.hands[seat]!;
        return card === v.newCard[seat] && hand.indexOf(card) === hand.lastIndexOf(card) ? why('c.why.freshCard') : null;
      }
      return why('c.why.noCards', { step });
    }
    case 'col': case 'L': {
      const loc = Number(kind === 'col' ? a : id.slice(1));
      if (!COMMIT.has(v.phase) || !owes(v, seat)) return null;
      void loc;
      return why('c.why.handFirst');
    }
    case 'city': {
      if (v.phase !== 'city') return why('c.why.cityLater');
      if (v.order[0] !== seat) return why('c.why.cityNotYou');
      if (a === 'hut' && v.huts.reduce((x, y) => x + y, 0) >= HUT_SPACES) return why('c.why.noHutSpace');
      return null;
    }
    case 'held': {
      if (Number(a) !== seat) return null;
      if (v.phase !== 'dice') return why('c.why.diceLater');
      if (v.dice[seat] === 0) return why('c.why.noDice');
      return owes(v, seat) ? null : why('c.why.waiting');
    }
    default: return null;
  }
}

/** What element `id` is, in a title and a few lines (rules in our own words). */
export function describe(id: string, v: ChocolatlView, seat: number, name: Names): Detail | null {
  const [kind, a = '', b = ''] = id.split(':');
  if (/^L[1-6]$/.test(id)) return rules(Number(id.slice(1)));
  switch (kind) {
    case 'col': {
      const d = rules(Number(a));
      return { title: t('c.desc.column', { loc: locFull(Number(a)), player: name(Number(b)) }), lines: d.lines };
    }
    case 'city': return rules(3);
    case 'hand': {
      const card = v.hands[seat]?.[Number(a)];
      return card === undefined ? null : { title: t('c.desc.card', { card }), lines: [t('c.desc.cardText')] };
    }
    case 'dice': case 'held': return { title: tk('rules.c.dice.title'), lines: [tk('rules.c.dice.text')] };
    case 'track': return { title: tk('rules.c.modes.title'), lines: [tk('rules.c.modes.text')] };
    case 'altar': return { title: tk('rules.c.sacrifice.title'), lines: [tk('rules.c.sacrifice.text')] };
    default:
      if (/^p\d+$/.test(id)) {
        const s = Number(id.slice(1));
        return { title: t('c.desc.board', { player: name(s) }), lines: [t('c.chip', { cards: v.handCounts[s] ?? 0, huts: v.huts[s] ?? 0, dice: v.dice[s] ?? 0 })] };
      }
      return null;
  }
}

const rules = (loc: number): Detail => ({ title: tk(`rules.c.l${loc}.title`), lines: [tk(`rules.c.l${loc}.text`)] });
