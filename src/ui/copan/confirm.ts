// Copan in its own words: why a move cannot be undone (the first two things it shows or draws:
// a tile's hidden type, the Fate die, a draw from the bag or a deck); loaded when a confirm opens.
// In Copan every move is one seat's: whether a draw happens is public, only what it draws is not.
import type { Choice, GameEvent } from '../../engine/types.ts';
import { t, type MessageKey } from '../../i18n/index.ts';

/** The reason each event gives, when it is one; `own`: the event names the mover. */
function causeOf(e: GameEvent, own: boolean, choice: Choice): MessageKey | null {
  switch (e.type) {
    case 'place': return own && choice.kind === 'place' ? 'cp.u.confirm.tile' : null;
    case 'placeBlind': return 'cp.u.confirm.blind';
    case 'fate': return 'cp.u.confirm.fate';
    case 'automaRoll': return 'cp.u.confirm.automaRoll';
    case 'river': return 'cp.u.confirm.river';
    case 'embassyTokens': return 'cp.u.confirm.embassy';
    case 'pickCharacter': return 'cp.u.confirm.characters';
    case 'pickGlyph':
    case 'automaGlyph': return 'cp.u.confirm.glyphs';
    case 'exchange': return own ? 'cp.u.confirm.exchange' : null;
    case 'loseGlyph': return own ? 'cp.u.confirm.loseGlyph' : null;
    case 'turnEnd': return own ? 'cp.u.confirm.turnEnd' : null;
    default: return null;
  }
}

export function irreversibleWhy(choice: Choice, events: readonly GameEvent[], seat: number): string | null {
  const keys: MessageKey[] = [];
  for (const e of events) {
    const key = causeOf(e, e.seat === seat, choice);
    if (key && !keys.includes(key)) keys.push(key);
    if (keys.length === 2) break;
  }
  return keys.length ? keys.map((k) => t(k)).join(' ') : null;
}

