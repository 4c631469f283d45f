// What a tap on the board is about when it is not a legal target (pure): the City, Character,
// Altar space, Glyph card or line, jade mask space, totem space or River tile under a point of a
// component, with its plain-language description; and the description of each legal target.
import { contains, type Pt, type Rect } from '../core/geom.ts';
import { RESOURCES, SITES } from '../../games/copan/data.ts';
import type { CopanView } from '../../games/copan/view.ts';
import { PYRAMID } from '../../games/copan/board.ts';
import { spaceRect, stairRect } from './geometry.ts';
import { altarText, characterText, cityText, fill, glyphText, jadeText, lineText, totemText, type Label } from './describe.ts';
import { altarSpace, charRect, cityRect, courtSlot, emblemRect, glyphSlot, jadeRect, lineRect, riverSlot, totemRect } from './geometry-sites.ts';
import type { CompId } from './layout.ts';
import type { TargetSpec } from './targets.ts';

export interface Inspected { id: string; text: string; rect: Rect }

const charNo = (card: string): number => Number(card.replace('ch', '')) - 1;

/** The description of a legal target, or undefined when its label says it all. */
export function targetDetail(L: Label, v: CopanView, t: Pick<TargetSpec, 'id' | 'params'>): string | undefined {
  const [kind, a = '', b = ''] = t.id.split(':');
  const p = t.params;
  switch (kind) {
    case 'city': return cityText(L, v, Number(p.city) - 1);
    case 'court': { const card = v.charDisplay[Number(p.slot) - 1] ?? -1; return card >= 0 ? characterText(L, card) : undefined; }
    case 'altar': return altarText(L, v, (Number(p.card) - 1) * 3 + Number(p.column) - 1);
    case 'line': return lineText(L, Number(p.line) - 1);
    case 'glyph': return glyphText(L, v, Number(p.slot) - 1);
    case 'jade': return jadeText(L, Number(p.tile));
    case 'char': return characterText(L, charNo(String(p.card)));
    case 'totem': return totemText(L, SITES.indexOf(a as (typeof SITES)[number]), Number(b.slice(1)) - 1);
    default: return undefined;
  }
}

/** The inspectable element of component `comp` under design point `p`, if any. */
export function inspectAt(L: Label, v: CopanView, comp: CompId, p: Pt): Inspected | null {
  let hitRect: Rect = { x: 0, y: 0, w: 0, h: 0 };
  const at = (r: Rect): boolean => { hitRect = r; return contains(r, p); };
  const hit = (id: string, text: string): Inspected => ({ id, text, rect: hitRect });
  if (comp[0] === 's') {
    const s = Number(comp.slice(1));
    for (let k = 0; k < 3; k++) if (at(totemRect(k))) return hit(`totem:${SITES[s]}:s${k + 1}`, totemText(L, s, k));
    if (at(emblemRect)) return hit(`site:${SITES[s]}`, L(`cp.b.site.${SITES[s]}`));
    if (s === 0) for (let c = 0; c < 6; c++) if (at(cityRect(c))) return hit(`city:${c}`, cityText(L, v, c));
    if (s === 1) for (let i = 0; i < 4; i++) {
      const x = v.river[i] ?? -1;
      if (x >= 0 && at(riverSlot(i))) return hit(`river:${i}`, fill(L('cp.b.d.river'), { slot: i + 1, res: L(`cp.b.res.${RESOURCES[x]}`) }));
    }
    if (s === 2) for (let i = 0; i < 6; i++) {
      const card = v.charDisplay[i] ?? -1;
      if (card >= 0 && at(courtSlot(i))) return hit(`court:${i}`, characterText(L, card));
    }
    if (s === 3) for (let i = 0; i < 12; i++) if (at(altarSpace(i))) return hit(`altar:${i}`, altarText(L, v, i));
    if (s === 4) {
      for (let i = 0; i < 6; i++) if (at(glyphSlot(i))) return hit(`glyph:${i}`, glyphText(L, v, i));
      for (let l = 0; l < 3; l++) if (at(lineRect(l))) return hit(`line:${l}`, lineText(L, l));
    }
    return null;
  }
  if (comp === 'pyr') {
    // A Pyramid space (tap: why it takes no tile now) or a stairway's priest square.
    for (let i = 0; i < PYRAMID.length; i++) if (at(spaceRect(i))) return hit(`pyr:${PYRAMID[i]!.id}`, fill(L('cp.b.target.pyramid'), { space: PYRAMID[i]!.id }));
    const stairs = ['food', 'fame', 'zeal', 'power'] as const;
    for (let k = 0; k < 4; k++) for (let pos = 0; pos <= 8; pos++)
      if (at(stairRect(k, pos))) return hit(`stair:${stairs[k]}`, fill(L('cp.b.target.stair'), { stair: L(`cp.b.res.${stairs[k]}`) }));
    return null;
  }
  if (comp[0] === 'b') {
    const seat = Number(comp.slice(1)), pl = v.players[seat];
    if (!pl || v.automa?.seat === seat) return null;
    for (let i = 0; i < Math.min(6, pl.chars.length); i++) if (at(charRect(i))) return hit(`char:${seat}:${i}`, characterText(L, pl.chars[i]!));
    for (let n = 1; n <= 16; n++) if (at(jadeRect(n))) return hit(`jade:${seat}:${n}`, jadeText(L, n));
  }
  return null;
}
