// The composition root of the Zapotec board scene: on top of the shared shells (surface, camera,
// listeners, options; components and their twins) it lays out one component per board, rebuilds
// the parts whose slice of the view changed, draws legal-move rings, turns taps into target or
// inspect callbacks and plans the animations derived from view diffs.
import { Container } from 'pixi.js';
import { boardPlayers, isCocijobot, type ZapotecChoice, type ZapotecView } from '../../games/zapotec/state.ts';
import { toScreen } from '../core/camera.ts';
import { Component, type SubSpec } from '../core/component.ts';
import { contains, placeRect, type Place, type Rect } from '../core/geom.ts';
import { buildPrinted, buildSub, collectDirty } from '../core/layers.ts';
import { drawRings, type RingStyle } from '../core/rings.ts';
import { LayeredScene } from '../core/layered-scene.ts';
import { mountSurface } from '../core/scene-shell.ts';
import type { SceneOptions, UpdateOptions } from '../core/scene-types.ts';
import type { Surface } from '../core/surface.ts';
import { MIN_TARGET } from '../tokens.ts';
import { playPlan } from './animate.ts';
import { seatStyle } from './art-pieces.ts';
import { drawCapital, drawSacrifice, drawScores, drawSpaces } from './board-pieces.ts';
import { drawBoardStatic } from './board-static.ts';
import { comparable, diffViews } from './diff.ts';
import { BOARD_H, BOARD_W, CAPITAL_PARTS, SACRIFICE_HEADER, SPACE, TABLE_H, TABLE_W, sectionRect } from './geometry.ts';
import { hitSpecs, type HitSpec } from './hits.ts';
import { layoutScene, seatOrder, type SceneLayout } from './layout.ts';
import { planAnimations, tooMuch, type Anim } from './plan.ts';
import { CELL, PB_H, PB_W } from './player-geometry.ts';
import { PLAYER_PARTS, drawPlayerStatic } from './player.ts';
import { Registry } from './registry.ts';
import { drawTable, drawTableStatic } from './table.ts';
import { buildTargets, type CompId } from './targets.ts';

/** A tap on an element smaller than this (CSS px) zooms towards it instead of explaining it. */
const INSPECT_MIN = 30;
const RINGS: RingStyle = { pad: 3, radius: 14, tint: 0.1 };

export class ZapotecSceneImpl extends LayeredScene<ZapotecView, CompId> {
  private readonly reg = new Registry();
  private hits: HitSpec[] = [];
  private colorKey = '';
  private layout: SceneLayout;
  private hooked = false;
  private readonly fxBounds = new WeakMap<Container, Rect>();

  private constructor(surface: Surface, w: number, h: number, o: SceneOptions) {
    super(surface, w, h, o);
    this.layout = layoutScene(w, h, 2);
    this.useSeatColors(o.seatColors ?? []);
    this.listenInspect((x, y) => this.elementAt(x, y), false);
    this.ensureHook();
  }

  static async create(host: HTMLElement, o: SceneOptions): Promise<ZapotecSceneImpl> {
    const { surface, w, h } = await mountSurface(host, o);
    return new ZapotecSceneImpl(surface, w, h, o);
  }

  protected useSeatColors(colors: readonly number[]): void {
    this.reg.colors = [...colors];
    this.colorKey = colors.join(',');
  }

  /** Uses the colour each seat chose for its pieces, discs, markers and board. */
  setSeatColors(colors: readonly number[]): void {
    if (colors.join(',') === this.colorKey) return;
    this.useSeatColors(colors);
    if (this.view) this.build(this.view);
  }

  protected content(): Rect { return this.layout.content; }

  protected cameraChanged(): void {
    for (const c of this.comps.values()) c.dirtyEverything();
    this.surface.invalidate();
    this.ensureHook(); // a camera move may have started a tween
  }

  protected rebuild(): void {
    if (this.view) this.build(this.view);
  }

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

  /** Only the travelling twins move: redraw where they were and where they are now. */
  protected twinRects(): Rect[] {
    return this.fx.children.map((c) => {
      let lb = this.fxBounds.get(c);
      if (!lb) {
        const b = c.getLocalBounds();
        lb = { x: b.x, y: b.y, w: b.width, h: b.height };
        this.fxBounds.set(c, lb);
      }
      const sx = c.scale.x, sy = c.scale.y;
      const x0 = c.x + Math.min(lb.x * sx, (lb.x + lb.w) * sx), y0 = c.y + Math.min(lb.y * sy, (lb.y + lb.h) * sy);
      return toScreen(this.viewport.cam, { x: x0, y: y0, w: Math.abs(lb.w * sx), h: Math.abs(lb.h * sy) });
    });
  }

