// Mutations of a parsed save file for the fuzzer: structural ones on the JSON tree (drop, retype,
// duplicate, swap, prototype keys, extreme numbers, deep nesting), benign ones that keep a save
// valid (so `accepted` measures something), and byte-level ones on the text (truncation,
// invalid UTF-8). All draws come from the seeded rng: a run is reproducible from its seed.
type Rng = { int(n: number): number; float(): number };
type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Slot = { parent: Json[] | Record<string, Json>; key: string | number };

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];
const NUMBERS = [1e308, -1e308, 2 ** 53 + 1, -1, -(2 ** 31), 0.5, 1e21, 0, 99, 4, 5, -0.0001];

const pick = <T>(rng: Rng, items: readonly T[]): T => items[rng.int(items.length)]!;

/** Up to `limit` slots (a parent and a key) of the tree, found breadth-first from a random subtree. */
function slots(root: Json, rng: Rng, limit = 400): Slot[] {
  const out: Slot[] = [];
  const queue: Json[] = [root];
  while (queue.length && out.length < limit) {
    const node = queue.splice(rng.int(Math.min(queue.length, 8)), 1)[0]!;
    if (node === null || typeof node !== 'object') continue;
    const keys: (string | number)[] = Array.isArray(node) ? node.map((_, i) => i) : Object.keys(node);
    for (const key of keys) {
      out.push({ parent: node as Slot['parent'], key });
      queue.push((node as Record<string, Json>)[key as string]!);
    }
  }
  return out;
}

function randomValue(rng: Rng): Json {
  switch (rng.int(8)) {
    case 0: return pick(rng, NUMBERS);
    case 1: return pick(rng, ['', 'x', 'human', 'automa', 'martian', 'zapotec', 'copan', 'constructor', '\u0000', 'é'.repeat(300)]);
    case 2: return rng.int(2) === 0;
    case 3: return null;
    case 4: return [];
    case 5: return {};
    case 6: return [pick(rng, NUMBERS), 'x'];
    default: return { kind: 'pick', id: 'x', card: rng.int(100) };
  }
}

function nest(depth: number, rng: Rng): Json {
  let v: Json = 1;
  for (let i = 0; i < depth; i++) v = rng.int(2) ? [v] : { a: v };
  return v;
}

/** An own property named `key` (assignment would set the prototype of `__proto__` instead). */
function defineOwn(o: Record<string, Json>, key: string, value: Json): void {
  Object.defineProperty(o, key, { value, enumerable: true, configurable: true, writable: true });
}

function setSlot(s: Slot, value: Json): void {
  if (Array.isArray(s.parent)) s.parent[s.key as number] = value;
  else defineOwn(s.parent, String(s.key), value);
}

/** One structural mutation, in place. Returns its name (for the report). */
export function mutateTree(root: Record<string, Json>, rng: Rng): string {
  const all = rng.int(3) === 0 ? slots(root, rng) : slots(root, rng, 40); // often near the top, where the record's own fields are
  const s = all.length ? pick(rng, all) : null;
  const op = rng.int(9);
  if (!s) return 'none';
  const value = (s.parent as Record<string, Json>)[s.key as string]!;
  switch (op) {
    case 0:
      if (Array.isArray(s.parent)) s.parent.splice(s.key as number, 1);
      else delete s.parent[s.key as string];
      return 'drop';
    case 1: setSlot(s, randomValue(rng)); return 'retype';
    case 2:
      if (Array.isArray(s.parent)) s.parent.splice(s.key as number, 0, structuredClone(value));
      else defineOwn(s.parent, `${String(s.key)}${rng.int(3)}`, structuredClone(value));
      return 'duplicate';
    case 3: {
      const other = pick(rng, all);
      const v2 = (other.parent as Record<string, Json>)[other.key as string]!;
      setSlot(s, v2);
      setSlot(other, value);
      return 'swap';
    }
    case 4: {
      const target = s.parent && !Array.isArray(s.parent) ? s.parent : root;
      defineOwn(target, pick(rng, PROTO_KEYS), rng.int(2) ? { polluted: true } : 'x');
      return 'proto-key';
    }
    case 5: root.game = pick(rng, [...PROTO_KEYS, 'toString', 'hasOwnProperty', 'valueOf', 'chess']); return 'proto-game';
    case 6: setSlot(s, pick(rng, NUMBERS)); return 'number';
    case 7: setSlot(s, nest(pick(rng, [30, 45, 200, 3000]), rng)); return 'deep';
    default: return mutateBenign(root, rng);
  }
}

/** A change that keeps the save valid: a name, a colour still in range, a date, the id. */
export function mutateBenign(root: Record<string, Json>, rng: Rng): string {
  const seats = root.seats as Record<string, Json>[];
  const seat = Array.isArray(seats) && seats.length ? pick(rng, seats) : null;
  switch (rng.int(4)) {
    case 0: if (seat && typeof seat === 'object') seat.name = pick(rng, ['Zé', 'Ana', '', 'Ñandú 🎲']); return 'benign-name';
    case 1: root.updatedAt = Math.floor(rng.float() * 2e12); return 'benign-date';
    case 2: root.id = `fuzz-${rng.int(1e6)}`; return 'benign-id';
    default: root.round = rng.int(30); return 'benign-round';
  }
}

/** Byte-level damage of the exported text: truncation or invalid UTF-8 sequences. */
export function mutateBytes(text: string, rng: Rng): Uint8Array<ArrayBuffer> {
  const bytes = new TextEncoder().encode(text);
  if (rng.int(2) === 0) return bytes.slice(0, rng.int(bytes.length));
  const out = new Uint8Array(bytes.length + 8);
  const at = rng.int(bytes.length);
  out.set(bytes.subarray(0, at));
  out.set(pick(rng, [[0xff, 0xfe], [0xc3], [0xe0, 0xa4], [0xed, 0xa0, 0x80], [0x80, 0x80, 0x80, 0x80]]), at);
  out.set(bytes.subarray(at), at + 8);
  return out;
}
