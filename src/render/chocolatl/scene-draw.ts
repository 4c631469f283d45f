// Drawing the Chocolatl board parts into their components: the score track (ring board or strip),
// the centre band, the six location panels, the player boards, the hand and the tab row. Each
// sub-layer is keyed by its slice of the view and rebuilt only when that slice changed.
import { Container } from 'pixi.js';
import type { ChocolatlChoice, ChocolatlView } from '../../games/chocolatl/types.ts';
import type { Component, SubSpec } from '../core/component.ts';
import type { Place } from '../core/geom.ts';
import { buildPrinted } from '../core/layers.ts';
import type { Label } from '../core/scene-types.ts';
import type { Theme } from '../tokens.ts';
import { seatStyle } from './art-pieces.ts';
import { drawAltar, drawCentreNext, drawCentreStatic, drawCentreStatus } from './centre.ts';
import { nextMode, seatOrder } from './derive.ts';
import { CENTRE_H, CENTRE_W, PANEL_H, PANEL_W, trackSize } from './geometry.ts';
import { drawHand, drawHandStatic, handKey } from './hand.ts';
import type { SceneLayout } from './layout.ts';
import type { PageId } from './layout-pages.ts';
import { drawPanelStatic } from './panel-static.ts';
import { drawOffers, drawPanelPieces, drawPanelState, offersKey, piecesKey, stateKey } from './panels.ts';
import { PB_H, PB_W, handSize } from './player-geometry.ts';
import { PLAYER_PARTS, drawPlayerStatic } from './player.ts';
import type { Registry } from './registry.ts';
import { drawTabs } from './tabs.ts';
import { destinationLoc, type CompId } from './targets.ts';
import { drawMarkers, drawRingGround, drawRingSide, drawStripNext, drawStripStatic, drawStripStatus } from './track.ts';

/** What drawing needs of the scene: its components, its registry of pieces and its options. */
export interface DrawContext {
  readonly reg: Registry;
  readonly comps: ReadonlyMap<string, Component>;
  readonly theme: Theme;
  readonly label: Label;
  /** Counts label changes: printed layers with words are redrawn when it moves. */
  readonly lv: number;
  /** The viewing seat. */
  readonly me: number;
  /** The component `id`, made when missing. */
  comp(id: CompId, size: { w: number; h: number }, subs: SubSpec[]): Component;
  /** A sub-layer keyed by its slice of the view. */
  sub(c: Component, name: string, key: string, build: () => Container): void;
  drop(id: string): void;
}

/** The score track: the ring board's loop or the strip. */
export function drawTrack(d: DrawContext, v: ChocolatlView, layout: SceneLayout, place: Place, ring: boolean): void {
  const { theme, label, lv } = d;
  const track = d.comp('track', trackSize(layout.trackShape), ring
    ? [{ name: 'ground', cache: false }, ...[0, 1, 2, 3].map((i) => ({ name: `side${i}`, cache: true })), { name: 'markers', cache: false }]
    : [{ name: 'status', cache: true }, { name: 'next', cache: false }, { name: 'markers', cache: false }]);
  track.setPlace(place);
  buildPrinted(track, `${layout.trackShape}|${theme}`, () => (ring ? new Container() : drawStripStatic(theme)));
  if (ring) {
    d.sub(track, 'ground', theme, () => drawRingGround(theme));
    for (let i = 0; i < 4; i++) d.sub(track, `side${i}`, 'printed', () => drawRingSide(i));
  } else {
    d.sub(track, 'status', JSON.stringify([v.round, v.mode, v.lastRound, lv]), () => drawStripStatus(v, label));
    d.sub(track, 'next', nextMode(v), () => drawStripNext(v));
  }
  const fanScale = Math.round(place.s * 100) / 100;
  d.sub(track, 'markers', JSON.stringify([v.scores, v.seq, fanScale]), () => drawMarkers(v, layout.trackShape, fanScale, d.reg));
}

