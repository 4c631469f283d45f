// The composition root of the Chocolatl board scene: on top of the shared shells (surface, camera,
// listeners, options; components and their twins) it lays out one component per board part
// (track, centre band, six panels, player boards, hand), rebuilds only the sub-layers whose slice
// of the view changed, draws legal-move rings and turns taps into target callbacks.
import { Container } from 'pixi.js';
import type { ChocolatlChoice, ChocolatlView } from '../../games/chocolatl/types.ts';
import { Component, type SubSpec } from '../core/component.ts';
import { contains, placeRect, type Rect } from '../core/geom.ts';
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
import { drawPanelStatic } from './panel-static.ts';
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
const Z: Record<string, number> = { track: 0, centre: 1, L: 2, p: 3, hand: 4 };
const zOf = (id: string): number => Z[id] ?? Z[id[0]!] ?? 5;

export class ChocolatlSceneImpl extends LayeredScene<ChocolatlView, CompId> {
  private readonly reg = new Registry();
  private layout: SceneLayout;
  private trackShape: TrackShape | null = null;
  private handShape: HandShape | null = null;
  private lastChoices: readonly ChocolatlChoice[] = [];
  private ringsKey = '';

  /** Sub-layers rebuilt this update even though their slice of the view did not change. */
  private forced = new Set<string>();
  private readonly releaseShapes: () => void;
  /** Duration of the last `update` call in ms (for the bench and the dev page). */
  lastUpdateMs = 0;

  private constructor(surface: Surface, w: number, h: number, o: SceneOptions) {
    super(surface, w, h, o);
    this.layout = layoutScene(w, h, 3);
    surface.addHook((now) => this.frame(now));
    this.releaseShapes = retainShapes();
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
    return layoutScene(this.w, this.h, v.n, !!v.hands[seat]);
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
    buildPrinted(track, `${layout.trackShape}|${theme}`, () => (ring ? new Container() : drawStripStatic(theme)));
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
      buildPrinted(centreComp, `${theme}|${lv}`, () => drawCentreStatic(label, theme));
      this.sub(centreComp, 'status', JSON.stringify([v.round, v.mode, v.lastRound, lv]), () => drawCentreStatus(v, label));
      this.sub(centreComp, 'next', nextMode(v), () => drawCentreNext(v));
      this.sub(centreComp, 'altar', JSON.stringify([v.sacrifices, v.phase === 'over', me]), () => drawAltar(v, me, this.reg));
    }

    for (let loc = 1; loc <= 6; loc++) {
      const c = this.comp(`L${loc}`, { w: PANEL_W, h: PANEL_H }, [{ name: 'pieces', cache: true }, { name: 'offers', cache: true }, { name: 'state', cache: false }]);
      c.setPlace(layout.panels[loc - 1]!);
      buildPrinted(c, `${v.n}|${theme}|${lv}`, () => drawPanelStatic(loc, label, v.n, theme));
      this.sub(c, 'pieces', piecesKey(v, loc), () => drawPanelPieces(v, loc, this.reg));
      this.sub(c, 'offers', offersKey(v, loc, me, dest), () => drawOffers(v, loc, me, dest, this.reg));
      this.sub(c, 'state', stateKey(v, loc), () => drawPanelState(v, loc));
    }

    if (layout.boards.length > 0)
      seatOrder(v.n, me).forEach((seat, i) => {
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
    if (relayout) this.viewport.reset();
    this.sharpen();
  }

  /** Re-rasterises for the current zoom and redraws the rings at their screen width. */
  protected sharpen(): void {
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
    const layout = this.layoutFor(v, o.seat);
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

  protected tap(x: number, y: number): boolean {
    return this.tapTarget(x, y);
  }

  /** At fit, where cards are smaller than a finger, a tap zooms to the panel, board or hand under it. */
  protected regionAt(x: number, y: number): Rect | null {
    for (const [id, c] of this.comps) {
      if (!tooSmallAtFit(id, c.place.s, this.handShape, this.trackShape)) continue;
      const r = placeRect(c.place, { x: 0, y: 0, w: c.size.w, h: c.size.h });
      if (contains(r, { x, y })) return r;
    }
    return null;
  }

  protected rebuild(): void {
    if (!this.view) return;
    const choices = this.lastChoices;
    const layout = this.layoutFor(this.view, this.seat);
    this.specs = buildTargets(this.view, this.seat, choices, { hand: layout.hand ? layout.handShape : null, boards: layout.boards.length > 0 });
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
