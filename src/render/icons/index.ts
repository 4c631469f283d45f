// Our own vector icons, drawn with Pixi Graphics on the 24 grid (visual.md §4). `drawIcon` puts
// an icon into any GraphicsContext at a centre and size, optionally on the bone chip that
// resource icons sit on; `iconContext` shares one tessellated context per icon and size.
import { GraphicsContext } from 'pixi.js';
import { C } from '../tokens.ts';
import { Pen } from './pen.ts';
import * as pieces from './pieces.ts';
import * as props from './properties.ts';
import * as res from './resources.ts';

export { Pen } from './pen.ts';
export { glyph, pyramidPiece, seatDisc, seatHouse, seatPalace } from './pieces.ts';

const DRAW = {
  wood: res.wood, brick: res.brick, stone: res.stone, corn: res.corn, gold: res.gold, priest: res.priest,
  anyBasic: res.anyBasic,
  cornfield: props.cornfield, village: props.village, temple: props.temple,
  etla: props.etla, ocotlan: props.ocotlan, mitla: props.mitla,
  plains: props.plains, hills: props.hills, forest: props.forest,
  pyramid: pieces.pyramid, disc: pieces.disc, house: pieces.house, palace: pieces.palace,
  trade1: (p: Pen) => pieces.tradeLevel(p, 1), trade2: (p: Pen) => pieces.tradeLevel(p, 2), trade3: (p: Pen) => pieces.tradeLevel(p, 3),
  vp: pieces.vp, first: pieces.first, card: pieces.card, noPriest: pieces.noPriest, freeRitual: pieces.freeRitual,
  arrow: pieces.arrow, sacrifice: pieces.sacrifice,
} satisfies Record<string, (p: Pen) => void>;

export type IconName = keyof typeof DRAW;
export const ICON_NAMES = Object.keys(DRAW) as IconName[];

export interface IconOptions {
  chip?: boolean; // the 24 px bone chip with a 1 px stone ring behind resource icons
}

/** Draws `name` into `g`, centred on (cx, cy), `size` units across. */
export function drawIcon(g: GraphicsContext, name: IconName, cx: number, cy: number, size: number, o: IconOptions = {}): void {
  const pen = Pen.centred(g, cx, cy, size);
  if (o.chip) {
    pen.circle(12, 12, 11.5).fill(C.bone).stroke({ color: C.stone, width: 1 });
    DRAW[name](pen.sub(3, 3, 18));
  } else DRAW[name](pen);
}

const shared = new Map<string, GraphicsContext>();

/**
 * One context per key, drawn once by `draw` and shared: `new Graphics(sharedContext(...))` costs no
 * tessellation, and its geometry stays on the GPU when a layer holding it is rebuilt (bots playing
 * fast rebuild the same pieces and icons every second). Never draw into a shared context again.
 */
export function sharedContext(key: string, draw: (g: GraphicsContext) => void): GraphicsContext {
  let ctx = shared.get(key);
  if (!ctx) {
    ctx = new GraphicsContext();
    draw(ctx);
    shared.set(key, ctx);
  }
  return ctx;
}

/** One shared context per icon, size and chip. */
export function iconContext(name: IconName, size: number, o: IconOptions = {}): GraphicsContext {
  return sharedContext(`icon:${name}:${size}:${o.chip ? 1 : 0}`, (g) => drawIcon(g, name, 0, 0, size, o));
}

/** Frees the shared contexts (when the last scene goes away). */
export function releaseIcons(): void {
  for (const ctx of shared.values()) ctx.destroy();
  shared.clear();
}
