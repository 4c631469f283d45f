// The composition root of the Chocolatl board scene: on top of the shared shells (surface, camera,
// listeners, options; components and their twins) it keeps one component per board part (track,
// centre band, six panels, player boards, hand), lays them out (scene-layout.ts: the page shown on
// a phone), draws them (scene-draw.ts: only the sub-layers whose slice of the view changed), draws
// legal-move rings, plays the animations and turns taps into target or inspect callbacks.
import { Container } from 'pixi.js';
import type { ChocolatlChoice, ChocolatlView } from '../../games/chocolatl/types.ts';
import { Component, type SubSpec } from '../core/component.ts';
import { contains, placeRect, type Rect } from '../core/geom.ts';
import { toScreen, toWorld } from '../core/camera.ts';
import type { PanelInfo } from '../../ui/presenter.ts';
import { buildSub, collectDirty } from '../core/layers.ts';
import { drawRings, type RingStyle } from '../core/rings.ts';
import { LayeredScene } from '../core/layered-scene.ts';
import { mountSurface } from '../core/scene-shell.ts';
import type { SceneOptions, UpdateOptions } from '../core/scene-types.ts';
import type { Surface } from '../core/surface.ts';
import { playPlan } from './animate.ts';
import { useSeatColors } from './art-pieces.ts';
import { seatOrder } from './derive.ts';
import { comparable, diffViews, tooMuch } from './diff.ts';
import type { TrackShape } from './geometry.ts';
import { layoutScene, placeFinder, tooSmallAtFit, type SceneLayout } from './layout.ts';
import type { PageId } from './layout-pages.ts';
import { elementsOf, type Element } from './elements.ts';
import { pyramidBox } from './panel-geometry.ts';
import { planAnimations, type Anim } from './plan.ts';
import type { HandShape } from './player-geometry.ts';
import { clusterRects, unionByLabel } from './rects.ts';
import { Registry } from './registry.ts';
import { drawMain, drawTrack, type DrawContext } from './scene-draw.ts';
import { choosePage, layoutFor, pageOfComp, pagesWithTargets, shownOf, tabPanels, type PageMemory } from './scene-layout.ts';
import { retainShapes } from './shared.ts';
import { buildTargets, type CompId } from './targets.ts';

const RINGS: RingStyle = { pad: 3, radius: 12, tint: 0.1 };
/** A scissored pass costs about as much as filling this many more CSS px² in software WebGL. */
const PASS_AREA = 30000;
/** At most this many scissored passes per animation frame (each costs a walk over the scene). */
const MAX_PASSES = 3;

/** Drawing order of the components (the ring board is the ground under the panels). */
const Z: Record<string, number> = { track: 0, centre: 1, L: 2, p: 3, hand: 4, tabs: 5 };
const zOf = (id: string): number => Z[id] ?? Z[id[0]!] ?? 5;

export class ChocolatlSceneImpl extends LayeredScene<ChocolatlView, CompId> {
  private readonly reg = new Registry();
  private layout: SceneLayout;
  private trackShape: TrackShape | null = null;
  private handShape: HandShape | null = null;
  private lastChoices: readonly ChocolatlChoice[] = [];
  private ringsKey = '';
  /** The page shown when the layout is paged (phones, small canvases), and the decision it was chosen for. */
  private readonly pages: PageMemory = { page: null, key: '' };
  /** The targets the camera last eased to (it does so once per new set, never again after the person moved it). */
  private focusKey = '';

  /** Sub-layers rebuilt this update even though their slice of the view did not change. */
  private forced = new Set<string>();
  private readonly releaseShapes: () => void;
  /** Duration of the last `update` call in ms (for the bench and the dev page). */
  lastUpdateMs = 0;

  private constructor(surface: Surface, w: number, h: number, o: SceneOptions) {
    super(surface, w, h, o);
    this.layout = layoutScene(w, h, 3);
    this.ensureHook();
    this.releaseShapes = retainShapes();
    this.listenInspect((x, y) => this.elementAt(x, y), false);
  }

  static async create(host: HTMLElement, o: SceneOptions): Promise<ChocolatlSceneImpl> {
    const { surface, w, h } = await mountSurface(host, o);
    useSeatColors(o.seatColors ?? []);
    return new ChocolatlSceneImpl(surface, w, h, o);
  }

