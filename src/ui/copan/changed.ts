// Copan's "since you looked" items (pure): the board elements (render/copan/mark-places.ts ids)
// that others' turns, the Automa and Fate changed: Pyramid spaces filled, priests' stair squares,
// totems moved, Sites acted on or closed, Cities, Court and Glyph slots, Altar spaces, jade tiles.
import type { GameEvent } from '../../engine/types.ts';
import { ALTAR_SPACE_NAMES } from '../../games/copan/board.ts';

const STAIRS = ['food', 'fame', 'zeal', 'power'];
/** 'f3' → 2, 'city3' → 2, 'line1' → 0: the game names slots from 1. */
const index = (name: unknown, prefix: string): number => Number(String(name).slice(prefix.length)) - 1;

export function changedItems(events: readonly GameEvent[], _viewer: number): string[] {
  const out: string[] = [];
  for (const e of events) {
    const seat = Number(e.seat);
    switch (e.type) {
      case 'place': case 'placeBlind': out.push(`pyr:${String(e.space)}`); break;
      case 'climb': case 'descend': out.push(`stair:${STAIRS[Number(e.stair)] ?? ''}:${Number(e.to)}`); break;
      case 'totem': case 'push': out.push(`totem:${String(e.site)}:s${Number(e.space) + 1}`); break;
      case 'action': case 'automaAction': case 'close': out.push(`site:${String(e.site)}`); break;
      case 'embassy': out.push(`city:${index(e.city, 'city')}`); break;
      case 'recruit': out.push(`court:${index(e.slot, 'f')}`); break;
      case 'pickGlyph': out.push(`glyph:${index(e.slot, 'f')}`); break;
      case 'glyphLine': out.push(`line:${index(e.line, 'line')}`); break;
      case 'altar': { const i = ALTAR_SPACE_NAMES.indexOf(String(e.space)); if (i >= 0) out.push(`altar:${i}`); break; }
      case 'jade': out.push(`jade:${seat}:${Number(e.tile)}`); break;
      default: break;
    }
  }
  return [...new Set(out)];
}
