// The names the Zapotec tables are written in (building types, regions, terrains, resources),
// apart from the tables so that the stated (data.ts) and reconstructed (data-rc.ts)
// values can both use them without importing each other.

export const BUILDING_TYPES = ['cornfield', 'village', 'temple'] as const;
export const REGIONS = ['etla', 'ocotlan', 'mitla'] as const;
export const TERRAINS = ['plains', 'hills', 'forest'] as const;
export const PROPERTIES = [...BUILDING_TYPES, ...REGIONS, ...TERRAINS] as const;
export const RESOURCES = ['wood', 'brick', 'stone', 'corn', 'gold', 'priest'] as const;
export const BASIC_RESOURCES = ['wood', 'brick', 'stone'] as const;

export type BuildingType = (typeof BUILDING_TYPES)[number];
export type Region = (typeof REGIONS)[number];
export type Terrain = (typeof TERRAINS)[number];
export type Property = (typeof PROPERTIES)[number];
export type Resource = (typeof RESOURCES)[number];
export type BasicResource = (typeof BASIC_RESOURCES)[number];