  protected content(): Rect { return this.layout.content; }

  /**
   * Only the travelling twins move: redraw where they were and where they are now, in a few tight
   * rectangles (a reveal flips cards in a panel and on every board: a few small passes, not one
   * pass over most of the screen); a crowd of twins is grouped per component first.
   */
  protected twinRects(): Rect[] {
    const items = this.fx.children.map((c) => {
      const b = c.getBounds();
      return { label: c.label || 'fx', rect: { x: b.x, y: b.y, w: b.width, h: b.height } };
    });
    return items.length > 40 ? unionByLabel(items) : items.map((i) => i.rect);
  }

  protected override passes(rects: Rect[]): Rect[] {
    return clusterRects(rects, MAX_PASSES, PASS_AREA);
  }

  /**
   * Landed pieces rejoin their cached layers. The layers that took them back are re-cached whole
   * and redrawn whole: a cache refreshed inside a scissored pass could keep stale pixels (a card
   * value from before the hand changed).
   */
  protected settleLanded(): void {
    const settled = [...this.comps.values()].filter((c) => c.live.children.some((l) => l.children.length > 0));
    for (const c of this.comps.values()) c.settleLive();
    for (const c of settled) c.refresh();
    this.redraw();
  }

  // ---- components ----

  private comp(id: CompId, size: { w: number; h: number }, subs: SubSpec[]): Component {
    let c = this.comps.get(id);
    if (!c) {
      c = new Component(id, size, subs, !this.surface.software);
      this.comps.set(id, c);
      const world = this.viewport.world;
      let at = world.children.indexOf(this.fx);
      for (const [other, oc] of this.comps) if (other !== id && zOf(other) > zOf(id)) at = Math.min(at, world.children.indexOf(oc.root));
      world.addChildAt(c.root, Math.max(0, at));
      for (const other of this.comps.values()) other.dirtyEverything();
    }
    return c;
  }

  private drop(id: string): void {
    const c = this.comps.get(id);
    if (!c) return;
    c.destroy();
    this.comps.delete(id);
    this.reg.clear(id);
    for (const other of this.comps.values()) other.dirtyEverything();
  }

  /** A sub-layer keyed by its slice of the view, or rebuilt anyway when an animation needs it live. */
  private sub(c: Component, name: string, key: string, build: () => Container): void {
    buildSub(this.reg, c, name, key, build, this.forced.has(`${c.id}:${name}`));
  }

  private build(v: ChocolatlView, layout: SceneLayout, choices: readonly ChocolatlChoice[]): void {
    const relayout = JSON.stringify(layout) !== JSON.stringify(this.layout) || this.comps.size === 0;
    this.layout = layout;
    const me = this.seat;

    // Parts that change shape are rebuilt; parts the layout hides go away.
    if (this.trackShape !== layout.trackShape) this.drop('track');
    this.trackShape = layout.trackShape;
    if (this.handShape !== layout.handShape || !layout.hand) this.drop('hand');
    this.handShape = layout.hand ? layout.handShape : null;
    if (!layout.centre) this.drop('centre');
    const order = seatOrder(v.n, me);
    for (const id of [...this.comps.keys()])
      if (id[0] === 'p' && (Number(id.slice(1)) >= v.n || !layout.boards[order.indexOf(Number(id.slice(1)))])) this.drop(id);
    for (let loc = 1; loc <= 6; loc++) if (!layout.panels[loc - 1]) this.drop(`L${loc}`);
    if (!layout.pages) this.drop('tabs');

    const ring = layout.trackShape === 'ring';
    const draw = this.drawContext();
    if (!layout.track) this.drop('track');
    else drawTrack(draw, v, layout, layout.track, ring);
    drawMain(draw, v, layout, choices, () => this.withTargets(layout));
    if (relayout) this.viewport.reset();
    this.sharpen();
  }

  /** What drawing the board parts needs of this scene (scene-draw.ts). */
  private drawContext(): DrawContext {
    return {
      reg: this.reg, comps: this.comps, theme: this.opts.theme, label: this.opts.label, lv: this.labelVersion, me: this.seat,
      comp: (id, size, subs) => this.comp(id, size, subs), sub: (c, name, key, build) => this.sub(c, name, key, build), drop: (id) => this.drop(id),
    };
  }

