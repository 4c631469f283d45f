// [rc] Every reconstructed value of Copan in one module: the pictures that held them were lost from
// the rulebook extraction; each section says which spec section it follows and what is [text].
// Correct them here against a physical copy without touching rules code.
import { ALTARS, BALLCOURT, EMBASSIES, GLYPHSTAIR, NONE, RIVER, res4, type Fx, type Res, type Res4, type Site } from './data-core.ts';

// ============================================================================================
// [rc] RECONSTRUCTED BOARD VALUES. The pictures that held them were lost from the rulebook
// extraction; every value below comes from the spec (copan.md, sections 2.2-2.8 and 2.12) and
// can be corrected against a physical copy here without touching rules code.
// ============================================================================================

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

// ============================================================================================
// [rc] RECONSTRUCTED CARD AND TILE VALUES (spec 2.6, 2.7, 2.9). Names and effects are the
// rulebook's [text]; every cost, the City cost/effect pairing, the Embassy token mix and the
// resource types flagged in the spec are [rc] reconstructed.
// ============================================================================================

export type CharacterKind = 'permanent' | 'instant' | 'endgame';
export type Permanent =
  | { readonly p: 'tileBonus'; readonly r: Res } // +1 r for each face-up r Court tile placed
  | { readonly p: 'siteVp'; readonly site: Site } // +2 VP for each action at the Site
  | { readonly p: 'discount'; readonly site: Site } // actions at the Site cost 1 less
  | { readonly p: 'climbBonus' }; // +1 resource of choice for each climb of 2+ steps
export interface CharacterCard {
  readonly id: string;
  readonly name: string;
  readonly kind: CharacterKind;
  readonly cost: Res4; // [rc] reconstructed
  readonly perm?: Permanent;
  readonly fx?: Fx; // instant effect
  readonly endRes?: Res; // end-game: 2 VP per resource of this type
}

const perm = (id: string, name: string, cost: Res4, p: Permanent): CharacterCard => ({ id, name, kind: 'permanent', cost, perm: p });
const inst = (id: string, name: string, cost: Res4, fx: Fx): CharacterCard => ({ id, name, kind: 'instant', cost, fx });
const end = (id: string, name: string, endRes: Res): CharacterCard => ({ id, name, kind: 'endgame', cost: res4(0, 2), endRes });
const siteAction = (site: Site): Fx => ({ t: 'bonus', site, disc: 3 });

