// Invariants for random play (spec 10.3) and the hidden-information leak check.
import { type RandomPlayChecks, type Seat } from '../../engine/index.ts';
import {
  ALTAR_COUNT, CHARACTER_COUNT, COURT_TILES_PER_RES, DECLINE_LAST, EMBASSY_TOKENS, GLYPHS_PER_COLOUR, PLAYER_TOKENS,
  SETUP_TILE_COVERS, STAIR_TOP, STORAGE_PILE, ZENITH,
} from './data.ts';
import { MASK_EDGE_BITS, MASK_FULL, MASK_NEIGHBOUR_BITS, PYRAMID_SIZE, popcount } from './board.ts';
import { capacity, charSlots } from './resources.ts';
import { sampleConsistent } from './sample.ts';
import type { CopanState } from './types.ts';
import { FACE_DOWN_HIDDEN, view } from './view.ts';

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

function maskConnected(mask: number): boolean {
  if (mask === 0) return true;
  if (!(mask & MASK_EDGE_BITS)) return false;
  let seen = mask & -mask;
  for (let grew = true; grew; ) {
    grew = false;
    for (let i = 0; i < 16; i++)
      if (seen & (1 << i)) {
        const next = seen | (MASK_NEIGHBOUR_BITS[i]! & mask);
        if (next !== seen) (seen = next), (grew = true);
      }
  }
  return seen === mask;
}

function componentChecks(s: CopanState, out: string[]): void {
  const tiles = s.bag.slice();
  for (const p of s.players) p.hand.forEach((n, r) => (tiles[r] = tiles[r]! + n));
  for (const t of s.river) if (t >= 0) tiles[t]!++;
  for (const c of s.pyramid) if (c >= 0) tiles[c % 4]!++;
  if (tiles.some((n) => n !== COURT_TILES_PER_RES)) out.push(`court tiles per type ${tiles.join(',')}`);
  const seen = new Array<number>(CHARACTER_COUNT).fill(0);
  let chars = 0;
  const count = (c: number): void => {
    if (c >= 0) (seen[c]!++, chars++);
  };
  for (const list of [s.charDeck, s.charTop, s.charDiscard, s.charDisplay]) for (const c of list) count(c);
  for (const p of s.players) for (const list of [p.chars, p.down]) for (const c of list) count(c);
  for (const t of s.tasks) if (t.k === 'newChar') count(t.card); // taken, not yet placed
  if (chars !== CHARACTER_COUNT || seen.some((n) => n !== 1)) out.push(`characters ${chars}`);
  const altars = [...s.altarDeck, ...s.altarDiscard, ...s.altarDisplay.filter((c) => c >= 0)];
  if (altars.length !== ALTAR_COUNT || new Set(altars).size !== ALTAR_COUNT) out.push(`altar cards ${altars.length}`);
  const glyphs = s.glyphDeck.map((n, c) => n + s.glyphDiscard[c]! + sum(s.players.map((p) => p.glyphs[c]!)));
  for (const c of [...s.glyphTop, ...s.glyphDisplay.filter((g) => g >= 0)]) glyphs[c]!++;
  if (glyphs.some((n) => n !== GLYPHS_PER_COLOUR)) out.push(`glyphs per colour ${glyphs.join(',')}`);
  EMBASSY_TOKENS.forEach((level, l) =>
    level.forEach(([, n], k) => {
      if (s.embPile[l]![k]! + s.embDiscard[l]![k]! !== n) out.push(`embassy tokens level ${l + 1} kind ${k}`);
    }),
  );
  const flat = [s.bag, s.embPile.flat(), s.embDiscard.flat(), s.glyphDeck, s.glyphDiscard, ...s.players.map((p) => [...p.hand, ...p.glyphs])].flat();
  if (flat.some((n) => n < 0)) out.push('negative count');
}

function boardChecks(s: CopanState, out: string[]): void {
  const n = s.opts.players;
  const blocked = s.pyramid.filter((c) => c === -2).length;
  if (blocked !== SETUP_TILE_COVERS[n].length * 4 || s.pyramid.length !== PYRAMID_SIZE) out.push('pyramid setup tiles');
  const closed = s.cities.filter((c) => c < 0).length + [...s.charDisplay, ...s.glyphDisplay, ...s.altarSpaces].filter((c) => c === -2).length;
  if (closed > 15) out.push(`closed tokens ${closed}`);
  const firedCount = (t: number): number => popcount(s.fired[t]!);
  const bySite = [s.cities.filter((c) => c < 0).length, s.charDisplay.filter((c) => c === -2).length, s.altarSpaces.filter((c) => c === -2).length, s.glyphDisplay.filter((c) => c === -2).length];
  bySite.forEach((k, t) => {
    if (k > firedCount(t) * (t === 2 ? 2 : 1)) out.push(`track ${t} closed ${k} spaces with ${firedCount(t)} events`);
  });
  s.cubes.forEach((c, t) => {
    if (c < 0 || c > DECLINE_LAST || s.fired[t]! > 7) out.push(`track ${t} cube ${c} fired ${s.fired[t]}`);
  });
  if (new Set(s.cities.filter((c) => c >= 0)).size !== s.cities.filter((c) => c >= 0).length) out.push('duplicate city');
  if (s.storagePile + sum(s.players.map((p) => p.ext)) !== STORAGE_PILE[n]) out.push('storage extensions');
  if (s.zenithTaken > ZENITH.length || s.zenithTaken !== sum(s.players.map((p) => popcount(p.zenith)))) out.push('zenith tokens');
  if (s.fateApplied && s.fate < 0) out.push('effect applied without a roll');
  for (let site = 0; site < 5; site++)
    for (let space = 0; space < 3; space++)
      if (s.players.filter((p) => p.site === site && p.space === space).length > 1) out.push(`two totems on site ${site} space ${space}`);
  if (s.over && new Set(s.players.map((p) => p.turns)).size !== 1) out.push('unequal turns at the end');
}

