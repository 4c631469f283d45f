// The search lists offerings without validating each one (offerCandidates): the list must be the
// rules' own validated list at every position, for every seat, or searches would try moves apply
// refuses (or miss legal ones).
import { describe, expect, it } from 'vitest';
import { chocolatlGame } from '../../../../src/games/chocolatl/index.ts';
import { searchModule } from '../../../../src/games/chocolatl/ai/search-module.ts';
import { positionsOf } from './helpers.ts';

describe('Chocolatl search module', () => {
  for (const players of [3, 5])
    it(`lists exactly the rules' legal offerings at every position of a ${players}-player game`, () => {
      let compared = 0;
      for (const { state } of positionsOf(players, `search-list-${players}`)) {
        // A viewer no seat is, so no root cut applies: every seat's whole list is compared.
        const module = searchModule(chocolatlGame.view(state, 0), -1);
        for (let seat = 0; seat < players; seat++) {
          const ids = (list: { id: string }[]) => list.map((c) => c.id);
          expect(ids(module.choices(state, seat))).toEqual(ids(chocolatlGame.choices(state, seat)));
          if (state.phase.startsWith('commit')) compared++;
        }
      }
      expect(compared).toBeGreaterThan(100);
    });
});
