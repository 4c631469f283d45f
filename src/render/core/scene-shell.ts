// The shell every board scene shares: the surface and its camera, the options that can change
// live, the onTarget/onInspect/onMoved listener sets, resizing, the zoom buttons and settled().
// A game's scene extends it and keeps only its layout, its drawing and what a tap or hover means.
import type { Renderer } from 'pixi.js';
import { SURFACE } from '../tokens.ts';
import type { Rect } from './geom.ts';
import { bindInspect, inspectEvent, type InspectAt, type InspectEvent, type InspectListener } from './inspect-input.ts';
import type { SavedCamera } from './camera.ts';
import { registerCamera } from './camera-registry.ts';
import type { Label, LiveOptions, SceneOptions, TargetInfo, TargetListener, ZoomCommand } from './scene-types.ts';
import { createSurface, type Surface } from './surface.ts';
import { measureStage, type BoardMeasure } from './measure.ts';
import { ChangeMarks } from './marks.ts';
import { fontsReady } from './text.ts';
import { Tweens } from './tweens.ts';
import { Viewport } from './viewport.ts';

type ShellOptions = Required<Omit<SceneOptions, 'width' | 'height' | 'seatColors'>>;

const defaultLabel: Label = (key) => key;
/** How long the camera must rest before text and rings are redrawn for the new zoom (ms). */
const SETTLE_MS = 120;

/** Waits for the fonts, then creates the canvas in `host` at the size asked for (or the host's). */
export async function mountSurface(host: HTMLElement, o: SceneOptions): Promise<{ surface: Surface; w: number; h: number }> {
  await fontsReady();
  const w = o.width ?? Math.max(1, host.clientWidth), h = o.height ?? Math.max(1, host.clientHeight);
  const surface = await createSurface(host, w, h, SURFACE[o.theme ?? 'light'].background);
  return { surface, w, h };
}

export abstract class SceneShell<V, T extends TargetInfo = TargetInfo> {
  protected readonly tweens = new Tweens();
  /**
   * The camera's own eased moves, stepped by their own frame hook: a scene steps its tweens only
   * while it animates, so a zoom button pressed while the board was still (Chocolatl while
   * bidding) used to start a move nobody advanced, and the buttons seemed to do nothing.
   */
  private readonly cameraTweens = new Tweens();
  private cameraHook = false;
  protected readonly viewport: Viewport;
  protected opts: ShellOptions;
  protected view: V | null = null;
  protected seat = 0;
  protected highlight = new Set<string>();
  /** Bumped when the label function changes, so printed words are redrawn. */
  protected labelVersion = 0;
  private settleTimer = 0;
  private readonly targetListeners = new Set<TargetListener<T>>();
  private readonly inspectors = new Set<InspectListener>();
  private readonly movedListeners = new Set<() => void>();
  private movedTimer = 0;
  private waiters: (() => void)[] = [];
  private unbindInspect: (() => void) | null = null;
  private inspectAtFn: InspectAt | null = null;

  protected constructor(protected readonly surface: Surface, protected w: number, protected h: number, o: SceneOptions) {
    this.opts = { label: o.label ?? defaultLabel, reducedMotion: !!o.reducedMotion, speed: o.speed ?? 1, theme: o.theme ?? 'light', autoFocus: o.autoFocus ?? true };
    // The hooks run only once the subclass is built (the viewport calls them on input or moves).
    this.viewport = new Viewport(surface.canvas, {
      content: () => this.content(),
      size: () => ({ w: this.w, h: this.h }),
      tap: (x, y) => this.tap(x, y),
      swipe: (dir) => this.swipe(dir),
      inspectTap: (x, y) => this.inspectTap(x, y),
      changed: () => { this.cameraChanged(); this.stepCamera(); },
      settled: () => {
        clearTimeout(this.settleTimer);
        this.settleTimer = window.setTimeout(() => { this.sharpen(); this.emitMoved(); }, SETTLE_MS);
      },
      animate: () => !this.opts.reducedMotion && this.opts.speed > 0,
    }, this.cameraTweens);
    surface.app.stage.addChild(this.viewport.world);
    registerCamera(surface.canvas, { camera: () => this.camera(), setCamera: (c) => this.setCamera(c),
      setSpeed: (speed) => this.setSpeed(speed) });
  }