function playerChecks(s: CopanState, out: string[]): void {
  const trimming = new Set(s.tasks.filter((t) => t.k === 'trimChars').map((t) => ('seat' in t ? t.seat : -1)));
  const ejected = new Set(s.tasks.filter((t) => t.k === 'eject').map((t) => ('seat' in t ? t.seat : -1)));
  s.players.forEach((p, seat) => {
    if (s.automa?.seat === seat) return automaChecks(s, out);
    const cap = capacity(p);
    if (p.res.some((r) => r < 0 || r > cap)) out.push(`seat ${seat} resources ${p.res.join(',')} cap ${cap}`);
    if (p.chars.length > charSlots(p) && !trimming.has(seat)) out.push(`seat ${seat} too many characters`);
    const onBoard = sum(p.emb) + p.court[0]! + p.court[1]! + p.reserve + s.altarSpaces.filter((w) => w === seat).length;
    if (p.supply < 0 || p.supply + onBoard !== PLAYER_TOKENS) out.push(`seat ${seat} tokens ${p.supply}+${onBoard}`);
    if (p.jade < 0 || p.jade > MASK_FULL) out.push(`seat ${seat} jade bits`);
    // A removed tile may split the mask (D17: no recheck), which only the ev13 card can do.
    if (s.opts.event !== 'ev13' && !maskConnected(p.jade)) out.push(`seat ${seat} jade mask not one edge-grown group`);
    if (p.priests.some((x) => x < 0 || x > STAIR_TOP)) out.push(`seat ${seat} priests`);
    if (p.site < 0 && p.turns > 0 && !ejected.has(seat)) out.push(`seat ${seat} totem off the board`);
  });
}

/** The Automa holds no resources and no jade, has no Character limit, and tracks its Glyph order. */
function automaChecks(s: CopanState, out: string[]): void {
  const a = s.automa!;
  const p = s.players[a.seat]!;
  if (p.res.some((r) => r !== 0) || p.jade !== 0) out.push('the Automa holds resources or jade');
  const order = [0, 0, 0, 0, 0, 0];
  for (const c of a.glyphOrder) order[c]!++;
  if (order.join() !== p.glyphs.join()) out.push('Automa Glyph order out of step');
  const onBoard = sum(p.emb) + p.court[0]! + p.court[1]! + p.reserve + s.altarSpaces.filter((w) => w === a.seat).length;
  if (p.supply < 0 || p.supply + onBoard !== PLAYER_TOKENS) out.push(`Automa tokens ${p.supply}+${onBoard}`);
  if (p.priests.some((x) => x < 0 || x > STAIR_TOP)) out.push('Automa priests');
}

export function invariants(s: CopanState): string[] {
  const out: string[] = [];
  componentChecks(s, out);
  boardChecks(s, out);
  playerChecks(s, out);
  return out;
}

const HIDDEN_KEY = /"(rng|bag|charDeck|altarDeck|glyphDeck|embPile)":/;
const HIDDEN_FIELD = /"(hand|glyphs|down)":null/g;

/**
 * What `seat`'s view shows that it must not. The JSON text must hold none of the hidden keys, a
 * null hand / Glyph hand / face-down pile for every other seat, and no typed face-down tile. For
 * the seat to move, the view must also be unchanged when every hidden item is dealt again.
 */
export function leaksOf(viewOf: typeof view, s: CopanState, seat: Seat): string[] {
  const out: string[] = [];
  const v = viewOf(s, seat);
  const text = JSON.stringify(v);
  const key = HIDDEN_KEY.exec(text);
  if (key) out.push(`view shows "${key[1]}"`);
  const others = s.players.length - 1 - (s.automa && s.automa.seat !== seat ? 1 : 0); // the Automa hides nothing
  const nulls: Record<string, number> = { hand: 0, glyphs: 0, down: 0 };
  for (const m of text.matchAll(HIDDEN_FIELD)) nulls[m[1]!]!++;
  for (const field of ['hand', 'glyphs', 'down']) if (nulls[field] !== others) out.push(`view shows another seat's ${field}`);
  if (v.pyramid.some((c) => c >= 4 && c !== FACE_DOWN_HIDDEN)) out.push('view shows a face-down tile');
  const owner = s.tasks[0] && 'seat' in s.tasks[0] ? s.tasks[0].seat : s.active;
  if (seat === owner && !s.over) {
    // Anything hidden that the view still depended on would differ after a random redeal.
    const again = viewOf(sampleConsistent(v, seat, 'leak-check'), seat);
    if (JSON.stringify(again) !== text) out.push('view changes when hidden items are redealt');
  }
  return out;
}

export const leaks = (s: CopanState, seat: Seat): string[] => leaksOf(view, s, seat);

export const copanChecks: RandomPlayChecks<CopanState> = { invariants, leaks };
