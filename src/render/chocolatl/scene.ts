// The composition root of the Chocolatl board scene: on top of the shared shells (surface, camera,
// listeners, options; components and their twins) it lays out one component per board part
// (track, centre band, six panels, player boards, hand), rebuilds only the sub-layers whose slice
// of the view changed, draws legal-move rings and turns taps into target callbacks.
import { Container } from 'pixi.js';
import type { ChocolatlChoice, ChocolatlView } from '../../games/chocolatl/types.ts';
import { Component, type SubSpec } from '../core/component.ts';
import { contains, placeRect, type Place, type Rect } from '../core/geom.ts';
import { toScreen, toWorld } from '../core/camera.ts';
import type { PanelInfo } from '../../ui/presenter.ts';
import { buildPrinted, buildSub, collectDirty } from '../core/layers.ts';
import { drawRings, type RingStyle } from '../core/rings.ts';
import { LayeredScene } from '../core/layered-scene.ts';
import { mountSurface } from '../core/scene-shell.ts';
import type { SceneOptions, UpdateOptions } from '../core/scene-types.ts';
import type { Surface } from '../core/surface.ts';
import { MIN_TARGET } from '../tokens.ts';
import { playPlan } from './animate.ts';
import { seatStyle, useSeatColors } from './art-pieces.ts';
import { drawAltar, drawCentreNext, drawCentreStatic, drawCentreStatus } from './centre.ts';
import { nextMode, seatOrder } from './derive.ts';
import { comparable, diffViews, tooMuch } from './diff.ts';
import { CENTRE_H, CENTRE_W, PANEL_H, PANEL_W, trackSize, type TrackShape } from './geometry.ts';
import { drawHand, drawHandStatic, handKey } from './hand.ts';
import { layoutScene, placeFinder, tooSmallAtFit, type SceneLayout } from './layout.ts';
import { pickPage, type PageId } from './layout-pages.ts';
import { elementsOf, type Element } from './elements.ts';
import { drawTabs, pageLabel, seatsOf, tabRect } from './tabs.ts';
import { activeLoc } from './derive.ts';
import { drawPanelStatic } from './panel-static.ts';
import { pyramidBox } from './panel-geometry.ts';
import { drawOffers, drawPanelPieces, drawPanelState, offersKey, piecesKey, stateKey } from './panels.ts';
import { planAnimations, type Anim } from './plan.ts';
import { PB_H, PB_W, handSize, type HandShape } from './player-geometry.ts';
import { PLAYER_PARTS, drawPlayerStatic } from './player.ts';
import { clusterRects, unionByLabel } from './rects.ts';
import { Registry } from './registry.ts';
import { retainShapes } from './shared.ts';
import { buildTargets, destinationLoc, type CompId } from './targets.ts';
import { drawMarkers, drawRingGround, drawRingSide, drawStripNext, drawStripStatic, drawStripStatus } from './track.ts';

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
  /** The page shown when the layout is paged (phones, small canvases). */
  private page: PageId | null = null;
  /** The targets the camera last eased to (it does so once per new set, never again after the person moved it). */
  private focusKey = '';
  /** The decision the page was last chosen for (see choosePage). */
  private pageKey = '';

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

  protected cameraChanged(): void {
    for (const c of this.comps.values()) c.dirtyEverything();
    this.surface.invalidate();
    // The zoom buttons ease the camera with a tween: the frame hook must be running to step it (it
    // stops when idle, which left −/⤢/+ doing nothing while pinch and wheel, which move at once, worked).
    this.ensureHook();
  }

  private hooked = false;
  /** Keeps one frame hook alive while something animates. */
  private ensureHook(): void {
    if (this.hooked) return;
    this.hooked = true;
    this.surface.addHook((now) => {
      const more = this.frame(now);
      this.hooked = more;
      return more;
    });
  }

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

  private layoutFor(v: ChocolatlView, seat: number): SceneLayout {
    return layoutScene(this.w, this.h, v.n, !!v.hands[seat], this.page);
  }

  /** What the targets need to know of the layout: a paged one always offers the hand and the boards (the tabs lead there). */
  private shownOf(layout: SceneLayout, v: ChocolatlView, seat: number) {
    if (layout.pages) return { hand: v.hands[seat] ? layout.handShape : null, boards: true };
    return { hand: layout.hand ? layout.handShape : null, boards: layout.boards.length > 0 };
  }

  /** The page each component lives on (paged layouts). */
  private pageOfComp(layout: SceneLayout, comp: string): PageId | null {
    const p = layout.pages;
    if (!p) return null;
    if (comp === 'hand') return 'hand';
    if (comp === 'track') return p.ids.includes('track') ? 'track' : p.ids.find((id) => id === 'players' || id === 'pb0') ?? null;
    if (comp[0] === 'L') return p.pageOfPanel[Number(comp.slice(1)) - 1] ?? null;
    if (comp[0] === 'p') return p.pageOfBoard[seatOrder(this.view?.n ?? 0, this.seat).indexOf(Number(comp.slice(1)))] ?? null;
    return null;
  }

  /** Pages holding a legal target of the viewer. */
  private pagesWithTargets(layout: SceneLayout): Set<PageId> {
    return new Set(this.specs.flatMap((t) => { const p = this.pageOfComp(layout, t.comp); return p ? [p] : []; }));
  }

  /** The layout for this update: on a paged layout, the page the decision is on (or the location being resolved). */
  private choosePage(v: ChocolatlView, seat: number, choices: readonly ChocolatlChoice[]): SceneLayout {
    let layout = this.layoutFor(v, seat);
    if (!layout.pages) return layout;
    this.specs = buildTargets(v, seat, choices, this.shownOf(layout, v, seat));
    const loc = activeLoc(v);
    // The page turns on its own only when the decision or the location in play changes: a page the
    // person chose stays while bots play on.
    const key = `${this.specs.map((t) => t.id).join(',')}|${loc}|${v.phase}`;
    if (key === this.pageKey && this.page && layout.pages.ids.includes(this.page)) return layout;
    this.pageKey = key;
    const resolving = loc > 0 ? layout.pages.pageOfPanel[loc - 1] ?? null : null;
    const page = pickPage(layout.pages.ids, this.page ?? layout.pages.page, this.pagesWithTargets(layout), resolving);
    if (page !== this.page) {
      this.page = page;
      layout = this.layoutFor(v, seat);
    }
    return layout;
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
    if (!layout.track) this.drop('track');
    else this.buildTrack(v, layout, layout.track, ring);
    this.buildMain(v, layout, choices, relayout);
  }

  /** The score track: the ring board's loop or the strip. */
  private buildTrack(v: ChocolatlView, layout: SceneLayout, place: Place, ring: boolean): void {
    const theme = this.opts.theme, label = this.opts.label, lv = this.labelVersion;
    const track = this.comp('track', trackSize(layout.trackShape), ring
      ? [{ name: 'ground', cache: false }, ...[0, 1, 2, 3].map((i) => ({ name: `side${i}`, cache: true })), { name: 'markers', cache: false }]
      : [{ name: 'status', cache: true }, { name: 'next', cache: false }, { name: 'markers', cache: false }]);
    track.setPlace(place);
    buildPrinted(track, `${layout.trackShape}|${theme}`, () => (ring ? new Container() : drawStripStatic(theme)));
    if (ring) {
      this.sub(track, 'ground', theme, () => drawRingGround(theme));
      for (let i = 0; i < 4; i++) this.sub(track, `side${i}`, 'printed', () => drawRingSide(i));
    } else {
      this.sub(track, 'status', JSON.stringify([v.round, v.mode, v.lastRound, lv]), () => drawStripStatus(v, label));
      this.sub(track, 'next', nextMode(v), () => drawStripNext(v));
    }
    const fanScale = Math.round(place.s * 100) / 100;
    this.sub(track, 'markers', JSON.stringify([v.scores, v.seq, fanScale]), () => drawMarkers(v, layout.trackShape, fanScale, this.reg));
  }

  private buildMain(v: ChocolatlView, layout: SceneLayout, choices: readonly ChocolatlChoice[], relayout: boolean): void {
    const theme = this.opts.theme, label = this.opts.label, lv = this.labelVersion;
    const me = this.seat;
    const dest = destinationLoc(choices);
    const order = seatOrder(v.n, me);
    if (layout.centre) {
      const centreComp = this.comp('centre', { w: CENTRE_W, h: CENTRE_H }, [{ name: 'status', cache: true }, { name: 'next', cache: false }, { name: 'altar', cache: true }]);
      centreComp.setPlace(layout.centre);
      buildPrinted(centreComp, `${theme}|${lv}`, () => drawCentreStatic(label, theme));
      this.sub(centreComp, 'status', JSON.stringify([v.round, v.mode, v.lastRound, lv]), () => drawCentreStatus(v, label));
      this.sub(centreComp, 'next', nextMode(v), () => drawCentreNext(v));
      this.sub(centreComp, 'altar', JSON.stringify([v.sacrifices, v.phase === 'over', me]), () => drawAltar(v, me, this.reg));
    }

    for (let loc = 1; loc <= 6; loc++) {
      if (!layout.panels[loc - 1]) continue;
      const c = this.comp(`L${loc}`, { w: PANEL_W, h: PANEL_H }, [{ name: 'pieces', cache: true }, { name: 'offers', cache: true }, { name: 'state', cache: false }]);
      c.setPlace(layout.panels[loc - 1]!);
      buildPrinted(c, `${v.n}|${theme}|${lv}`, () => drawPanelStatic(loc, label, v.n, theme));
      this.sub(c, 'pieces', piecesKey(v, loc), () => drawPanelPieces(v, loc, this.reg));
      this.sub(c, 'offers', offersKey(v, loc, me, dest), () => drawOffers(v, loc, me, dest, this.reg));
      this.sub(c, 'state', stateKey(v, loc), () => drawPanelState(v, loc));
    }

    if (layout.boards.length > 0)
      order.forEach((seat, i) => {
        if (!layout.boards[i]) return;
        const c = this.comp(`p${seat}`, { w: PB_W, h: PB_H }, Object.keys(PLAYER_PARTS).map((name) => ({ name, cache: true })));
        c.setPlace(layout.boards[i]!);
        const mine = seat === me;
        buildPrinted(c, `${mine}|${theme}`, () => drawPlayerStatic(seatStyle(seat), mine, theme));
        for (const [name, part] of Object.entries(PLAYER_PARTS)) this.sub(c, name, part.key(v, seat, me, dest), () => part.draw(v, seat, me, dest, this.reg));
      });

    if (layout.hand) {
      const shape = layout.handShape;
      const c = this.comp('hand', handSize(shape), [{ name: 'cards', cache: true }]);
      c.setPlace(layout.hand);
      buildPrinted(c, `${shape}|${theme}`, () => drawHandStatic(shape, theme));
      this.sub(c, 'cards', handKey(v, me), () => drawHand(v, me, shape, this.reg));
    }
    const pages = layout.pages;
    if (pages) {
      if (this.comps.get('tabs')?.size.w !== pages.tabsW) this.drop('tabs');
      const c = this.comp('tabs', { w: pages.tabsW, h: 60 }, [{ name: 'tabs', cache: false }]);
      c.setPlace(pages.tabs);
      const withTargets = this.pagesWithTargets(layout);
      buildPrinted(c, 'none', () => new Container());
      this.sub(c, 'tabs', JSON.stringify([pages.ids, pages.page, [...withTargets], pages.tabsW, theme, lv]), () =>
        drawTabs({ ids: pages.ids, page: pages.page, withTargets, pageOfPanel: pages.pageOfPanel, pageOfBoard: pages.pageOfBoard, order, width: pages.tabsW, label, theme }));
    }
    if (relayout) this.viewport.reset();
    this.sharpen();
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
    const layout = this.choosePage(v, o.seat, o.choices);
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
    this.specs = buildTargets(v, o.seat, o.choices, this.shownOf(layout, v, o.seat));
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
    const tab = this.panels().find((p) => contains(p.rect, { x, y }));
    if (tab) {
      if (!tab.selected) this.showPanel(tab.id);
      return true;
    }
    if (this.tapTarget(x, y)) return true;
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
    const pages = this.layout.pages;
    if (!pages) return [];
    const withTargets = this.pagesWithTargets(this.layout);
    const changed = new Set(this.markedIds().map((m) => { const e = this.markElement(m); return e ? this.pageOfComp(this.layout, e.comp) : null; }));
    return pages.ids.map((id, i) => {
      const r = tabRect(i, pages.ids.length, pages.tabsW);
      const { key, params } = pageLabel(id, pages.pageOfPanel, seatsOf(id, seatOrder(this.view?.n ?? 0, this.seat), pages.pageOfBoard));
      const rect = toScreen(this.viewport.cam, placeRect(pages.tabs, r));
      return { id, labelKey: key, params, selected: id === pages.page, hasTargets: withTargets.has(id), hasMarks: changed.has(id), rect };
    });
  }

  /** Shows page `id` of a paged layout (ignored otherwise). */
  showPanel(id: string): void {
    if (!this.layout.pages?.ids.includes(id as PageId) || !this.view) return;
    this.page = id as PageId;
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
    const layout = this.layoutFor(this.view, this.seat);
    this.specs = buildTargets(this.view, this.seat, choices, this.shownOf(layout, this.view, this.seat));
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
