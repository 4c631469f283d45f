// Checks that an untrusted value is plain, bounded JSON data: finite numbers, short strings and
// keys, limited depth, node count and container sizes, and no key that could reach a prototype.
// Iterative (no recursion), so hostile nesting cannot overflow the stack.

export interface JsonLimits {
  maxDepth: number;
  maxNodes: number;
  maxString: number;
  maxKey: number;
  maxItems: number; // per array or object
}

/** Keys that would touch an object's prototype if copied by assignment. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'prototype', 'constructor']);

/** Returns null when `value` is acceptable, else a short description of the first problem. */
export function checkJson(value: unknown, limits: JsonLimits): string | null {
  const stack: { v: unknown; depth: number }[] = [{ v: value, depth: 0 }];
  let nodes = 0;
  while (stack.length > 0) {
    const { v, depth } = stack.pop()!;
    if (++nodes > limits.maxNodes) return 'too many values';
    if (v === null || typeof v === 'boolean') continue;
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) return 'number not finite';
      continue;
    }
    if (typeof v === 'string') {
      if (v.length > limits.maxString) return 'string too long';
      continue;
    }
    if (typeof v !== 'object') return `unexpected ${typeof v}`;
    if (depth >= limits.maxDepth) return 'nested too deeply';
    if (Array.isArray(v)) {
      if (v.length > limits.maxItems) return 'array too long';
      for (let i = 0; i < v.length; i++) stack.push({ v: v[i], depth: depth + 1 });
      continue;
    }
    const proto = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null) return 'not a plain object';
    const keys = Object.keys(v);
    if (keys.length > limits.maxItems) return 'object too large';
    for (const key of keys) {
      if (key.length > limits.maxKey) return 'key too long';
      if (FORBIDDEN_KEYS.has(key)) return `forbidden key ${key}`;
      stack.push({ v: (v as Record<string, unknown>)[key], depth: depth + 1 });
    }
  }
  return null;
}

/** A choice: small (a few fields, maybe a short list). */
export const CHOICE_LIMITS: JsonLimits = { maxDepth: 6, maxNodes: 256, maxString: 128, maxKey: 32, maxItems: 64 };
/** Game options sent in a welcome. */
export const OPTIONS_LIMITS: JsonLimits = { maxDepth: 6, maxNodes: 512, maxString: 256, maxKey: 64, maxItems: 64 };
/** A full view or a value inside a delta: a whole game state's worth of data. */
export const VIEW_LIMITS: JsonLimits = { maxDepth: 32, maxNodes: 200_000, maxString: 4096, maxKey: 64, maxItems: 20_000 };
/** One game event. */
export const EVENT_LIMITS: JsonLimits = { maxDepth: 8, maxNodes: 2_000, maxString: 512, maxKey: 64, maxItems: 512 };
