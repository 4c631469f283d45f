// Decisions that effects ask of a player (spec 5.3, 5.7): resources of choice, stairways, jade
// tiles, display picks, lost cards, a free Embassy.
import { CITY_SPACES, FATE_FACES, GLYPH_COLOURS, JADE_EFFECTS, RESOURCES, STAIRS } from './data.ts';
import { CITY_INDEX, CITY_NAMES, COLOUR_INDEX, SLOT_INDEX, STAIR_INDEX, jadeLegalBits } from './board.ts';
import { defineHandler, err, malformed, readIndex, readVector } from './handlers.ts';
import { gainRes, loseRes, vecId, vectorsOfSum } from './resources.ts';
import { climb, descend } from './stairs.ts';
import { refillCharacterSlot, refillGlyphSlot } from './supply.ts';
import type { CopanState, Task } from './types.ts';

type T<K extends Task['k']> = Extract<Task, { k: K }>;
const sum = (v: readonly number[]): number => v.reduce((a, b) => a + b, 0);

export const gainRules = defineHandler<T<'gain'>, number[]>({
  kinds: ['gain'],
  parse: (raw) => readVector(raw, 'amounts', 4) ?? malformed('amounts'),
  candidates: (_s, t) => vectorsOfSum(t.n) as number[][],
  validate: (_s, t, v) => (sum(v) === t.n ? null : err('wrong-total', `Choose exactly ${t.n} resources.`, { n: t.n })),
  run: (s, t, v, ctx) => gainRes(s, t.seat, v, ctx),
  toChoice: (v) => ({ id: `gain:${vecId(v)}`, kind: 'gain', amounts: v.slice() }),
});

export const loseRules = defineHandler<T<'lose'>, number[]>({
  kinds: ['lose'],
  parse: (raw) => readVector(raw, 'amounts', 4) ?? malformed('amounts'),
  candidates: (_s, t) => vectorsOfSum(t.n) as number[][],
  validate(s, t, v) {
    if (sum(v) !== t.n) return err('wrong-total', `Choose exactly ${t.n} resources to lose.`, { n: t.n });
    const res = s.players[t.seat]!.res;
    for (let i = 0; i < 4; i++) if (v[i]! > res[i]!) return err('not-enough', `Not that much ${RESOURCES[i]} to lose.`, { res: RESOURCES[i]! });
    return null;
  },
  run: (s, t, v, ctx) => loseRes(s, t.seat, v, ctx),
  toChoice: (v) => ({ id: `lose:${vecId(v)}`, kind: 'lose', amounts: v.slice() }),
});

const readStair = (raw: Record<string, unknown>): number | ReturnType<typeof malformed> => readIndex(raw, 'stair', STAIR_INDEX) ?? malformed('stair');

export const climbRules = defineHandler<T<'climb'>, number>({
  kinds: ['climb'],
  parse: readStair,
  candidates: () => [0, 1, 2, 3],
  validate: () => null,
  run: (s, t, stair, ctx) => climb(s, t.seat, stair, t.n, ctx),
  toChoice: (stair) => ({ id: `climb:${STAIRS[stair]}`, kind: 'climb', stair: STAIRS[stair]! }),
});

export const descendRules = defineHandler<T<'descend'>, number>({
  kinds: ['descend'],
  parse: readStair,
  candidates: () => [0, 1, 2, 3],
  validate: (s, t, stair) => (s.players[t.seat]!.priests[stair]! > 0 ? null : err('priest-at-bottom', 'That priest is already at the foot of the stairway.')),
  run: (s, t, stair, ctx) => descend(s, t.seat, stair, t.n, ctx),
  toChoice: (stair) => ({ id: `descend:${STAIRS[stair]}`, kind: 'descend', stair: STAIRS[stair]! }),
});

function readTile(raw: Record<string, unknown>): number | ReturnType<typeof malformed> {
  const v = raw.tile;
  return typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 16 ? v : malformed('tile');
}
const TILES = Array.from({ length: 16 }, (_, i) => i + 1);

export const jadeRules = defineHandler<T<'jade'>, number>({
  kinds: ['jade'],
  parse: readTile,
  candidates: () => TILES,
  validate(s, t, n) {
    const mask = s.players[t.seat]!.jade;
    const bit = 1 << (n - 1);
    if (mask & bit) return err('jade-placed', 'That jade tile is already on the mask.', { tile: n });
    if (!(jadeLegalBits(mask) & bit))
      return mask === 0 ? err('jade-not-edge', 'The first jade tile goes on the outer edge.', { tile: n }) : err('jade-not-adjacent', 'A jade tile must touch the mask.', { tile: n });
    return null;
  },
  run(s, t, n, ctx) {
    s.players[t.seat]!.jade |= 1 << (n - 1);
    ctx.events.push({ type: 'jade', seat: t.seat, tile: n });
    s.tasks.unshift({ k: 'fx', seat: t.seat, fx: JADE_EFFECTS[n - 1]! });
  },
  toChoice: (n) => ({ id: `jade:${n}`, kind: 'jade', tile: n }),
});