  /** Pages holding a legal target of the viewer. */
  private withTargets(layout: SceneLayout): Set<PageId> {
    return pagesWithTargets(layout, this.specs, this.view?.n ?? 0, this.seat);
  }

  /** Re-rasterises for the current zoom and redraws the rings at their screen width. */
  protected sharpen(): void {
    for (const c of this.comps.values()) c.applyResolution(this.viewport.cam.z, this.surface.dpr);
    this.rings();
    this.refreshMarks();
    this.redraw();
  }

  /** A changed item's world rect: an element of elements.ts, or a Pyramid stone ('stone:<box>'). */
  protected override markRect(id: string): Rect | null {
    const e = this.markElement(id), pl = e ? this.placeOf(e.comp as CompId) : null;
    return e && pl ? placeRect(pl, e.rect) : null;
  }
  private markElement(id: string): { comp: string; rect: Rect } | undefined {
    const stone = /^stone:(\d+)$/.exec(id);
    if (stone) return { comp: 'L4', rect: pyramidBox(Number(stone[1])) };
    return this.view ? elementsOf(this.view, this.seat, this.handShape ?? 'grid', this.trackShape ?? 'ring').find((x) => x.id === id) : undefined;
  }

  /** Redraws the rings when the targets, the highlight, the zoom or the places changed. */
  private rings(): void {
    const places = [...this.comps.values()].map((c) => c.place);
    const key = JSON.stringify([this.specs.map((t) => [t.id, t.comp, t.rect, t.choiceIds.length]), [...this.highlight], this.viewport.cam.z, places, this.comps.size]);
    if (key === this.ringsKey) return;
    this.ringsKey = key;
    drawRings(this.comps, this.specs, this.highlight, this.viewport.cam.z, RINGS);
  }

  /**
   * Redraws what the components report as changed (or everything when one needs it). Changed
   * layers re-render their caches first, at full size and without a scissor (`cachesChanged`),
   * then only the changed rectangles are composited.
   */
  private redraw(): void {
    const rects = collectDirty(this.comps.values());
    if (rects === null) this.surface.invalidate();
    else if (rects.length > 0) this.surface.invalidateRects(rects, true);
  }

  // ---- public operations ----

  update(v: ChocolatlView, o: UpdateOptions<ChocolatlChoice>): void {
    const t0 = performance.now();
    const prev = this.view;
    const sameSeat = o.seat === this.seat;
    this.clearTwins();
    this.view = v;
    this.seat = o.seat;
    this.lastChoices = o.choices;
    this.highlight = new Set(o.highlight ?? []);
    // The plan comes first: the pieces it moves are built into the uncached live layer.
    const layout = choosePage(this.pages, this.w, this.h, v, o.seat, o.choices);
    let plan: Anim[] = [];
    if (sameSeat && comparable(prev, v) && this.opts.speed > 0) {
      const changes = diffViews(prev, v);
      if (!tooMuch(changes))
        plan = planAnimations(changes, prev, v, {
          placeOf: placeFinder(layout, seatOrder(v.n, this.seat)), track: layout.trackShape, hand: layout.hand ? layout.handShape : null, order: seatOrder(v.n, o.seat),
        });
    }
    this.reg.liveKeys = new Set(plan.flatMap((a) => (a.kind === 'fly' || a.kind === 'float' ? [] : [a.key])));
    // A piece about to animate whose layer would stay as it is (a badge that pulses) is rebuilt
    // into the live layer too: hiding it inside a cached layer would cost two whole-canvas frames.
    this.forced = new Set([...this.reg.liveKeys].flatMap((k) => { const e = this.reg.get(k); return e ? [e.group] : []; }));
    this.specs = buildTargets(v, o.seat, o.choices, shownOf(layout, v, o.seat));
    this.build(v, layout, o.choices); // draws the rings too
    this.reg.liveKeys = new Set();
    this.forced = new Set();
    if (plan.length > 0) {
      playPlan({
        reg: this.reg, fx: this.fx, tweens: this.tweens, comps: this.comps, zoom: this.viewport.cam.z,
        speed: this.opts.speed, reduced: this.opts.reducedMotion, redraw: () => this.surface.invalidate(),
      }, plan);
    }
    this.focusTargets();
    this.heavyFrame = this.tweens.active;
    this.redraw();
    this.ensureHook();
    this.lastUpdateMs = performance.now() - t0;
  }