/** Index i holds card ch(i+1). Costs [rc] reconstructed; types marked rc in the spec are [rc] too. */
export const CHARACTERS: readonly CharacterCard[] = [
  perm('ch01', 'Ah-cuxtal', res4(1, 2), { p: 'siteVp', site: EMBASSIES }),
  perm('ch02', 'Camazotz', res4(0, 2, 1), { p: 'climbBonus' }),
  perm('ch03', 'Citlamina', res4(1, 1), { p: 'discount', site: RIVER }),
  perm('ch04', 'Coyopa', res4(1, 1, 0, 1), { p: 'discount', site: EMBASSIES }),
  perm('ch05', 'Gucup Cakix', res4(1, 1), { p: 'tileBonus', r: 0 }), // type [rc] reconstructed
  perm('ch06', 'Hozanek', res4(0, 2, 0, 1), { p: 'discount', site: BALLCOURT }), // Site [rc] reconstructed
  perm('ch07', 'Huracan', res4(0, 1, 0, 1), { p: 'tileBonus', r: 3 }), // type [rc] reconstructed
  perm('ch08', 'Ixmacane', res4(0, 2, 1), { p: 'siteVp', site: ALTARS }),
  perm('ch09', "K'awai", res4(0, 1, 1), { p: 'tileBonus', r: 2 }), // type [rc] reconstructed
  perm('ch10', 'Kan-xib-yui', res4(0, 1, 0, 1), { p: 'tileBonus', r: 1 }),
  perm('ch11', 'Kawil', res4(1, 1, 1), { p: 'discount', site: ALTARS }),
  perm('ch12', 'Kinich kakmo', res4(0, 1, 1), { p: 'tileBonus', r: 2 }), // type [rc] reconstructed
  perm('ch13', 'Muluc', res4(0, 2), { p: 'tileBonus', r: 1 }),
  perm('ch14', 'Tecumbalam', res4(1, 2), { p: 'siteVp', site: RIVER }),
  perm('ch15', 'Tonalnan', res4(1, 1), { p: 'tileBonus', r: 0 }),
  perm('ch16', 'Vukubcane', res4(0, 1, 1, 1), { p: 'discount', site: GLYPHSTAIR }),
  perm('ch17', 'Xbalanque', res4(0, 3), { p: 'siteVp', site: BALLCOURT }),
  perm('ch18', 'Yaluk', res4(0, 2), { p: 'tileBonus', r: 1 }),
  perm('ch19', 'Yumchakob', res4(0, 2, 0, 1), { p: 'siteVp', site: GLYPHSTAIR }),
  perm('ch20', 'Zotz', res4(0, 2, 0, 1), { p: 'climbBonus' }),
  inst('ch21', 'Cabaguil', res4(0, 1, 1), { t: 'gain', r: res4(5) }),
  inst('ch22', 'Chachiuitl', res4(0, 1), siteAction(ALTARS)),
  inst('ch23', 'Chicchan', res4(0, 1), { t: 'gain', r: res4(3) }), // type [rc] reconstructed
  inst('ch24', 'Chichuaton', res4(1, 1), { t: 'storage' }),
  inst('ch25', 'Colop-u-uichikin', res4(0, 1, 0, 1), { t: 'gain', r: res4(0, 0, 0, 5) }),
  inst('ch26', 'Coszcatl', res4(0, 1, 0, 1), { t: 'jade' }),
  inst('ch27', 'Cualli', res4(0, 1, 1), { t: 'jade' }),
  inst('ch28', 'Gukumatz', res4(0, 1), siteAction(GLYPHSTAIR)),
  inst('ch29', "Hacha'kyum", res4(0, 1), { t: 'gain', r: res4(0, 0, 3) }),
  inst('ch30', 'Ihuicatl', res4(0, 1), { t: 'river2' }),
  inst('ch31', 'Iktan', res4(0, 1), siteAction(EMBASSIES)),
  inst('ch32', 'Itzamna', res4(0, 1, 1), { t: 'climb', n: 3 }),
  inst('ch33', 'Ixazaluoh', res4(0, 1), { t: 'gain', r: res4(0, 0, 3) }),
  inst('ch34', 'Ixcuiname', res4(0, 1), siteAction(GLYPHSTAIR)),
  inst('ch35', 'Ix-tub-tun', res4(1, 1), { t: 'gain', r: res4(0, 0, 5) }),
  inst('ch36', 'Kianto', res4(0, 1), { t: 'glyph' }),
  inst('ch37', 'Mulac', res4(1, 1), { t: 'jade' }),
  inst('ch38', 'Nacon', res4(0, 1), siteAction(EMBASSIES)),
  inst('ch39', 'Necahual', res4(0, 1), siteAction(RIVER)),
  inst('ch40', 'Tecuith', res4(0, 1, 0, 1), { t: 'jade' }),
  inst('ch41', 'Tepin', res4(0, 1, 1), { t: 'jade' }),
  inst('ch42', 'Tlacolotl', res4(0, 1), siteAction(BALLCOURT)),
  inst('ch43', 'Tohil', res4(0, 1), siteAction(ALTARS)),
  inst('ch44', 'Uyitzin', res4(0, 1), siteAction(BALLCOURT)),
  inst('ch45', 'Xamaniqinqu', res4(0, 1, 0, 1), { t: 'storage' }),
  inst('ch46', 'Xecotcovach', res4(0, 1, 0, 1), { t: 'climb', n: 3 }),
  inst('ch47', 'Xibalba', res4(1, 1), { t: 'gain', r: res4(0, 5) }),
  inst('ch48', 'Xochitl', res4(0, 1), { t: 'gain', r: res4(0, 3) }),
  inst('ch49', 'Xoco', res4(0, 2), { t: 'gainAny', n: 4 }),
  inst('ch50', 'Xumucane', res4(0, 1), siteAction(RIVER)), // Site [rc] reconstructed
  end('ch51', 'Chamahez', 0), // type [rc] reconstructed
  end('ch52', 'Ixtli', 1), // type [rc] reconstructed
  end('ch53', 'Yatzil', 2), // type [rc] reconstructed
  end('ch54', 'Zeltzin', 3), // type [rc] reconstructed
];

