// A scene component (a board, a strip): a root placed and scaled in world units holding
//   printed (cached) + sub-layers of pieces (dense ones cached, sparse ones drawn live) + rings
//   (cached when there are any) + live (pieces being animated, until they land).
// Software WebGL is fill-rate bound: caches are sized to their content, a change re-renders only
// its sub-layer, and sparse layers (a few markers) are cheaper drawn directly than as a mostly
// empty texture. Caches render at the resolution the component is shown at.
import { Container, Graphics } from 'pixi.js';
import { placeRect, type Place, type Rect } from './geom.ts';
import { setTextResolution, textResolution } from './text.ts';

const MAX_TEXTURE = 4096;
const MAX_CACHE_RES = 2.5;

export interface SubSpec { name: string; cache: boolean }
interface Sub { node: Container; live: Container; key: string; cache: boolean }

export class Component {
  readonly root = new Container();
  readonly printed = new Container();
  readonly pieces = new Container();
  readonly rings = new Graphics();
  private readonly ringLayer = new Container();
  readonly live = new Container();
  private readonly subs = new Map<string, Sub>();
  private readonly retired: Container[] = [];
  /** Memo key of the printed layer. */
  printedKey = '';
  /** Text resolution currently used inside this component. */
  resolution = 1;
  place: Place = { x: 0, y: 0, s: 1 };
  private cacheRes = 0;
  /** Off while bots play fast: see setCaching. */
  private caching = true;
  /** What changed on screen since the last frame: CSS-px rectangles, or everything. */
  private dirty: Rect[] = [];
  private dirtyAll = true;

  constructor(readonly id: string, readonly size: { w: number; h: number }, private readonly specs: readonly SubSpec[], private readonly antialias: boolean) {
    this.ringLayer.addChild(this.rings);
    this.root.addChild(this.printed, this.pieces, this.live, this.ringLayer); // rings stay on top of landed pieces
  }

  setPlace(p: Place): void {
    if (p.x !== this.place.x || p.y !== this.place.y || p.s !== this.place.s) this.dirtyAll = true;
    this.place = p;
    this.root.position.set(p.x, p.y);
    this.root.scale.set(p.s);
  }

  setPrinted(key: string, c: Container): void {
    this.printedKey = key;
    this.dirtyAll = true;
    for (const old of this.printed.removeChildren()) old.destroy({ children: true });
    this.printed.addChild(c);
    this.printed.updateCacheTexture();
  }

  /** The memo key of a sub-layer (rebuild it only when the key changes). */
  keyOf(name: string): string | undefined {
    return this.subs.get(name)?.key;
  }

  private cacheOpts() {
    return { resolution: this.cacheRes, antialias: this.antialias };
  }

  private cacheSub(sub: Sub): void {
    if (sub.cache && this.caching && this.cacheRes > 0 && sub.node.children.length > 0) sub.node.cacheAsTexture(this.cacheOpts());
  }

  /**
   * While bots play with the pacing skipped a rebuilt sub-layer is drawn once before it changes
   * again, so caching it would only add a render into its texture (and a render-target switch):
   * rebuilt layers are then drawn directly, and cached again (one full redraw) once play is paced.
   */
  setCaching(on: boolean): void {
    if (on === this.caching) return;
    this.caching = on;
    if (!on) return;
    this.dirtyAll = true;
    for (const sub of this.subs.values()) if (!sub.node.isCachedAsTexture) this.cacheSub(sub);
  }

  /** Replaces a sub-layer; `live` holds its pieces that are about to be animated. */
  setSub(name: string, key: string, node: Container, live: Container): void {
    const old = this.subs.get(name);
    if (old) {
      this.markDirty(old.node);
      this.markDirty(old.live);
      this.retire(old.node, old.live);
    }
    const sub: Sub = { node, live, key, cache: this.specs.find((s) => s.name === name)?.cache ?? true };
    this.subs.set(name, sub);
    this.cacheSub(sub);
    this.pieces.removeChildren();
    this.live.removeChildren();
    for (const { name: n } of this.specs) {
      const s = this.subs.get(n);
      if (s) {
        this.pieces.addChild(s.node);
        this.live.addChild(s.live);
      }
    }
    this.markDirty(node);
    this.markDirty(live);
  }

