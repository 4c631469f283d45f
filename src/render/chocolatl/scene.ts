// The composition root of the Chocolatl board scene: it owns the surface, the camera and one
// component per board part (track, centre band, six panels, player boards, hand), rebuilds only
// the sub-layers whose slice of the view changed, draws legal-move rings, turns taps into target
// callbacks and plays the animations derived from view diffs.
import { Container } from 'pixi.js';
import type { ChocolatlChoice, ChocolatlView } from '../../games/chocolatl/types.ts';
import { toScreen } from '../core/camera.ts';
import { Component, type SubSpec } from '../core/component.ts';
import { atLeast, centre, contains, inflate, placeRect, union, type Place, type Rect } from '../core/geom.ts';
import { createSurface, type Surface } from '../core/surface.ts';
import { fontsReady, useResolution } from '../core/text.ts';
import { Tweens } from '../core/tweens.ts';
import { Viewport } from '../core/viewport.ts';
import { MIN_TARGET, SURFACE, type Theme } from '../tokens.ts';
import { playPlan } from './animate.ts';
import { seatStyle, useSeatColors } from './art-pieces.ts';
import { drawAltar, drawCentreNext, drawCentreStatic, drawCentreStatus } from './centre.ts';
import { nextMode, seatOrder } from './derive.ts';
import { comparable, diffViews, tooMuch } from './diff.ts';
import { CENTRE_H, CENTRE_W, MARKER, PANEL_H, PANEL_W, trackSize, type TrackShape } from './geometry.ts';
import { drawHand, drawHandStatic, handKey } from './hand.ts';
import { layoutScene, type SceneLayout } from './layout.ts';
import { drawPanelStatic } from './panel-static.ts';
import { drawOffers, drawPanelPieces, drawPanelState, offersKey, piecesKey, stateKey } from './panels.ts';
import { planAnimations, type Anim } from './plan.ts';
import { CARD_W, PB_H, PB_W, handCard, handSize, type HandShape } from './player-geometry.ts';
import { PLAYER_PARTS, drawPlayerStatic } from './player.ts';
import { clusterRects, unionByLabel } from './rects.ts';
import { Registry } from './registry.ts';
import { retainShapes } from './shared.ts';
import { drawRings } from './rings.ts';
import { buildTargets, destinationLoc, type CompId, type TargetSpec } from './targets.ts';
import { drawMarkers, drawRingGround, drawRingSide, drawStripNext, drawStripStatic, drawStripStatus, type Label } from './track.ts';

export interface SceneOptions {
  label?: Label; // i18n: every word on the canvas comes from here (default: the key itself)
  reducedMotion?: boolean; // movement becomes a 120 ms fade at the destination
  speed?: number; // animation speed: 1 normal, 2 twice as fast, 0 instant
  theme?: Theme; // canvas background behind the board (the board stays limestone)
  autoFocus?: boolean; // ease the camera to the legal targets when they are small at fit (default true)
  seatColors?: readonly number[]; // the colour index each seat chose (default: its seat number)
  width?: number; // default: the host's client size
  height?: number;
}

export interface UpdateOptions {
  seat: number; // the viewing seat (its hand is face up, its choices get rings)
  choices: readonly ChocolatlChoice[]; // legal choices of that seat
  highlight?: readonly string[]; // choice or target ids to emphasise (maize ring), e.g. hovered in the action bar
}

export interface TargetInfo {
  id: string;
  choiceIds: string[];
  labelKey: string;
  params: Record<string, string | number>;
  rect: Rect; // CSS px relative to the host, at least 44×44, at the current zoom
}

export type TargetListener = (choiceIds: string[], target: TargetInfo) => void;

const defaultLabel: Label = (key) => key;
/** A scissored pass costs about as much as filling this many more CSS px² in software WebGL. */
const PASS_AREA = 30000;
/** At most this many scissored passes per animation frame (each costs a walk over the scene). */
const MAX_PASSES = 3;