export interface CityTile {
  readonly id: string;
  readonly name: string; // cosmetic; to be filled from the physical tiles
  readonly cost: Res4; // [rc] reconstructed
  readonly fx: Fx; // pairing with the cost [rc] reconstructed
}
const city = (n: number, cost: Res4, fx: Fx): CityTile => ({ id: `city${String(n).padStart(2, '0')}`, name: '', cost, fx });
const cityBonus = (site: Site | -1): Fx => ({ t: 'bonus', site, disc: 1 });

/** The 20 City tiles (6 are drawn per game). [rc] reconstructed costs and pairing */
export const CITY_TILES: readonly CityTile[] = [
  city(1, res4(0, 0, 1), { t: 'climb', n: 3 }),
  city(2, res4(1, 0, 0, 1), { t: 'climb', n: 3 }),
  city(3, res4(0, 1), { t: 'glyph' }),
  city(4, res4(0, 0, 0, 1), { t: 'glyph' }),
  city(5, res4(0, 1), { t: 'vp', n: 5 }),
  city(6, res4(1), { t: 'vp', n: 5 }),
  city(7, res4(0, 0, 1, 1), { t: 'vp', n: 8 }),
  city(8, res4(0, 1, 1), { t: 'vp', n: 8 }),
  city(9, res4(1, 1), cityBonus(RIVER)),
  city(10, res4(1, 0, 1), { t: 'river2' }),
  city(11, res4(0, 0, 1), { t: 'river2' }),
  city(12, res4(1), { t: 'char' }),
  city(13, res4(0, 0, 1, 1), { t: 'jade' }),
  city(14, res4(0, 0, 0, 1), { t: 'jade' }),
  city(15, res4(0, 1, 0, 1), cityBonus(-1)),
  city(16, res4(0, 1, 1), cityBonus(-1)),
  city(17, res4(0, 0, 0, 1), cityBonus(GLYPHSTAIR)),
  city(18, res4(0, 1), cityBonus(BALLCOURT)),
  city(19, res4(0, 0, 1), cityBonus(ALTARS)), // discount [rc] reconstructed (text truncated)
  city(20, res4(1, 0, 0, 1), { t: 'char' }),
];

/** Embassy tokens per level: [effect, count]; 10 per level. [rc] reconstructed */
export const EMBASSY_TOKENS: readonly (readonly (readonly [Fx, number])[])[] = [
  [[{ t: 'gainAny', n: 1 }, 3], [{ t: 'vp', n: 2 }, 3], [{ t: 'climb', n: 1 }, 2], [{ t: 'glyph' }, 2]],
  [[{ t: 'gainAny', n: 2 }, 3], [{ t: 'vp', n: 4 }, 3], [{ t: 'climb', n: 2 }, 2], [{ t: 'char' }, 2]],
  [[{ t: 'gainAny', n: 3 }, 3], [{ t: 'vp', n: 6 }, 3], [{ t: 'climb', n: 3 }, 2], [{ t: 'jade' }, 2]],
];

// ============================================================================================
// [rc] RECONSTRUCTED ALTAR CARDS AND EVENT-CARD DETAILS (spec 2.10, 2.13). Altar cards are
// [rc] reconstructed entirely. Event effects are the rulebook's [text]; the face order f1-f6,
// the resource types read through the icon key, the lost faces and the length/difficulty grid
// are [rc] reconstructed.
// ============================================================================================

export interface AltarCard {
  readonly id: string;
  readonly cost: Res4;
  readonly cols: readonly [Fx, Fx, Fx]; // column c also climbs c + 1 steps
}
const bonus = (site: Site | -1, disc = 0): Fx => ({ t: 'bonus', site, disc });
const glyph: Fx = { t: 'glyph' }, char: Fx = { t: 'char' }, jade: Fx = { t: 'jade' };
const river2: Fx = { t: 'river2' }, storage: Fx = { t: 'storage' };
const freeEmbassy: Fx = { t: 'freeEmbassy' }, relocate: Fx = { t: 'relocate' };
const altar = (n: number, cost: Res4, a: Fx, b: Fx, c: Fx = NONE): AltarCard => ({
  id: `alt${String(n).padStart(2, '0')}`,
  cost,
  cols: [a, b, c],
});

