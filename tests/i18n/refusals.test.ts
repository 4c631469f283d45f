// Every refusal code each game's rules can give has a text in every language. The codes come from
// each game's own list (src/games/<game>/refusals.ts), which types the rules' refusal helpers, so
// a code the rules use is in the list and a code in the list needs a text here.
import { describe, expect, it } from 'vitest';
import { CATALOGS, LANGS } from '../../src/i18n/index.ts';
import type { GameModule } from '../../src/engine/types.ts';
import { ZAPOTEC_REFUSALS } from '../../src/games/zapotec/refusals.ts';
import { CHOCOLATL_REFUSALS } from '../../src/games/chocolatl/refusals.ts';
import { COPAN_REFUSALS } from '../../src/games/copan/refusals.ts';
import { zapotecGame } from '../../src/games/zapotec/index.ts';
import { chocolatlGame } from '../../src/games/chocolatl/index.ts';
import { copanGame } from '../../src/games/copan/index.ts';

const GAMES: [string, readonly string[], GameModule<any, any>, unknown][] = [
  ['zapotec', ZAPOTEC_REFUSALS, zapotecGame, { players: 3 }],
  ['chocolatl', CHOCOLATL_REFUSALS, chocolatlGame, { players: 3 }],
  ['copan', COPAN_REFUSALS, copanGame, { players: 3 }],
];

describe('refusal texts', () => {
  it.each(GAMES)('%s: every refusal code has en, fr and pt text', (_id, codes) => {
    expect(codes.length).toBeGreaterThan(5);
    expect(new Set(codes).size).toBe(codes.length);
    for (const lang of LANGS) {
      const catalog = CATALOGS[lang] as Record<string, string>;
      const missing = codes.filter((code) => !catalog[`err.${code}`]?.trim());
      expect(missing, `${lang} lacks`).toEqual([]);
    }
  });

  // A net under the type: whatever hostile input gets, the refusal is a listed code.
  it.each(GAMES)('%s: refusals of bad input and bad options use listed codes', (_id, codes, module, options) => {
    const checked = module.checkOptions(options);
    if (!checked.ok) throw new Error(checked.error.reason);
    const state = module.setup(checked.options, 'refusals');
    const bad: unknown[] = [null, 7, 'x', {}, { kind: 'nope' }, { kind: 42 }, [], { kind: 'pick', card: -1 }];
    const seen = new Set<string>();
    for (const seat of [0, 1, 2, -1, 99]) {
      for (const choice of bad) {
        const res = module.apply(state, seat, choice);
        expect(res.ok).toBe(false);
        if (!res.ok) seen.add(res.error.code);
      }
    }
    for (const o of [null, {}, { players: 0 }, { players: 99 }]) {
      const res = module.checkOptions(o);
      if (!res.ok) seen.add(res.error.code);
    }
    expect([...seen].filter((c) => !codes.includes(c))).toEqual([]);
  });
});