  /** World rect of everything drawn. */
  protected abstract content(): Rect;
  /** A tap on the canvas (CSS px): true when it meant something (then no zoom gesture follows). */
  protected abstract tap(x: number, y: number): boolean;
  /** The world rect of the region under a point at fit, if any (a tap no longer zooms to it). */
  protected abstract regionAt(x: number, y: number): Rect | null;
  /** The camera moved: draw a frame. */
  protected abstract cameraChanged(): void;
  /** The camera rested or the size changed: redraw text and rings for the new zoom. */
  protected abstract sharpen(): void;
  /** Redraws the current view after a size or option change (only called with a view). */
  protected abstract rebuild(): void;
  /** Takes the colour each seat chose; the rebuild that follows draws with it. */
  protected abstract useSeatColors(colors: readonly number[]): void;

  /** A sideways flick at fit; scenes with pages (Copan's phone tabs) turn them. */
  protected swipe(_dir: 1 | -1): void {}

  get renderer(): Renderer { return this.surface.renderer; }

  /** How readable the board is as shown now (for benchmarks and browser tests). */
  measure(): BoardMeasure {
    const c = this.content(), { x, y, z } = this.viewport.cam;
    return measureStage(this.surface.app.stage, this.w, this.h, { x: x + c.x * z, y: y + c.y * z, w: c.w * z, h: c.h * z });
  }

  onTarget(cb: TargetListener<T>): () => void {
    this.targetListeners.add(cb);
    return () => this.targetListeners.delete(cb);
  }

  /** Hover, hold, right click, or a tap on an element that is not a legal target. */
  onInspect(cb: InspectListener): () => void {
    this.inspectors.add(cb);
    return () => this.inspectors.delete(cb);
  }

  /**
   * The board came to rest somewhere else on the screen (the camera stopped, a resize, another page
   * shown): what targets() and the scene's other screen rects return has changed, so DOM twins
   * placed over the canvas must be placed again.
   */
  onMoved(cb: () => void): () => void {
    this.movedListeners.add(cb);
    return () => this.movedListeners.delete(cb);
  }

  setSize(w: number, h: number): void {
    if (w === this.w && h === this.h) return;
    this.w = Math.max(1, w);
    this.h = Math.max(1, h);
    this.surface.resize(this.w, this.h);
    if (this.view) this.rebuild();
    this.viewport.reset();
    this.sharpen();
    this.emitMoved();
  }

  zoom(cmd: ZoomCommand): void {
    if (cmd === 'fit') this.viewport.fit();
    else this.viewport.zoomBy(cmd === 'in' ? 1.5 : 1 / 1.5);
  }

