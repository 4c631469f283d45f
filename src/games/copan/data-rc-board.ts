// ============================================================================================
// [rc] RECONSTRUCTED BOARD VALUES. The pictures that held them were lost from the rulebook
// extraction; every value below comes from the spec (copan.md, sections 2.2-2.8 and 2.12) and
// can be corrected against a physical copy here without touching rules code.
// ============================================================================================
import { res4, type Fx, type Res4 } from './data-core.ts';

// Decline tracks (2.2) ----------------------------------------------------------------------
export const DECLINE_LEN = 15; // [rc] reconstructed: spaces 0 (start) .. 14 (last)
export const DECLINE_LAST = 14; // [rc] reconstructed
export const TIER_START = [0, 6, 11] as const; // [rc] reconstructed
export const DECLINE_THRESHOLDS = [6, 11, 14] as const; // [rc] reconstructed

// Pyramid (2.3) -------------------------------------------------------------------------------
export const PYRAMID_SECTIONS = ['north', 'east', 'south', 'west'] as const;
/** Rows of one section: name and first/last column. [rc] reconstructed */
export const PYRAMID_ROWS = [
  { row: 'a', from: 0, to: 6 },
  { row: 'b', from: 1, to: 5 },
  { row: 'c', from: 2, to: 4 },
] as const;
export const OMEN_SPACES = ['a5', 'c4'] as const; // [rc] reconstructed
export const DOUBLE_SPACES = ['b3'] as const; // [rc] reconstructed
/** Spaces each setup tile covers in every section, by player count. [rc] reconstructed */
export const SETUP_TILE_COVERS: Readonly<Record<2 | 3 | 4, readonly string[]>> = {
  4: [],
  3: ['a0', 'a1', 'b1'],
  2: ['a0', 'a1', 'a2', 'b1', 'b2', 'c2'],
};

// Stairways (2.4) -----------------------------------------------------------------------------
export const STAIR_TOP = 8; // [rc] reconstructed
/** Multiplier band by priest position 0..8. [rc] reconstructed */
export const STAIR_BAND = [0, 0, 1, 1, 1, 2, 2, 2, 3] as const;
/** Multiplier per band for food (extensions), fame (Ball Court), zeal (Altars), power (jade). [rc] reconstructed */
export const STAIR_MULT = [
  [-2, 2, 4, 6],
  [-1, 1, 2, 3],
  [-1, 1, 2, 3],
  [-1, 1, 2, 3],
] as const;

// Site totem spaces (2.5): positive = gain ×n, negative = pay 1 of resource (-1 - index). -----
export const SITE_SYMBOLS = [
  [-1, 1, 2], // embassies: pay_food, gain_x1, gain_x2 [rc] reconstructed
  [1, 1, 2], // river: gain_x1, gain_x1, gain_x2 [text]
  [-2, 1, 2], // ballcourt: pay_fame, gain_x1, gain_x2 [rc] reconstructed
  [-3, 1, 2], // altars: pay_zeal, gain_x1, gain_x2 [rc] reconstructed
  [-4, 1, 3], // glyphstair: pay_power, gain_x1, gain_x3 [rc] reconstructed
] as const;

/** Embassies City spaces: Fate face (index), level 1-3, path cost. [rc] reconstructed */
export const CITY_SPACES: readonly { readonly level: 1 | 2 | 3; readonly path: Res4 }[] = [
  { level: 1, path: res4(1) }, // city1 f1
  { level: 1, path: res4(1) }, // city2 f2
  { level: 2, path: res4(1, 1) }, // city3 f3
  { level: 2, path: res4(1, 0, 0, 1) }, // city4 f4
  { level: 3, path: res4(2, 0, 1) }, // city5 f5
  { level: 3, path: res4(2, 1) }, // city6 f6
];

/** Ball Court: slots f1-f3 are the left half, f4-f6 the right half. [rc] reconstructed */
export const BALLCOURT_HALF_OF_SLOT = [0, 0, 0, 1, 1, 1] as const;

/** Altar token space i sits under card slot i/3, column i%3; its Fate face. [rc] reconstructed */
export const ALTAR_SPACE_FACE = [0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5] as const;

/** Hieroglyphic Stairway lines: display slots, cost, climb. [rc] reconstructed */
export const GLYPH_LINES: readonly { readonly slots: readonly number[]; readonly cost: Res4; readonly climb: number }[] = [
  { slots: [0], cost: res4(0, 0, 0, 1), climb: 1 },
  { slots: [1, 2], cost: res4(0, 0, 0, 2), climb: 2 },
  { slots: [3, 4, 5], cost: res4(1, 0, 0, 2), climb: 3 },
];

// Player board (2.8) --------------------------------------------------------------------------
export const BASE_CAPACITY = 5; // [rc] reconstructed
export const CAPACITY_PER_EXT = 2; // [rc] reconstructed
export const BASE_CHAR_SLOTS = 3; // [rc] reconstructed
export const CHAR_SLOTS_PER_EXT = 1; // [rc] reconstructed

// Jade mask (2.12): 4 × 4 grid, spaces 1-16 row by row. ---------------------------------------
export const MASK_INNER = [6, 7, 10, 11] as const; // every other space is on the outer edge [rc] reconstructed
/** Effect of jade space n at index n - 1. [text effects; resource types by the icon key] */
export const JADE_EFFECTS: readonly Fx[] = [
  { t: 'gain', r: res4(0, 0, 2) }, // 1
  { t: 'gainAny', n: 1 }, // 2
  { t: 'gain', r: res4(0, 2) }, // 3
  { t: 'gainAny', n: 1 }, // 4
  { t: 'gainAny', n: 1 }, // 5
  { t: 'gainAny', n: 2 }, // 6
  { t: 'vp', n: 4 }, // 7
  { t: 'river2' }, // 8
  { t: 'storage' }, // 9
  { t: 'relocate' }, // 10
  { t: 'vp', n: 2 }, // 11
  { t: 'gainAny', n: 2 }, // 12
  { t: 'vp', n: 2 }, // 13
  { t: 'char' }, // 14
  { t: 'gain', r: res4(0, 0, 2) }, // 15
  { t: 'gain', r: res4(0, 0, 0, 2) }, // 16
];

/** Glyph exchange (2.11): [jade tiles, bonus discount or -1 for no bonus], by set size. */
export const EXCHANGE_DIFFERENT: Readonly<Record<number, readonly [number, number]>> = {
  2: [1, -1], 3: [2, 0], 4: [3, 1], 5: [4, 2], 6: [5, 3], // [text]
};
export const EXCHANGE_SAME: Readonly<Record<number, readonly [number, number]>> = {
  3: [1, -1], 4: [2, 0] /* [rc] reconstructed */, 5: [3, 0], 6: [4, 1], 7: [5, 1], 8: [6, 2],
};
export const GLYPHS_PER_COLOUR = 8; // [rc] reconstructed (48 = 6 colours × 8)
