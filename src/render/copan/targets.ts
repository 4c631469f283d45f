// Legal choices → rings on the board (pure). Each choice with a place on the board maps to one
// target (a component and a rect in its design units); choices sharing a place share the target
// (the four tile types on one Pyramid space, the payment variants of one City). Choices with no
// place (resource picks, skips, end turn, exchanges, the new-Character decision) are left to the
// action bar.
import type { Rect } from '../core/geom.ts';
import type { TargetSpec as BaseTargetSpec } from '../core/scene-types.ts';
import { groupTargets } from '../core/targeting.ts';
import { CITY_INDEX, LINE_INDEX, SITE_INDEX, SLOT_INDEX, SPACE_INDEX, STAIR_INDEX, ALTAR_SPACE_INDEX, COLOUR_INDEX } from '../../games/copan/board.ts';
import type { CopanChoice } from '../../games/copan/types.ts';
import type { CopanView } from '../../games/copan/view.ts';
import { spaceRect, stairRect } from './geometry.ts';
import {
  altarSpace, charRect, cityRect, courtSlot, emblemRect, glyphHand, glyphSlot, jadeRect, lineRect, riverTilesRect, storageRect, totemRect,
} from './geometry-sites.ts';
import type { CompId } from './layout.ts';

export type TargetSpec = BaseTargetSpec<CompId>;

type Where = Omit<TargetSpec, 'choiceIds'>;

const siteComp = (site: string): CompId => `s${SITE_INDEX.get(site) ?? 0}`;
const totem = (site: string, s: number): Where => ({ id: `totem:${site}:s${s + 1}`, comp: siteComp(site), rect: totemRect(s), labelKey: 'cp.b.target.totem', params: { site, space: s + 1 } });

/** Where a choice is tapped, or null when it has no board element. */
export function targetOf(v: CopanView, seat: number, c: CopanChoice): Where | null {
  const me: CompId = `b${seat}`;
  switch (c.kind) {
    case 'place': case 'place_blind': case 'place_automa': {
      const i = SPACE_INDEX.get(c.space);
      return i === undefined ? null : { id: `pyr:${c.space}`, comp: 'pyr', rect: spaceRect(i), labelKey: 'cp.b.target.pyramid', params: { space: c.space } };
    }
    case 'move': case 'fallback': case 'eject_move': case 'relocate':
      return totem(c.site, 0);
    case 'stay': {
      const p = v.players[seat];
      if (!p || p.site < 0) return null;
      const site = ['embassies', 'river', 'ballcourt', 'altars', 'glyphstair'][p.site]!;
      return totem(site, Math.min(2, p.space + 1));
    }
    case 'river_buy':
      if (c.option === 'tiles') return { id: 'river:tiles', comp: 's1', rect: riverTilesRect, labelKey: 'cp.b.target.riverTiles', params: {} };
      if (c.option === 'storage') return { id: 'river:storage', comp: 's1', rect: storageRect, labelKey: 'cp.b.target.storage', params: {} };
      return null;
    case 'embassy': case 'free_embassy': {
      const i = CITY_INDEX.get(c.city);
      return i === undefined ? null : { id: `city:${c.city}`, comp: 's0', rect: cityRect(i), labelKey: 'cp.b.target.city', params: { city: i + 1 } };
    }
    case 'recruit': case 'pick_character': {
      const i = SLOT_INDEX.get(c.slot);
      return i === undefined ? null : { id: `court:${c.slot}`, comp: 's2', rect: courtSlot(i), labelKey: 'cp.b.target.character', params: { slot: i + 1 } };
    }
    case 'altar': {
      const i = ALTAR_SPACE_INDEX.get(c.space);
      return i === undefined ? null : { id: `altar:${c.space}`, comp: 's3', rect: altarSpace(i), labelKey: 'cp.b.target.altar', params: { card: Math.floor(i / 3) + 1, column: (i % 3) + 1 } };
    }
    case 'glyph_line': {
      const i = LINE_INDEX.get(c.line);
      return i === undefined ? null : { id: `line:${c.line}`, comp: 's4', rect: lineRect(i), labelKey: 'cp.b.target.line', params: { line: i + 1 } };
    }
    case 'pick_glyph': {
      const i = SLOT_INDEX.get(c.slot);
      return i === undefined ? null : { id: `glyph:${c.slot}`, comp: 's4', rect: glyphSlot(i), labelKey: 'cp.b.target.glyph', params: { slot: i + 1 } };
    }
    case 'climb': case 'descend': {
      const k = STAIR_INDEX.get(c.stair);
      const pos = v.players[seat]?.priests[k ?? 0] ?? 0;
      return k === undefined ? null : { id: `stair:${c.stair}`, comp: 'pyr', rect: stairRect(k, pos), labelKey: 'cp.b.target.stair', params: { stair: ['food', 'fame', 'zeal', 'power'][k]! } };
    }
    case 'jade': case 'remove_jade':
      return { id: `jade:${c.tile}`, comp: me, rect: jadeRect(c.tile), labelKey: 'cp.b.target.jade', params: { tile: c.tile } };
    case 'replace_character': case 'discard_owned': case 'use_character': case 'discard_character': {
      const i = v.players[seat]?.chars.findIndex((x) => `ch${String(x + 1).padStart(2, '0')}` === c.card) ?? -1;
      return i < 0 || i >= 6 ? null : { id: `char:${c.card}`, comp: me, rect: charRect(i), labelKey: 'cp.b.target.ownCharacter', params: { card: c.card } };
    }
    case 'lose_glyph': {
      const i = COLOUR_INDEX.get(c.colour);
      return i === undefined ? null : { id: `hand:${c.colour}`, comp: me, rect: glyphHand(i), labelKey: 'cp.b.target.handGlyph', params: { colour: c.colour } };
    }
    case 'bonus':
      return { id: `bonus:${c.site}`, comp: siteComp(c.site), rect: emblemRect, labelKey: 'cp.b.target.bonus', params: { site: c.site } };
    default:
      return null; // gain, lose, new_character, relocate_skip, bonus_skip, end_turn, exchange
  }
}

/** One target per board element, in first-seen order. */
export function buildTargets(v: CopanView, seat: number, choices: readonly CopanChoice[]): TargetSpec[] {
  return groupTargets(choices, (c) => targetOf(v, seat, c));
}
