// [rc] Every Zapotec value in this file was RECONSTRUCTED (see shared/rules/zapotec.md): the
// rulebook's pictures that held them were lost. Correct them here against a physical copy;
// no rules code hard-codes any of them.
import type { BasicResource, BuildingType, Property, Region, Resource, Terrain } from './data-names.ts';

export interface BoardSpace {
  id: number;
  region: Region;
  terrain: Terrain;
  type: BuildingType;
  minPlayers: 2 | 3 | 4; // in play from this player count up (solo uses the 2-player board)
}

// [rc] Extra spaces per section: type of the `3+` space and of the `4` space.
const EXTRA_SPACES: Readonly<Record<Region, Readonly<Record<Terrain, readonly [BuildingType, BuildingType]>>>> = {
  etla: { plains: ['cornfield', 'village'], hills: ['village', 'temple'], forest: ['temple', 'cornfield'] },
  ocotlan: { plains: ['village', 'temple'], hills: ['temple', 'cornfield'], forest: ['cornfield', 'village'] },
  mitla: { plains: ['temple', 'cornfield'], hills: ['cornfield', 'village'], forest: ['village', 'temple'] },
};

/** The 45 building spaces: per section, the three 2-player spaces, then `3+`, then `4`. */
export const BOARD_SPACES: readonly BoardSpace[] = (() => {
  const spaces: BoardSpace[] = [];
  for (const region of ['etla', 'ocotlan', 'mitla'] as const)
    for (const terrain of ['plains', 'hills', 'forest'] as const) {
      for (const type of ['cornfield', 'village', 'temple'] as const) spaces.push({ id: spaces.length, region, terrain, type, minPlayers: 2 });
      const [three, four] = EXTRA_SPACES[region][terrain];
      spaces.push({ id: spaces.length, region, terrain, type: three, minPlayers: 3 });
      spaces.push({ id: spaces.length, region, terrain, type: four, minPlayers: 4 });
    }
  return spaces;
})();

export interface BuildingTile {
  id: number;
  type: BuildingType;
  basic: BasicResource;
  minPlayers: 2 | 3 | 4;
}

// [rc] Per type: nine 2-player tiles (3 wood, 3 brick, 3 stone), three `3+` and three `4` (one of each).
export const BUILDING_TILES: readonly BuildingTile[] = (['cornfield', 'village', 'temple'] as const).flatMap((type, t) =>
  Array.from({ length: 15 }, (_, i): BuildingTile => ({
    id: t * 15 + i,
    type,
    basic: (['wood', 'brick', 'stone'] as const)[i % 3]!,
    minPlayers: i < 9 ? 2 : i < 12 ? 3 : 4,
  })),
);

// [rc] Player board grid: row headers top to bottom, column headers left to right; cell = row*3 + col.
export const GRID_ROW_HEADERS: readonly BasicResource[] = ['brick', 'wood', 'stone'];
export const GRID_COL_HEADERS: readonly BasicResource[] = ['stone', 'wood', 'brick'];
// [rc] Printed advanced resources, one per row and column, gained once when first covered.
export const GRID_PRINTED: Readonly<Record<number, Resource>> = { 2: 'priest', 3: 'gold', 7: 'corn' };

// [rc] Pyramid spaces per player count (solo has two: "both Pyramids").
export const PYRAMID_SPACES = { 1: 2, 2: 2, 3: 3, 4: 4 } as const;
export const SCORING_TILES_DRAWN = { 1: 3, 2: 3, 3: 4, 4: 5 } as const;

export interface ActionCard {
  num: number; // 1..27, also the turn-order number
  property: Property;
  resource: BasicResource;
}

// [rc] Card numbers: property and income resource of each of the 27 action cards.
const CARD_PROPERTIES: readonly Property[] = ['cornfield', 'etla', 'plains', 'village', 'ocotlan', 'hills', 'temple', 'mitla', 'forest'];
const CARD_RESOURCES: readonly (readonly BasicResource[])[] = [
  ['wood', 'brick', 'stone', 'wood', 'brick', 'stone', 'wood', 'brick', 'stone'],
  ['brick', 'stone', 'wood', 'brick', 'stone', 'wood', 'brick', 'stone', 'wood'],
  ['stone', 'wood', 'brick', 'stone', 'wood', 'brick', 'stone', 'wood', 'brick'],
];
export const ACTION_CARDS: readonly ActionCard[] = Array.from({ length: 27 }, (_, i) => ({
  num: i + 1,
  property: CARD_PROPERTIES[i % 9]!,
  resource: CARD_RESOURCES[Math.floor(i / 9)]![i % 9]!,
}));

// [rc] Sacrifice track step bonuses (steps 3, 6, 8, 9 and 11 are [text]).
export type StepBonus =
  | { kind: 'vp'; vp: number }
  | { kind: 'basic' }
  | { kind: 'tradeDiscount'; level: 2 | 3; gold: number }
  | { kind: 'ritualNoPriest' }
  | { kind: 'freeRitual' };
export const SACRIFICE_STEPS: readonly StepBonus[] = [
  { kind: 'vp', vp: 0 }, // step 0: the start, no bonus
  { kind: 'vp', vp: 1 },
  { kind: 'basic' },
  { kind: 'tradeDiscount', level: 2, gold: 1 },
  { kind: 'vp', vp: 2 },
  { kind: 'basic' },
  { kind: 'tradeDiscount', level: 3, gold: 2 },
  { kind: 'vp', vp: 3 },
  { kind: 'basic' },
  { kind: 'ritualNoPriest' },
  { kind: 'vp', vp: 4 },
  { kind: 'freeRitual' },
  { kind: 'vp', vp: 5 },
];

export interface CocijobotCard {
  id: number; // 1..27
  type: BuildingType;
  region: Region;
  terrain: Terrain;
  num: number; // turn-order number
  back: Property; // the public hint on its back (misleading from 13 up)
}

// [rc] Cocijobot deck numbers and backs; the capital action follows the type.
const COCIJOBOT_NUMS = [1, 7, 14, 3, 9, 16, 5, 11, 19, 7, 13, 2, 9, 15, 4, 11, 18, 6, 13, 1, 8, 15, 3, 10, 17, 5, 12];
const COCIJOBOT_BACKS: readonly Property[] = [
  'cornfield', 'etla', 'plains', 'cornfield', 'ocotlan', 'plains', 'cornfield', 'mitla', 'plains',
  'village', 'ocotlan', 'forest', 'village', 'mitla', 'forest', 'village', 'etla', 'forest',
  'cornfield', 'etla', 'forest', 'cornfield', 'ocotlan', 'forest', 'cornfield', 'mitla', 'forest',
];
export const COCIJOBOT_CARDS: readonly CocijobotCard[] = Array.from({ length: 27 }, (_, i) => ({
  id: i + 1,
  type: (['cornfield', 'village', 'temple'] as const)[Math.floor(i / 9)]!,
  region: (['etla', 'ocotlan', 'mitla'] as const)[Math.floor(i / 3) % 3]!,
  terrain: (['plains', 'hills', 'forest'] as const)[i % 3]!,
  num: COCIJOBOT_NUMS[i]!,
  back: COCIJOBOT_BACKS[i]!,
}));
