// Zapotec's "Suggest a move" reasons on real positions of seeded games: each names the feature the
// move changes for the viewer (its income line and build options, a pyramid level, the sacrifice
// rank, a house in a region, resources for a build), and a move that changes nothing says nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import type { GameModule } from '../../../src/engine/types.ts';
import { zapotecGame } from '../../../src/games/zapotec/index.ts';
import { loadEverything, setLang } from '../../../src/i18n/index.ts';
import { zapotecHint as hintWithKit } from '../../../src/ui/zapotec/hint.ts';
import { zapotecHintKit } from '../../../src/ui/zapotec/hint-kit.ts';
import { positionWhere, reasonAt } from '../hint-helpers.ts';

const mod = zapotecGame as unknown as GameModule<unknown, unknown>;
// As suggest.ts calls it: with the kit the Zapotec presenter hands over.
const zapotecHint = (...a: Parameters<typeof hintWithKit> extends [...infer H, unknown] ? H : never) =>
  hintWithKit(...(a as unknown as [never, never, never, never, number]), zapotecHintKit);
const at = (seed: string, kind: string, prefer: string[] = [], players = 2) => {
  // The first of a few seeded games that reaches such a choice (the policy is a fixed one).
  let pos = null;
  for (let k = 0; k < 8 && !pos; k++) pos = positionWhere(mod, { players }, `${seed}${k || ''}`, (c) => c.kind === kind, prefer);
  expect(pos, `a position with a ${kind} choice`).not.toBeNull();
  return reasonAt(mod, zapotecHint, undefined, pos!);
};

describe('Zapotec hint reasons', () => {
  beforeAll(async () => { await loadEverything(); setLang('en'); });

  it('a card pick: its build options (and its income line once the grid pays)', () => {
    expect(at('hint-z1', 'pick')).toMatch(/^\d+ open \w+ spaces to build on$|^Income up to \d+ from your \w+ line; \d+ \S+ spaces open$/);
  });

  it('a building: the houses it makes in its region, a ritual set or pyramid points', () => {
    expect(at('hint-z1', 'build')).toMatch(/^\d+ houses? of yours in \S+ now$|ritual set|pyramids count/);
  });

  it('income: the resources and the building they pay for', () => {
    expect(at('hint-z2', 'income')).toMatch(/^Brings \d+ \w+/);
  });

  it('a pyramid level: the end points it adds', () => {
    expect(at('hint-z3', 'pyramid', ['pyramid', 'income', 'bonus'])).toMatch(/^(Completes the \S+ pyramid: \+\d+ at the end|Leads the \S+ pyramid, \d+ levels to \d+|A level on the \S+ pyramid: \+\d+ at the end)$/);
  });

  it('a sacrifice: the step and the rank on the track', () => {
    expect(at('hint-z4', 'sacrifice', ['income', 'sacrifice'])).toMatch(/^Sacrifice step \d+: (first|second|third) on the track$|^Climbs the sacrifice track to step \d+$/);
  });

  it('ending a step changes nothing of the viewer\'s: no reason rather than a vague one', () => {
    expect(at('hint-z1', 'endCapital')).toBeNull();
  });

  it('never tells the other seats\' hidden cards: the same reason from any sample of the view', () => {
    const pos = positionWhere(mod, { players: 3 }, 'hint-z5', (c) => c.kind === 'pick')!;
    const a = reasonAt(mod, zapotecHint, undefined, pos);
    expect(a).not.toBeNull();
    for (const seed of ['s1', 's2', 's3']) {
      expect(reasonAt(mod, zapotecHint, undefined, pos, seed)).toBe(a);
    }
  });
});
