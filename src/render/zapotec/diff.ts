// What changed between two views of the same game, as data (pure). Animation is derived from
// this difference, never scripted by the rules: a tile that left a space and appeared in a grid
// cell moved there, a disc that is higher on the track climbed, and so on.
import { NONE, activeSeat, type ZapotecView } from '../../games/zapotec/types.ts';

export type Change =
  | { kind: 'house'; seat: number; space: number; palace: boolean }
  | { kind: 'tile-to-held'; seat: number; space: number } // built: the tile waits for its grid cell
  | { kind: 'tile-to-grid'; seat: number; space: number; cell: number; fromHeld: boolean } // space NONE when unknown
  | { kind: 'tile-to-palace'; seat: number; space: number }
  | { kind: 'scoring-tile'; pyramid: number; tile: number; from: number } // from: display slot, NONE if unknown
  | { kind: 'pyramid-piece'; seat: number; pyramid: number; level: number }
  | { kind: 'ritual-disc'; seat: number; ritual: number; index: number }
  | { kind: 'sacrifice'; seat: number; from: number; to: number }
  | { kind: 'score'; seat: number; from: number; to: number }
  | { kind: 'resource'; seat: number; res: number; delta: number }
  | { kind: 'trade-buy'; seat: number; tile: number; index: number; level: 1 | 2 | 3; slot: number } // slot NONE if unknown
  | { kind: 'trade-refill'; level: 1 | 2 | 3; slot: number; tile: number }
  | { kind: 'trade-flip'; seat: number; tile: number; index: number; up: boolean }
  | { kind: 'card-draw'; seat: number; index: number; from: number } // hand index; from: offer slot or NONE
  | { kind: 'card-reveal'; seat: number; card: number };

/** Whether two views can be compared at all (same game and table). */
export function comparable(a: ZapotecView | null, b: ZapotecView): a is ZapotecView {
  return a !== null && a.seats === b.seats && a.playerCount === b.playerCount && a.pyramids.length === b.pyramids.length;
}

export function diffViews(a: ZapotecView, b: ZapotecView): Change[] {
  const out: Change[] = [];
  const tileSpace = (tile: number): number => a.spaceTile.indexOf(tile);

  for (let space = 0; space < b.spaceOwner.length; space++) {
    const seat = b.spaceOwner[space]!;
    if (seat !== NONE && a.spaceOwner[space] === NONE) out.push({ kind: 'house', seat, space, palace: b.players[seat]?.palaceSpace === space });
  }

  if (b.placing !== NONE && a.placing !== b.placing) out.push({ kind: 'tile-to-held', seat: activeSeat(b), space: tileSpace(b.placing) });

  b.players.forEach((p, seat) => {
    const q = a.players[seat]!;
    p.grid.forEach((tile, cell) => {
      if (tile !== NONE && q.grid[cell] === NONE) out.push({ kind: 'tile-to-grid', seat, space: tileSpace(tile), cell, fromHeld: a.placing === tile });
    });
    if (p.palaceTile !== NONE && q.palaceTile === NONE) out.push({ kind: 'tile-to-palace', seat, space: p.palaceSpace });
    if (p.sacrifice !== q.sacrifice) out.push({ kind: 'sacrifice', seat, from: q.sacrifice, to: p.sacrifice });
    if (p.vp !== q.vp) out.push({ kind: 'score', seat, from: q.vp, to: p.vp });
    p.res.forEach((n, res) => {
      const delta = n - (q.res[res] ?? 0);
      if (delta !== 0) out.push({ kind: 'resource', seat, res, delta });
    });
    p.trade.forEach((t, index) => {
      const before = q.trade.find((u) => u.id === t.id);
      if (!before) {
        let level: 1 | 2 | 3 = 1, slot = NONE;
        a.tradeRows.forEach((row, l) => {
          const i = row.indexOf(t.id);
          if (i >= 0) { level = (l + 1) as 1 | 2 | 3; slot = i; }
        });
        out.push({ kind: 'trade-buy', seat, tile: t.id, index, level, slot });
      } else if (before.up !== t.up) out.push({ kind: 'trade-flip', seat, tile: t.id, index, up: t.up });
    });
    if (p.hand.length > q.hand.length) {
      const gone = a.offer.filter((c) => !b.offer.includes(c));
      const fromSlot = gone.length === 1 ? a.offer.indexOf(gone[0]!) : NONE;
      const fresh = p.hand.findIndex((c) => c !== 0 && !q.hand.includes(c));
      out.push({ kind: 'card-draw', seat, index: fresh >= 0 ? fresh : p.hand.length - 1, from: fromSlot });
    }
    const played = b.played[seat] ?? NONE;
    if (played !== NONE && (a.played[seat] ?? NONE) === NONE) out.push({ kind: 'card-reveal', seat, card: played });
  });

  b.pyramids.forEach((pyr, pyramid) => {
    const before = a.pyramids[pyramid]!;
    if (pyr.tile !== NONE && before.tile === NONE) out.push({ kind: 'scoring-tile', pyramid, tile: pyr.tile, from: a.scoringTiles.indexOf(pyr.tile) });
    for (let level = before.pieces.length; level < pyr.pieces.length; level++)
      out.push({ kind: 'pyramid-piece', seat: pyr.pieces[level]!.seat, pyramid, level });
  });

  b.ritualDiscs.forEach((discs, ritual) => {
    const before = a.ritualDiscs[ritual] ?? [];
    for (let index = before.length; index < discs.length; index++) out.push({ kind: 'ritual-disc', seat: discs[index]!, ritual, index });
  });

  b.tradeRows.forEach((row, l) => {
    row.forEach((tile, slot) => {
      if (tile !== NONE && a.tradeRows[l]![slot] !== tile) out.push({ kind: 'trade-refill', level: (l + 1) as 1 | 2 | 3, slot, tile });
    });
  });
  return out;
}
