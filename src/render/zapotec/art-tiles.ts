// Tiles, each drawn centred on (0, 0) at a given size in design units: building tiles (type band
// with the type icon and its advanced resource, the printed basic resource below), the palace's
// face-down tile, scoring tiles and trade tiles (face up with their effect, or face down).
import { Container, Graphics, GraphicsContext } from 'pixi.js';
import { ADVANCED_OF, PROPERTIES, type BuildingType } from '../../games/zapotec/data.ts';
import { buildingTileOf, tradeTileOf } from '../../games/zapotec/types.ts';
import { text } from '../core/text.ts';
import { drawIcon, type IconName } from '../icons/index.ts';
import { C } from '../tokens.ts';

const O = C.obsidian;

/** Band colour per building type (the icon carries the type in greyscale). */
export const TYPE_TINT: Record<BuildingType, number> = {
  cornfield: C['maize-tint'],
  village: C['terracotta-light'],
  temple: C['stone-light'],
};

const outline = (s: number): number => Math.max(1.5, s * 0.032);
function frame(g: GraphicsContext, s: number, fill: number): void {
  g.roundRect(-s / 2, -s / 2, s, s, s * 0.13).fill(fill).stroke({ width: outline(s), color: O });
}

const cache = new Map<string, GraphicsContext>();
function shared(key: string, draw: (g: GraphicsContext) => void): GraphicsContext {
  let ctx = cache.get(key);
  if (!ctx) {
    ctx = new GraphicsContext();
    draw(ctx);
    cache.set(key, ctx);
  }
  return ctx;
}

/** A building tile: type band on top (type icon + its advanced resource), basic resource below. */
export function buildingTileNode(tile: number, s: number): Container {
  const t = buildingTileOf(tile);
  return new Graphics(shared(`bt:${t.basic}:${t.type}:${s}`, (g) => {
    const band = s * 0.4;
    g.roundRect(-s / 2, -s / 2, s, s, s * 0.13).fill(C.bone);
    g.roundRect(-s / 2, -s / 2, s, band, s * 0.13).fill(TYPE_TINT[t.type]);
    g.rect(-s / 2, -s / 2 + band * 0.5, s, band * 0.5).fill(TYPE_TINT[t.type]);
    g.moveTo(-s / 2, -s / 2 + band).lineTo(s / 2, -s / 2 + band).stroke({ width: outline(s) * 0.6, color: O });
    g.roundRect(-s / 2, -s / 2, s, s, s * 0.13).stroke({ width: outline(s), color: O });
    drawIcon(g, t.type, -s * 0.22, -s / 2 + band / 2, band * 0.86);
    drawIcon(g, ADVANCED_OF[t.type] as IconName, s * 0.24, -s / 2 + band / 2, band * 0.8);
    drawIcon(g, t.basic, 0, s * 0.19, s * 0.5, { chip: true });
  }));
}

/** The face-down tile kept on the palace space: only its building type shows. */
export function tileBackNode(type: BuildingType, s: number): Container {
  return new Graphics(shared(`back:${type}:${s}`, (g) => {
    frame(g, s, C.cacao);
    g.roundRect(-s * 0.36, -s * 0.36, s * 0.72, s * 0.72, s * 0.1).fill(TYPE_TINT[type]);
    drawIcon(g, type, 0, 0, s * 0.6);
  }));
}

/** A scoring tile showing one of the nine properties. */
export function scoringTileNode(property: number, s: number): Container {
  return new Graphics(shared(`sc:${property}:${s}`, (g) => {
    g.roundRect(-s / 2, -s / 2, s, s, s * 0.18).fill(C.bone).stroke({ width: 2, color: O });
    g.roundRect(-s / 2 + 4, -s / 2 + 4, s - 8, s - 8, s * 0.14).stroke({ width: 1.5, color: C['maize-dark'] });
    drawIcon(g, PROPERTIES[property]! as IconName, 0, 0, s * 0.68);
  }));
}

function levelPips(g: GraphicsContext, level: number, s: number, color: number): void {
  for (let i = 0; i < level; i++) g.circle(-s / 2 + s * 0.14 + i * s * 0.12, -s / 2 + s * 0.14, s * 0.045).fill(color);
}

