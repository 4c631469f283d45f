// Keyed display objects: the drawers register every object an animation may need (by the keys in
// plan.ts), with a factory that draws a twin of it for the travelling "ghost".
import type { Container } from 'pixi.js';
import type { CompId } from './targets.ts';

export interface Keyed {
  node: Container;
  comp: CompId;
  group: string; // the sub-layer that drew it (cleared when that layer is rebuilt)
  make: () => Container;
}

export class Registry {
  private readonly items = new Map<string, Keyed>();
  /** The sub-layer being built; set by the scene before it calls a drawer. */
  group = '';
  /** Keys about to be animated: their pieces go to `liveParent` (not cached) instead. */
  liveKeys: ReadonlySet<string> = new Set();
  liveParent: Container | null = null;
  /** The colour index each seat chose (see seatStyle); drawers read it through `reg`. */
  colors: readonly number[] = [];

  get(key: string): Keyed | undefined {
    return this.items.get(key);
  }

  /** Forgets every object drawn by a sub-layer (before it is rebuilt), or by a whole component. */
  clear(group: string): void {
    for (const [k, v] of this.items) if (v.group === group || v.comp === group) this.items.delete(k);
  }

  /** Creates a node with `make`, places it at (x, y) in `parent` (or the live layer), registers it under `key`. */
  put(comp: CompId, parent: Container, key: string | null, x: number, y: number, make: () => Container): Container {
    const node = make();
    node.position.set(x, y);
    (key && this.liveParent && this.liveKeys.has(key) ? this.liveParent : parent).addChild(node);
    if (key) this.items.set(key, { node, comp, group: this.group, make });
    return node;
  }
}
