// The composition root of the Zapotec board scene: it owns the surface, the camera and one
// component per board, rebuilds the parts whose slice of the view changed, draws legal-move
// rings, turns taps into target callbacks and plays the animations derived from view diffs.
import { Container } from 'pixi.js';
import { boardPlayers, isCocijobot, type ZapotecChoice, type ZapotecView } from '../../games/zapotec/state.ts';
import { toScreen } from '../core/camera.ts';
import { Component, type SubSpec } from '../core/component.ts';
import { atLeast, centre, contains, inflate, placeRect, union, type Place, type Rect } from '../core/geom.ts';
import { createSurface, type Surface } from '../core/surface.ts';
import { fontsReady, useResolution } from '../core/text.ts';
import { Tweens } from '../core/tweens.ts';
import { Viewport } from '../core/viewport.ts';
import { MIN_TARGET, SURFACE, type Theme } from '../tokens.ts';
import { playPlan } from './animate.ts';
import { seatStyle } from './art-pieces.ts';
import { drawCapital, drawSacrifice, drawScores, drawSpaces } from './board-pieces.ts';
import { drawBoardStatic, type Label } from './board-static.ts';
import { comparable, diffViews } from './diff.ts';
import { BOARD_H, BOARD_W, CAPITAL_PARTS, SACRIFICE_HEADER, SPACE, TABLE_H, TABLE_W, sectionRect } from './geometry.ts';
import { layoutScene, seatOrder, type SceneLayout } from './layout.ts';
import { planAnimations, tooMuch, type Anim } from './plan.ts';
import { CELL, PB_H, PB_W } from './player-geometry.ts';
import { PLAYER_PARTS, drawPlayerStatic } from './player.ts';
import { Registry } from './registry.ts';
import { drawRings } from './rings.ts';
import { drawTable, drawTableStatic } from './table.ts';
import { buildTargets, type CompId, type TargetSpec } from './targets.ts';
import { hitSpecs, type HitSpec } from './hits.ts';
import { bindInspect, type InspectListener } from './inspect.ts';

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
  choices: readonly ZapotecChoice[]; // legal choices of that seat
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
/** A tap on an element smaller than this (CSS px) zooms towards it instead of explaining it. */
const INSPECT_MIN = 30;

export class ZapotecSceneImpl {
  private readonly reg = new Registry();
  private readonly tweens = new Tweens();
  private readonly comps = new Map<string, Component>();
  private readonly fx = new Container();
  private readonly viewport: Viewport;
  private readonly listeners = new Set<TargetListener>();
  private opts: Required<Omit<SceneOptions, 'width' | 'height' | 'seatColors'>>;
  private readonly inspectors = new Set<InspectListener>();
  private hits: HitSpec[] = [];
  private colorKey = '';
  private readonly unbindInspect: () => void;
  private layout: SceneLayout;
  private view: ZapotecView | null = null;
  private seat = 0;
  private specs: TargetSpec[] = [];
  private highlight = new Set<string>();
  private labelVersion = 0;
  private settleTimer = 0;
  private waiters: (() => void)[] = [];
  private heavyFrame = false;

  private constructor(private readonly surface: Surface, private w: number, private h: number, o: SceneOptions) {
    this.opts = { label: o.label ?? defaultLabel, reducedMotion: !!o.reducedMotion, speed: o.speed ?? 1, theme: o.theme ?? 'light', autoFocus: o.autoFocus ?? true };
    this.layout = layoutScene(w, h, 2);
    this.setColors(o.seatColors ?? []);
    this.viewport = new Viewport(surface.canvas, {
      content: () => this.layout.content,
      size: () => ({ w: this.w, h: this.h }),
      tap: (x, y) => this.tap(x, y),
      regionAt: (x, y) => this.regionAt(x, y),
      changed: () => {
        for (const c of this.comps.values()) c.dirtyEverything();
        this.surface.invalidate();
        this.ensureHook(); // a camera move may have started a tween
      },
      settled: () => this.settleSoon(),
      animate: () => !this.opts.reducedMotion && this.opts.speed > 0,
    }, this.tweens);
    surface.app.stage.addChild(this.viewport.world);
    this.viewport.world.addChild(this.fx);
    this.unbindInspect = bindInspect(surface.canvas, (x, y) => this.elementAt(x, y), (e) => { for (const l of this.inspectors) l(e); });
    this.ensureHook();
  }

