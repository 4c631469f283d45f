// The board around its canvas: its size, the seats' colours, its DOM twins (tabs and legal targets)
// placed over what the canvas shows, and what hovering, holding or tapping something on it shows.
import { boardTip, detailSheet, toast } from './overlays.ts';
import { t } from '../i18n/index.ts';
import { drawTargetTwins } from './board-twins.ts';
import type { InspectInfo } from './presenter.ts';
import { onTarget } from './game-screen-acting.ts';
import type { GameScreenContext } from './game-screen-context.ts';
import { readSavedCamera } from '../render/core/camera.ts';
import { cameraOn } from '../render/core/camera-registry.ts';

export function resize(ctx: GameScreenContext): void {
  boardTip(ctx.dom.boardWrap, null);
  ctx.scene?.setSize(ctx.dom.boardWrap.clientWidth, ctx.dom.boardWrap.clientHeight);
}

export function seatColors(ctx: GameScreenContext): number[] { return ctx.seats.map((s, i) => s.color ?? i); }

/** Hover: a tooltip. Hold or right click: the detail sheet. A tap on what is not legal now: why not. */
export function inspect(ctx: GameScreenContext, e: InspectInfo): void {
  const { presenter, shown, viewer } = ctx;
  const { boardWrap } = ctx.dom;
  const describe = (id: string) => presenter.describe?.(id, shown.view, viewer, ctx.name) ?? null;
  if (e.how === 'hover') return boardTip(boardWrap, e.id ? describe(e.id) : null, e.rect);
  boardTip(boardWrap, null);
  if (!e.id || document.querySelector('.scrim, .privacy')) return;
  const why = shown.mine ? presenter.whyNot?.(e.id, shown.view, viewer) ?? null : null;
  if (e.how === 'tap' && why) return toast(why, 'error'); // a toast: the board keeps its size and zoom
  const d = describe(e.id);
  if (d) detailSheet(d, e.how === 'tap' ? why : null);
}

/** The board's DOM twins (its tabs and the legal targets), placed over what the canvas shows now. */
export function drawTwins(ctx: GameScreenContext): void {
  const { presenter } = ctx;
  ctx.dom.tabs.refresh();
  const { view, choices } = ctx.shown;
  drawTargetTwins(ctx.dom.twins, {
    targets: ctx.scene?.targets() ?? [], choices,
    label: (c) => presenter.choiceLabel(c, view, ctx.viewer),
    describe: (id) => {
      const d = presenter.describe?.(id, view, ctx.viewer, ctx.name) ?? null;
      // A twin of an item ringed as changed since this seat's last move says so (away-card.ts).
      return ctx.marked.has(id) ? { title: d?.title ?? '', lines: [...(d?.lines ?? []), t('follow.changed')] } : d;
    },
    choose: (ids) => onTarget(ctx, ids),
    tip: (d, rect) => boardTip(ctx.dom.boardWrap, d, rect),
  });
}

/** Where the camera of this game is kept while the tab lives (a reload or another screen keeps the view). */
const cameraKey = (ctx: GameScreenContext) => `meso.camera.${ctx.session.id}`;

/** The camera of the board shown (every scene registers its canvas's; see camera-registry). */
export const cameraOf = (ctx: GameScreenContext) => (ctx.scene ? cameraOn(ctx.dom.boardWrap.querySelector('.board-host canvas')) : null);

export function saveCamera(ctx: GameScreenContext): void {
  const c = cameraOf(ctx)?.camera();
  if (!c) return;
  try { sessionStorage.setItem(cameraKey(ctx), JSON.stringify(c)); } catch { /* storage full or blocked: the view is just not kept */ }
}

/** Puts back the camera this game had, when it was taken at the board's present size. */
export function restoreCamera(ctx: GameScreenContext): void {
  const scene = cameraOf(ctx);
  if (!scene) return;
  let raw: string | null = null;
  try { raw = sessionStorage.getItem(cameraKey(ctx)); } catch { return; }
  const c = readSavedCamera(raw, ctx.dom.boardWrap.clientWidth, ctx.dom.boardWrap.clientHeight);
  if (c) scene.setCamera(c);
}
