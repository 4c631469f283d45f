// The public face of a scene: only the listed methods (bound, so they can be passed around) and
// read-only properties, so callers cannot reach the scene's internals.
export function facade<S extends object, M extends keyof S, G extends keyof S = never>(s: S, methods: readonly M[], getters: readonly G[] = []): Pick<S, M | G> {
  const out = {} as Pick<S, M | G>;
  for (const m of methods) {
    const f = s[m] as unknown as (...args: unknown[]) => unknown;
    Object.defineProperty(out, m, { value: f.bind(s), enumerable: true });
  }
  for (const g of getters) Object.defineProperty(out, g, { get: () => s[g], enumerable: true });
  return out;
}

/** The methods of BoardScene (scene-types.ts) every scene class implements. */
export const BOARD_METHODS = ['update', 'setSize', 'destroy', 'onTarget', 'targets', 'onMoved', 'zoom', 'configure', 'settled', 'measure', 'markChanged', 'marked'] as const;