/** [rc] reconstructed: all 16 Altar cards. */
export const ALTAR_CARDS: readonly AltarCard[] = [
  altar(1, res4(1, 0, 1), bonus(BALLCOURT), glyph),
  altar(2, res4(0, 1, 1), bonus(GLYPHSTAIR), river2),
  altar(3, res4(0, 0, 1, 1), bonus(ALTARS), char),
  altar(4, res4(0, 0, 2), bonus(-1), storage),
  altar(5, res4(1, 0, 1), freeEmbassy, relocate),
  altar(6, res4(0, 1, 1), bonus(EMBASSIES, 2), glyph),
  altar(7, res4(0, 0, 1, 1), jade, bonus(BALLCOURT, 1)),
  altar(8, res4(0, 0, 2), bonus(GLYPHSTAIR, 2), river2),
  altar(9, res4(1, 0, 2), bonus(-1), jade, glyph),
  altar(10, res4(0, 1, 2), freeEmbassy, bonus(ALTARS, 1), river2),
  altar(11, res4(0, 0, 2, 1), char, storage, relocate),
  altar(12, res4(0, 0, 3), bonus(BALLCOURT, 2), bonus(GLYPHSTAIR, 1), glyph),
  altar(13, res4(1, 1, 1), jade, bonus(EMBASSIES, 1)),
  altar(14, res4(0, 1, 1, 1), bonus(-1), freeEmbassy),
  altar(15, res4(1, 0, 1, 1), storage, char),
  altar(16, res4(1, 0, 2, 1), freeEmbassy, jade, bonus(-1)),
];

export const EVENT_IDS = ['ev11', 'ev12', 'ev13', 'ev21', 'ev22', 'ev23', 'ev31', 'ev32', 'ev33'] as const;
export type EventId = (typeof EVENT_IDS)[number];
export const DEFAULT_EVENT: EventId = 'ev11'; // first-game card [rc] reconstructed

const fwd = (r: Res): Fx => ({ t: 'cube', r, d: 1 });
const back = (r: Res): Fx => ({ t: 'cube', r, d: -1 });
const gain = (food = 0, fame = 0, zeal = 0, power = 0): Fx => ({ t: 'gain', r: res4(food, fame, zeal, power) });
const lose = (food = 0, fame = 0, zeal = 0, power = 0): Fx => ({ t: 'lose', r: res4(food, fame, zeal, power) });
const any = (n: number): Fx => ({ t: 'gainAny', n });
const climb1: Fx = { t: 'climb', n: 1 }, discard: Fx = { t: 'discardChar' };

/** Effects of each Event card for faces f1..f6. Faces marked "lost" are [rc] reconstructed. */
export const EVENT_CARDS: Readonly<Record<EventId, readonly [Fx, Fx, Fx, Fx, Fx, Fx]>> = {
  ev11: [any(2), fwd(0), jade, { t: 'gainPerDiscard', r: 1 }, fwd(2), climb1 /* f6 lost */],
  ev12: [lose(2), gain(0, 0, 0, 2), fwd(1), discard, back(0), climb1],
  ev13: [lose(2), any(3), { t: 'removeJade' }, { t: 'loseAnyPerCity' }, fwd(2), discard /* f6 lost */],
  ev21: [fwd(3), jade, fwd(0), any(3), fwd(2), climb1],
  ev22: [gain(2), fwd(2), { t: 'losePerFaceUp', r: 1 }, gain(0, 0, 2), back(1), back(3)],
  ev23: [back(0), back(3), gain(0, 2), { t: 'loseAnyPerExt' }, discard, fwd(1)],
  ev31: [fwd(1), gain(0, 0, 2, 2), fwd(2), fwd(3), gain(2, 2), back(0)],
  ev32: [{ t: 'descend', n: 1 }, fwd(2), fwd(3), fwd(1), fwd(0), any(3)],
  ev33: [fwd(2), fwd(0), fwd(1), { t: 'loseStorage' }, fwd(3), { t: 'loseGlyph' }],
};

// ============================================================================================
// Solo mode (spec 7): the Automa's constants. The starting tile types are [rc] reconstructed
// (the text gives "2 + 1 + 1" of three types whose icons were lost); the rest is [text].
// ============================================================================================

export const AUTOMA_START_TILES: Res4 = res4(2, 1, 1, 0); // [rc] reconstructed
export const AUTOMA_VP_PER_ITEM = { easy: 3, hard: 6 } as const; // [text]
export const AUTOMA_MODES = ['basic', 'advanced'] as const;
export const AUTOMA_LEVELS = ['easy', 'hard'] as const;
