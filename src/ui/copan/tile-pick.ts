// Which Court tile the Pyramid's spaces place: picked in the own area or, on a phone, in the strip
// at the board's foot. One pick shared by both; each part redraws itself when the other changes it.
import { RESOURCES } from '../../games/copan/data.ts';
import type { CopanChoice } from '../../games/copan/index.ts';

let picked: string | null = null; // kept across renders: the next turn starts from the last pick
type Part = 'own' | 'foot';
/** Each part's redraw; `focus`: the tile whose button gets the keyboard (the part picked in). */
const redraws = new Map<Part, (focus?: string) => void>();

/** The tile types the placements offer. */
export const placeTypes = (choices: readonly CopanChoice[]): Set<string> =>
  new Set(choices.flatMap((c) => (c.kind === 'place' ? [c.tile] : [])));

/** The pick, settled on a type the placements offer (the first in resource order when it is not). */
export function pickedTile(types: ReadonlySet<string>): string | null {
  if (types.size && (!picked || !types.has(picked))) picked = RESOURCES.find((r) => types.has(r)) ?? null;
  return picked;
}

export function pickTile(tile: string, from: Part): void {
  picked = tile;
  for (const [part, redraw] of redraws) redraw(part === from ? tile : undefined);
}

/** The part's redraw after a pick (the latest drawing of each part replaces the one before; null: the
 * part shows no picker now). */
export function onTilePicked(part: Part, redraw: ((focus?: string) => void) | null): void {
  if (redraw) redraws.set(part, redraw);
  else redraws.delete(part);
}

/** Of the placements one Pyramid space holds (one per tile type), the one of the picked tile. */
export function placementOfPick(options: readonly CopanChoice[]): CopanChoice | null {
  if (!options.every((c) => c.kind === 'place')) return null;
  const tile = pickedTile(placeTypes(options));
  return options.find((c) => c.kind === 'place' && c.tile === tile) ?? null;
}
