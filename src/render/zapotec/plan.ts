// Turns view changes into an animation plan (pure): which displayed object moves from where,
// which appears with a settle, and which resource icons fly between the board and a player.
// Destinations are the objects' own final places, read by the scene when the plan runs.
import { RESOURCES, type Resource } from '../../games/zapotec/data.ts';
import { NONE, type ZapotecView } from '../../games/zapotec/types.ts';
import { placeRect, type Place, type Rect } from '../core/geom.ts';
import { MOTION } from '../tokens.ts';
import type { Change } from './diff.ts';
import {
  offerCard, pyramidBox, ritualCard, scoreMarker, scoringSlot, spaceRect, stepDisc, stepRect, tradeSlot, tradeStack,
} from './geometry.ts';
import { GRID, HELD, SUPPLY, ownedTrade, resChip } from './player-geometry.ts';
import type { CompId } from './targets.ts';

export type Anim =
  | { kind: 'move'; key: string; from: Rect; delay: number } // the object travels from `from` (world) to its place
  | { kind: 'settle'; key: string; delay: number } // the object appears where it is, with a short settle
  | { kind: 'flip'; key: string; delay: number } // a tile or card turns over in place
  | { kind: 'fly'; icon: Resource; from: Rect; to: Rect; delay: number }; // a resource icon, no object

export type PlaceOf = (comp: CompId) => Place | null;

/** Display keys shared by the scene's drawers and the plan. */
export const KEY = {
  house: (space: number) => `house:${space}`,
  cell: (seat: number, cell: number) => `cell:${seat}:${cell}`,
  held: (seat: number) => `held:${seat}`,
  palace: (seat: number) => `palace:${seat}`,
  scoring: (pyramid: number) => `scoring:${pyramid}`,
  piece: (pyramid: number, level: number) => `piece:${pyramid}:${level}`,
  ritualDisc: (ritual: number, index: number) => `rdisc:${ritual}:${index}`,
  sacrifice: (seat: number) => `sac:${seat}`,
  score: (seat: number) => `score:${seat}`,
  owned: (seat: number, tile: number) => `owned:${seat}:${tile}`,
  trade: (level: number, slot: number) => `trade:${level}:${slot}`,
  hand: (seat: number, index: number) => `hand:${seat}:${index}`,
  played: (seat: number) => `played:${seat}`,
};

const MAX_FLYING_PER_RESOURCE = 3;

/** Where a seat's resources come from or go to in this change set: the action's place on the board. */
function focusOf(changes: readonly Change[], seat: number, pyramids: number, at: (comp: CompId, r: Rect) => Rect | null): Rect | null {
  for (const c of changes) {
    if (!('seat' in c) || c.seat !== seat) continue;
    switch (c.kind) {
      case 'trade-buy': if (c.slot !== NONE) return at('main', tradeSlot(c.level, c.slot)); break;
      case 'pyramid-piece': return at('main', pyramidBox(c.pyramid, pyramids));
      case 'ritual-disc': return at('table', ritualCard(c.ritual));
      case 'sacrifice': return at('main', stepRect(c.to));
      case 'house': return at('main', spaceRect(c.space));
      case 'trade-flip': return at(`p${seat}`, ownedTrade(c.index));
      default: break;
    }
  }
  return at(`p${seat}`, GRID);
}

export function planAnimations(changes: readonly Change[], next: ZapotecView, placeOf: PlaceOf): Anim[] {
  const at = (comp: CompId, r: Rect): Rect | null => {
    const pl = placeOf(comp);
    return pl ? placeRect(pl, r) : null;
  };
  const out: Anim[] = [];
  const move = (key: string, from: Rect | null, delay = 0): void => {
    out.push(from ? { kind: 'move', key, from, delay } : { kind: 'settle', key, delay });
  };
  const stagger = new Map<number, number>(); // per seat, resource icons already planned
  for (const c of changes) {
    switch (c.kind) {
      case 'house': out.push({ kind: 'settle', key: KEY.house(c.space), delay: 120 }); break;
      case 'tile-to-held': move(KEY.held(c.seat), c.space === NONE ? null : at('main', spaceRect(c.space))); break;
      case 'tile-to-grid': move(KEY.cell(c.seat, c.cell), c.fromHeld ? at(`p${c.seat}`, HELD) : c.space === NONE ? null : at('main', spaceRect(c.space))); break;
      case 'tile-to-palace': move(KEY.palace(c.seat), c.space === NONE ? null : at('main', spaceRect(c.space))); break;
      case 'scoring-tile': move(KEY.scoring(c.pyramid), c.from === NONE ? null : at('main', scoringSlot(c.from))); break;
      case 'pyramid-piece': {
        const size = next.pyramids[c.pyramid]?.pieces[c.level]?.size ?? 3;
        move(KEY.piece(c.pyramid, c.level), at(`p${c.seat}`, SUPPLY.pieces[3 - size]!));
        break;
      }
      case 'ritual-disc': move(KEY.ritualDisc(c.ritual, c.index), at(`p${c.seat}`, SUPPLY.discs)); break;
      case 'sacrifice': move(KEY.sacrifice(c.seat), at('main', stepDisc(c.from, 0))); break;
      case 'score': move(KEY.score(c.seat), at('main', scoreMarker(c.from, 0, 1)), 80); break;
      case 'trade-buy': move(KEY.owned(c.seat, c.tile), c.slot === NONE ? null : at('main', tradeSlot(c.level, c.slot))); break;
      case 'trade-refill': move(KEY.trade(c.level, c.slot), at('main', tradeStack(c.level)), 200); break;
      case 'trade-flip': out.push({ kind: 'flip', key: KEY.owned(c.seat, c.tile), delay: 0 }); break;
      case 'card-draw': move(KEY.hand(c.seat, c.index), c.from === NONE ? null : at('table', offerCard(c.from))); break;
      case 'card-reveal': out.push({ kind: 'flip', key: KEY.played(c.seat), delay: 0 }); break;
      case 'resource': {
        const chip = at(`p${c.seat}`, resChip(c.res));
        const focus = focusOf(changes, c.seat, next.pyramids.length, at);
        if (!chip || !focus) break;
        const n = Math.min(Math.abs(c.delta), MAX_FLYING_PER_RESOURCE);
        for (let i = 0; i < n; i++) {
          const k = stagger.get(c.seat) ?? 0;
          stagger.set(c.seat, k + 1);
          const icon = RESOURCES[c.res]!;
          const delay = k * MOTION.resourceStagger;
          out.push(c.delta > 0 ? { kind: 'fly', icon, from: focus, to: chip, delay } : { kind: 'fly', icon, from: chip, to: focus, delay });
        }
        break;
      }
    }
  }
  return out;
}

/** A change set too large to animate clearly (a reload, a jump in the log): show it at once. */
export const tooMuch = (changes: readonly Change[]): boolean => changes.length > 40;