  /**
   * Replaced layers are destroyed only after the next frame has drawn their successors: a text
   * still alive keeps its glyph texture, which the new layer's equal texts (most of them: bots
   * playing fast change a number or two per layer) then share instead of drawing and uploading
   * their own.
   */
  private retire(...nodes: Container[]): void {
    if (this.retired.length === 0) {
      if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => requestAnimationFrame(() => this.flushRetired()));
      else queueMicrotask(() => this.flushRetired());
    }
    this.retired.push(...nodes);
  }

  private flushRetired(): void {
    for (const n of this.retired.splice(0)) if (!n.destroyed) n.destroy({ children: true });
  }

  /** Maps a world rect to the screen (set by the scene: it owns the camera). */
  toScreen: (r: Rect) => Rect = (r) => r;

  /**
   * Records where a layer is drawn (before it goes away, or after it arrived). Layers sit at the
   * component's origin, so their local bounds are design units of the component. Nothing of a
   * hidden component (another page) is on screen: showing or hiding it redraws it whole.
   */
  markDirty(node: Container): void {
    if (this.dirtyAll || node.destroyed || !this.root.visible) return;
    const b = node.getLocalBounds();
    if (b.width > 0 && b.height > 0) this.dirty.push(this.toScreen(placeRect(this.place, { x: b.x, y: b.y, w: b.width, h: b.height })));
  }

  /** Everything to redraw since the last call: null means the whole component. */
  takeDirty(): Rect[] | null {
    const out = this.dirtyAll ? null : this.dirty;
    this.dirty = [];
    this.dirtyAll = false;
    return out;
  }

  /** The whole component must be redrawn (camera moved, layout changed). */
  dirtyEverything(): void {
    this.dirtyAll = true;
  }

  /** Shows or hides the component (a page of a paged board); a change redraws it whole. */
  setVisible(on: boolean): void {
    if (on === this.root.visible) return;
    this.root.visible = on;
    this.dirtyAll = true;
  }

  /** Moves animated pieces back into their (cached) layers once they have landed. */
  settleLive(): void {
    for (const sub of this.subs.values()) {
      if (sub.live.children.length === 0) continue;
      for (const child of [...sub.live.children]) sub.node.addChild(child);
      this.markDirty(sub.node);
      if (sub.node.isCachedAsTexture) sub.node.updateCacheTexture();
      else this.cacheSub(sub);
    }
  }

  /** Marks every pieces cache stale (after hiding or showing a cached piece). */
  refresh(): void {
    this.dirtyAll = true;
    for (const sub of this.subs.values()) if (sub.node.isCachedAsTexture) sub.node.updateCacheTexture();
  }

  /** Clears the rings (remembering where they were). */
  clearRings(): void {
    this.markDirty(this.ringLayer);
    this.rings.clear();
  }

  /** After the rings were redrawn: cache them when there are any. */
  ringsChanged(): void {
    this.markDirty(this.ringLayer);
    const any = this.rings.context.instructions.length > 0;
    if (any && this.cacheRes > 0) this.ringLayer.cacheAsTexture(this.cacheOpts());
    else if (this.ringLayer.isCachedAsTexture) this.ringLayer.cacheAsTexture(false);
    this.ringLayer.updateCacheTexture();
  }

  /** Re-rasterises text and caches for the current on-screen scale (component scale × zoom). */
  applyResolution(zoom: number, dpr: number): void {
    const r = textResolution(this.place.s * zoom, dpr);
    const cacheRes = Math.min(r, MAX_CACHE_RES, MAX_TEXTURE / Math.max(this.size.w, this.size.h));
    const textChanged = r !== this.resolution;
    if (textChanged || cacheRes !== this.cacheRes) this.dirtyAll = true;
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
    this.printed.cacheAsTexture(this.cacheOpts());
    for (const sub of this.subs.values()) this.cacheSub(sub);
    if (this.ringLayer.isCachedAsTexture) this.ringLayer.cacheAsTexture(this.cacheOpts());
  }

  destroy(): void {
    this.flushRetired();
    this.root.destroy({ children: true });
  }
}
