// Public API of the Chocolatl board scene (PixiJS v8, WebGL with a canvas fallback, never WebGPU).
//
//   const scene = await createChocolatlScene(host, { label: t, reducedMotion, theme: 'dark' });
//   scene.update(view, { seat, choices });          // after every state change
//   const off = scene.onTarget((choiceIds, target) => ui.resolve(choiceIds)); // a tap on a ring
//   scene.targets();                                // rings as screen rects for accessible twins
//   scene.setSize(w, h);                            // when the host is resized
//   scene.destroy();
//
// The scene draws the board: the score track (an outer loop on wide screens, a two-row strip on
// phones) with boxes patterned by the offering mode they give, stacked markers fanned so every
// glyph shows; the six locations (L1 figures, L2 harvest dice, L3 city die and huts, L4 pyramid
// with row bonuses and leaders, L5 round track with the round cube, L6 improvement cards and
// decks), each with one offer column per seat (badge, rank once ranked, both cards face down or
// up, the total); the centre band (round, mode, next round's mode, last round, the altar with the
// sacrifices, the modes legend); every player board (score, cards in hand, figures, cubes, huts,
// black dice, stones, the two card slots of each location); and the viewer's hand. It lays itself
// out for its size and contains no rules: it draws a `ChocolatlView` and the choices it is given.
//
// update(view, { seat, choices, highlight? })
//   `view` is the per-seat view (face-down cards are null, empty slots NONE = −1); `seat` the
//   viewing seat; `choices` that seat's legal ChocolatlChoice list. Targets (turquoise ring, hit
//   area ≥ 44×44 CSS px at the current zoom): sacrifice / discard / offer → the hand cards holding
//   that value (an offer's target carries every offer using the card: the UI or a second tap picks
//   the partner; with no hand on screen, the viewer's column of that location); dice → the held
//   black dice on the viewer's board (die k = roll k; without boards: the viewer's column);
//   city → the city die or the next hut space at L3; pyramidOrder → the column of the seat that
//   would place first at L4. Roll none (dice:0) has no target. The location the viewer is filling
//   is marked (maize tint) on its board and in the panel. `highlight` (choice or target ids) turns
//   rings maize. Changes between the previous and the new view are animated: cards slide from the
//   hand to their slots, the simultaneous reveal (a 200 ms pulse on every seat badge, then each
//   seat's cards flip together, 300 ms, 90 ms apart by seat), dice roll, markers walk the track
//   box by box (60 ms per box, ≤ 900 ms) with a "+N" floater, figures, huts, stones, dice and
//   improvement cards travel from where they came from; a new update finishes running animations.
//
// onTarget(cb) → unsubscribe
//   `cb(choiceIds, target)` runs after a tap on a ring; several ids may share one target.
//
// targets() → TargetInfo[]
//   { id, choiceIds, labelKey, params, rect } per ring; `rect` is in CSS px relative to the host
//   (≥ 44×44). `labelKey` + `params` are for the i18n layer ('c.target.handCard' with { card },
//   'c.target.offer' { loc, seat }, 'c.target.dice' { count }, 'c.target.cityDie', 'c.target.hutSpace'
//   { space }, 'c.target.placesFirst' { seat }).
//
// Also: zoom('in' | 'out' | 'fit'); configure({ label, theme, reducedMotion, speed, autoFocus, seatColors });
// setSeatColors(colors) uses the colour index each seat chose (create option `seatColors` too);
// settled() resolves when running animations have finished; lastUpdateMs is the duration of the
// last update call; renderer is the Pixi renderer (tests read pixels with renderer.extract).
//
// Words on the canvas come only from `label(key)`: 'c.loc.1'…'c.loc.6' (location names),
// 'c.zone.round', 'c.zone.altar', 'c.zone.modes', 'c.mode.gold' | 'c.mode.red' | 'c.mode.green',
// 'c.lastRound'. Without it the key itself is shown. Everything else is numbers and icons.
import type { ChocolatlChoice, ChocolatlView } from '../../games/chocolatl/types.ts';
import { BOARD_METHODS, facade } from '../core/facade.ts';
import type { BoardScene, SceneOptions, UpdateOptions as Update } from '../core/scene-types.ts';
import type { InspectListener } from '../core/inspect-input.ts';
import type { PanelInfo } from '../../ui/presenter.ts';
import { ChocolatlSceneImpl } from './scene.ts';

export type { SceneOptions, TargetInfo, TargetListener } from '../core/scene-types.ts';
export type UpdateOptions = Update<ChocolatlChoice>;

export interface ChocolatlScene extends BoardScene<ChocolatlView, UpdateOptions> {
  /** The colour index each seat chose (SeatInfo.color); redraws when it changes. */
  setSeatColors(colors: readonly number[]): void;
  readonly lastUpdateMs: number;
  /** The tab row of a paged layout (phones, small canvases; empty otherwise). */
  panels(): PanelInfo[];
  /** Shows page `id` of panels(). */
  showPanel(id: string): void;
  /** Hover, hold, right click, or a tap on an element that is not a legal move (ids: see elements.ts). */
  onInspect(cb: InspectListener): () => void;
}

/** Mounts the scene's canvas in `host` (sized to the host unless width/height are given). */
export async function createChocolatlScene(host: HTMLElement, opts: SceneOptions = {}): Promise<ChocolatlScene> {
  const s = await ChocolatlSceneImpl.create(host, opts);
  return facade(s, [...BOARD_METHODS, 'setSeatColors', 'panels', 'showPanel', 'onInspect'], ['lastUpdateMs', 'renderer']);
}