  /** Landed pieces rejoin their cached layers (one full redraw). */
  protected settleLanded(): void {
    for (const c of this.comps.values()) c.settleLive();
    this.redraw();
  }

  // ---- components ----

  private comp(id: CompId, size: { w: number; h: number }, subs: SubSpec[]): Component {
    let c = this.comps.get(id);
    if (!c) {
      c = new Component(id, size, subs, !this.surface.software);
      c.toScreen = (r) => toScreen(this.viewport.cam, r);
      this.comps.set(id, c);
      this.viewport.world.addChildAt(c.root, this.viewport.world.children.indexOf(this.fx));
    }
    return c;
  }

  /** A sub-layer keyed by its slice of the view and the seat colours. */
  private sub(c: Component, name: string, key: string, build: () => Container): void {
    buildSub(this.reg, c, name, `${key}|${this.colorKey}`, build);
  }

  /** Where each component will sit for a view (before it is built). */
  private placesFor(v: ZapotecView, layout: SceneLayout): (comp: CompId) => Place | null {
    const order = seatOrder(v.seats, this.seat);
    return (comp) => comp === 'main' ? layout.main : comp === 'table' ? layout.table : layout.boards[order.indexOf(Number(comp.slice(1)))] ?? null;
  }

  private build(v: ZapotecView, layout = layoutScene(this.w, this.h, v.seats)): void {
    const theme = this.opts.theme, label = this.opts.label, lv = this.labelVersion;
    const relayout = JSON.stringify(layout) !== JSON.stringify(this.layout) || this.comps.size === 0;
    this.layout = layout;
    for (const [id, c] of this.comps) {
      if (id.startsWith('p') && Number(id.slice(1)) >= v.seats) {
        c.destroy();
        this.comps.delete(id);
        this.reg.clear(id);
        for (const other of this.comps.values()) other.dirtyEverything();
      }
    }

    const main = this.comp('main', { w: BOARD_W, h: BOARD_H }, [
      { name: 'spaces', cache: true }, { name: 'capital', cache: true }, { name: 'sacrifice', cache: true },
      { name: 'score', cache: false }, // a few markers spread around the whole board: drawn directly
    ]);
    main.setPlace(layout.main);
    const bp = boardPlayers(v);
    buildPrinted(main, `${bp}|${theme}|${lv}`, () => drawBoardStatic(label, bp, theme));
    this.sub(main, 'spaces', JSON.stringify([v.spaceTile, v.spaceOwner, v.players.map((p) => p.palaceSpace)]), () => drawSpaces(v, this.reg));
    this.sub(main, 'capital', JSON.stringify([v.scoringTiles, v.pyramids, v.tradeRows, v.tradeStacks.map((s) => s.length)]), () => drawCapital(v, this.reg));
    this.sub(main, 'sacrifice', JSON.stringify(v.players.map((p) => [p.sacrifice, p.arrival])), () => drawSacrifice(v, this.reg));
    this.sub(main, 'score', JSON.stringify(v.players.map((p) => p.vp)), () => drawScores(v, this.reg));

    const table = this.comp('table', { w: TABLE_W, h: TABLE_H }, [{ name: 'cards', cache: true }]);
    table.setPlace(layout.table);
    const offerSlots = v.playerCount === 1 ? 2 : v.playerCount + 1;
    buildPrinted(table, `${theme}|${offerSlots}|${lv}`, () => drawTableStatic(label, theme, offerSlots));
    this.sub(table, 'cards', JSON.stringify([v.rituals, v.ritualDiscs, v.bonusStack, v.offer, v.deck.length]), () => drawTable(v, this.reg));

    seatOrder(v.seats, this.seat).forEach((seat, i) => {
      const c = this.comp(`p${seat}`, { w: PB_W, h: PB_H }, Object.keys(PLAYER_PARTS).map((name) => ({ name, cache: true })));
      c.setPlace(layout.boards[i]!);
      const bot = isCocijobot(v, seat), mine = seat === this.seat;
      buildPrinted(c, `${bot}|${mine}|${theme}|${this.colorKey}`, () => drawPlayerStatic(seatStyle(seat, bot, this.reg.colors), mine, theme));
      for (const [name, part] of Object.entries(PLAYER_PARTS)) this.sub(c, name, part.key(v, seat, this.seat), () => part.draw(v, seat, this.seat, this.reg));
    });
    if (relayout) this.viewport.reset();
    this.sharpen();
  }