  protected tap(x: number, y: number): boolean {
    if (this.tapTabOrTarget(x, y)) return true;
    // Not a legal target: tell what it is and why not (never a zoom) when it is big enough to aim at.
    const el = this.elementAt(x, y);
    if (!el) return false;
    // A whole panel or board drawn smaller than a finger's reach zooms in (the regions of regionAt).
    const w = toWorld(this.viewport.cam, x, y);
    if (this.viewport.cam.z <= 1.05 && /^(L\d|p\d|track|altar)/.test(el.id) && this.regionAt(w.x, w.y)) return false;
    this.emitInspect({ id: el.id, how: 'tap', rect: el.rect });
    return true;
  }

  /** Eases to the legal targets once per new set of them when one is smaller than a finger, never to the hand. */
  private focusTargets(): void {
    const key = this.specs.map((t) => t.id).join(',');
    if (key === this.focusKey) return;
    this.focusKey = key;
    // The hand is laid out at finger size (or has its own page): zooming onto it hid the board.
    this.autoFocus((t) => t.comp !== 'hand');
  }

  /** The tab row of a paged layout (empty otherwise), in CSS px relative to the host. */
  panels(): PanelInfo[] {
    const n = this.view?.n ?? 0;
    const changed = new Set(this.markedIds().map((m) => { const e = this.markElement(m); return e ? pageOfComp(this.layout, e.comp, n, this.seat) : null; }));
    return tabPanels(this.layout, this.specs, n, this.seat, this.viewport.cam, changed);
  }

  /** Shows page `id` of a paged layout (ignored otherwise). */
  showPanel(id: string): void {
    if (!this.layout.pages?.ids.includes(id as PageId) || !this.view) return;
    this.pages.page = id as PageId;
    this.viewport.reset();
    this.rebuild();
    this.emitMoved();
  }

  /** A flick turns the page. */
  protected override swipe(dir: 1 | -1): void {
    const pages = this.layout.pages;
    if (!pages) return;
    const next = pages.ids[pages.ids.indexOf(pages.page) + dir];
    if (next) this.showPanel(next);
  }

  /** The smallest board element under a CSS-px point of the host, with its screen rect. */
  elementAt(x: number, y: number): { id: string; rect: Rect } | null {
    if (!this.view) return null;
    let best: { id: string; rect: Rect } | null = null;
    for (const e of elementsOf(this.view, this.seat, this.handShape ?? 'grid', this.trackShape ?? 'ring') as Element[]) {
      const pl = this.placeOf(e.comp as CompId);
      if (!pl) continue;
      const r = toScreen(this.viewport.cam, placeRect(pl, e.rect));
      if (contains(r, { x, y }) && (!best || r.w * r.h < best.rect.w * best.rect.h)) best = { id: e.id, rect: r };
    }
    return best;
  }

  /** At fit, where cards are smaller than a finger, a tap zooms to the panel, board or hand under it. */
  protected regionAt(x: number, y: number): Rect | null {
    for (const [id, c] of this.comps) {
      if (id === 'tabs' || !tooSmallAtFit(id, c.place.s, this.handShape, this.trackShape)) continue;
      const r = placeRect(c.place, { x: 0, y: 0, w: c.size.w, h: c.size.h });
      if (contains(r, { x, y })) return r;
    }
    return null;
  }

  protected rebuild(): void {
    if (!this.view) return;
    const choices = this.lastChoices;
    const layout = layoutFor(this.w, this.h, this.view, this.seat, this.pages.page);
    this.specs = buildTargets(this.view, this.seat, choices, shownOf(layout, this.view, this.seat));
    this.build(this.view, layout, choices);
  }

  /** New seat colours redraw every layer (the colours are in the shared shape cache). */
  protected useSeatColors(colors: readonly number[]): boolean {
    if (!useSeatColors(colors)) return false;
    for (const id of [...this.comps.keys()]) this.drop(id);
    return true;
  }

  /** Uses the colour each seat chose for its markers, pieces and board (every layer is redrawn). */
  setSeatColors(colors: readonly number[]): void {
    if (!this.useSeatColors(colors)) return;
    this.rebuild();
    this.surface.invalidate();
  }

  override destroy(): void {
    super.destroy();
    this.releaseShapes();
  }
}
