// Options and the initial state (spec section 3).
import { nextInt, seedRng, shuffleInPlace, type ApplyErr } from '../../engine/index.ts';
import {
  ALTAR_COUNT, ALTAR_SLOTS, CHARACTER_COUNT, CITIES_IN_PLAY, CITY_SPACES, CITY_TILE_COUNT, COURT_TILES_PER_RES,
  AUTOMA_LEVELS, AUTOMA_MODES, AUTOMA_START_TILES, DEFAULT_EVENT, DISPLAY_SLOTS, EMBASSY_TOKENS, EVENT_IDS, GLYPH_COLOURS, GLYPHS_PER_COLOUR, PLAYER_TOKENS,
  RIVER_SLOTS, START_HAND, STORAGE_PILE, type EventId,
} from './data.ts';
import { blockedSpaces } from './board.ts';
import { refusal as err } from './refusals.ts';
import { drawAltar, drawBag, drawCharacter, drawGlyph } from './supply.ts';
import type { Ctx } from './resources.ts';
import { startTurn } from './turn.ts';
import { advance } from './flow.ts';
import type { CopanOptions, CopanState, PlayerState, SoloOptions } from './types.ts';

/** In a solo game the Automa sits at seat 1. */
export const AUTOMA_SEAT = 1;

export function checkOptions(raw: unknown): { ok: true; options: CopanOptions } | ApplyErr {
  if (typeof raw !== 'object' || raw === null) return { ok: false, error: err('bad-options', 'Options must be an object.') };
  const o = raw as { players?: unknown; event?: unknown; solo?: unknown };
  if (o.players !== 2 && o.players !== 3 && o.players !== 4)
    return { ok: false, error: err('bad-player-count', 'Copan is played by 2 to 4 players.') };
  const event = o.event ?? DEFAULT_EVENT;
  if (typeof event !== 'string' || !(EVENT_IDS as readonly string[]).includes(event))
    return { ok: false, error: err('bad-event-card', `Unknown Event card ${String(event)}.`, { event: String(event) }) };
  if (o.solo === undefined) return { ok: true, options: { players: o.players, event: event as EventId } };
  const solo = o.solo as { mode?: unknown; levels?: unknown } | null;
  if (o.players !== 2) return { ok: false, error: err('bad-player-count', 'The solo game is a 2-seat game (the human and the Automa).') };
  if (typeof solo !== 'object' || solo === null || !(AUTOMA_MODES as readonly unknown[]).includes(solo.mode))
    return { ok: false, error: err('bad-automa-mode', 'The Automa mode is "basic" or "advanced".') };
  const levels = solo.levels;
  if (!Array.isArray(levels) || levels.length !== 4 || !levels.every((l) => (AUTOMA_LEVELS as readonly unknown[]).includes(l)))
    return { ok: false, error: err('bad-automa-levels', 'Choose "easy" or "hard" for each of the four Automa cards.') };
  return { ok: true, options: { players: 2, event: event as EventId, solo: { mode: solo.mode as SoloOptions['mode'], levels: levels.slice() as SoloOptions['levels'] } } };
}

function newPlayer(): PlayerState {
  return {
    res: [0, 0, 0, 0], ext: 0, vp: 0, hand: [0, 0, 0, 0], glyphs: [0, 0, 0, 0, 0, 0], chars: [], down: [], jade: 0,
    priests: [0, 0, 0, 0], zenith: 0, court: [0, 0], emb: CITY_SPACES.map(() => 0), reserve: 0, supply: PLAYER_TOKENS,
    site: -1, space: 0, side: 0, turns: 0,
  };
}

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

export function setup(opts: CopanOptions, seed: string): CopanState {
  const rng = seedRng(seed);
  const cities = shuffleInPlace(rng, range(CITY_TILE_COUNT)).slice(0, CITIES_IN_PLAY);
  const s: CopanState = {
    v: 1,
    opts: opts.solo ? { ...opts, solo: { ...opts.solo, levels: opts.solo.levels.slice() } } : { ...opts },
    rng,
    first: 0,
    active: 0,
    endTriggered: false,
    over: false,
    cubes: [0, 0, 0, 0],
    fired: [0, 0, 0, 0],
    pyramid: blockedSpaces(opts.players).map((b) => (b ? -2 : -1)),
    bag: [COURT_TILES_PER_RES, COURT_TILES_PER_RES, COURT_TILES_PER_RES, COURT_TILES_PER_RES],
    river: range(RIVER_SLOTS).map(() => -1),
    cities,
    embPile: EMBASSY_TOKENS.map((level) => level.map(([, count]) => count)),
    embDiscard: EMBASSY_TOKENS.map((level) => level.map(() => 0)),
    charDeck: range(CHARACTER_COUNT),
    charTop: [],
    charDisplay: range(DISPLAY_SLOTS).map(() => -1),
    charDiscard: [],
    altarDeck: range(ALTAR_COUNT),
    altarDisplay: range(ALTAR_SLOTS).map(() => -1),
    altarDiscard: [],
    altarSpaces: range(ALTAR_SLOTS * 3).map(() => -1),
    glyphDeck: GLYPH_COLOURS.map(() => GLYPHS_PER_COLOUR),
    glyphTop: [],
    glyphDisplay: range(DISPLAY_SLOTS).map(() => -1),
    glyphDiscard: GLYPH_COLOURS.map(() => 0),
    storagePile: STORAGE_PILE[opts.players],
    zenithTaken: 0,
    fate: -1,
    fateApplied: false,
    exchanged: false,
    inAction: false,
    pendingJade: 0,
    bonusQueue: [],
    eventQueue: [],
    tasks: [],
    players: range(opts.players).map(newPlayer),
    automa: null,
  };
  const ctx: Ctx = { events: [], barrier: false };
  for (let i = 0; i < RIVER_SLOTS; i++) s.river[i] = drawBag(s, ctx);
  for (let i = 0; i < DISPLAY_SLOTS; i++) s.charDisplay[i] = drawCharacter(s, ctx);
  for (let i = 0; i < ALTAR_SLOTS; i++) s.altarDisplay[i] = drawAltar(s, ctx);
  for (let i = 0; i < DISPLAY_SLOTS; i++) s.glyphDisplay[i] = drawGlyph(s, ctx);
  if (opts.solo) {
    // 7.1: the Automa's cards in a random priority order, and its tiles before the human draws.
    const automa = s.players[AUTOMA_SEAT]!;
    AUTOMA_START_TILES.forEach((n, r) => {
      automa.hand[r] = n;
      s.bag[r]! -= n;
    });
    s.automa = {
      seat: AUTOMA_SEAT,
      advanced: opts.solo.mode === 'advanced',
      hard: opts.solo.levels.map((l) => l === 'hard'),
      order: shuffleInPlace(s.rng, [0, 1, 2, 3]),
      card: -1,
      glyphOrder: [],
    };
  }
  for (const [seat, p] of s.players.entries())
    if (seat !== s.automa?.seat) for (let i = 0; i < START_HAND; i++) p.hand[drawBag(s, ctx)]!++;
  s.first = s.active = nextInt(s.rng, opts.players);
  startTurn(s);
  advance(s, ctx);
  return s;
}
