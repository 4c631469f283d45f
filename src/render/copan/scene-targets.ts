// The scene's view of its targets in screen space (pure): legal targets offered at the current
// camera (hit areas ≥ 44 px, only those fully on the canvas, each with its description), the
// phone tabs under a tap, and the inspectable element under a tap.
import { toScreen, toWorld, type Camera } from '../core/camera.ts';
import { contains, placeRect, type Rect } from '../core/geom.ts';
import type { TargetInfo as BaseTargetInfo } from '../core/scene-types.ts';
import type { CopanView } from '../../games/copan/view.ts';
import { MIN_TARGET } from '../tokens.ts';
import type { Label } from './describe.ts';
import { tabLabel } from './draw-tabs.ts';
import { inspectAt, targetDetail, type Inspected } from './inspect.ts';
import { compSizes, type CompId, type SceneLayout } from './layout.ts';
import { tabRect } from './layout-phone.ts';
import { hitAreas } from './offer.ts';
import type { TargetSpec } from './targets.ts';

export interface TargetInfo extends BaseTargetInfo {
  /** A plain-language description of what the target does (for aria-description or a tooltip). */
  detail?: string;
}

export interface PanelInfo { id: string; labelKey: string; params: Record<string, string | number>; selected: boolean; hasTargets: boolean; hasMarks?: boolean; rect: Rect }

/** The world rect of a target, or null when its component is not shown. */
export function worldRect(layout: SceneLayout, t: TargetSpec): Rect | null {
  const pl = layout.places[t.comp];
  return pl ? placeRect(pl, t.rect) : null;
}

const onCanvas = (r: Rect, w: number, h: number): boolean => r.x >= -1 && r.y >= -1 && r.x + r.w <= w + 1 && r.y + r.h <= h + 1;

/** The targets offered on the canvas; `partly` keeps those cut by its edge too (for taps). */
export function offeredTargets(specs: readonly TargetSpec[], layout: SceneLayout, cam: Camera, w: number, h: number, L: Label, v: CopanView | null, partly = false): TargetInfo[] {
  return specs.flatMap((t) => {
    const r = worldRect(layout, t);
    if (!r) return [];
    const rect = hitAreas([r], cam, MIN_TARGET)[0]!;
    if (!partly && !onCanvas(rect, w, h)) return [];
    const detail = v ? targetDetail(L, v, t) : undefined;
    return [{ id: t.id, choiceIds: [...t.choiceIds], labelKey: t.labelKey, params: { ...t.params }, rect, ...(detail ? { detail } : {}) }];
  });
}

/** The phone's tabs in screen space (empty without tabs). */
export function panels(layout: SceneLayout, cam: Camera, targetComps: ReadonlySet<string>, markComps: ReadonlySet<string> = new Set()): PanelInfo[] {
  const tabs = layout.tabs, pl = layout.places.tabs;
  if (!tabs || !pl) return [];
  return tabs.ids.map((id, i) => {
    const { key, params } = tabLabel(id);
    return { id, labelKey: key, params, selected: id === tabs.panel, hasTargets: targetComps.has(id), hasMarks: markComps.has(id), rect: toScreen(cam, placeRect(pl, tabRect(i, tabs.ids.length))) };
  });
}

/** The inspectable element under screen point (x, y), with its rect in screen space. */
export function inspectTap(layout: SceneLayout, cam: Camera, x: number, y: number, L: Label, v: CopanView): Inspected | null {
  const p = toWorld(cam, x, y);
  for (const [id, pl] of Object.entries(layout.places) as [CompId, SceneLayout['places'][string]][]) {
    if (id === 'tabs') continue;
    const size = compSizes(id);
    if (!contains(placeRect(pl, { x: 0, y: 0, w: size.w, h: size.h }), p)) continue;
    const hit = inspectAt(L, v, id, { x: (p.x - pl.x) / pl.s, y: (p.y - pl.y) / pl.s });
    return hit ? { ...hit, rect: toScreen(cam, placeRect(pl, hit.rect)) } : null;
  }
  return null;
}

/** At fit, a tap on a component too small to read zooms to it: its world rect under world point (x, y). */
export function regionAt(layout: SceneLayout, x: number, y: number): Rect | null {
  for (const [id, pl] of Object.entries(layout.places) as [CompId, SceneLayout['places'][string]][]) {
    if (id === 'tabs') continue;
    const size = compSizes(id), r = placeRect(pl, { x: 0, y: 0, w: size.w, h: size.h });
    if (pl.s < 0.6 && contains(r, { x, y })) return r; // the layouts keep everything larger: a tap explains, it does not zoom
  }
  return null;
}
