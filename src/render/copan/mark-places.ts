// Where a "since you looked" mark goes (pure): the element ids of inspect.ts, plus 'stair:<name>:<pos>'
// for the square a priest reached, as a component and a rect in its design units.
import type { Rect } from '../core/geom.ts';
import { SITES } from '../../games/copan/data.ts';
import { PYRAMID } from '../../games/copan/board.ts';
import { spaceRect, stairRect } from './geometry.ts';
import { altarSpace, charRect, cityRect, courtSlot, emblemRect, glyphSlot, jadeRect, lineRect, riverSlot, totemRect } from './geometry-sites.ts';

const STAIRS = ['food', 'fame', 'zeal', 'power'];

export function markPlace(id: string): { comp: string; rect: Rect } | null {
  const [kind = '', a = '', b = ''] = id.split(':');
  const n = Number(a), site = SITES.indexOf(a as (typeof SITES)[number]);
  const on = (comp: string, rect: Rect) => ({ comp, rect });
  switch (kind) {
    case 'pyr': { const i = PYRAMID.findIndex((p) => p.id === a); return i < 0 ? null : on('pyr', spaceRect(i)); }
    case 'stair': return STAIRS.includes(a) ? on('pyr', stairRect(STAIRS.indexOf(a), Math.max(0, Math.min(8, Number(b) || 0)))) : null;
    case 'totem': return site < 0 ? null : on(`s${site}`, totemRect(Math.max(0, Math.min(2, Number(b.slice(1)) - 1))));
    case 'site': return site < 0 ? null : on(`s${site}`, emblemRect);
    case 'city': return on('s0', cityRect(n));
    case 'river': return on('s1', riverSlot(n));
    case 'court': return on('s2', courtSlot(n));
    case 'altar': return on('s3', altarSpace(n));
    case 'glyph': return on('s4', glyphSlot(n));
    case 'line': return on('s4', lineRect(n));
    case 'jade': return on(`b${n}`, jadeRect(Number(b)));
    case 'char': return on(`b${n}`, charRect(Number(b)));
    default: return null;
  }
}
