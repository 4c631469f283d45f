// Building a component's layers only when their slice of the view changed: the printed (cached)
// ground and the keyed sub-layers of pieces, and collecting what must be redrawn afterwards.
import { Container } from 'pixi.js';
import type { Component } from './component.ts';
import type { Rect } from './geom.ts';
import type { KeyedRegistry } from './registry.ts';
import { useResolution } from './text.ts';

/**
 * Rebuilds a sub-layer when its memo key changed or `force` (its registered pieces are replaced
 * too). Pieces about to animate are drawn into a fresh live layer instead of the cached one.
 */
export function buildSub(reg: KeyedRegistry<string>, c: Component, name: string, key: string, build: () => Container, force = false): void {
  const group = `${c.id}:${name}`;
  if (c.keyOf(name) === key && !force) return;
  reg.clear(group);
  reg.group = group;
  const live = new Container();
  reg.liveParent = live;
  useResolution(c.resolution);
  const node = build();
  reg.liveParent = null;
  c.setSub(name, key, node, live);
}

/** Redraws the printed ground when its key changed. */
export function buildPrinted(c: Component, key: string, build: () => Container): void {
  if (c.printedKey === key) return;
  useResolution(c.resolution);
  c.setPrinted(key, build());
}

/** The screen rects the components report as changed, or null when one needs a whole redraw. */
export function collectDirty(comps: Iterable<Component>): Rect[] | null {
  const rects: Rect[] = [];
  let all = false;
  for (const c of comps) {
    const d = c.takeDirty();
    if (d === null) all = true;
    else rects.push(...d);
  }
  return all ? null : rects;
}
