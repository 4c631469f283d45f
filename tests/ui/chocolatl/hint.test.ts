// Chocolatl's "Suggest a move" reasons on real positions of seeded games: the sacrifice's worth
// against the hand it leaves, an offering against the cards shown at its location and what that
// location pays, black dice; the order of the pyramid stones brings the viewer nothing: no reason.
import { beforeAll, describe, expect, it } from 'vitest';
import type { GameModule } from '../../../src/engine/types.ts';
import { chocolatlGame, type ChocolatlView } from '../../../src/games/chocolatl/index.ts';
import { loadEverything, setLang } from '../../../src/i18n/index.ts';
import { chocolatlHint } from '../../../src/ui/chocolatl/hint.ts';
import { isChance } from '../../../src/ui/chocolatl/log.ts';
import { positionWhere, reasonAt } from '../hint-helpers.ts';

const mod = chocolatlGame as unknown as GameModule<unknown, unknown>;
type C = { kind?: string; id: string; cards?: number[]; card?: number; count?: number };
const at = (seed: string, want: (c: C, v: ChocolatlView) => boolean, prefer: string[] = []) => {
  let pos = null;
  for (let k = 0; k < 8 && !pos; k++) pos = positionWhere(mod, { players: 3 }, `${seed}${k || ''}`, want as never, prefer);
  expect(pos, 'a position with such a choice').not.toBeNull();
  return reasonAt(mod, chocolatlHint, isChance, pos!);
};

describe('Chocolatl hint reasons', () => {
  beforeAll(async () => { await loadEverything(); setLang('en'); });

  it('a high sacrifice: its end points and the +3 for the highest', () => {
    expect(at('hint-c1', (c) => c.kind === 'sacrifice' && c.card === 12)).toBe('Worth 12 at the end (+3 if the highest)');
  });

  it('a low sacrifice: the hand it keeps', () => {
    expect(at('hint-c1', (c) => c.kind === 'sacrifice' && c.card === 0)).toBe('Only 0 at the end; keeps your high cards');
  });

  it('a strong offering: its strength and what the location pays', () => {
    expect(at('hint-c2', (c) => c.kind === 'offer' && (c.cards ?? []).reduce((a, b) => a + b, 0) >= 14))
      .toMatch(/^\d+ at [\w ]+, for |^Beats every offering shown at [\w ]+: \d+ to \d+$/);
  });

  it('a cheap offering: the high cards it keeps for elsewhere', () => {
    expect(at('hint-c2', (c) => c.kind === 'offer' && c.cards?.length === 2 && c.cards[0]! + c.cards[1]! <= 3))
      .toMatch(/^Only \d at [\w ]+: keeps your high cards for elsewhere$/);
  });

  it('an offering above every card shown there (face-up cards only)', () => {
    // Green rounds show every first card; the viewer's second card tops the shown pairs' sums.
    const r = at('hint-c3', (c, v) => c.kind === 'offer' && v.phase === 'commitSecond' && c.cards?.length === 1 && c.cards[0]! >= 11, ['offer']);
    expect(r).toMatch(/^\d+ at [\w ]+: above every card shown there \(best \d+\)$/);
  });

  it('the pyramid stones\' order: no reason rather than a vague one', () => {
    expect(at('hint-c4', (c) => c.kind === 'pyramidOrder')).toBeNull();
  });
});
