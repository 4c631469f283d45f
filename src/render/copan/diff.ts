// What changed between two views of the same game (pure): the Court tiles placed on the Pyramid,
// priests that climbed or went down, totems that moved or were pushed, Decline cubes, scores and
// player tokens put on Cities, Altars and the Ball Court. The plan turns these into motion.
import type { CopanView } from '../../games/copan/view.ts';

export type Change =
  | { t: 'tile'; space: number; seat: number; type: number }
  | { t: 'priest'; seat: number; stair: number; from: number; to: number }
  | { t: 'totem'; seat: number; from: { site: number; space: number }; to: { site: number; space: number } }
  | { t: 'cube'; track: number; from: number; to: number }
  | { t: 'score'; seat: number; from: number; to: number }
  | { t: 'token'; seat: number; at: 'city' | 'altar' | 'court'; index: number }
  | { t: 'jade'; seat: number; tile: number }
  | { t: 'closed'; at: 'city' | 'court' | 'altar' | 'glyph'; index: number };

/** Whether two views belong to one game seen by one seat (else nothing is animated). */
export function comparable(a: CopanView | null, b: CopanView): a is CopanView {
  return !!a && a.players.length === b.players.length && a.viewer === b.viewer && a.opts.players === b.opts.players && a.pyramid.length === b.pyramid.length;
}

export function diffViews(a: CopanView, b: CopanView): Change[] {
  const out: Change[] = [];
  b.pyramid.forEach((x, i) => {
    if (a.pyramid[i] === -1 && x >= 0) out.push({ t: 'tile', space: i, seat: a.active, type: x });
  });
  b.cubes.forEach((x, k) => { if (x !== a.cubes[k]) out.push({ t: 'cube', track: k, from: a.cubes[k]!, to: x }); });
  b.players.forEach((p, seat) => {
    const q = a.players[seat]!;
    p.priests.forEach((x, k) => { if (x !== q.priests[k]) out.push({ t: 'priest', seat, stair: k, from: q.priests[k]!, to: x }); });
    if (p.site !== q.site || p.space !== q.space) out.push({ t: 'totem', seat, from: { site: q.site, space: q.space }, to: { site: p.site, space: p.space } });
    if (p.vp !== q.vp) out.push({ t: 'score', seat, from: q.vp, to: p.vp });
    p.emb.forEach((x, c) => { if (x > (q.emb[c] ?? 0)) out.push({ t: 'token', seat, at: 'city', index: c }); });
    p.court.forEach((x, h) => { if (x > (q.court[h] ?? 0)) out.push({ t: 'token', seat, at: 'court', index: h }); });
    for (let n = 1; n <= 16; n++) if (p.jade & (1 << (n - 1)) && !(q.jade & (1 << (n - 1)))) out.push({ t: 'jade', seat, tile: n });
  });
  b.altarSpaces.forEach((x, i) => {
    if (x >= 0 && a.altarSpaces[i] !== x) out.push({ t: 'token', seat: x, at: 'altar', index: i });
    if (x === -2 && a.altarSpaces[i] !== -2) out.push({ t: 'closed', at: 'altar', index: i });
  });
  b.cities.forEach((x, i) => { if (x === -1 && a.cities[i] !== -1) out.push({ t: 'closed', at: 'city', index: i }); });
  b.charDisplay.forEach((x, i) => { if (x === -2 && a.charDisplay[i] !== -2) out.push({ t: 'closed', at: 'court', index: i }); });
  b.glyphDisplay.forEach((x, i) => { if (x === -2 && a.glyphDisplay[i] !== -2) out.push({ t: 'closed', at: 'glyph', index: i }); });
  return out;
}

/** A change list too big to animate piece by piece (a new game, a replay jump): just redraw. */
export const tooMuch = (cs: readonly Change[]): boolean => cs.length > 40;