  configure(o: LiveOptions): void {
    const { seatColors, ...rest } = o;
    if (rest.label && rest.label !== this.opts.label) this.labelVersion++;
    this.opts = { ...this.opts, ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) };
    if (rest.theme) this.surface.renderer.background.color = SURFACE[rest.theme].background;
    if (this.opts.reducedMotion || this.opts.speed === 0) { this.tweens.finishAll(); this.cameraTweens.finishAll(); }
    if (seatColors) this.useSeatColors(seatColors);
    if (this.view) this.rebuild();
    this.surface.invalidate();
  }

  /** Resolves when running animations have finished (to pace bot turns). */
  settled(): Promise<void> {
    if (!this.tweens.active) return Promise.resolve();
    return new Promise((r) => this.waiters.push(r));
  }

  destroy(): void {
    clearTimeout(this.settleTimer);
    clearTimeout(this.movedTimer);
    this.movedListeners.clear();
    this.viewport.destroy();
    this.unbindInspect?.();
    this.inspectors.clear();
    this.targetListeners.clear();
    this.wakeWaiters();
    this.surface.destroy();
  }

  /** Animations are over: settled() promises resolve. */
  protected wakeWaiters(): void {
    for (const w of this.waiters.splice(0)) w();
  }

  protected get inspected(): boolean { return this.inspectors.size > 0; }

  /** Hover, hold and right click on the canvas ask `at` what is there. */
  protected listenInspect(at: InspectAt, defer: boolean): void {
    this.inspectAtFn = at;
    this.unbindInspect = bindInspect(this.surface.canvas, at, (e) => this.emitInspect(e, defer));
  }

  /** Deferred by default so a listener never runs in the middle of our event handling. */
  protected emitInspect(e: InspectEvent, defer = true): void {
    if (!defer) for (const l of this.inspectors) l(e);
    else setTimeout(() => { for (const l of this.inspectors) l(e); }, 0);
  }

  /** Deferred and coalesced: one call after the event handling that moved the board. */
  protected emitMoved(): void {
    clearTimeout(this.movedTimer);
    this.movedTimer = window.setTimeout(() => { for (const l of this.movedListeners) l(); }, 0);
  }

  protected emitTarget(hit: T): void {
    setTimeout(() => { for (const l of this.targetListeners) l(hit.choiceIds, hit); }, 0);
  }

  /** "Since you looked": rings on the items that changed since the viewer's last decision. */
  private changeMarks: ChangeMarks | null = null;
  /** The world rect of a marked item as drawn now (null: not on screen); each scene knows its items. */
  protected markRect(_id: string): Rect | null { return null; }
  markChanged(ids: readonly string[]): void {
    this.changeMarks ??= new ChangeMarks({ world: this.viewport.world, surface: this.surface, cam: () => this.viewport.cam,
      locate: (id) => this.markRect(id), tabs: () => this.markTabs(), reduced: () => this.opts.reducedMotion });
    this.changeMarks.set(ids);
  }
  /** A paged board's tabs (each scene's panels(), screen px) whose pages hold marks, in world units. */
  private markTabs(): Rect[] {
    const c = this.viewport.cam;
    const tabs = (this as { panels?(): { hasMarks?: boolean; selected: boolean; rect: Rect }[] }).panels?.() ?? [];
    return tabs.filter((p) => p.hasMarks && !p.selected).map(({ rect: r }) => ({ x: (r.x - c.x) / c.z, y: (r.y - c.y) / c.z, w: r.w / c.z, h: r.h / c.z }));
  }
  /** Every marked item, on the page shown or not. */
  protected markedIds(): readonly string[] { return this.changeMarks?.list ?? []; }
  /** The marked items drawn on the board now. */
  marked(): string[] { return this.changeMarks?.shown() ?? []; }
  /** After a relayout, a page change or a zoom: the marks follow their items. */
  protected refreshMarks(): void { this.changeMarks?.refresh(); }

  /**
   * Whether a scene may zoom to its targets by itself: no more. Boards are laid out to be read at fit
   * and a zoom the person did not ask for cut the board off (and came back after every remount);
   * the camera moves by itself only to bring a new decision into sight (targeting.bringIntoSight).
   */
  protected get mayFocus(): boolean { return false; }

  /**
   * Changes only how fast moves animate: nothing drawn changes, so no rebuild (a rebuild would put a
   * paged board back on its first page under the person's finger).
   */
  private setSpeed(speed: number): void {
    if (speed === this.opts.speed) return;
    this.opts = { ...this.opts, speed };
    if (speed === 0) this.tweens.finishAll();
    this.paceChanged(speed === 0);
  }

  /** Moves now land at once (bots playing fast) or are animated again. */
  protected paceChanged(_fast: boolean): void {}

  /** Makes sure a camera move in progress is advanced every frame until it ends. */
  private stepCamera(): void {
    if (this.cameraHook || !this.cameraTweens.active) return;
    this.cameraHook = true;
    this.surface.addHook((now) => {
      const busy = this.cameraTweens.step(now);
      if (!busy) this.cameraHook = false;
      return busy;
    });
  }

  /** A single tap that hit no target: tells the inspect listeners what is under it, never zooms. */
  private inspectTap(x: number, y: number): void {
    if (!this.inspected || !this.inspectAtFn) return;
    const hit = this.inspectAtFn(x, y);
    if (hit) this.emitInspect(inspectEvent(hit, 'tap'));
  }

  /** The camera as it is now, with the board size, to be kept across a remount. */
  camera(): SavedCamera {
    const { x, y, z } = this.viewport.cam;
    return { x, y, z, w: this.w, h: this.h, mode: this.viewport.mode };
  }

  /** Puts back a camera from camera(); false (and fit kept) when it was taken at another size. */
  setCamera(c: SavedCamera): boolean {
    if (Math.abs(c.w - this.w) > 1 || Math.abs(c.h - this.h) > 1) return false;
    this.viewport.restore(c, c.mode);
    return true;
  }
}
