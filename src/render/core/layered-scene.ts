// The shell of the Component-based scenes (Zapotec, Chocolatl): each board part is a Component
// with cached layers; animations play as twins in one effects layer above every component, and
// while they move only the rectangles they cross are redrawn.
import { Container } from 'pixi.js';
import type { Component } from './component.ts';
import { contains, type Place, type Rect } from './geom.ts';
import { SceneShell } from './scene-shell.ts';
import type { SceneOptions, TargetInfo, TargetSpec } from './scene-types.ts';
import type { Surface } from './surface.ts';
import { bringIntoSight, nearestTarget, screenTargets, specWorldRect } from './targeting.ts';

/** How long things must be quiet before landed pieces rejoin their cached layers (ms). */
const SETTLE_LIVE_MS = 400;

export abstract class LayeredScene<V, Comp extends string> extends SceneShell<V> {
  protected readonly comps = new Map<string, Component>();
  /** The legal targets of the viewing seat, in their components' design units. */
  protected specs: TargetSpec<Comp>[] = [];
  /** World-space layer of the travelling twins, above every component. */
  protected readonly fx = new Container();
  /** The first frame after an update uploads and caches what changed; animation clocks start after it. */
  protected heavyFrame = false;
  private lastFx: Rect[] = [];
  private settleLiveTimer = 0;
  private hooked = false;

  protected constructor(surface: Surface, w: number, h: number, o: SceneOptions) {
    super(surface, w, h, o);
    this.viewport.world.addChild(this.fx);
  }

  /** Screen rects of the twins in this frame. */
  protected abstract twinRects(): Rect[];
  /** Landed pieces rejoin their cached layers, and what that changed is redrawn. */
  protected abstract settleLanded(): void;
  /** The rects to redraw, where the twins were and are now (a scene may group them). */
  protected passes(rects: Rect[]): Rect[] { return rects; }

  /** Fast play draws rebuilt layers directly (see Component.setCaching); paced play caches them again. */
  protected override paceChanged(fast: boolean): void {
    for (const c of this.comps.values()) c.setCaching(!fast);
    if (!fast) this.surface.invalidate();
  }

  /** A camera move redraws every component, and keeps the frame hook running for its tween. */
  protected cameraChanged(): void {
    for (const c of this.comps.values()) c.dirtyEverything();
    this.surface.invalidate();
    // The zoom buttons ease the camera with a tween: the frame hook must be running to step it (it
    // stops when idle, which left −/⤢/+ doing nothing while pinch and wheel, which move at once, worked).
    this.ensureHook();
  }

  /** Keeps one frame hook alive while something animates. */
  protected ensureHook(): void {
    if (this.hooked) return;
    this.hooked = true;
    this.surface.addHook((now) => {
      const more = this.frame(now);
      this.hooked = more;
      return more;
    });
  }

  /** One animation frame: steps the tweens and redraws around the twins; true while busy. */
  protected frame(now: number): boolean {
    if (this.heavyFrame) {
      this.heavyFrame = false;
      return true;
    }
    const busy = this.tweens.step(now);
    const rects = this.twinRects();
    this.surface.invalidateRects(this.passes([...this.lastFx, ...rects]));
    this.lastFx = rects;
    if (!busy) {
      this.lastFx = [];
      this.wakeWaiters();
      clearTimeout(this.settleLiveTimer);
      this.settleLiveTimer = window.setTimeout(() => this.settleLanded(), SETTLE_LIVE_MS);
    }
    return busy;
  }

  protected readonly placeOf = (comp: Comp): Place | null => this.comps.get(comp)?.place ?? null;

  /** The rings as screen rects for accessible twins. */
  targets(): TargetInfo[] {
    return screenTargets(this.specs, this.placeOf, this.viewport.cam);
  }

  /** The tab row of a paged layout (empty otherwise), in CSS px relative to the host. */
  abstract panels(): { id: string; selected: boolean; rect: Rect }[];
  /** Shows page `id` of a paged layout. */
  abstract showPanel(id: string): void;

  /** A tap on a page's tab shows that page, else a tap on a ring tells the target listeners (false: neither). */
  protected tapTabOrTarget(x: number, y: number): boolean {
    const tab = this.panels().find((p) => contains(p.rect, { x, y }));
    if (tab) {
      if (!tab.selected) this.showPanel(tab.id);
      return true;
    }
    return this.tapTarget(x, y);
  }

  /** A tap on a ring tells the target listeners (false when the tap hit none). */
  protected tapTarget(x: number, y: number): boolean {
    const hit = nearestTarget(this.targets(), x, y);
    if (hit) this.emitTarget(hit);
    return hit !== null;
  }

  /** Brings a new decision's targets (those `focusable` keeps) into sight; never zooms in by itself. */
  protected autoFocus(focusable: (t: TargetSpec<Comp>) => boolean = () => true): void {
    if (!this.opts.autoFocus) return;
    bringIntoSight(this.viewport, this.specs.filter(focusable).map((t) => specWorldRect(t, this.placeOf)).filter((r): r is Rect => r !== null), this.w, this.h);
  }

  /** Before an update: running animations finish, landed pieces rejoin their layers, twins go. */
  protected clearTwins(): void {
    this.tweens.finishAll();
    clearTimeout(this.settleLiveTimer);
    for (const c of this.comps.values()) c.settleLive();
    this.fx.removeChildren().forEach((c) => c.destroy({ children: true }));
    this.lastFx = [];
  }

  override destroy(): void {
    clearTimeout(this.settleLiveTimer);
    super.destroy();
    this.comps.clear();
  }
}
