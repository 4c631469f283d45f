// Why a tap on a Copan board element does nothing now, in words (i18n): the element's own state
// first (a closed City, a covered Pyramid space, a taken Altar space: true at any step), then
// whose decision it is, then whether this step is about that element at all (naming the step
// that is), and last, at the right step, the rule that is left (its cost, the jade mask's
// adjacency, the Site's entry). It reads only the viewer's view, so it works online too.
import { tk } from '../../i18n/index.ts';
import { PYRAMID } from '../../games/copan/board.ts';
import { SITES } from '../../games/copan/data.ts';
import type { CopanView } from '../../games/copan/view.ts';

/** The Glyph display slots of each Stairway line (1, 2 and 3 cards). */
const LINE_SLOTS = [[0], [1, 2], [3, 4, 5]] as const;
const STAIRS = ['food', 'fame', 'zeal', 'power'] as const;

interface Case {
  /** A reason that holds whatever the step (the element's own state), if any. */
  state?: string | null;
  /** The decisions (task kinds) this element is chosen in. */
  steps: readonly string[];
  /** The reason at one of those steps when the element is still not offered. */
  rule?: string;
}

function caseOf(kind: string, a: string, b: string, v: CopanView, seat: number): Case | null {
  const p = v.players[seat];
  const i = Number(a);
  switch (kind) {
    case 'pyr': {
      const cell = v.pyramid[PYRAMID.findIndex((x) => x.id === a)];
      if (cell === undefined) return null;
      return { state: cell === -2 ? 'cp.why.blocked' : cell >= 0 ? 'cp.why.covered' : null, steps: ['place', 'automaPlace'] };
    }
    case 'city':
      return { state: (v.cities[i] ?? -1) < 0 ? 'cp.why.cityClosed' : null, steps: ['embassy', 'freeEmbassy'], rule: 'cp.why.cost' };
    case 'court': {
      const card = v.charDisplay[i] ?? -1;
      return { state: card === -2 ? 'cp.why.slotClosed' : card < 0 ? 'cp.why.slotEmpty' : null, steps: ['recruit', 'pickChar'], rule: 'cp.why.cost' };
    }
    case 'altar': {
      const occ = v.altarSpaces[i] ?? -1;
      const state = occ === -2 ? 'cp.why.slotClosed' : occ >= 0 ? 'cp.why.altarTaken' : (v.altarDisplay[Math.floor(i / 3)] ?? -1) < 0 ? 'cp.why.noAltarCard' : null;
      return { state, steps: ['altar'], rule: 'cp.why.cost' };
    }
    case 'glyph': {
      const col = v.glyphDisplay[i] ?? -1;
      return { state: col === -2 ? 'cp.why.slotClosed' : col < 0 ? 'cp.why.slotEmpty' : null, steps: ['pickGlyph', 'glyphLine'], rule: 'cp.why.cost' };
    }
    case 'line': {
      const empty = (LINE_SLOTS[i] ?? []).every((x) => (v.glyphDisplay[x] ?? -1) < 0);
      return { state: empty ? 'cp.why.lineEmpty' : null, steps: ['glyphLine'], rule: 'cp.why.cost' };
    }
    case 'jade': {
      if (i !== seat) return { state: 'cp.why.otherBoard', steps: [] };
      const placed = ((p?.jade ?? 0) >> (Number(b) - 1)) & 1;
      const stepNow = v.tasks[0]?.k;
      return { state: placed && stepNow !== 'removeJade' ? 'cp.why.jadePlaced' : null, steps: ['jade', 'removeJade'], rule: 'cp.why.jadeTouch' };
    }
    case 'char':
      return i !== seat ? { state: 'cp.why.otherBoard', steps: [] } : { steps: ['discardChar', 'trimChars', 'newChar', 'bonus'] };
    case 'totem': case 'site': {
      const here = p && p.site >= 0 && SITES[p.site] === a;
      return { steps: ['site', 'eject', 'relocate', 'bonus'], rule: here && kind === 'totem' && b === 's1' ? 'cp.why.sameSite' : 'cp.why.siteCost' };
    }
    case 'stair': {
      const k = STAIRS.indexOf(a as (typeof STAIRS)[number]);
      return { steps: ['climb', 'descend'], rule: k >= 0 && (p?.priests[k] ?? 0) >= 8 && v.tasks[0]?.k === 'climb' ? 'cp.why.stairTop' : undefined };
    }
    case 'river':
      return { steps: ['riverBuy'], rule: 'cp.why.cost' };
    default:
      return null;
  }
}

/** The translated reason why `seat` cannot act on board element `id` now, or null (nothing to say). */
export function whyNot(id: string, v: CopanView, seat: number): string | null {
  const [kind = '', a = '', b = ''] = id.split(':');
  const say = (key: string, params?: Record<string, string | number>): string => tk('cp.why', { reason: tk(key, params) });
  if (v.over) return say('cp.why.over');
  const c = caseOf(kind, a, b, v, seat);
  if (!c) return null;
  if (c.state) return say(c.state);
  const t = v.tasks[0];
  if (!t) return null;
  const owner = 'seat' in t ? t.seat : v.active;
  if (owner !== seat) return say('cp.why.notYours');
  if (!c.steps.includes(t.k)) {
    const key = `cp.u.prompt.${t.k}`, now = tk(key);
    return now === key ? say('cp.why.notYours') : say('cp.why.notNow', { now });
  }
  return c.rule ? say(c.rule) : null;
}