/** Drawing order of the components (the ring board is the ground under the panels). */
const Z: Record<string, number> = { track: 0, centre: 1, L: 2, p: 3, hand: 4 };
const zOf = (id: string): number => Z[id] ?? Z[id[0]!] ?? 5;

export class ChocolatlSceneImpl {
  private readonly reg = new Registry();
  private readonly tweens = new Tweens();
  private readonly comps = new Map<string, Component>();
  private readonly fx = new Container();
  private readonly viewport: Viewport;
  private readonly listeners = new Set<TargetListener>();
  private opts: Required<Omit<SceneOptions, 'width' | 'height' | 'seatColors'>>;
  private layout: SceneLayout;
  private view: ChocolatlView | null = null;
  private seat = 0;
  private specs: TargetSpec[] = [];
  private highlight = new Set<string>();
  private labelVersion = 0;
  private settleTimer = 0;
  private settleLiveTimer = 0;
  private waiters: (() => void)[] = [];
  private heavyFrame = false;
  private lastFx: Rect[] = [];
  private trackShape: TrackShape | null = null;
  private handShape: HandShape | null = null;
  private lastChoices: readonly ChocolatlChoice[] = [];
  private ringsKey = '';

  /** Sub-layers rebuilt this update even though their slice of the view did not change. */
  private forced = new Set<string>();
  private readonly releaseShapes: () => void;
  /** Duration of the last `update` call in ms (for the bench and the dev page). */
  lastUpdateMs = 0;

  private constructor(private readonly surface: Surface, private w: number, private h: number, o: SceneOptions) {
    this.opts = { label: o.label ?? defaultLabel, reducedMotion: !!o.reducedMotion, speed: o.speed ?? 1, theme: o.theme ?? 'light', autoFocus: o.autoFocus ?? true };
    this.layout = layoutScene(w, h, 3);
    this.viewport = new Viewport(surface.canvas, {
      content: () => this.layout.content,
      size: () => ({ w: this.w, h: this.h }),
      tap: (x, y) => this.tap(x, y),
      regionAt: (x, y) => this.regionAt(x, y),
      changed: () => {
        for (const c of this.comps.values()) c.dirtyEverything();
        this.surface.invalidate();
      },
      settled: () => this.settleSoon(),
      animate: () => !this.opts.reducedMotion && this.opts.speed > 0,
    }, this.tweens);
    surface.app.stage.addChild(this.viewport.world);
    this.viewport.world.addChild(this.fx);
    surface.addHook((now) => this.frame(now));
    this.releaseShapes = retainShapes();
  }

  static async create(host: HTMLElement, o: SceneOptions): Promise<ChocolatlSceneImpl> {
    await fontsReady();
    const w = o.width ?? Math.max(1, host.clientWidth), h = o.height ?? Math.max(1, host.clientHeight);
    const surface = await createSurface(host, w, h, SURFACE[o.theme ?? 'light'].background);
    useSeatColors(o.seatColors ?? []);
    return new ChocolatlSceneImpl(surface, w, h, o);
  }

  get renderer() { return this.surface.renderer; }

  private frame(now: number): boolean {
    if (this.heavyFrame) {
      // The first frame after an update uploads and caches what changed; clocks start after it.
      this.heavyFrame = false;
      return true;
    }
    const busy = this.tweens.step(now);
    // Only the travelling twins move: redraw where they were and where they are now, in a few
    // tight rectangles (a reveal flips cards in a panel and on every board: a few small passes,
    // not one pass over most of the screen); a crowd of twins is grouped per component first.
    const items = this.fx.children.map((c) => {
      const b = c.getBounds();
      return { label: c.label || 'fx', rect: { x: b.x, y: b.y, w: b.width, h: b.height } };
    });
    const rects = items.length > 40 ? unionByLabel(items) : items.map((i) => i.rect);
    const inval = clusterRects([...this.lastFx, ...rects], MAX_PASSES, PASS_AREA);
    this.surface.invalidateRects(inval);
    this.lastFx = rects;
    if (!busy) {
      this.lastFx = [];
      for (const w of this.waiters.splice(0)) w();
      // Landed pieces rejoin their cached layers once things are quiet. The layers that took
      // them back are re-cached whole and redrawn whole: a cache refreshed inside a scissored
      // pass could keep stale pixels (a card value from before the hand changed).
      clearTimeout(this.settleLiveTimer);
      this.settleLiveTimer = window.setTimeout(() => {
        const settled = [...this.comps.values()].filter((c) => c.live.children.some((l) => l.children.length > 0));
        this.settleLive();
        for (const c of settled) c.refresh();
        this.redraw();
      }, 400);
    }
    return busy;
  }