export const removeJadeRules = defineHandler<T<'removeJade'>, number>({
  kinds: ['remove_jade'],
  parse: readTile,
  candidates: () => TILES,
  validate: (s, t, n) => (s.players[t.seat]!.jade & (1 << (n - 1)) ? null : err('jade-absent', 'That jade tile is not on the mask.', { tile: n })),
  run(s, t, n, ctx) {
    s.players[t.seat]!.jade &= ~(1 << (n - 1));
    ctx.events.push({ type: 'jadeRemoved', seat: t.seat, tile: n });
  },
  toChoice: (n) => ({ id: `remove_jade:${n}`, kind: 'remove_jade', tile: n }),
});

const SLOTS = [0, 1, 2, 3, 4, 5];
const readSlot = (raw: Record<string, unknown>): number | ReturnType<typeof malformed> => readIndex(raw, 'slot', SLOT_INDEX) ?? malformed('slot');
const slotError = (v: number, what: string) =>
  v === -2 ? err('slot-closed', `That ${what} space is closed.`) : v < 0 ? err('slot-empty', `That ${what} space is empty.`) : null;

export const pickGlyphRules = defineHandler<T<'pickGlyph'>, number>({
  kinds: ['pick_glyph'],
  parse: readSlot,
  candidates: () => SLOTS,
  validate: (s, _t, i) => slotError(s.glyphDisplay[i]!, 'Glyph'),
  run(s, t, i, ctx) {
    const colour = s.glyphDisplay[i]!;
    s.players[t.seat]!.glyphs[colour]!++;
    s.glyphDisplay[i] = -1;
    ctx.events.push({ type: 'pickGlyph', seat: t.seat, slot: FATE_FACES[i], colour: GLYPH_COLOURS[colour] });
    refillGlyphSlot(s, i, ctx);
  },
  toChoice: (i) => ({ id: `pick_glyph:${FATE_FACES[i]}`, kind: 'pick_glyph', slot: FATE_FACES[i]! }),
});

export const pickCharRules = defineHandler<T<'pickChar'>, number>({
  kinds: ['pick_character'],
  parse: readSlot,
  candidates: () => SLOTS,
  validate: (s, _t, i) => slotError(s.charDisplay[i]!, 'Ball Court'),
  run(s, t, i, ctx) {
    const card = s.charDisplay[i]!;
    s.charDisplay[i] = -1;
    ctx.events.push({ type: 'pickCharacter', seat: t.seat, slot: FATE_FACES[i], card });
    refillCharacterSlot(s, i, ctx);
    s.tasks.unshift({ k: 'newChar', seat: t.seat, card });
  },
  toChoice: (i) => ({ id: `pick_character:${FATE_FACES[i]}`, kind: 'pick_character', slot: FATE_FACES[i]! }),
});

export const loseGlyphRules = defineHandler<T<'loseGlyph'>, number>({
  kinds: ['lose_glyph'],
  parse: (raw) => readIndex(raw, 'colour', COLOUR_INDEX) ?? malformed('colour'),
  candidates: () => SLOTS,
  validate: (s, t, c) => (s.players[t.seat]!.glyphs[c]! > 0 ? null : err('no-such-glyph', 'No Glyph card of that colour in hand.', { colour: GLYPH_COLOURS[c]! })),
  run(s, t, c, ctx) {
    s.players[t.seat]!.glyphs[c]!--;
    s.glyphDiscard[c]!++;
    ctx.barrier = true; // the colour was hidden in hand
    ctx.events.push({ type: 'loseGlyph', seat: t.seat, colour: GLYPH_COLOURS[c] });
  },
  toChoice: (c) => ({ id: `lose_glyph:${GLYPH_COLOURS[c]}`, kind: 'lose_glyph', colour: GLYPH_COLOURS[c]! }),
});

/** Any City, closed ones included; no City effect, Embassy tokens as usual. */
export const freeEmbassyRules = defineHandler<T<'freeEmbassy'>, number>({
  kinds: ['free_embassy'],
  parse: (raw) => readIndex(raw, 'city', CITY_INDEX) ?? malformed('city'),
  candidates: () => CITY_SPACES.map((_, i) => i),
  validate: (s, t) => (s.players[t.seat]!.supply > 0 ? null : err('no-tokens', 'All 25 player tokens are already on the board.')),
  run(s, t, c, ctx) {
    const p = s.players[t.seat]!;
    p.emb[c]!++;
    p.supply--;
    ctx.events.push({ type: 'embassy', seat: t.seat, city: CITY_NAMES[c], free: true });
    s.tasks.unshift({ k: 'embTokens', seat: t.seat, city: c });
  },
  toChoice: (c) => ({ id: `free_embassy:${CITY_NAMES[c]}`, kind: 'free_embassy', city: CITY_NAMES[c]! }),
});
