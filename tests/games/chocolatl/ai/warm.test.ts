import { describe, expect, it } from 'vitest';
import { chocolatlGame } from '../../../../src/games/chocolatl/index.ts';
import { warmOnce } from '../../../../src/games/chocolatl/ai/warm.ts';
import type { ChocolatlView } from '../../../../src/games/chocolatl/types.ts';

describe('Chocolatl hard warm-up', () => {
  it('searches a round-1 offering of the seat once per process, from a sacrifice view only', () => {
    const s = chocolatlGame.setup({ players: 4 }, 'warm-test');
    const seen: ChocolatlView[] = [];
    const later = chocolatlGame.view(s, 2);
    warmOnce({ ...later, phase: 'commitAll' }, 2, (v) => seen.push(v));
    expect(seen).toHaveLength(0);
    warmOnce(chocolatlGame.view(s, 2), 2, (v) => seen.push(v));
    warmOnce(chocolatlGame.view(s, 1), 1, (v) => seen.push(v));
    expect(seen).toHaveLength(1);
    expect(seen[0]!.phase.startsWith('commit')).toBe(true);
    expect(seen[0]!.viewer).toBe(2);
    expect(seen[0]!.hands[2]).toHaveLength(12);
  });
});