  /** Landed pieces rejoin their layers' caches. */
  private settleLive(): void {
    for (const c of this.comps.values()) c.settleLive();
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

  /** Rebuilds a sub-layer when its memo key changed (its registered pieces are replaced too). */
  private sub(c: Component, name: string, key: string, build: () => Container): void {
    const group = `${c.id}:${name}`;
    if (c.keyOf(name) === key && !this.forced.has(group)) return;
    this.reg.clear(group);
    this.reg.group = group;
    const live = new Container();
    this.reg.liveParent = live;
    useResolution(c.resolution);
    const node = build();
    this.reg.liveParent = null;
    c.setSub(name, key, node, live);
  }

  private printed(c: Component, key: string, build: () => Container): void {
    if (c.printedKey === key) return;
    useResolution(c.resolution);
    c.setPrinted(key, build());
  }

  private placeOf = (comp: CompId): Place | null => this.comps.get(comp)?.place ?? null;

  private layoutFor(v: ChocolatlView, seat: number): SceneLayout {
    return layoutScene(this.w, this.h, v.n, !!v.hands[seat]);
  }

  /** Where each component will sit for a view (before it is built). */
  private placesFor(v: ChocolatlView, layout: SceneLayout): (comp: CompId) => Place | null {
    const order = seatOrder(v.n, this.seat);
    return (comp) => {
      if (comp === 'track') return layout.track;
      if (comp === 'centre') return layout.centre;
      if (comp === 'hand') return layout.hand;
      if (comp[0] === 'L') return layout.panels[Number(comp.slice(1)) - 1] ?? null;
      return layout.boards[order.indexOf(Number(comp.slice(1)))] ?? null;
    };
  }

  private build(v: ChocolatlView, layout: SceneLayout, choices: readonly ChocolatlChoice[]): void {
    const theme = this.opts.theme, label = this.opts.label, lv = this.labelVersion;
    const relayout = JSON.stringify(layout) !== JSON.stringify(this.layout) || this.comps.size === 0;
    this.layout = layout;
    const me = this.seat;
    const dest = destinationLoc(choices);

    // Parts that change shape are rebuilt; parts the layout hides go away.
    if (this.trackShape !== layout.trackShape) this.drop('track');
    this.trackShape = layout.trackShape;
    if (this.handShape !== layout.handShape || !layout.hand) this.drop('hand');
    this.handShape = layout.hand ? layout.handShape : null;
    if (!layout.centre) this.drop('centre');
    for (const id of [...this.comps.keys()])
      if (id[0] === 'p' && (Number(id.slice(1)) >= v.n || layout.boards.length === 0)) this.drop(id);

    const ring = layout.trackShape === 'ring';
    const track = this.comp('track', trackSize(layout.trackShape), ring
      ? [{ name: 'ground', cache: false }, ...[0, 1, 2, 3].map((i) => ({ name: `side${i}`, cache: true })), { name: 'markers', cache: false }]
      : [{ name: 'status', cache: true }, { name: 'next', cache: false }, { name: 'markers', cache: false }]);
    track.setPlace(layout.track);
    this.printed(track, `${layout.trackShape}|${theme}`, () => (ring ? new Container() : drawStripStatic(theme)));
    if (ring) {
      this.sub(track, 'ground', theme, () => drawRingGround(theme));
      for (let i = 0; i < 4; i++) this.sub(track, `side${i}`, 'printed', () => drawRingSide(i));
    } else {
      this.sub(track, 'status', JSON.stringify([v.round, v.mode, v.lastRound, lv]), () => drawStripStatus(v, label));
      this.sub(track, 'next', nextMode(v), () => drawStripNext(v));
    }
    const fanScale = Math.round(layout.track.s * 100) / 100;
    this.sub(track, 'markers', JSON.stringify([v.scores, v.seq, fanScale]), () => drawMarkers(v, layout.trackShape, fanScale, this.reg));

    if (layout.centre) {
      const centreComp = this.comp('centre', { w: CENTRE_W, h: CENTRE_H }, [{ name: 'status', cache: true }, { name: 'next', cache: false }, { name: 'altar', cache: true }]);
      centreComp.setPlace(layout.centre);
      this.printed(centreComp, `${theme}|${lv}`, () => drawCentreStatic(label, theme));
      this.sub(centreComp, 'status', JSON.stringify([v.round, v.mode, v.lastRound, lv]), () => drawCentreStatus(v, label));
      this.sub(centreComp, 'next', nextMode(v), () => drawCentreNext(v));
      this.sub(centreComp, 'altar', JSON.stringify([v.sacrifices, v.phase === 'over', me]), () => drawAltar(v, me, this.reg));
    }

    for (let loc = 1; loc <= 6; loc++) {
      const c = this.comp(`L${loc}`, { w: PANEL_W, h: PANEL_H }, [{ name: 'pieces', cache: true }, { name: 'offers', cache: true }, { name: 'state', cache: false }]);
      c.setPlace(layout.panels[loc - 1]!);
      this.printed(c, `${v.n}|${theme}|${lv}`, () => drawPanelStatic(loc, label, v.n, theme));
      this.sub(c, 'pieces', piecesKey(v, loc), () => drawPanelPieces(v, loc, this.reg));
      this.sub(c, 'offers', offersKey(v, loc, me, dest), () => drawOffers(v, loc, me, dest, this.reg));
      this.sub(c, 'state', stateKey(v, loc), () => drawPanelState(v, loc));
    }

    if (layout.boards.length > 0)
      seatOrder(v.n, me).forEach((seat, i) => {
        const c = this.comp(`p${seat}`, { w: PB_W, h: PB_H }, Object.keys(PLAYER_PARTS).map((name) => ({ name, cache: true })));
        c.setPlace(layout.boards[i]!);
        const mine = seat === me;
        this.printed(c, `${mine}|${theme}`, () => drawPlayerStatic(seatStyle(seat), mine, theme));
        for (const [name, part] of Object.entries(PLAYER_PARTS)) this.sub(c, name, part.key(v, seat, me, dest), () => part.draw(v, seat, me, dest, this.reg));
      });

    if (layout.hand) {
      const shape = layout.handShape;
      const c = this.comp('hand', handSize(shape), [{ name: 'cards', cache: true }]);
      c.setPlace(layout.hand);
      this.printed(c, `${shape}|${theme}`, () => drawHandStatic(shape, theme));
      this.sub(c, 'cards', handKey(v, me), () => drawHand(v, me, shape, this.reg));
    }
    if (relayout) this.viewport.reset();
    this.applyResolution();
  }

  private applyResolution(): void {
    for (const c of this.comps.values()) c.applyResolution(this.viewport.cam.z, this.surface.dpr);
    this.rings();
    this.redraw();
  }

  /** Redraws the rings when the targets, the highlight, the zoom or the places changed. */
  private rings(): void {
    const places = [...this.comps.values()].map((c) => c.place);
    const key = JSON.stringify([this.specs.map((t) => [t.id, t.comp, t.rect, t.choiceIds.length]), [...this.highlight], this.viewport.cam.z, places, this.comps.size]);
    if (key === this.ringsKey) return;
    this.ringsKey = key;
    drawRings(this.comps, this.specs, this.highlight, this.viewport.cam.z);
  }

  /**
   * Redraws what the components report as changed (or everything when one needs it). Changed
   * layers re-render their caches first, at full size and without a scissor (`cachesChanged`),
   * then only the changed rectangles are composited.
   */
  private redraw(): void {
    const rects: Rect[] = [];
    let all = false;
    for (const c of this.comps.values()) {
      const d = c.takeDirty();
      if (d === null) all = true;
      else rects.push(...d);
    }
    if (all) this.surface.invalidate();
    else if (rects.length > 0) this.surface.invalidateRects(rects, true);
  }

  private settleSoon(): void {
    clearTimeout(this.settleTimer);
    this.settleTimer = window.setTimeout(() => this.applyResolution(), 120);
  }

  // ---- public operations ----

  update(v: ChocolatlView, o: UpdateOptions): void {
    const t0 = performance.now();
    const prev = this.view;
    const sameSeat = o.seat === this.seat;
    this.tweens.finishAll();
    clearTimeout(this.settleLiveTimer);
    this.settleLive();
    this.fx.removeChildren().forEach((c) => c.destroy({ children: true }));
    this.lastFx = [];
    this.view = v;
    this.seat = o.seat;
    this.lastChoices = o.choices;
    this.highlight = new Set(o.highlight ?? []);
    // The plan comes first: the pieces it moves are built into the uncached live layer.
    const layout = this.layoutFor(v, o.seat);
    let plan: Anim[] = [];
    if (sameSeat && comparable(prev, v) && this.opts.speed > 0) {
      const changes = diffViews(prev, v);
      if (!tooMuch(changes))
        plan = planAnimations(changes, prev, v, {
          placeOf: this.placesFor(v, layout), track: layout.trackShape, hand: layout.hand ? layout.handShape : null, order: seatOrder(v.n, o.seat),
        });
    }
    this.reg.liveKeys = new Set(plan.flatMap((a) => (a.kind === 'fly' || a.kind === 'float' ? [] : [a.key])));
    // A piece about to animate whose layer would stay as it is (a badge that pulses) is rebuilt
    // into the live layer too: hiding it inside a cached layer would cost two whole-canvas frames.
    this.forced = new Set([...this.reg.liveKeys].flatMap((k) => { const e = this.reg.get(k); return e ? [e.group] : []; }));
    this.specs = buildTargets(v, o.seat, o.choices, { hand: layout.hand ? layout.handShape : null, boards: layout.boards.length > 0 });
    this.build(v, layout, o.choices); // draws the rings too
    this.reg.liveKeys = new Set();
    this.forced = new Set();
    if (plan.length > 0) {
      playPlan({
        reg: this.reg, fx: this.fx, tweens: this.tweens, comps: this.comps, zoom: this.viewport.cam.z,
        speed: this.opts.speed, reduced: this.opts.reducedMotion, redraw: () => this.surface.invalidate(),
      }, plan);
    }
    this.autoFocus();
    this.heavyFrame = this.tweens.active;
    this.redraw();
    this.surface.addHook((now) => this.frame(now));
    this.lastUpdateMs = performance.now() - t0;
  }

  private worldRect(t: TargetSpec): Rect | null {
    const pl = this.placeOf(t.comp);
    return pl ? placeRect(pl, t.rect) : null;
  }

  private autoFocus(): void {
    if (!this.opts.autoFocus || this.viewport.mode === 'user') return;
    const rects = this.specs.map((t) => this.worldRect(t)).filter((r): r is Rect => r !== null);
    const small = rects.some((r) => Math.min(r.w, r.h) < MIN_TARGET);
    const all = union(rects);
    if (!all || !small) {
      if (this.viewport.mode === 'focus') this.viewport.fit();
      return;
    }
    this.viewport.focus(inflate(all, 12));
  }

  targets(): TargetInfo[] {
    const out: TargetInfo[] = [];
    for (const t of this.specs) {
      const r = this.worldRect(t);
      if (!r) continue;
      out.push({ id: t.id, choiceIds: [...t.choiceIds], labelKey: t.labelKey, params: { ...t.params }, rect: atLeast(toScreen(this.viewport.cam, r), MIN_TARGET) });
    }
    return out;
  }

  private tap(x: number, y: number): boolean {
    let best: TargetInfo | null = null, bestD = Infinity;
    for (const t of this.targets()) {
      if (!contains(t.rect, { x, y })) continue;
      const c = centre(t.rect);
      const d = Math.hypot(c.x - x, c.y - y);
      if (d < bestD) { best = t; bestD = d; }
    }
    if (!best) return false;
    const hit = best;
    // Deferred so a listener never runs in the middle of our event handling.
    setTimeout(() => { for (const l of this.listeners) l(hit.choiceIds, hit); }, 0);
    return true;
  }

  /** At fit, where cards are smaller than a finger, a tap zooms to the panel, board or hand under it. */
  private regionAt(x: number, y: number): Rect | null {
    for (const [id, c] of this.comps) {
      const small = id === 'hand' ? handCard(this.handShape ?? 'grid', 0).w * c.place.s < MIN_TARGET
        : id[0] === 'p' ? CARD_W * c.place.s < MIN_TARGET
        : id[0] === 'L' ? 40 * c.place.s < MIN_TARGET * 0.8
        : id === 'track' && this.trackShape === 'strip' ? MARKER.strip * c.place.s < 16
        : false;
      if (!small) continue;
      const r = placeRect(c.place, { x: 0, y: 0, w: c.size.w, h: c.size.h });
      if (contains(r, { x, y })) return r;
    }
    return null;
  }

  onTarget(cb: TargetListener): () => void {
    this.listeners.add(cb);
    return () => this.listeners.delete(cb);
  }

  setSize(w: number, h: number): void {
    if (w === this.w && h === this.h) return;
    this.w = Math.max(1, w);
    this.h = Math.max(1, h);
    this.surface.resize(this.w, this.h);
    if (this.view) this.rebuild();
    this.viewport.reset();
    this.applyResolution();
  }

  private rebuild(): void {
    if (!this.view) return;
    const choices = this.lastChoices;
    const layout = this.layoutFor(this.view, this.seat);
    this.specs = buildTargets(this.view, this.seat, choices, { hand: layout.hand ? layout.handShape : null, boards: layout.boards.length > 0 });
    this.build(this.view, layout, choices);
  }

  zoom(cmd: 'in' | 'out' | 'fit'): void {
    if (cmd === 'fit') this.viewport.fit();
    else this.viewport.zoomBy(cmd === 'in' ? 1.5 : 1 / 1.5);
  }

  /** Uses the colour each seat chose for its markers, pieces and board (every layer is redrawn). */
  setSeatColors(colors: readonly number[]): void {
    if (!useSeatColors(colors)) return;
    for (const id of [...this.comps.keys()]) this.drop(id);
    this.rebuild();
    this.surface.invalidate();
  }

  configure(all: Partial<Omit<SceneOptions, 'width' | 'height'>>): void {
    const { seatColors, ...o } = all;
    if (seatColors) this.setSeatColors(seatColors);
    if (o.label && o.label !== this.opts.label) this.labelVersion++;
    this.opts = { ...this.opts, ...Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) };
    if (o.theme) this.surface.renderer.background.color = SURFACE[o.theme].background;
    if (this.opts.reducedMotion || this.opts.speed === 0) this.tweens.finishAll();
    this.rebuild();
    this.surface.invalidate();
  }

  settled(): Promise<void> {
    if (!this.tweens.active) return Promise.resolve();
    return new Promise((r) => this.waiters.push(r));
  }

  destroy(): void {
    clearTimeout(this.settleTimer);
    clearTimeout(this.settleLiveTimer);
    this.viewport.destroy();
    this.listeners.clear();
    for (const w of this.waiters.splice(0)) w();
    this.surface.destroy();
    this.comps.clear();
    this.releaseShapes();
  }
}
