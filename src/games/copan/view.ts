// Per-seat views (spec section 8): hands, Glyph cards and face-down Characters of other seats,
// the bag, the unseen deck contents, face-down Pyramid tiles and the PRNG become counts.
import type { Viewer } from '../../engine/index.ts';
import { cloneState } from './clone-state.ts';
import type { CopanState, PlayerState } from './types.ts';

/** A face-down Pyramid tile as seen by everyone: its type is unknown to all. */
export const FACE_DOWN_HIDDEN = 8;

export interface PlayerView extends Omit<PlayerState, 'hand' | 'glyphs' | 'down'> {
  hand: number[] | null; // null when hidden from the viewer
  handSize: number;
  glyphs: number[] | null;
  glyphCount: number;
  down: number[] | null;
  downCount: number;
}

export interface CopanView
  extends Omit<CopanState, 'rng' | 'bag' | 'charDeck' | 'altarDeck' | 'glyphDeck' | 'embPile' | 'players'> {
  viewer: Viewer;
  bagCount: number;
  charDeckCount: number; // unseen cards under the public charTop
  altarDeckCount: number;
  glyphDeckCount: number;
  embPileCounts: number[]; // per level
  players: PlayerView[];
}

const total = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

function playerView(p: PlayerState, visible: boolean): PlayerView {
  return {
    res: p.res, ext: p.ext, vp: p.vp,
    hand: visible ? p.hand : null, handSize: total(p.hand),
    glyphs: visible ? p.glyphs : null, glyphCount: total(p.glyphs),
    chars: p.chars,
    down: visible ? p.down : null, downCount: p.down.length,
    jade: p.jade, priests: p.priests, zenith: p.zenith, court: p.court, emb: p.emb, reserve: p.reserve, supply: p.supply,
    site: p.site, space: p.space, side: p.side, turns: p.turns,
  };
}

/** Every field is listed, in one fixed order, so equal views have equal JSON text. */
export function view(s: CopanState, viewer: Viewer): CopanView {
  const c = cloneState(s);
  return {
    v: c.v, opts: { ...c.opts }, viewer, first: c.first, active: c.active, endTriggered: c.endTriggered, over: c.over,
    cubes: c.cubes, fired: c.fired,
    pyramid: c.pyramid.map((x) => (x >= 4 ? FACE_DOWN_HIDDEN : x)),
    bagCount: total(c.bag), river: c.river, cities: c.cities,
    embPileCounts: c.embPile.map(total), embDiscard: c.embDiscard,
    charDeckCount: c.charDeck.length, charTop: c.charTop, charDisplay: c.charDisplay, charDiscard: c.charDiscard,
    altarDeckCount: c.altarDeck.length, altarDisplay: c.altarDisplay, altarDiscard: c.altarDiscard, altarSpaces: c.altarSpaces,
    glyphDeckCount: total(c.glyphDeck), glyphTop: c.glyphTop, glyphDisplay: c.glyphDisplay, glyphDiscard: c.glyphDiscard,
    storagePile: c.storagePile, zenithTaken: c.zenithTaken, fate: c.fate, fateApplied: c.fateApplied, exchanged: c.exchanged,
    inAction: c.inAction, pendingJade: c.pendingJade, bonusQueue: c.bonusQueue, eventQueue: c.eventQueue, tasks: c.tasks,
    players: c.players.map((p, i) => playerView(p, viewer === i || c.automa?.seat === i)), // the Automa hides nothing
    automa: c.automa,
  };
}
