// Legal targets on the screen: the accessible twins' rects, which one a tap meant, and bringing a
// new decision into sight.
import { allInView, toScreen, type Camera } from './camera.ts';
import { atLeast, centre, contains, placeRect, type Place, type Rect } from './geom.ts';
import type { TargetInfo, TargetSpec } from './scene-types.ts';
import type { Viewport } from './viewport.ts';
import { MIN_TARGET } from '../tokens.ts';

/**
 * Groups legal choices by the board element each points at (in the order the choices were
 * listed); `locate` gives none, one or several elements per choice.
 */
export function groupTargets<Comp extends string, Ch extends { id: string }>(choices: readonly Ch[], locate: (c: Ch) => Omit<TargetSpec<Comp>, 'choiceIds'> | readonly Omit<TargetSpec<Comp>, 'choiceIds'>[] | null): TargetSpec<Comp>[] {
  const byId = new Map<string, TargetSpec<Comp>>();
  for (const c of choices) {
    const found = locate(c);
    for (const t of found === null ? [] : Array.isArray(found) ? found : [found]) {
      const known = byId.get(t.id);
      if (!known) byId.set(t.id, { ...t, choiceIds: [c.id] });
      else if (!known.choiceIds.includes(c.id)) known.choiceIds.push(c.id);
    }
  }
  return [...byId.values()];
}

/** The target whose centre is nearest a tap among those containing it. */
export function nearestTarget<T extends { rect: Rect }>(targets: Iterable<T>, x: number, y: number): T | null {
  let best: T | null = null, bestD = Infinity;
  for (const t of targets) {
    if (!contains(t.rect, { x, y })) continue;
    const c = centre(t.rect);
    const d = Math.hypot(c.x - x, c.y - y);
    if (d < bestD) { best = t; bestD = d; }
  }
  return best;
}

/** A spec's world rect, once its component has a place. */
export function specWorldRect<C extends string>(t: TargetSpec<C>, placeOf: (comp: C) => Place | null): Rect | null {
  const pl = placeOf(t.comp);
  return pl ? placeRect(pl, t.rect) : null;
}

/** Every placed target in CSS px relative to the host, at least MIN_TARGET square. */
export function screenTargets<C extends string>(specs: readonly TargetSpec<C>[], placeOf: (comp: C) => Place | null, cam: Camera): TargetInfo[] {
  const out: TargetInfo[] = [];
  for (const t of specs) {
    const r = specWorldRect(t, placeOf);
    if (!r) continue;
    out.push({ id: t.id, choiceIds: [...t.choiceIds], labelKey: t.labelKey, params: { ...t.params }, rect: atLeast(toScreen(cam, r), MIN_TARGET) });
  }
  return out;
}

/**
 * The camera moves by itself only to bring a new decision into sight: when the targets are not the
 * ones seen last time and some lie outside the view, back to fit (the whole board, or the page the
 * scene shows). It never zooms in on its own, and never fights the person for the same decision.
 */
export function bringIntoSight(viewport: Viewport, rects: readonly Rect[], w: number, h: number): void {
  const key = JSON.stringify(rects.map((r) => [Math.round(r.x), Math.round(r.y), Math.round(r.w), Math.round(r.h)]));
  if (key === viewport.sightKey) return;
  viewport.sightKey = key;
  if (viewport.mode === 'focus' || (rects.length > 0 && !allInView(rects.map((r) => toScreen(viewport.cam, r)), w, h))) viewport.fit();
}
