// Board geometry derived once from the data tables: Pyramid space ids and adjacency, jade mask
// adjacency, and the name ↔ index lookups used to read choices.
import {
  CITY_SPACES, DOUBLE_SPACES, FATE_FACES, GLYPH_COLOURS, GLYPH_LINES, MASK_INNER, OMEN_SPACES, PYRAMID_ROWS,
  PYRAMID_SECTIONS, RESOURCES, SETUP_TILE_COVERS, SITES, STAIRS, CHARACTERS,
} from './data.ts';

export const SPACES_PER_SECTION = 15;
export const PYRAMID_SIZE = PYRAMID_SECTIONS.length * SPACES_PER_SECTION;

interface SpaceInfo {
  id: string; // e.g. "north.a3"
  local: string; // e.g. "a3"
  section: number;
  row: number;
  col: number;
}

export const PYRAMID: readonly SpaceInfo[] = PYRAMID_SECTIONS.flatMap((name, section) =>
  PYRAMID_ROWS.flatMap(({ row, from, to }, r) =>
    Array.from({ length: to - from + 1 }, (_, i) => ({ id: `${name}.${row}${from + i}`, local: `${row}${from + i}`, section, row: r, col: from + i })),
  ),
);

/** Orthogonal neighbours inside the same section (D1: sections never touch). */
export const ADJACENT: readonly (readonly number[])[] = PYRAMID.map((a) =>
  PYRAMID.flatMap((b, j) =>
    a.section === b.section && ((a.row === b.row && Math.abs(a.col - b.col) === 1) || (Math.abs(a.row - b.row) === 1 && a.col === b.col)) ? [j] : [],
  ),
);

export const IS_OMEN: readonly boolean[] = PYRAMID.map((p) => (OMEN_SPACES as readonly string[]).includes(p.local));
export const IS_DOUBLE: readonly boolean[] = PYRAMID.map((p) => (DOUBLE_SPACES as readonly string[]).includes(p.local));
export const SPACE_INDEX: ReadonlyMap<string, number> = new Map(PYRAMID.map((p, i) => [p.id, i]));

export function blockedSpaces(players: 2 | 3 | 4): boolean[] {
  const covers = SETUP_TILE_COVERS[players];
  return PYRAMID.map((p) => covers.includes(p.local));
}

// Jade mask: spaces 1..16 at bit n - 1, 4 × 4 grid row by row.
export const MASK_EDGE_BITS = Array.from({ length: 16 }, (_, i) => i).reduce(
  (m, i) => ((MASK_INNER as readonly number[]).includes(i + 1) ? m : m | (1 << i)),
  0,
);
export const MASK_NEIGHBOUR_BITS: readonly number[] = Array.from({ length: 16 }, (_, i) => {
  const r = Math.floor(i / 4), c = i % 4;
  let m = 0;
  if (r > 0) m |= 1 << (i - 4);
  if (r < 3) m |= 1 << (i + 4);
  if (c > 0) m |= 1 << (i - 1);
  if (c < 3) m |= 1 << (i + 1);
  return m;
});
export const MASK_FULL = 0xffff;

/** Bits of the jade spaces where a tile may go now (D17: one group grown from one edge tile). */
export function jadeLegalBits(mask: number): number {
  if (mask === 0) return MASK_EDGE_BITS;
  let reach = 0;
  for (let i = 0; i < 16; i++) if (mask & (1 << i)) reach |= MASK_NEIGHBOUR_BITS[i]!;
  return reach & ~mask & MASK_FULL;
}

export function popcount(x: number): number {
  let n = 0;
  while (x) {
    x &= x - 1;
    n++;
  }
  return n;
}

// Name ↔ index lookups for reading choices.
const indexOf = (names: readonly string[]): ReadonlyMap<string, number> => new Map(names.map((n, i) => [n, i]));
export const RES_INDEX = indexOf(RESOURCES);
export const SITE_INDEX = indexOf(SITES);
export const STAIR_INDEX = indexOf(STAIRS);
export const COLOUR_INDEX = indexOf(GLYPH_COLOURS);
export const CITY_NAMES = CITY_SPACES.map((_, i) => `city${i + 1}`);
export const CITY_INDEX = indexOf(CITY_NAMES);
export const SLOT_INDEX = indexOf(FATE_FACES); // Ball Court and Glyph display slots are named by face
export const LINE_NAMES = GLYPH_LINES.map((_, i) => `line${i + 1}`);
export const LINE_INDEX = indexOf(LINE_NAMES);
export const ALTAR_SPACE_NAMES = Array.from({ length: 12 }, (_, i) => `alt${Math.floor(i / 3) + 1}.c${(i % 3) + 1}`);
export const ALTAR_SPACE_INDEX = indexOf(ALTAR_SPACE_NAMES);
export const CHARACTER_INDEX = indexOf(CHARACTERS.map((c) => c.id));
export const SIDE_NAMES = ['side_resource', 'side_vp'] as const;
export const SIDE_INDEX = indexOf(SIDE_NAMES);
