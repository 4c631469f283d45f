// Court phase (spec 5.1-5.4): place a tile, move its Decline cube, resolve events, collect.
import { CHARACTERS, RESOURCES, TIER_PAYOUT } from './data.ts';
import { ADJACENT, IS_DOUBLE, IS_OMEN, PYRAMID, PYRAMID_SIZE, RES_INDEX, SPACE_INDEX } from './board.ts';
import { checkEndTrigger, tierOf } from './decline.ts';
import { defineHandler, err, malformed, readIndex } from './handlers.ts';
import { gainRes, type Ctx } from './resources.ts';
import { drawBag } from './supply.ts';
import type { CopanChoice, CopanState, Task } from './types.ts';

interface Placement {
  tile: number; // resource, -1 = blind draw from the bag (face down)
  space: number;
}

// Placement is the most frequent and largest choice list: its choices and parsed forms are made
// once and shared (frozen, so no caller can change them).
const PLACEMENTS: readonly (readonly Readonly<Placement>[])[] = [-1, 0, 1, 2, 3].map((tile) => PYRAMID.map((_, space) => Object.freeze({ tile, space })));
const PLACE_CHOICES: readonly (readonly CopanChoice[])[] = PLACEMENTS.map((row) =>
  row.map(({ tile, space }) =>
    Object.freeze(
      tile < 0
        ? { id: `place_blind:${PYRAMID[space]!.id}`, kind: 'place_blind' as const, space: PYRAMID[space]!.id }
        : { id: `place:${RESOURCES[tile]}:${PYRAMID[space]!.id}`, kind: 'place' as const, tile: RESOURCES[tile]!, space: PYRAMID[space]!.id },
    ),
  ),
);

/** D3: no open space, or no tile in hand and none in the bag, skips the Court phase. */
export function courtPossible(s: CopanState): boolean {
  if (!s.pyramid.includes(-1)) return false;
  const p = s.players[s.active]!;
  return p.hand.some((n) => n > 0) || s.bag.some((n) => n > 0);
}

export const placeRules = defineHandler<Extract<Task, { k: 'place' }>, Placement>({
  kinds: ['place', 'place_blind'],
  parse(raw) {
    const space = readIndex(raw, 'space', SPACE_INDEX);
    if (space === undefined) return malformed('space');
    if (raw.kind === 'place_blind') return { tile: -1, space };
    const tile = readIndex(raw, 'tile', RES_INDEX);
    return tile === undefined ? malformed('tile') : { tile, space };
  },
  candidates(s) {
    const hand = s.players[s.active]!.hand;
    const rows: (readonly Readonly<Placement>[])[] = [];
    for (let r = 0; r < 4; r++) if (hand[r]! > 0) rows.push(PLACEMENTS[r + 1]!);
    if (rows.length === 0) rows.push(PLACEMENTS[0]!); // blind
    const out: Readonly<Placement>[] = [];
    for (let space = 0; space < PYRAMID_SIZE; space++) if (s.pyramid[space] === -1) for (const row of rows) out.push(row[space]!);
    return out;
  },
  validate(s, _t, { tile, space }) {
    const cell = s.pyramid[space]!;
    if (cell === -2) return err('space-blocked', 'A setup tile covers that space.', { space: PYRAMID[space]!.id });
    if (cell !== -1) return err('space-taken', 'That Pyramid space is already covered.', { space: PYRAMID[space]!.id });
    const hand = s.players[s.active]!.hand;
    const empty = hand[0] === 0 && hand[1] === 0 && hand[2] === 0 && hand[3] === 0;
    if (tile < 0) {
      if (!empty) return err('hand-not-empty', 'A blind draw is only for a player with no Court tile in hand.');
      if (s.bag.every((n) => n === 0)) return err('bag-empty', 'The bag is empty.');
      return null;
    }
    if (hand[tile]! === 0) return err('tile-not-in-hand', `No ${RESOURCES[tile]} Court tile in hand.`, { tile: RESOURCES[tile]! });
    return null;
  },
  run(s, _t, { tile, space }, ctx) {
    placeTile(s, tile, space, ctx);
  },
  toChoice: ({ tile, space }) => PLACE_CHOICES[tile + 1]![space]!,
});

export function placeTile(s: CopanState, tile: number, space: number, ctx: Ctx): void {
  const seat = s.active;
  const steps: Task[] = [];
  if (tile < 0) {
    // D2: face down, drawn blind; moves no cube and gives nothing, but can still fire an omen.
    const drawn = drawBag(s, ctx);
    s.pyramid[space] = 4 + drawn;
    ctx.events.push({ type: 'placeBlind', seat, space: PYRAMID[space]!.id });
  } else {
    s.players[seat]!.hand[tile]!--;
    s.pyramid[space] = tile;
    ctx.barrier = true; // the tile's type was hidden in hand
    ctx.events.push({ type: 'place', seat, tile: RESOURCES[tile], space: PYRAMID[space]!.id });
    if (IS_DOUBLE[space]) steps.push({ k: 'gain', seat, n: 2 });
    steps.push({ k: 'cube', r: tile });
  }
  if (IS_OMEN[space]) s.eventQueue.push(-1);
  steps.push({ k: 'events' });
  if (tile >= 0) steps.push({ k: 'collect', at: space });
  s.tasks.unshift(...steps);
  checkEndTrigger(s, ctx);
}

/** The placed tile and its face-up orthogonal neighbours pay by their track's tier (D7 bonuses). */
export function collect(s: CopanState, at: number, ctx: Ctx): void {
  const seat = s.active;
  const got = [0, 0, 0, 0];
  const activated = [at, ...ADJACENT[at]!];
  for (const space of activated) {
    const t = s.pyramid[space]!;
    if (t >= 0 && t < 4) got[t] = got[t]! + TIER_PAYOUT[tierOf(s.cubes[t]!)]!;
  }
  const placed = s.pyramid[at]!;
  for (const c of s.players[seat]!.chars) {
    const perm = CHARACTERS[c]!.perm;
    if (perm?.p === 'tileBonus' && perm.r === placed) got[placed] = got[placed]! + 1;
  }
  gainRes(s, seat, got, ctx);
}
