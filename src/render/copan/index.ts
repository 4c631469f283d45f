// Public API of the Copan: Dying City board scene (PixiJS v8, WebGL with a canvas fallback).
//
//   const scene = await createCopanScene(host, { label: t, reducedMotion, seatColors });
//   scene.update(view, { seat, choices });          // after every state change
//   const off = scene.onTarget((choiceIds, target) => ui.resolve(choiceIds)); // a tap on a ring
//   scene.targets();                                // rings as screen rects for accessible twins
//   scene.setSize(w, h); scene.zoom('in' | 'out' | 'fit'); scene.destroy();
//   scene.onInspect((e) => sheet.show(e.text));     // optional: hover, hold or a non-target tap
//                                                   // on a card, City, space… ({ id, how, rect, text })
//   scene.panels(); scene.showPanel('s3');          // phone: the tab strip (one Site at a time)
//   scene.onMoved(() => placeTwins());              // the camera rested, a resize, another tab:
//                                                   // targets() and panels() rects are new
//
// On a narrow portrait canvas (a phone) the score strip and the Pyramid are shown at full width,
// then a tab strip (the five Sites and each seat's board) and the one panel it selects; after an
// update the panel holding the legal targets is shown, and tabs with targets carry a turquoise
// dot. Targets are offered at a zoom where their 44 px hit areas do not overlap (the camera eases
// there); targets() lists those on the canvas, each with a plain-language `detail`.
//
// The scene draws the per-seat CopanView: the score strip (0-49, laps as "+50" chips); the main
// board with the four Decline tracks on its sides (tiers 2/1/0, the three event thresholds,
// filled once fired, the cubes), the Pyramid's four terraced sections (setup tiles, omen and
// double marks, Court tiles face up or down), the four stairways on the diagonals with every
// seat's priests, and the top (Zenith tokens 14/8/3, the Fate die: this turn's roll, or the last
// one seen in grey, the Event card); the five Sites (totem spaces with symbols and totems;
// Embassies' six Cities with Fate face, level, path cost, City tile and tokens; River slots,
// storage pile and bag; Ball Court Characters and tokens per half; Altar cards, token spaces and
// reserves; Glyph lines). A closed space shows a Closed token with the icon of the Decline track
// whose event closed it. Each seat has a board: score, turn and first-player marks, storage
// extensions, supply, resources with capacity, priest positions and Zenith claims, the jade mask,
// Court tiles and Glyph cards in hand (counts when hidden), Characters. The solo Automa's board
// shows its four cards in priority order, easy/hard, the tiles on each and the card played.
// It contains no rules: it draws a `CopanView` and the choices it is given.
//
// update(view, { seat, choices, highlight?, events? })
//   Targets (turquoise ring, hit area ≥ 44×44 CSS px at the current zoom): place / place_blind /
//   place_automa → Pyramid space; move / fallback / eject_move / relocate → the Site's s1 totem
//   space; stay → the next totem space; river_buy tiles → River slots, storage → storage pile;
//   embassy / free_embassy → City; recruit / pick_character → Ball Court space; altar → altar
//   token space; glyph_line → line; pick_glyph → Glyph space; climb / descend → the viewer's
//   priest on that stairway; jade / remove_jade → mask space; use / discard / replace /
//   discard_owned Character → the viewer's Character card; lose_glyph → the Glyph colour in hand;
//   bonus → the Site's emblem. gain, lose, new_character, the skips, end_turn and exchange have
//   no target (the action bar lists them). `events` (optional) updates the last Fate roll.
//   Changes are animated (tile from the placer's board to its space, cubes, pushed totems,
//   priests climbing, score markers; tokens, jade and Closed tokens settle); reduced motion fades.
//
// Words on the canvas come only from `label(key)`, keys 'cp.*' (src/i18n/copan/en.ts).
import type { CopanView } from '../../games/copan/view.ts';
import { BOARD_METHODS, facade } from '../core/facade.ts';
import type { InspectListener } from '../core/inspect-input.ts';
import type { BoardScene, SceneOptions, TargetListener as Listener } from '../core/scene-types.ts';
import { CopanSceneImpl, type UpdateOptions } from './scene.ts';
import type { PanelInfo, TargetInfo } from './scene-targets.ts';

export type { InspectEvent as CopanInspectEvent, InspectListener } from '../core/inspect-input.ts';
export type { SceneOptions } from '../core/scene-types.ts';
export type { UpdateOptions } from './scene.ts';
export type { PanelInfo, TargetInfo } from './scene-targets.ts';
export type TargetListener = Listener<TargetInfo>;

export interface CopanScene extends BoardScene<CopanView, UpdateOptions, TargetInfo> {
  /** Optional: hover, hold, right click or a non-target tap on a card, City, space or tile ({ id, how, rect, text }). */
  onInspect?(cb: InspectListener): () => void;
  /** Phone tab strip (empty when the canvas is wide enough to show every panel). */
  panels?(): PanelInfo[];
  showPanel?(id: string): void;
}

/** Mounts the scene's canvas in `host` (sized to the host unless width/height are given). */
export async function createCopanScene(host: HTMLElement, opts: SceneOptions = {}): Promise<CopanScene> {
  const s = await CopanSceneImpl.create(host, opts);
  return facade(s, [...BOARD_METHODS, 'onInspect', 'panels', 'showPanel'], ['renderer']);
}
