// Identifiers, rule constants stated by the rulebook text, and the effect vocabulary shared by all
// component tables. Reconstructed values ([rc]) live in the data-rc.ts, never here.

export const RESOURCES = ['food', 'fame', 'zeal', 'power'] as const; // also the clockwise track order
export type ResName = (typeof RESOURCES)[number];
/** Resource index: 0 food, 1 fame, 2 zeal, 3 power. */
export type Res = 0 | 1 | 2 | 3;
/** Amounts per resource, in RESOURCES order. */
export type Res4 = readonly [number, number, number, number];

export const SITES = ['embassies', 'river', 'ballcourt', 'altars', 'glyphstair'] as const;
export type SiteName = (typeof SITES)[number];
/** Site index in SITES order. */
export type Site = 0 | 1 | 2 | 3 | 4;
export const EMBASSIES = 0, RIVER = 1, BALLCOURT = 2, ALTARS = 3, GLYPHSTAIR = 4;
/** The Site whose spaces a resource's Decline track closes (the River has none). */
export const SITE_OF_TRACK: readonly Site[] = [EMBASSIES, BALLCOURT, ALTARS, GLYPHSTAIR];

export const FATE_FACES = ['f1', 'f2', 'f3', 'f4', 'f5', 'f6'] as const;
export const SIDES = ['side_resource', 'side_vp'] as const;
export const STAIRS = ['stair.food', 'stair.fame', 'stair.zeal', 'stair.power'] as const;
export const GLYPH_COLOURS = ['red', 'blue', 'green', 'yellow', 'white', 'black'] as const;
export const EMBASSY_LEVELS = ['lv1', 'lv2', 'lv3'] as const;

// [text] values
export const TIER_PAYOUT = [2, 1, 0] as const;
export const ZENITH = [14, 8, 3] as const;
export const CITY_TABLE = [-10, -5, 4, 10, 18, 28, 40] as const; // by Cities with an own token
export const BALLCOURT_HALF = [6, 3] as const;
export const BALLCOURT_TOTAL = [10, 5, 3] as const;
export const MASK_COMPLETE_VP = 10;
export const STORAGE_PILE: Readonly<Record<2 | 3 | 4, number>> = { 2: 6, 3: 9, 4: 12 };
export const PLAYER_TOKENS = 25;
export const START_HAND = 4;
export const TOTEM_VP_PER_UNIT = 2;
export const COURT_TILES_PER_RES = 20;
export const JADE_TILES = 16;
export const CHARACTER_COUNT = 54;
export const ALTAR_COUNT = 16;
export const CITY_TILE_COUNT = 20;
export const CITIES_IN_PLAY = 6;
export const RIVER_SLOTS = 4;
export const DISPLAY_SLOTS = 6; // Ball Court Characters and Hieroglyphic Glyph cards
export const ALTAR_SLOTS = 4;
export const ENDGAME_VP_PER_RES = 2;
export const SITE_ACTION_VP = 2; // permanent "+2 VP each action at a Site"

/**
 * Effect vocabulary used by Cities, Characters, Altars, Embassy tokens, jade spaces and Event faces.
 * `site: -1` means "a Site of your choice"; `disc` is the number of resources taken off the cost.
 */
export type Fx =
  | { readonly t: 'none' }
  | { readonly t: 'gain'; readonly r: Res4 }
  | { readonly t: 'gainAny'; readonly n: number }
  | { readonly t: 'lose'; readonly r: Res4 }
  | { readonly t: 'loseAny'; readonly n: number }
  | { readonly t: 'vp'; readonly n: number }
  | { readonly t: 'climb'; readonly n: number }
  | { readonly t: 'descend'; readonly n: number }
  | { readonly t: 'glyph' } // Glyph card of choice from the display
  | { readonly t: 'char' } // Character card of choice from the Ball Court
  | { readonly t: 'jade' } // jade tile of choice
  | { readonly t: 'storage' }
  | { readonly t: 'loseStorage' }
  | { readonly t: 'river2' } // the first two River tiles
  | { readonly t: 'bonus'; readonly site: Site | -1; readonly disc: number }
  | { readonly t: 'freeEmbassy' }
  | { readonly t: 'relocate' } // optional totem relocation
  | { readonly t: 'cube'; readonly r: Res; readonly d: 1 | -1 } // once for the table, not per player
  | { readonly t: 'discardChar' }
  | { readonly t: 'removeJade' }
  | { readonly t: 'loseGlyph' }
  | { readonly t: 'gainPerDiscard'; readonly r: Res } // per own face-down Character
  | { readonly t: 'losePerFaceUp'; readonly r: Res } // per own face-up Character
  | { readonly t: 'loseAnyPerExt' }
  | { readonly t: 'loseAnyPerCity' };

export const NONE: Fx = { t: 'none' };
export const res4 = (food = 0, fame = 0, zeal = 0, power = 0): Res4 => [food, fame, zeal, power];
