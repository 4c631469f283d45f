// sampleConsistent: a full state that looks exactly like `v` to `viewer`, with everything the
// viewer cannot see (other hands, face-down tiles and Characters, deck contents, the bag, the
// PRNG) dealt again at random from the pool of unseen components.
import { seedRng, shuffleInPlace, type RngState, type Seat } from '../../engine/index.ts';
import { ALTAR_COUNT, CHARACTER_COUNT, COURT_TILES_PER_RES, EMBASSY_TOKENS, GLYPH_COLOURS, GLYPHS_PER_COLOUR } from './data.ts';
import { cloneState } from './clone-state.ts';
import type { CopanState, PlayerState } from './types.ts';
import { FACE_DOWN_HIDDEN, type CopanView } from './view.ts';

function pool(counts: readonly number[]): number[] {
  const out: number[] = [];
  counts.forEach((n, i) => {
    for (let k = 0; k < n; k++) out.push(i);
  });
  return out;
}

function countsOf(items: readonly number[], kinds: number): number[] {
  const out = new Array<number>(kinds).fill(0);
  for (const x of items) out[x]!++;
  return out;
}

export function sampleConsistent(v: CopanView, viewer: Seat, seed: string): CopanState {
  const rng: RngState = seedRng('sample:' + seed);
  const pv = v.players;
  const { bagCount, charDeckCount, glyphDeckCount, altarDeckCount } = v;
  const others = pv.map((_, i) => i).filter((i) => i !== viewer && i !== v.automa?.seat); // the Automa's items are public

  // Court tiles: 20 per type minus what the viewer sees.
  const seenTiles = [0, 0, 0, 0];
  const known = pv.filter((_, i) => !others.includes(i));
  for (const p of known) p.hand!.forEach((n, r) => (seenTiles[r] = seenTiles[r]! + n));
  for (const t of v.river) if (t >= 0) seenTiles[t]!++;
  for (const c of v.pyramid) if (c >= 0 && c < 4) seenTiles[c]!++;
  const tiles = shuffleInPlace(rng, pool(seenTiles.map((n) => COURT_TILES_PER_RES - n)));
  const pyramid = v.pyramid.map((c) => (c === FACE_DOWN_HIDDEN ? 4 + tiles.pop()! : c));
  const hands = others.map((i) => countsOf(tiles.splice(0, pv[i]!.handSize), 4));
  const bag = countsOf(tiles.splice(0, bagCount), 4);

  // Glyph cards: 8 per colour minus hand, display, discard and the public top of the deck.
  const seenGlyphs = [0, 0, 0, 0, 0, 0];
  for (const p of known) p.glyphs!.forEach((n, c) => (seenGlyphs[c] = seenGlyphs[c]! + n));
  for (const c of v.glyphDisplay) if (c >= 0) seenGlyphs[c]!++;
  for (const c of v.glyphTop) seenGlyphs[c]!++;
  v.glyphDiscard.forEach((n, c) => (seenGlyphs[c] = seenGlyphs[c]! + n));
  const glyphs = shuffleInPlace(rng, pool(seenGlyphs.map((n) => GLYPHS_PER_COLOUR - n)));
  const glyphHands = others.map((i) => countsOf(glyphs.splice(0, pv[i]!.glyphCount), GLYPH_COLOURS.length));
  const glyphDeck = countsOf(glyphs.splice(0, glyphDeckCount), GLYPH_COLOURS.length);

  // Characters: every card not seen somewhere is in the deck or face down in front of others.
  const seenChars = new Set<number>([...v.charDisplay, ...v.charDiscard, ...v.charTop, ...known.flatMap((p) => p.down!)]);
  for (const p of pv) for (const c of p.chars) seenChars.add(c);
  for (const t of v.tasks) if (t.k === 'newChar') seenChars.add(t.card); // taken, being placed
  const chars = shuffleInPlace(rng, Array.from({ length: CHARACTER_COUNT }, (_, i) => i).filter((i) => !seenChars.has(i)));
  const downs = others.map((i) => chars.splice(0, pv[i]!.downCount));
  const charDeck = chars.splice(0, charDeckCount);

  const seenAltars = new Set<number>([...v.altarDisplay, ...v.altarDiscard]);
  const altarDeck = Array.from({ length: ALTAR_COUNT }, (_, i) => i).filter((i) => !seenAltars.has(i)).slice(0, altarDeckCount);
  const embPile = EMBASSY_TOKENS.map((level, l) => level.map(([, n], k) => n - v.embDiscard[l]![k]!));

  const players: PlayerState[] = pv.map((p, i) => {
    const j = others.indexOf(i);
    return {
      res: p.res, ext: p.ext, vp: p.vp, hand: j < 0 ? p.hand! : hands[j]!, glyphs: j < 0 ? p.glyphs! : glyphHands[j]!, chars: p.chars,
      down: j < 0 ? p.down! : downs[j]!, jade: p.jade, priests: p.priests, zenith: p.zenith, court: p.court, emb: p.emb,
      reserve: p.reserve, supply: p.supply, site: p.site, space: p.space, side: p.side, turns: p.turns,
    };
  });
  return cloneState({
    v: v.v, opts: { ...v.opts }, rng, first: v.first, active: v.active, endTriggered: v.endTriggered, over: v.over,
    cubes: v.cubes, fired: v.fired, pyramid, bag, river: v.river, cities: v.cities, embPile, embDiscard: v.embDiscard,
    charDeck, charTop: v.charTop, charDisplay: v.charDisplay, charDiscard: v.charDiscard,
    altarDeck, altarDisplay: v.altarDisplay, altarDiscard: v.altarDiscard, altarSpaces: v.altarSpaces,
    glyphDeck, glyphTop: v.glyphTop, glyphDisplay: v.glyphDisplay, glyphDiscard: v.glyphDiscard,
    storagePile: v.storagePile, zenithTaken: v.zenithTaken, fate: v.fate, fateApplied: v.fateApplied, exchanged: v.exchanged,
    inAction: v.inAction, pendingJade: v.pendingJade, bonusQueue: v.bonusQueue, eventQueue: v.eventQueue, tasks: v.tasks, players,
    automa: v.automa,
  });
}
