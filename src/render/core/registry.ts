// Keyed display objects: the drawers register every object an animation may need (by the keys in
// each game's plan.ts) with a factory that draws a twin of it for the travelling "ghost", and for
// cards the back it turns over from.
import type { Container } from 'pixi.js';

export interface Keyed<Comp extends string = string> {
  node: Container;
  comp: Comp;
  group: string; // the sub-layer that drew it (cleared when that layer is rebuilt)
  make: () => Container;
  back?: () => Container; // what a flip starts from (a card back)
}

export class KeyedRegistry<Comp extends string = string> {
  private readonly items = new Map<string, Keyed<Comp>>();
  /** The sub-layer being built; set by the scene before it calls a drawer. */
  group = '';
  /** Keys about to be animated: their pieces go to `liveParent` (not cached) instead. */
  liveKeys: ReadonlySet<string> = new Set();
  liveParent: Container | null = null;

  get(key: string): Keyed<Comp> | undefined {
    return this.items.get(key);
  }

  /** Forgets every object drawn by a sub-layer (before it is rebuilt), or by a whole component. */
  clear(group: string): void {
    for (const [k, v] of this.items) if (v.group === group || v.comp === group) this.items.delete(k);
  }

  /** Creates a node with `make`, places it at (x, y) in `parent` (or the live layer), registers it under `key`. */
  put(comp: Comp, parent: Container, key: string | null, x: number, y: number, make: () => Container, back?: () => Container): Container {
    const node = make();
    node.position.set(x, y);
    (key && this.liveParent && this.liveKeys.has(key) ? this.liveParent : parent).addChild(node);
    if (key) this.items.set(key, { node, comp, group: this.group, make, ...(back ? { back } : {}) });
    return node;
  }
}
