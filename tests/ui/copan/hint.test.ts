// Copan's "Suggest a move" reasons on real positions of seeded games: the adjacency a Court tile
// pays on the Pyramid, a priest's climb toward the Zenith, an Embassy (the City table or a loop),
// Court tiles from the River; ending the turn changes nothing of the viewer's: no reason.
import { beforeAll, describe, expect, it } from 'vitest';
import type { GameModule } from '../../../src/engine/types.ts';
import { ADJACENT, SPACE_INDEX } from '../../../src/games/copan/board.ts';
import { copanGame } from '../../../src/games/copan/index.ts';
import { loadEverything, setLang } from '../../../src/i18n/index.ts';
import { copanHint } from '../../../src/ui/copan/hint.ts';
import { isChance } from '../../../src/ui/copan/log.ts';
import { positionWhere, reasonAt } from '../hint-helpers.ts';

const mod = copanGame as unknown as GameModule<unknown, unknown>;
type C = { kind?: string; id: string; option?: string; space?: string };
const at = (seed: string, want: (c: C, v: never) => boolean, prefer: string[] = []) => {
  let pos = null;
  for (let k = 0; k < 8 && !pos; k++) pos = positionWhere(mod, { players: 2, event: 'ev11' }, `${seed}${k || ''}`, want as never, prefer);
  expect(pos, 'a position with such a choice').not.toBeNull();
  return reasonAt(mod, copanHint, isChance, pos!);
};

describe('Copan hint reasons', () => {
  beforeAll(async () => { await loadEverything(); setLang('en'); });

  it('a first Court tile: what it pays and the open spaces around it', () => {
    expect(at('hint-p1', (c) => c.kind === 'place' && c.id.includes('north.a3')))
      .toMatch(/^Collects \d+ \w+; \d+ open spaces beside it for later tiles$/);
  });

  it('a Court tile beside others: what the adjacency collects', () => {
    const besideTile = (c: C, v: { pyramid: number[] }) => {
      const at = c.kind === 'place' ? SPACE_INDEX.get(String(c.space)) : undefined;
      return at !== undefined && ADJACENT[at]!.some((sp) => v.pyramid[sp]! >= 0 && v.pyramid[sp]! < 4);
    };
    expect(at('hint-p1', besideTile as never, ['place']))
      .toMatch(/^Beside \d+ Court tiles?: collects \d+ \w+/);
  });

  it('a climb: the step and how far the Zenith is', () => {
    expect(at('hint-p2', (c) => c.kind === 'climb')).toMatch(/^Priest on the \w+ stairway to step \d, \d from the Zenith$|^Priest reaches the Zenith/);
  });

  it('an Embassy: the City table, or the loop its City sets off', () => {
    expect(at('hint-p3', (c) => c.kind === 'embassy', ['move', 'embassy', 'place']))
      .toMatch(/^Embassies in \d+ Cit(y|ies): -?\d+ at the end \(was -?\d+\)$|^Embassy loop: /);
  });

  it('River tiles: the Court tiles for the hand', () => {
    expect(at('hint-p4', (c) => c.kind === 'river_buy' && c.option === 'tiles')).toMatch(/^Court tiles for your hand: \d+ \w+/);
  });

  it('ending the turn: no reason rather than a vague one', () => {
    expect(at('hint-p5', (c) => c.kind === 'end_turn')).toBeNull();
  });
});
