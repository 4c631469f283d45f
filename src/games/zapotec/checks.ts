// Invariants every reachable state keeps, and leak checks on views: used by the simulator and tests.
import type { RandomPlayChecks } from '../../engine/random-play.ts';
import { BOARD_SPACES, BUILDING_TILES, HOUSES, PYRAMID_PIECES, RITUAL_DISCS, SACRIFICE_TOP } from './data.ts';
import { HIDDEN, NONE, boardPlayers, type ZapotecState } from './types.ts';
import { view } from './view.ts';

function permutationOf(items: number[], lo: number, hi: number): boolean {
  if (items.length !== hi - lo + 1) return false;
  const sorted = [...items].sort((a, b) => a - b);
  return sorted.every((x, i) => x === lo + i);
}

export function invariants(s: ZapotecState): string[] {
  const out: string[] = [];
  s.players.forEach((p, seat) => {
    if (p.res.some((r) => r < 0)) out.push(`seat ${seat} has a negative resource: ${p.res.join(',')}`);
    const owned = s.spaceOwner.filter((o) => o === seat).length;
    if (p.houses < 0 || p.houses + owned !== HOUSES) out.push(`seat ${seat} houses ${p.houses} + ${owned} on board ≠ ${HOUSES}`);
    const discsOut = s.ritualDiscs.filter((d) => d.includes(seat)).length;
    if (p.discs + discsOut !== RITUAL_DISCS) out.push(`seat ${seat} discs do not add up`);
    for (let size = 1; size <= 3; size++) {
      const onBoard = s.pyramids.reduce((n, pyr) => n + pyr.pieces.filter((x) => x.seat === seat && x.size === size).length, 0);
      if (p.pieces[size - 1]! + onBoard !== PYRAMID_PIECES[size - 1]) out.push(`seat ${seat} pyramid pieces of size ${size} do not add up`);
    }
    if (p.sacrifice < 0 || p.sacrifice > SACRIFICE_TOP) out.push(`seat ${seat} sacrifice step ${p.sacrifice}`);
    if (p.vp !== p.vpTurn + p.vpSteps + p.vpOther) out.push(`seat ${seat} vp breakdown does not add up`);
  });
  const cards = [...s.offer, ...s.bonusStack, ...s.deck, ...s.removedCards, ...s.discard, ...s.players.flatMap((p) => p.hand),
    ...s.chosen.filter((c) => c !== NONE), ...s.played.filter((c) => c !== NONE)];
  if (!permutationOf(cards, 1, 27)) out.push(`action cards are not the 27 cards once each (${cards.length})`);
  const tiles = [s.placing, ...s.spaceTile.filter((t) => t !== NONE), ...s.players.flatMap((p) => [...p.grid, p.palaceTile])].filter((t) => t !== NONE);
  const inPlay = BUILDING_TILES.filter((t) => t.minPlayers <= boardPlayers(s)).map((t) => t.id);
  if (tiles.length !== inPlay.length || new Set(tiles).size !== tiles.length || tiles.some((t) => !inPlay.includes(t)))
    out.push('building tiles are not conserved');
  BOARD_SPACES.forEach((sp) => {
    const open = sp.minPlayers <= boardPlayers(s);
    if (!open && (s.spaceTile[sp.id] !== NONE || s.spaceOwner[sp.id] !== NONE)) out.push(`closed space ${sp.id} is used`);
    if (open && (s.spaceTile[sp.id] === NONE) === (s.spaceOwner[sp.id] === NONE)) out.push(`space ${sp.id} has both or neither tile and house`);
  });
  const trade = [...s.tradeRows.flat().filter((t) => t !== NONE), ...s.tradeStacks.flat(), ...s.tradeRemoved, ...s.players.flatMap((p) => p.trade.map((t) => t.id))];
  if (!permutationOf(trade, 1, 36)) out.push('trade tiles are not the 36 tiles once each');
  s.pyramids.forEach((pyr, i) => {
    for (let k = 1; k < pyr.pieces.length; k++)
      if (pyr.pieces[k]!.size !== pyr.pieces[k - 1]!.size - 1) out.push(`pyramid ${i} pieces are not stacked large to small`);
    if ((pyr.tile === NONE) !== (pyr.pieces.length === 0)) out.push(`pyramid ${i} tile and pieces disagree`);
  });
  if (s.cocijobot) {
    const bot = s.cocijobot;
    if (!permutationOf([...bot.deck, ...bot.revealed, ...bot.discard], 1, 27)) out.push('Cocijobot cards are not conserved');
  }
  return out;
}

export function leaks(s: ZapotecState, seat: number): string[] {
  const v = view(s, seat);
  const out: string[] = [];
  const hidden = (xs: number[]) => xs.every((x) => x === HIDDEN);
  v.players.forEach((p, other) => {
    if (other !== seat && !hidden(p.hand)) out.push(`sees seat ${other}'s hand`);
    if (other !== seat && v.chosen[other] !== NONE && v.chosen[other] !== HIDDEN) out.push(`sees seat ${other}'s chosen card`);
  });
  if (!hidden(v.deck) || !hidden(v.removedCards)) out.push('sees the action deck or removed cards');
  if (!v.tradeStacks.every(hidden) || !hidden(v.tradeRemoved)) out.push('sees trade stack order');
  if (v.rng.some((x) => x !== 0)) out.push('sees the PRNG state');
  if (v.cocijobot && !hidden(v.cocijobot.deck)) out.push("sees Cocijobot's deck");
  if (JSON.stringify(view(s, 'spectator').players.map((p) => p.hand)).match(/[1-9]/)) out.push('spectator sees a hand');
  return out;
}

export const zapotecChecks: RandomPlayChecks<ZapotecState> = { invariants, leaks };