/** A trade tile: face up shows its effect in icons and its short code (Z01-Z36); face down shows its level. */
export function tradeTileNode(id: number, s: number, faceUp: boolean): Container {
  const tile = tradeTileOf(id);
  const box = new Container();
  box.addChild(new Graphics(shared(`tt:${id}:${s}:${faceUp ? 1 : 0}`, (g) => {
    if (!faceUp) {
      frame(g, s, C.cacao);
      g.roundRect(-s * 0.36, -s * 0.36, s * 0.72, s * 0.72, s * 0.1).stroke({ width: 1.5, color: C['maize-tint'], alpha: 0.6 });
      levelPips(g, tile.level, s, C['maize-tint']);
      drawIcon(g, `trade${tile.level}` as IconName, 0, 0, s * 0.44);
      return;
    }
    frame(g, s, C['bone-2']);
    levelPips(g, tile.level, s, C.cacao);
    const e = tile.effect;
    const y = -s * 0.02, a = s * 0.36;
    switch (e.kind) {
      case 'gain':
        drawIcon(g, e.gain[0], -s * 0.2, y, a, { chip: true });
        drawIcon(g, e.gain[1], s * 0.2, y, a, { chip: true });
        break;
      case 'convert':
        drawIcon(g, e.pay, -s * 0.27, y, a * 0.9, { chip: true });
        drawIcon(g, 'arrow', 0, y, a * 0.6);
        drawIcon(g, e.gain as IconName, s * 0.27, y, a * 0.9, { chip: true });
        break;
      case 'build':
        drawIcon(g, e.pay, -s * 0.27, y, a * 0.9, { chip: true });
        drawIcon(g, 'arrow', -s * 0.02, y, a * 0.5);
        drawIcon(g, e.where as IconName, s * 0.26, y, a * 0.9);
        drawIcon(g, 'house', s * 0.34, y + s * 0.12, a * 0.55);
        break;
      case 'cost':
        drawIcon(g, e.type, -s * 0.2, y, a);
        drawIcon(g, e.pay, s * 0.22, y, a * 0.9, { chip: true });
        g.moveTo(-s * 0.02, y - s * 0.04).lineTo(s * 0.04, y - s * 0.04).moveTo(-s * 0.02, y + s * 0.04).lineTo(s * 0.04, y + s * 0.04)
          .stroke({ width: 2, color: O });
        break;
      case 'advance':
        drawIcon(g, 'corn', -s * 0.25, y, a * 0.9, { chip: true });
        drawIcon(g, 'sacrifice', s * 0.18, y, a);
        break;
      case 'scoreWithHand':
        drawIcon(g, 'card', -s * 0.2, y, a);
        drawIcon(g, 'vp', s * 0.2, y, a * 0.9);
        break;
      case 'freeRitual':
        drawIcon(g, 'freeRitual', 0, y, a * 1.1);
        break;
    }
  })));
  if (faceUp) {
    // The code (as in the log and the buttons) only where it can be read: on the capital's tiles.
    if (s >= 60) {
      const code = text(`Z${String(id).padStart(2, '0')}`, { size: Math.max(17, s * 0.24), color: C['stone-dark'], anchor: [1, 1] });
      code.position.set(s / 2 - s * 0.06, s / 2 - s * 0.01);
      box.addChild(code);
    }
    const big = Math.max(17, s * 0.24); // numbers that change what the tile does
    const e = tile.effect;
    const extra = e.kind === 'convert' && e.amount > 1 ? '\u00d72' : e.kind === 'advance' ? '+4' : '';
    if (extra) {
      const t = text(extra, { size: big, color: C['cacao-ink'], weight: '750', anchor: [0.5, 0.5] });
      t.position.set(s * 0.34, -s * 0.3);
      box.addChild(t);
    }
    if (e.kind === 'advance') {
      const pay = text('2', { size: big, color: C['cacao-ink'], weight: '750' });
      pay.position.set(-s * 0.36, -s * 0.3);
      box.addChild(pay);
    }
  }
  return box;
}

/** Frees the shared tile contexts. */
export function releaseTileArt(): void {
  for (const ctx of cache.values()) ctx.destroy();
  cache.clear();
}
