// Every reason an action can be refused has its own code; each is produced here at least once.
import { describe, expect, it } from 'vitest';
import { copanGame, type CopanState, type Task } from '../../../src/games/copan/index.ts';
import { COPAN_REFUSALS } from '../../../src/games/copan/refusals.ts';
import { atSite, giveChar, giveGlyphs, giveTiles, putTile, quiet, refusal, setTotem } from './helpers.ts';

type Case = [code: string, build: () => [CopanState, number, unknown]];

const at = (tasks: Task[], prep: (s: CopanState) => void = () => {}): CopanState => {
  const s = quiet();
  s.tasks = [...tasks, { k: 'bonus' }, { k: 'endTurn' }];
  prep(s);
  return s;
};
const rich = (s: CopanState): void => void (s.players[0]!.res = [3, 3, 3, 3]);
const PAY0 = [0, 0, 0, 0];

const CASES: Case[] = [
  ['game-over', () => { const s = quiet(); s.over = true; return [s, 0, { kind: 'stay' }]; }],
  ['bad-seat', () => [quiet(), 7, { kind: 'place_blind', space: 'north.a3' }]],
  ['malformed-choice', () => [quiet(), 0, { kind: 'place', tile: 'gold', space: 'north.a3' }]],
  ['not-your-decision', () => [quiet(), 1, { kind: 'place_blind', space: 'north.a3' }]],
  ['no-free-action-now', () => [at([{ k: 'climb', seat: 0, n: 1 }], (s) => giveChar(s, 0, 47)), 0, { kind: 'use_character', card: 'ch48' }]],
  ['wrong-decision', () => [quiet(), 0, { kind: 'stay' }]],
  ['space-blocked', () => [quiet(2), 0, { kind: 'place_blind', space: 'north.a0' }]],
  ['space-taken', () => { const s = quiet(); putTile(s, 'north.a3', 0); return [s, 0, { kind: 'place_blind', space: 'north.a3' }]; }],
  ['hand-not-empty', () => { const s = quiet(); giveTiles(s, 0, 1); return [s, 0, { kind: 'place_blind', space: 'north.a3' }]; }],
  ['bag-empty', () => { const s = quiet(); s.bag = [0, 0, 0, 0]; return [s, 0, { kind: 'place_blind', space: 'north.a3' }]; }],
  ['tile-not-in-hand', () => { const s = quiet(); giveTiles(s, 0, 1); return [s, 0, { kind: 'place', tile: 'power', space: 'north.a3' }]; }],
  ['not-on-a-site', () => [atSite(quiet()), 0, { kind: 'stay' }]],
  ['must-move', () => { const s = atSite(quiet()); setTotem(s, 0, 1, 2); return [s, 0, { kind: 'stay' }]; }],
  ['cannot-afford-action', () => { const s = atSite(quiet()); setTotem(s, 0, 4, 0, 1); return [s, 0, { kind: 'stay' }]; }],
  ['same-site', () => { const s = atSite(quiet()); setTotem(s, 0, 1, 0); return [s, 0, { kind: 'move', site: 'river', side: 'side_vp' }]; }],
  ['options-exist', () => [atSite(quiet()), 0, { kind: 'fallback', site: 'altars' }]],
  ['cannot-afford-site', () => [atSite(quiet()), 0, { kind: 'move', site: 'altars', side: 'side_vp' }]],
  ['river-empty', () => [at([{ k: 'riverBuy', seat: 0, disc: 0 }], (s) => { rich(s); s.river = [-1, -1, -1, -1]; }), 0, { kind: 'river_buy', option: 'tiles', pay: [1, 0, 0, 0] }]],
  ['pile-empty', () => [at([{ k: 'riverBuy', seat: 0, disc: 0 }], (s) => { rich(s); s.storagePile = 0; }), 0, { kind: 'river_buy', option: 'storage', pay: [1, 0, 0, 0] }]],
  ['cannot-afford', () => [at([{ k: 'glyphLine', seat: 0, disc: 0 }]), 0, { kind: 'glyph_line', line: 'line1', pay: [0, 0, 0, 1] }]],
  ['bad-payment', () => [at([{ k: 'glyphLine', seat: 0, disc: 0 }], rich), 0, { kind: 'glyph_line', line: 'line1', pay: [1, 0, 0, 0] }]],
  ['city-closed', () => [at([{ k: 'embassy', seat: 0, disc: 0 }], (s) => { rich(s); s.cities[0] = -1; }), 0, { kind: 'embassy', city: 'city1', pay: [2, 0, 0, 0] }]],
  ['no-tokens', () => [at([{ k: 'freeEmbassy', seat: 0 }], (s) => { s.players[0]!.supply = 0; s.players[0]!.reserve = 25; }), 0, { kind: 'free_embassy', city: 'city1' }]],
  ['slot-closed', () => [at([{ k: 'recruit', seat: 0, disc: 0 }], (s) => { rich(s); s.charDiscard.push(s.charDisplay[0]!); s.charDisplay[0] = -2; }), 0, { kind: 'recruit', slot: 'f1', pay: [0, 1, 0, 0] }]],
  ['slot-empty', () => [at([{ k: 'pickGlyph', seat: 0 }], (s) => { s.glyphDiscard[s.glyphDisplay[2]!]!++; s.glyphDisplay[2] = -1; }), 0, { kind: 'pick_glyph', slot: 'f3' }]],
  ['space-closed', () => [at([{ k: 'altar', seat: 0, disc: 0 }], (s) => { rich(s); s.altarSpaces[0] = -2; }), 0, { kind: 'altar', space: 'alt1.c1', pay: PAY0 }]],
  ['space-occupied', () => [at([{ k: 'altar', seat: 0, disc: 0 }], (s) => { rich(s); s.altarSpaces[0] = 1; }), 0, { kind: 'altar', space: 'alt1.c1', pay: PAY0 }]],
  ['no-altar-card', () => [at([{ k: 'altar', seat: 0, disc: 0 }], (s) => { rich(s); s.altarDiscard.push(s.altarDisplay[0]!); s.altarDisplay[0] = -1; }), 0, { kind: 'altar', space: 'alt1.c1', pay: PAY0 }]],
  ['line-empty', () => [at([{ k: 'glyphLine', seat: 0, disc: 0 }], (s) => { rich(s); s.glyphTop.push(s.glyphDisplay[0]!); s.glyphDisplay[0] = -2; }), 0, { kind: 'glyph_line', line: 'line1', pay: [0, 0, 0, 1] }]],
  ['wrong-total', () => [at([{ k: 'gain', seat: 0, n: 2 }]), 0, { kind: 'gain', amounts: [1, 0, 0, 0] }]],
  ['not-enough', () => [at([{ k: 'lose', seat: 0, n: 2 }], (s) => void (s.players[0]!.res = [1, 2, 0, 0])), 0, { kind: 'lose', amounts: [2, 0, 0, 0] }]],
  ['priest-at-bottom', () => [at([{ k: 'descend', seat: 0, n: 1 }], (s) => void (s.players[0]!.priests = [0, 3, 0, 0])), 0, { kind: 'descend', stair: 'stair.food' }]],
  ['jade-placed', () => [at([{ k: 'jade', seat: 0 }], (s) => void (s.players[0]!.jade = 1)), 0, { kind: 'jade', tile: 1 }]],
  ['jade-not-edge', () => [at([{ k: 'jade', seat: 0 }]), 0, { kind: 'jade', tile: 6 }]],
  ['jade-not-adjacent', () => [at([{ k: 'jade', seat: 0 }], (s) => void (s.players[0]!.jade = 1)), 0, { kind: 'jade', tile: 3 }]],
  ['jade-absent', () => [at([{ k: 'removeJade', seat: 0 }], (s) => void (s.players[0]!.jade = 1)), 0, { kind: 'remove_jade', tile: 2 }]],
  ['no-such-glyph', () => [at([{ k: 'loseGlyph', seat: 0 }], (s) => giveGlyphs(s, 0, 0, 1)), 0, { kind: 'lose_glyph', colour: 'blue' }]],
  ['no-room', () => [at([{ k: 'newChar', seat: 0, card: 47 }], (s) => [0, 1, 2].forEach((c) => giveChar(s, 0, c))), 0, { kind: 'new_character', action: 'keep' }]],
  ['not-instant', () => [at([{ k: 'newChar', seat: 0, card: 0 }]), 0, { kind: 'new_character', action: 'use' }]],
  ['not-owned', () => [at([{ k: 'discardChar', seat: 0 }], (s) => giveChar(s, 0, 3)), 0, { kind: 'discard_owned', card: 'ch01' }]],
  ['room-left', () => [at([{ k: 'newChar', seat: 0, card: 47 }], (s) => giveChar(s, 0, 3)), 0, { kind: 'replace_character', card: 'ch04' }]],
  ['exchange-used', () => { const s = atSite(quiet()); s.exchanged = true; return [s, 0, { kind: 'exchange', colours: [1, 1, 0, 0, 0, 0] }]; }],
  ['glyphs-missing', () => [atSite(quiet()), 0, { kind: 'exchange', colours: [1, 1, 0, 0, 0, 0] }]],
  ['not-a-set', () => { const s = atSite(quiet()); giveGlyphs(s, 0, 0, 2); return [s, 0, { kind: 'exchange', colours: [2, 0, 0, 0, 0, 0] }]; }],
  ['bonus-pending', () => [at([], (s) => s.bonusQueue.push({ site: 1, disc: 0 })), 0, { kind: 'end_turn' }]],
  ['no-bonus', () => [at([]), 0, { kind: 'bonus_skip' }]],
  ['wrong-site', () => [at([], (s) => s.bonusQueue.push({ site: 1, disc: 0 })), 0, { kind: 'bonus', site: 'altars' }]],
];

