// A scene component (a board, a strip): a root placed and scaled in world units holding
//   content (cached as one texture) = printed (cached) + sub-layers of pieces (each cached) + rings
//   live (not cached): pieces being animated, until the animation ends.
// Software WebGL is fill-rate bound, so a frame must draw one textured quad per component and
// nothing else but what moves. Caches render at the resolution the component is shown at; the
// pieces cache is refreshed only when a sub-layer's slice of the view changed.
import { Container, Graphics } from 'pixi.js';
import type { Place } from './geom.ts';
import { setTextResolution, textResolution } from './text.ts';

const MAX_TEXTURE = 4096;
const MAX_CACHE_RES = 2.5;

interface Sub { node: Container; live: Container; key: string }

export class Component {
  readonly root = new Container();
  readonly content = new Container();
  readonly printed = new Container();
  readonly pieces = new Container();
  readonly rings = new Graphics();
  readonly live = new Container();
  private readonly subs = new Map<string, Sub>();
  /** Memo key of the printed layer. */
  printedKey = '';
  /** Text resolution currently used inside this component. */
  resolution = 1;
  place: Place = { x: 0, y: 0, s: 1 };
  private cacheRes = 0;

  constructor(readonly id: string, readonly size: { w: number; h: number }, private readonly order: readonly string[]) {
    this.content.addChild(this.printed, this.pieces, this.rings);
    this.root.addChild(this.content, this.live);
  }

  setPlace(p: Place): void {
    this.place = p;
    this.root.position.set(p.x, p.y);
    this.root.scale.set(p.s);
  }

  setPrinted(key: string, c: Container): void {
    this.printedKey = key;
    for (const old of this.printed.removeChildren()) old.destroy({ children: true });
    this.printed.addChild(c);
    this.printed.updateCacheTexture();
    this.content.updateCacheTexture();
  }

  /** The memo key of a sub-layer (rebuild it only when the key changes). */
  keyOf(name: string): string | undefined {
    return this.subs.get(name)?.key;
  }

  /** Replaces a sub-layer; `live` holds its pieces that are about to be animated. */
  setSub(name: string, key: string, node: Container, live: Container): void {
    const old = this.subs.get(name);
    if (old) {
      old.node.destroy({ children: true });
      old.live.destroy({ children: true });
    }
    this.subs.set(name, { node, live, key });
    if (this.cacheRes > 0 && node.children.length > 0) node.cacheAsTexture({ resolution: this.cacheRes, antialias: true });
    this.pieces.removeChildren();
    this.live.removeChildren();
    for (const n of this.order) {
      const sub = this.subs.get(n);
      if (sub) {
        this.pieces.addChild(sub.node);
        this.live.addChild(sub.live);
      }
    }
    this.refresh();
  }

  /** Moves animated pieces back into the cached layer once they have landed. */
  settleLive(): void {
    let moved = false;
    for (const sub of this.subs.values()) {
      for (const child of [...sub.live.children]) {
        sub.node.addChild(child);
        moved = true;
      }
      if (moved) sub.node.updateCacheTexture();
    }
    if (moved) this.content.updateCacheTexture();
  }

  /** Marks every pieces cache stale (after hiding or showing a cached piece). */
  refresh(): void {
    for (const sub of this.subs.values()) sub.node.updateCacheTexture();
    this.content.updateCacheTexture();
  }

  ringsChanged(): void {
    this.content.updateCacheTexture();
  }

  /** Re-rasterises text and caches for the current on-screen scale (component scale × zoom). */
  applyResolution(zoom: number, dpr: number): void {
    const r = textResolution(this.place.s * zoom, dpr);
    const cacheRes = Math.min(r, MAX_CACHE_RES, MAX_TEXTURE / Math.max(this.size.w, this.size.h));
    const textChanged = r !== this.resolution;
    if (textChanged) {
      this.resolution = r;
      setTextResolution(this.root, r);
    }
    if (cacheRes === this.cacheRes) {
      if (textChanged) {
        this.printed.updateCacheTexture();
        this.refresh();
      }
      return;
    }
    this.cacheRes = cacheRes;
    const opts = { resolution: cacheRes, antialias: true };
    this.printed.cacheAsTexture(opts);
    for (const sub of this.subs.values()) if (sub.node.children.length > 0) sub.node.cacheAsTexture(opts);
    this.content.cacheAsTexture(opts);
  }

  destroy(): void {
    this.root.destroy({ children: true });
  }
}