/** Everything but the track: centre band, panels, player boards, hand and (paged) the tab row. */
export function drawMain(d: DrawContext, v: ChocolatlView, layout: SceneLayout, choices: readonly ChocolatlChoice[], withTargets: () => Set<PageId>): void {
  const { theme, label, lv, me } = d;
  const dest = destinationLoc(choices);
  const order = seatOrder(v.n, me);
  if (layout.centre) {
    const centreComp = d.comp('centre', { w: CENTRE_W, h: CENTRE_H }, [{ name: 'status', cache: true }, { name: 'next', cache: false }, { name: 'altar', cache: true }]);
    centreComp.setPlace(layout.centre);
    buildPrinted(centreComp, `${theme}|${lv}`, () => drawCentreStatic(label, theme));
    d.sub(centreComp, 'status', JSON.stringify([v.round, v.mode, v.lastRound, lv]), () => drawCentreStatus(v, label));
    d.sub(centreComp, 'next', nextMode(v), () => drawCentreNext(v));
    d.sub(centreComp, 'altar', JSON.stringify([v.sacrifices, v.phase === 'over', me]), () => drawAltar(v, me, d.reg));
  }

  for (let loc = 1; loc <= 6; loc++) {
    if (!layout.panels[loc - 1]) continue;
    const c = d.comp(`L${loc}`, { w: PANEL_W, h: PANEL_H }, [{ name: 'pieces', cache: true }, { name: 'offers', cache: true }, { name: 'state', cache: false }]);
    c.setPlace(layout.panels[loc - 1]!);
    buildPrinted(c, `${v.n}|${theme}|${lv}`, () => drawPanelStatic(loc, label, v.n, theme));
    d.sub(c, 'pieces', piecesKey(v, loc), () => drawPanelPieces(v, loc, d.reg));
    d.sub(c, 'offers', offersKey(v, loc, me, dest), () => drawOffers(v, loc, me, dest, d.reg));
    d.sub(c, 'state', stateKey(v, loc), () => drawPanelState(v, loc));
  }

  if (layout.boards.length > 0)
    order.forEach((seat, i) => {
      if (!layout.boards[i]) return;
      const c = d.comp(`p${seat}`, { w: PB_W, h: PB_H }, Object.keys(PLAYER_PARTS).map((name) => ({ name, cache: true })));
      c.setPlace(layout.boards[i]!);
      const mine = seat === me;
      buildPrinted(c, `${mine}|${theme}`, () => drawPlayerStatic(seatStyle(seat), mine, theme));
      for (const [name, part] of Object.entries(PLAYER_PARTS)) d.sub(c, name, part.key(v, seat, me, dest), () => part.draw(v, seat, me, dest, d.reg));
    });

  if (layout.hand) {
    const shape = layout.handShape;
    const c = d.comp('hand', handSize(shape), [{ name: 'cards', cache: true }]);
    c.setPlace(layout.hand);
    buildPrinted(c, `${shape}|${theme}`, () => drawHandStatic(shape, theme));
    d.sub(c, 'cards', handKey(v, me), () => drawHand(v, me, shape, d.reg));
  }
  const pages = layout.pages;
  if (pages) {
    if (d.comps.get('tabs')?.size.w !== pages.tabsW) d.drop('tabs');
    const c = d.comp('tabs', { w: pages.tabsW, h: 60 }, [{ name: 'tabs', cache: false }]);
    c.setPlace(pages.tabs);
    const tabsWithTargets = withTargets();
    buildPrinted(c, 'none', () => new Container());
    d.sub(c, 'tabs', JSON.stringify([pages.ids, pages.page, [...tabsWithTargets], pages.tabsW, theme, lv]), () =>
      drawTabs({ ids: pages.ids, page: pages.page, withTargets: tabsWithTargets, pageOfPanel: pages.pageOfPanel, pageOfBoard: pages.pageOfBoard, order, width: pages.tabsW, label, theme }));
  }
}
