// The Court tile a Pyramid space places: one pick for the own area and the board's foot, settled on
// a type the hand can place, honoured by a tap on a space that holds one placement per tile type.
import { describe, expect, it } from 'vitest';
import type { CopanChoice } from '../../../src/games/copan/index.ts';
import { onTilePicked, pickTile, pickedTile, placeTypes, placementOfPick } from '../../../src/ui/copan/tile-pick.ts';

const place = (tile: string, space: string) => ({ id: `place:${tile}:${space}`, kind: 'place', tile, space }) as CopanChoice;
const onSpace = [place('fame', 'N.00'), place('power', 'N.00')];

describe('the picked Court tile', () => {
  it('settles on the first type in resource order until one is picked, and on a type offered', () => {
    pickTile('zeal', 'own');
    expect(pickedTile(placeTypes(onSpace))).toBe('fame'); // zeal is not in the hand: food, fame, zeal, power order
    pickTile('power', 'foot');
    expect(pickedTile(placeTypes(onSpace))).toBe('power');
    expect(placementOfPick(onSpace)?.id).toBe('place:power:N.00');
    pickTile('fame', 'foot');
    expect(placementOfPick(onSpace)?.id).toBe('place:fame:N.00');
  });

  it('asks the person when the options are not all placements of a tile', () => {
    const blind = { id: 'place_blind:N.00', kind: 'place_blind', space: 'N.00' } as unknown as CopanChoice;
    expect(placementOfPick([blind, onSpace[0]!])).toBeNull();
  });

  it('redraws both parts after a pick, the keyboard staying in the part picked in', () => {
    const calls: string[] = [];
    onTilePicked('own', (focus) => calls.push(`own:${focus ?? '-'}`));
    onTilePicked('foot', (focus) => calls.push(`foot:${focus ?? '-'}`));
    pickTile('power', 'foot');
    expect(calls.sort()).toEqual(['foot:power', 'own:-']);
    onTilePicked('foot', null); // the strip is gone: only the own area redraws
    pickTile('fame', 'own');
    expect(calls.slice(2)).toEqual(['own:fame']);
  });
});