describe('illegal actions', () => {
  it.each(CASES)('refuses with "%s"', (code, build) => {
    const [s, seat, choice] = build();
    expect(refusal(s, seat, choice)).toBe(code);
  });

  // Options are refused by checkOptions, not apply: each option code is produced here once.
  const OPTION_CASES: [string, unknown][] = [
    ['bad-options', null],
    ['bad-player-count', { players: 5 }],
    ['bad-event-card', { players: 3, event: 'nope' }],
    ['bad-automa-mode', { players: 2, solo: { mode: 'expert', levels: ['easy', 'easy', 'easy', 'easy'] } }],
    ['bad-automa-levels', { players: 2, solo: { mode: 'basic', levels: ['easy'] } }],
  ];
  it.each(OPTION_CASES)('refuses options with "%s"', (code, options) => {
    const res = copanGame.checkOptions(options);
    expect(res.ok ? 'accepted' : res.error.code).toBe(code);
  });

  it('covers every refusal code of the rules\' own list (internal-error aside)', () => {
    const covered = new Set([...CASES.map(([c]) => c), ...OPTION_CASES.map(([c]) => c)]);
    expect(COPAN_REFUSALS.filter((c) => c !== 'internal-error' && !covered.has(c))).toEqual([]);
    expect([...covered].filter((c) => !(COPAN_REFUSALS as readonly string[]).includes(c))).toEqual([]);
  });

  it('refuses garbage of every shape without throwing', () => {
    const s = quiet();
    for (const raw of [null, undefined, 3, 'place', [], {}, { kind: 3 }, { kind: 'place' }, { kind: 'place', tile: 'food', space: 7 }, { kind: '__proto__' }])
      expect(refusal(s, 0, raw)).toMatch(/malformed-choice|wrong-decision/);
  });
});
