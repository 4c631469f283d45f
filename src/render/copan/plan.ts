// Changes → an animation plan in world coordinates (pure). Pieces travel from where they were to
// where they are now: a Court tile from the placing player's board to its Pyramid space, priests
// up (or down) their stairway, pushed totems along the Site header, Decline cubes along their
// track, score markers along the strip. Tokens, jade tiles and new Closed tokens settle in place.
import { moveDuration } from '../core/ease.ts';
import { centre, placePt, type Place, type Pt } from '../core/geom.ts';
import { MOTION } from '../tokens.ts';
import type { Change } from './diff.ts';
import { priestPoint, scoreMarker, spaceCentre, trackPoint } from './geometry.ts';
import { automaCard, handTile, totemRect } from './geometry-sites.ts';
import type { CompId } from './layout.ts';

export type Anim =
  | { kind: 'move'; key: string; from: Pt; to: Pt; delay: number; duration: number }
  | { kind: 'settle'; key: string; delay: number; duration: number };

export interface PlanCtx {
  placeOf: (comp: CompId) => Place | null;
  seats: number;
  automaSeat: number; // -1 without an Automa
}

const dist = (a: Pt, b: Pt): number => Math.hypot(a.x - b.x, a.y - b.y);

/** Where a seat's totem is drawn: a Site header space, or its board's header when off the board. */
function totemAt(ctx: PlanCtx, seat: number, site: number, space: number): Pt | null {
  if (site < 0) {
    const b = ctx.placeOf(`b${seat}`);
    return b ? placePt(b, { x: 150, y: 16 }) : null;
  }
  const pl = ctx.placeOf(`s${site}`);
  return pl ? placePt(pl, centre(totemRect(space))) : null;
}

export function planAnimations(changes: readonly Change[], ctx: PlanCtx): Anim[] {
  const out: Anim[] = [];
  const pyr = ctx.placeOf('pyr'), score = ctx.placeOf('score');
  const move = (key: string, from: Pt | null, to: Pt | null, delay = 0): void => {
    if (!from || !to || dist(from, to) < 0.5) return;
    out.push({ kind: 'move', key, from, to, delay, duration: moveDuration(dist(from, to)) });
  };
  // Order: the tile lands, then cubes and totems move, then priests climb, then scores tick.
  for (const c of changes) {
    switch (c.t) {
      case 'tile': {
        const b = ctx.placeOf(`b${c.seat}`);
        const type = c.type >= 0 && c.type < 4 ? c.type : 0;
        const from = b ? placePt(b, centre(c.seat === ctx.automaSeat ? automaCard(type) : handTile(type))) : null;
        move(`tile:${c.space}`, from, pyr ? placePt(pyr, spaceCentre(c.space)) : null);
        break;
      }
      case 'cube':
        if (pyr) move(`cube:${c.track}`, placePt(pyr, trackPoint(c.track, c.from)), placePt(pyr, trackPoint(c.track, c.to)), 180);
        break;
      case 'totem':
        move(`totem:${c.seat}`, totemAt(ctx, c.seat, c.from.site, c.from.space), totemAt(ctx, c.seat, c.to.site, c.to.space), 120);
        break;
      case 'priest':
        if (pyr) move(`priest:${c.seat}:${c.stair}`, placePt(pyr, priestPoint(c.stair, c.from, c.seat, ctx.seats)), placePt(pyr, priestPoint(c.stair, c.to, c.seat, ctx.seats)), 300);
        break;
      case 'score':
        if (score) {
          const steps = Math.abs(c.to - c.from);
          const from = placePt(score, scoreMarker(c.from, 0, 1)), to = placePt(score, scoreMarker(c.to, 0, 1));
          if (dist(from, to) >= 0.5) out.push({ kind: 'move', key: `score:${c.seat}`, from, to, delay: 420, duration: Math.min(900, 60 * steps) });
        }
        break;
      case 'token':
        out.push({ kind: 'settle', key: `token:${c.at}:${c.index}:${c.seat}`, delay: 200, duration: MOTION.settle });
        break;
      case 'jade':
        out.push({ kind: 'settle', key: `jade:${c.seat}:${c.tile}`, delay: 200, duration: MOTION.settle });
        break;
      case 'closed':
        out.push({ kind: 'settle', key: `closed:${c.at}:${c.index}`, delay: 300, duration: MOTION.settle });
        break;
    }
  }
  return out;
}
