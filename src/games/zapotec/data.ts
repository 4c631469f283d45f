// Zapotec component tables. Values stated by the rulebook come first; everything reconstructed
// because the rulebook's pictures were lost is gathered in the [rc] section below, so it can be
// corrected against a physical copy without touching rules code.

import type { BasicResource, BuildingType, Property, Region, Resource, Terrain } from './data-names.ts';

export * from './data-names.ts';

/** Index of each resource in a player's resource array. */
export const R = { wood: 0, brick: 1, stone: 2, corn: 3, gold: 4, priest: 5 } as const;

export const ROUNDS = 5;
export const HOUSES = 9;
export const RITUAL_DISCS = 3; // 5 discs, one on the score track and one on the sacrifice track
export const SACRIFICE_TOP = 12;
export const MAX_CORN_PER_SACRIFICE = 5;

/** Building costs [text]; Z31-Z33 replace a type's cost by a single resource. */
export const BUILD_COST: Readonly<Record<BuildingType | 'palace', readonly BasicResource[]>> = {
  cornfield: ['wood', 'stone'],
  village: ['brick', 'wood'],
  temple: ['brick', 'stone'],
  palace: ['wood', 'brick', 'stone'],
};
export const ADVANCED_OF: Readonly<Record<BuildingType, Resource>> = { cornfield: 'corn', village: 'gold', temple: 'priest' };
export const PYRAMID_COST = ['priest', 'wood', 'brick', 'stone'] as const;
/** Pieces per player by size: index 0 small, 1 medium, 2 large [text]. */
export const PYRAMID_PIECES = [3, 2, 1] as const;

/** Per player count: action cards dealt to each hand and offer size [text]. Solo uses 6 / 2. */
export const HAND_SIZE = { 1: 6, 2: 6, 3: 5, 4: 4 } as const;
export const FACE_DOWN_DECK = { 1: 6, 2: 4, 3: 4, 4: 4 } as const;

export const RITUAL_MAX_SETS = 18;
export const RITUAL_MAX_OTHER = 12;
/** Cocijobot scores per ritual card: alone on it / sharing it with the human [text]. */
export const COCIJOBOT_RITUAL_VP = { alone: 10, shared: 6 } as const;

export type TradeEffect =
  | { kind: 'gain'; gain: readonly [Resource, Resource] } // level 1: at once
  | { kind: 'convert'; pay: BasicResource; gain: Resource; amount: number } // level 2: once per round
  | { kind: 'build'; pay: BasicResource; where: Region | Terrain } // Z25-Z30: once per round
  | { kind: 'cost'; type: BuildingType; pay: BasicResource } // Z31-Z33: permanent
  | { kind: 'advance'; payCorn: number; steps: number } // Z34: once per game
  | { kind: 'scoreWithHand' } // Z35: permanent
  | { kind: 'freeRitual' }; // Z36: once per game

export interface TradeTile {
  id: number; // 1..36 = Z01..Z36
  level: 1 | 2 | 3;
  effect: TradeEffect;
}

const gain = (a: Resource, b: Resource): TradeEffect => ({ kind: 'gain', gain: [a, b] });
const convert = (pay: BasicResource, g: Resource, amount: number): TradeEffect => ({ kind: 'convert', pay, gain: g, amount });

/** All 36 trade tiles [text: appendix]. */
export const TRADE_TILES: readonly TradeTile[] = [
  gain('wood', 'corn'), gain('wood', 'corn'), gain('brick', 'corn'), gain('brick', 'corn'),
  gain('stone', 'corn'), gain('stone', 'corn'), gain('wood', 'brick'), gain('wood', 'brick'),
  gain('brick', 'stone'), gain('brick', 'stone'), gain('stone', 'wood'), gain('stone', 'wood'),
  convert('brick', 'stone', 2), convert('stone', 'wood', 2), convert('wood', 'brick', 2), convert('brick', 'wood', 2),
  convert('stone', 'brick', 2), convert('wood', 'stone', 2), convert('brick', 'priest', 1), convert('stone', 'priest', 1),
  convert('wood', 'priest', 1), convert('brick', 'corn', 2), convert('stone', 'corn', 2), convert('wood', 'corn', 2),
  { kind: 'build', pay: 'brick', where: 'plains' }, { kind: 'build', pay: 'stone', where: 'hills' },
  { kind: 'build', pay: 'wood', where: 'forest' }, { kind: 'build', pay: 'brick', where: 'mitla' },
  { kind: 'build', pay: 'stone', where: 'ocotlan' }, { kind: 'build', pay: 'wood', where: 'etla' },
  { kind: 'cost', type: 'cornfield', pay: 'stone' }, { kind: 'cost', type: 'temple', pay: 'brick' },
  { kind: 'cost', type: 'village', pay: 'wood' },
  { kind: 'advance', payCorn: 2, steps: 4 }, { kind: 'scoreWithHand' }, { kind: 'freeRitual' },
].map((effect, i) => ({ id: i + 1, level: (i < 12 ? 1 : i < 24 ? 2 : 3) as 1 | 2 | 3, effect: effect as TradeEffect }));

export const TRADE_BASE_COST = [1, 2, 3] as const;

export type RitualCard =
  | { id: number; kind: 'sets'; same: 'type' | 'region' | 'terrain'; different: 'type' | 'region' | 'terrain' }
  | { id: number; kind: 'pyramidLevels' }
  | { id: number; kind: 'resources' }
  | { id: number; kind: 'sacrificeSteps' }
  | { id: number; kind: 'tradeTiles' };

/** The ten ritual cards [text]. */
export const RITUAL_CARDS: readonly RitualCard[] = [
  { id: 0, kind: 'sets', same: 'type', different: 'region' },
  { id: 1, kind: 'sets', same: 'terrain', different: 'region' },
  { id: 2, kind: 'sets', same: 'type', different: 'terrain' },
  { id: 3, kind: 'sets', same: 'region', different: 'terrain' },
  { id: 4, kind: 'sets', same: 'region', different: 'type' },
  { id: 5, kind: 'sets', same: 'terrain', different: 'type' },
  { id: 6, kind: 'pyramidLevels' },
  { id: 7, kind: 'resources' },
  { id: 8, kind: 'sacrificeSteps' },
  { id: 9, kind: 'tradeTiles' },
];

/** End scoring for the sacrifice track, by rank among players who moved [text]. */
export const SACRIFICE_RANK_VP = [9, 6, 3] as const;
export const COCIJOBOT_SACRIFICE_FLOOR = 3; // [text] scored even if it never moved
export const PYRAMID_COMPLETE_BONUS = 5;
export const TURN_SCORING_VP = 2;
export const DIFFICULTY_VP = 2;

export * from './data-rc.ts';