  private setColors(colors: readonly number[]): void {
    this.reg.colors = [...colors];
    this.colorKey = colors.join(',');
  }

  /** Uses the colour each seat chose for its pieces, discs, markers and board. */
  setSeatColors(colors: readonly number[]): void {
    if (colors.join(',') === this.colorKey) return;
    this.setColors(colors);
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
  private hooked = false;

  static async create(host: HTMLElement, o: SceneOptions): Promise<ZapotecSceneImpl> {
    await fontsReady();
    const w = o.width ?? Math.max(1, host.clientWidth), h = o.height ?? Math.max(1, host.clientHeight);
    const surface = await createSurface(host, w, h, SURFACE[o.theme ?? 'light'].background);
    return new ZapotecSceneImpl(surface, w, h, o);
  }

  get renderer() { return this.surface.renderer; }

  private frame(now: number): boolean {
    if (this.heavyFrame) {
      // The first frame after an update uploads and caches what changed; clocks start after it.
      this.heavyFrame = false;
      return true;
    }
    const busy = this.tweens.step(now);
    // Only the travelling twins move: redraw where they were and where they are now.
    const rects = this.fx.children.map((c) => {
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
    this.surface.invalidateRects([...this.lastFx, ...rects]);
    this.lastFx = rects;
    if (!busy) {
      this.lastFx = [];
      for (const w of this.waiters.splice(0)) w();
      // Landed pieces rejoin their cached layers once things are quiet (one full redraw).
      clearTimeout(this.settleLiveTimer);
      this.settleLiveTimer = window.setTimeout(() => {
        for (const c of this.comps.values()) c.settleLive();
        this.redraw();
      }, 400);
    }
    return busy;
  }
  private lastFx: Rect[] = [];
  private readonly fxBounds = new WeakMap<Container, Rect>();
  private settleLiveTimer = 0;

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

  /** Rebuilds a sub-layer when its memo key changed (its registered pieces are replaced too). */
  private sub(c: Component, name: string, key: string, build: () => Container): void {
    key = `${key}|${this.colorKey}`;
    if (c.keyOf(name) === key) return;
    const group = `${c.id}:${name}`;
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

  private placeOf = (comp: CompId) => this.comps.get(comp)?.place ?? null;

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
    this.printed(main, `${bp}|${theme}|${lv}`, () => drawBoardStatic(label, bp, theme));
    this.sub(main, 'spaces', JSON.stringify([v.spaceTile, v.spaceOwner, v.players.map((p) => p.palaceSpace)]), () => drawSpaces(v, this.reg));
    this.sub(main, 'capital', JSON.stringify([v.scoringTiles, v.pyramids, v.tradeRows, v.tradeStacks.map((s) => s.length)]), () => drawCapital(v, this.reg));
    this.sub(main, 'sacrifice', JSON.stringify(v.players.map((p) => [p.sacrifice, p.arrival])), () => drawSacrifice(v, this.reg));
    this.sub(main, 'score', JSON.stringify(v.players.map((p) => p.vp)), () => drawScores(v, this.reg));

    const table = this.comp('table', { w: TABLE_W, h: TABLE_H }, [{ name: 'cards', cache: true }]);
    table.setPlace(layout.table);
    const offerSlots = v.playerCount === 1 ? 2 : v.playerCount + 1;
    this.printed(table, `${theme}|${offerSlots}|${lv}`, () => drawTableStatic(label, theme, offerSlots));
    this.sub(table, 'cards', JSON.stringify([v.rituals, v.ritualDiscs, v.bonusStack, v.offer, v.deck.length]), () => drawTable(v, this.reg));

    seatOrder(v.seats, this.seat).forEach((seat, i) => {
      const c = this.comp(`p${seat}`, { w: PB_W, h: PB_H }, Object.keys(PLAYER_PARTS).map((name) => ({ name, cache: true })));
      c.setPlace(layout.boards[i]!);
      const bot = isCocijobot(v, seat), mine = seat === this.seat;
      this.printed(c, `${bot}|${mine}|${theme}|${this.colorKey}`, () => drawPlayerStatic(seatStyle(seat, bot, this.reg.colors), mine, theme));
      for (const [name, part] of Object.entries(PLAYER_PARTS)) this.sub(c, name, part.key(v, seat, this.seat), () => part.draw(v, seat, this.seat, this.reg));
    });
    if (relayout) this.viewport.reset();
    this.applyResolution();
  }

  private applyResolution(): void {
    for (const c of this.comps.values()) c.applyResolution(this.viewport.cam.z, this.surface.dpr);
    drawRings(this.comps, this.specs, this.highlight, this.viewport.cam.z);
    this.redraw();
  }

  /** Redraws what the components report as changed (or everything when one needs it). */
  private redraw(): void {
    const rects: Rect[] = [];
    let all = false;
    for (const c of this.comps.values()) {
      const d = c.takeDirty();
      if (d === null) all = true;
      else rects.push(...d);
    }
    if (all) this.surface.invalidate();
    else this.surface.invalidateRects(rects, true);
  }

  private settleSoon(): void {
    clearTimeout(this.settleTimer);
    this.settleTimer = window.setTimeout(() => this.applyResolution(), 120);
  }

  // ---- public operations ----

  update(v: ZapotecView, o: UpdateOptions): void {
    const prev = this.view;
    const sameSeat = o.seat === this.seat;
    this.tweens.finishAll();
    clearTimeout(this.settleLiveTimer);
    for (const c of this.comps.values()) c.settleLive();
    this.fx.removeChildren().forEach((c) => c.destroy({ children: true }));
    this.lastFx = [];
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
    drawRings(this.comps, this.specs, this.highlight, this.viewport.cam.z);
    if (plan.length > 0) {
      playPlan({
        reg: this.reg, fx: this.fx, tweens: this.tweens, comps: this.comps, zoom: this.viewport.cam.z,
        speed: this.opts.speed, reduced: this.opts.reducedMotion,
      }, plan);
    }
    this.autoFocus();
    this.heavyFrame = this.tweens.active;
    this.redraw();
    this.ensureHook();
  }

  private worldRect(t: TargetSpec): Rect | null {
    const pl = this.placeOf(t.comp);
    return pl ? placeRect(pl, t.rect) : null;
  }

  private autoFocus(): void {
    if (!this.opts.autoFocus || this.viewport.mode === 'user') return;
    // Cards in hand and in the offer are also buttons beside the board: never zoom in just for them.
    const rects = this.specs.filter((t) => !/^(hand|offer):/.test(t.id)).map((t) => this.worldRect(t)).filter((r): r is Rect => r !== null);
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
    if (!best) {
      // Not a legal target: tell what it is (and why not) when it is big enough to aim at.
      const el = this.elementAt(x, y);
      if (!el || Math.min(el.rect.w, el.rect.h) < INSPECT_MIN) return false;
      setTimeout(() => { for (const l of this.inspectors) l({ id: el.id, how: 'tap', rect: el.rect }); }, 0);
      return true;
    }
    const hit = best;
    // Deferred so a listener never runs in the middle of our event handling.
    setTimeout(() => { for (const l of this.listeners) l(hit.choiceIds, hit); }, 0);
    return true;
  }

  /** At fit, where spaces are smaller than a finger, a tap zooms to the section or board under it. */
  private regionAt(x: number, y: number): Rect | null {
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

  /** Hover, hold, right click, or a tap on an element that is not a legal target. */
  onInspect(cb: InspectListener): () => void {
    this.inspectors.add(cb);
    return () => this.inspectors.delete(cb);
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
    if (this.view) this.build(this.view);
    this.viewport.reset();
    this.applyResolution();
  }

  zoom(cmd: 'in' | 'out' | 'fit'): void {
    if (cmd === 'fit') this.viewport.fit();
    else this.viewport.zoomBy(cmd === 'in' ? 1.5 : 1 / 1.5);
  }

  configure(o: Partial<Omit<SceneOptions, 'width' | 'height'>>): void {
    if (o.label && o.label !== this.opts.label) this.labelVersion++;
    const { seatColors, ...rest } = o;
    if (seatColors) this.setColors(seatColors);
    this.opts = { ...this.opts, ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) };
    if (o.theme) this.surface.renderer.background.color = SURFACE[o.theme].background;
    if (this.opts.reducedMotion || this.opts.speed === 0) this.tweens.finishAll();
    if (this.view) this.build(this.view);
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
    this.unbindInspect();
    this.inspectors.clear();
    this.listeners.clear();
    for (const w of this.waiters.splice(0)) w();
    this.surface.destroy();
    this.comps.clear();
  }
}
