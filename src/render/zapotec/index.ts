// Public API of the Zapotec board scene (PixiJS v8, WebGL with a canvas fallback, never WebGPU).
//
//   const scene = await createZapotecScene(host, { label: t, reducedMotion, theme: 'dark' });
//   scene.update(view, { seat, choices });          // after every state change
//   const off = scene.onTarget((choiceIds, target) => ui.resolve(choiceIds)); // a tap on a ring
//   scene.targets();                                // rings as screen rects for accessible twins
//   scene.setSize(w, h);                            // when the host is resized
//   scene.destroy();
//
// The scene draws the main board (score track, capital with scoring tiles, pyramids and trade
// rows, the nine sections, the sacrifice track), the table strip (rituals, bonus card, offer,
// deck) and every player board (grid, palace, resources, supply, trade tiles, hand). It lays
// itself out for its size: everything at once when every word then reads at 12 CSS px, else a
// page at a time under a strip of tabs (pages.ts: the board whole, the capital and the map, down
// to one region per page on a phone), showing by itself only the page of the current decision.
// It contains no rules: it draws a `ZapotecView` and the choices it is given.
//
// panels() / showPanel(id): the tabs (for the game screen's DOM twins) and a page to show.
//
// update(view, { seat, choices, highlight? })
//   `view` is the per-seat view (hidden cards are HIDDEN = 0, empty is NONE = −1); `seat` the
//   viewing seat; `choices` that seat's legal ZapotecChoice list. Every choice with a place on
//   the board gets a turquoise ring with a hit area of at least 44×44 CSS px at the current
//   zoom: build/palace → space, place → grid cell, buy → trade slot, pyramid → pyramid space,
//   ritual / ritual11 / use with a ritual → ritual card, pick / score → hand card (score:−1 →
//   bonus card), draw → offer card, income → the row or column header, sacrifice → the step it
//   reaches, bonus → the resource, use → the owned trade tile. endCapital/endConstruction have
//   no target. `highlight` (choice or target ids) turns those rings maize, e.g. while the
//   matching action-bar button is hovered. Changes between the previous and the new view are
//   animated (tiles fly to the grid, resources fly to and from the player, discs climb, houses
//   settle, 200-400 ms, decelerating); a new update finishes running animations first.
//
// onTarget(cb) → unsubscribe
//   `cb(choiceIds, target)` runs after a tap on a ring; several ids share one target (build vs
//   palace on a space, a new pyramid with several scoring tiles): the UI resolves them.
//
// targets() → TargetInfo[]
//   { id, choiceIds, labelKey, params, rect } per ring; `rect` is in CSS px relative to the host
//   (≥ 44×44). `labelKey` + `params` are for the i18n layer ('z.target.space' with
//   { type, region, terrain }, 'z.target.gridCell' with { row, column }, …).
//
// onInspect(cb) → unsubscribe
//   `cb({ id, how, rect })` for a mouse resting on an element ('hover'; id null when it leaves
//   them all), a finger held on one or a right click ('hold'), or a tap on an element that is not
//   a legal target ('tap'). Ids are those of hits.ts ('space:12', 'trade:2:1', 'ritual:0', …).
//
// Also: zoom('in' | 'out' | 'fit') for the [+] [−] [fit] buttons; configure({ label, theme,
// reducedMotion, speed, autoFocus }) to change options live; settled() resolves when running
// animations have finished (to pace bot turns); renderer is the Pixi renderer (tests read
// pixels with renderer.extract).
//
// Words on the canvas (region and terrain names, table zone titles) come only from `label(key)`
// (keys 'z.prop.<region or terrain>', 'z.zone.<rituals|bonus|offer|deck>');
// without it the key itself is shown. Everything else on the canvas is numbers and short codes.
import type { ZapotecChoice, ZapotecView } from '../../games/zapotec/types.ts';
import { BOARD_METHODS, facade } from '../core/facade.ts';
import type { InspectListener } from '../core/inspect-input.ts';
import type { BoardScene, SceneOptions, TargetInfo, UpdateOptions as Update } from '../core/scene-types.ts';
import { ZapotecSceneImpl } from './scene.ts';
import type { PanelInfo } from './pages.ts';

export type { SceneOptions, TargetInfo, TargetListener } from '../core/scene-types.ts';
export type { InspectEvent, InspectHow, InspectListener } from '../core/inspect-input.ts';
export type UpdateOptions = Update<ZapotecChoice>;

export interface ZapotecScene extends BoardScene<ZapotecView, UpdateOptions> {
  /** Hover, hold or right click on any element, or a tap on one that is not a legal target. */
  onInspect(cb: InspectListener): () => void;
  /** The inspectable element under a host point (CSS px), if any. */
  elementAt(x: number, y: number): { id: string; rect: TargetInfo['rect'] } | null;
  /** The colour index each seat chose (pieces, discs, markers and boards follow it). */
  setSeatColors(colors: readonly number[]): void;
  /** When the table is drawn a page at a time (a phone, a small tablet): the tabs; else empty. */
  panels(): PanelInfo[];
  /** Shows page `id` of panels(). */
  showPanel(id: string): void;
}

/** Mounts the scene's canvas in `host` (sized to the host unless width/height are given). */
export async function createZapotecScene(host: HTMLElement, opts: SceneOptions = {}): Promise<ZapotecScene> {
  const s = await ZapotecSceneImpl.create(host, opts);
  return facade(s, [...BOARD_METHODS, 'onInspect', 'elementAt', 'setSeatColors', 'panels', 'showPanel'], ['renderer']);
}