  /** Re-rasterises for the current zoom and redraws the rings at their screen width. */
  protected sharpen(): void {
    for (const c of this.comps.values()) c.applyResolution(this.viewport.cam.z, this.surface.dpr);
    drawRings(this.comps, this.specs, this.highlight, this.viewport.cam.z, RINGS);
    this.redraw();
  }

  /** Redraws what the components report as changed (or everything when one needs it). */
  private redraw(): void {
    const rects = collectDirty(this.comps.values());
    if (rects === null) this.surface.invalidate();
    else this.surface.invalidateRects(rects, true);
  }

  // ---- public operations ----

  update(v: ZapotecView, o: UpdateOptions<ZapotecChoice>): void {
    const prev = this.view;
    const sameSeat = o.seat === this.seat;
    this.clearTwins();
    this.view = v;
    this.seat = o.seat;
    this.highlight = new Set(o.highlight ?? []);
    // The plan comes first: the pieces it moves are built into the uncached live layer.
    const layout = layoutScene(this.w, this.h, v.seats);
    let plan: Anim[] = [];
    if (sameSeat && comparable(prev, v) && this.opts.speed > 0) {
      const changes = diffViews(prev, v);
      if (!tooMuch(changes)) plan = planAnimations(changes, v, this.placesFor(v, layout));
    }
    this.reg.liveKeys = new Set(plan.flatMap((a) => (a.kind === 'fly' ? [] : [a.key])));
    this.build(v, layout);
    this.reg.liveKeys = new Set();
    this.specs = buildTargets(v, o.seat, o.choices);
    this.hits = hitSpecs(v, o.seat);
    drawRings(this.comps, this.specs, this.highlight, this.viewport.cam.z, RINGS);
    if (plan.length > 0) {
      playPlan({
        reg: this.reg, fx: this.fx, tweens: this.tweens, comps: this.comps, zoom: this.viewport.cam.z,
        speed: this.opts.speed, reduced: this.opts.reducedMotion,
      }, plan);
    }
    // Cards in hand and in the offer are also buttons beside the board: never zoom in just for them.
    this.autoFocus((t) => !/^(hand|offer):/.test(t.id));
    this.heavyFrame = this.tweens.active;
    this.redraw();
    this.ensureHook();
  }

  protected tap(x: number, y: number): boolean {
    if (this.tapTarget(x, y)) return true;
    // Not a legal target: tell what it is (and why not) when it is big enough to aim at.
    const el = this.elementAt(x, y);
    if (!el || Math.min(el.rect.w, el.rect.h) < INSPECT_MIN) return false;
    this.emitInspect({ id: el.id, how: 'tap', rect: el.rect });
    return true;
  }

  /** At fit, where spaces are smaller than a finger, a tap zooms to the section or board under it. */
  protected regionAt(x: number, y: number): Rect | null {
    const main = this.comps.get('main')?.place;
    if (main && SPACE * main.s < MIN_TARGET) {
      const local = { x: (x - main.x) / main.s, y: (y - main.y) / main.s };
      for (let r = 0; r < 3; r++) for (let t = 0; t < 3; t++) {
        const sec = sectionRect(r, t);
        if (contains(sec, local)) return placeRect(main, sec);
      }
      for (const area of [...CAPITAL_PARTS, { ...SACRIFICE_HEADER, h: 530 }]) if (contains(area, local)) return placeRect(main, area);
    }
    for (const [id, c] of this.comps) {
      if (id === 'main' || CELL * c.place.s >= MIN_TARGET) continue;
      const r = placeRect(c.place, { x: 0, y: 0, w: c.size.w, h: c.size.h });
      if (contains(r, { x, y })) return r;
    }
    return null;
  }

  /** The smallest inspectable element under a CSS-px point of the host, with its screen rect. */
  elementAt(x: number, y: number): { id: string; rect: Rect } | null {
    let best: { id: string; rect: Rect } | null = null;
    for (const hs of this.hits) {
      const pl = this.placeOf(hs.comp);
      if (!pl) continue;
      const r = toScreen(this.viewport.cam, placeRect(pl, hs.rect));
      if (contains(r, { x, y }) && (!best || r.w * r.h < best.rect.w * best.rect.h)) best = { id: hs.id, rect: r };
    }
    return best;
  }
}
