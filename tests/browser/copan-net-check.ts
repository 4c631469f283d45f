// What a Copan guest may learn, checked two ways: the frames its page received (recorded by an
// init script, reassembled and decoded as the app does) against the host's whole game replayed from
// its saved room, and the text of its page against what the host's own area shows.
import type { Page } from 'playwright-core';
import { hashState } from '../../src/engine/hash.ts';
import { act, createMatch, fromSaveFile, type Match, type SaveFile } from '../../src/engine/match.ts';
import { makeRng } from '../../src/engine/rng.ts';
import { copanGame, type CopanOptions, type CopanState } from '../../src/games/copan/index.ts';
import { Reassembler } from '../../src/net/chunk.ts';
import { applyPatches, type Patch } from '../../src/net/delta.ts';
import { decodeHostMessage } from '../../src/net/protocol-host.ts';

/** Replaces the game in the host's saved room (the page must reload to resume it). */
export function putHostSave(page: Page, room: string, file: SaveFile<CopanOptions>): Promise<void> {
  return page.evaluate(({ room, file }) => new Promise<void>((resolve, reject) => {
    const open = indexedDB.open('mesoamerica-table');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const store = open.result.transaction('kv', 'readwrite').objectStore('kv');
      const get = store.get(`host:${room}`);
      get.onsuccess = () => {
        const record = get.result as { snapshot: { file: unknown } };
        record.snapshot.file = file;
        const put = store.put(record, `host:${room}`);
        put.onsuccess = () => { open.result.close(); resolve(); };
        put.onerror = () => reject(put.error);
      };
      get.onerror = () => reject(get.error);
    };
  }), { room, file });
}

/** The host's saved room (written after every move): its game as a save file. */
export function hostSave(page: Page, room: string): Promise<SaveFile<CopanOptions>> {
  return page.evaluate((room) => new Promise<unknown>((resolve, reject) => {
    const open = indexedDB.open('mesoamerica-table');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const get = open.result.transaction('kv').objectStore('kv').get(`host:${room}`);
      get.onsuccess = () => { resolve((get.result as { snapshot: { file: unknown } }).snapshot.file); open.result.close(); };
      get.onerror = () => reject(get.error);
    };
  }), room) as Promise<SaveFile<CopanOptions>>;
}

/** The host's state after each applied move (index = version). */
export function copanStatesOf(file: SaveFile<CopanOptions>): CopanState[] {
  let match = createMatch(copanGame, file.options, file.seed);
  const states: CopanState[] = [match.state];
  for (const [i, entry] of file.log.entries()) {
    const res = act(copanGame, match, entry.seat, entry.choice);
    if (!res.ok) throw new Error(`replay failed at move ${i}: ${res.error.reason}`);
    match = res.match;
    states.push(match.state);
  }
  return states;
}

/**
 * The host's game carried on by seeded random moves (every seat) until `seat` must place a Court
 * tile with an empty hand (a face-down tile drawn from the bag) on its own turn: the save file of
 * that position, for a host page to resume. Such a position comes late in a game, too late to reach
 * by clicks within a browser test.
 */
export function blindPlacementAhead(file: SaveFile<CopanOptions>, seat: number, tries = 40): SaveFile<CopanOptions> {
  const start = fromSaveFile(copanGame, file);
  if (!start.ok) throw new Error(`the host's save does not load: ${start.error.reason}`);
  for (let t = 0; t < tries; t++) {
    const rng = makeRng(`copan-blind-${t}`);
    let match: Match<CopanState, CopanOptions> = start.match;
    for (let step = 0; step < 2_000; step++) {
      const pending = copanGame.pending(match.state);
      const p = pending[0];
      if (!p) break;
      const choices = copanGame.choices(match.state, p.seat);
      if (p.seat === seat && choices.length > 0 && choices.every((c) => c.kind === 'place_blind')) {
        return { ...file, log: match.log.map(({ seat, choice }) => ({ seat, choice })), hash: hashState(match.state) };
      }
      const res = act(copanGame, match, p.seat, choices[rng.int(choices.length)]!);
      if (!res.ok) throw new Error(`random move refused: ${res.error.reason}`);
      match = res.match;
    }
  }
  throw new Error('no position with a blind placement found');
}

/** Player fields another seat must only ever receive as null (counts travel beside them). */
const HIDDEN_FIELDS = new Set(['hand', 'glyphs', 'down']);
/** State fields that must never reach a guest at all (the view has counts instead). */
const NEVER = new Set(['rng', 'bag', 'charDeck', 'altarDeck', 'glyphDeck', 'embPile']);

function leaves(value: unknown, path: (string | number)[], out: [(string | number)[], unknown][]): void {
  if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) leaves(v, [...path, Array.isArray(value) ? Number(k) : k], out);
  } else out.push([path, value]);
}

export interface CopanTraffic {
  problems: string[];
  messages: number;
  viewsChecked: number;
  /** The last version the guest's page was sent. */
  lastVersion: number;
}

/**
 * Every problem in what guest seat `me` received: a message the decoder refuses, another seat's hand,
 * Glyph cards or face-down Characters (or a hidden pile) in a view, or a view that is not exactly the
 * engine's view of the host's state for `me` at that version.
 */
export function checkCopanTraffic(frames: [number, string][], me: number, states: CopanState[]): CopanTraffic {
  const problems: string[] = [];
  const flag = (what: string) => { if (problems.length < 20) problems.push(what); };
  const assemblers = new Map<number, Reassembler>();
  let view: unknown = null;
  let messages = 0;
  let viewsChecked = 0;
  let lastVersion = -1;
  for (const [channel, frame] of frames) {
    let assembler = assemblers.get(channel);
    if (!assembler) assemblers.set(channel, (assembler = new Reassembler()));
    const out = assembler.push(frame);
    if ('error' in out) { flag(`frame error ${out.error}`); continue; }
    if (!('message' in out)) continue;
    messages++;
    const decoded = decodeHostMessage(out.message);
    if (!decoded.ok) { flag(`undecodable message ${decoded.reason}: ${decoded.detail}`); continue; }
    const msg = decoded.msg;
    if (msg.type !== 'view') continue;
    const found: [(string | number)[], unknown][] = [];
    if (msg.full !== undefined) leaves(msg.full, [], found);
    for (const [path, value] of (msg.delta ?? []) as Patch[]) leaves(value, [...path], found);
    for (const [path, value] of found) {
      const [a, seat, field] = path;
      if (a === 'players' && seat !== me && HIDDEN_FIELDS.has(String(field)) && value !== null) flag(`v${msg.version}: ${path.join('.')} = ${String(value)}`);
      if (NEVER.has(String(a))) flag(`v${msg.version}: ${path.join('.')} reached the guest`);
    }
    const next = msg.full !== undefined ? { ok: true as const, value: msg.full } : applyPatches(view, msg.delta ?? []);
    if (!next.ok) { flag(`v${msg.version}: the delta does not apply`); continue; }
    view = next.value;
    lastVersion = msg.version;
    const state = states[msg.version];
    if (!state) { flag(`v${msg.version}: no such host version`); continue; }
    if (hashState(view) !== hashState(copanGame.view(state, me))) flag(`v${msg.version}: the view differs from the engine's view for seat ${me}`);
    viewsChecked++;
  }
  return { problems, messages, viewsChecked, lastVersion };
}

/** "Food ×2", "Red ×1": the hand and Glyph entries an own area shows. */
export async function privateEntries(page: Page): Promise<string[]> {
  return (await ownAndText(page)).own;
}

/**
 * The page's own private entries and its whole text, read in one go: a move that lands between two
 * separate readings (one hand tile placed, "×2" becoming "×1") would look like a leak.
 */
export async function ownAndText(page: Page): Promise<{ own: string[]; text: string }> {
  return page.evaluate(() => {
    // Only the hand (as text, or as the picker's tile buttons while placing) and the Glyph cards:
    // the rest of the own area (totem symbol, stats) is public and may show the same "word ×N" form.
    const parts = [...document.querySelectorAll('.own .own-area .own-hand, .own .own-area .hand, .own .own-area .own-glyphs')];
    const own = parts.map((e) => e.textContent ?? '').join(' · ');
    // The whole page as a person or a screen reader could meet it: text, labels, titles and values.
    const texts = [document.body.textContent ?? ''];
    for (const el of document.querySelectorAll('[aria-label], [title], [alt], input, textarea')) {
      for (const a of ['aria-label', 'title', 'alt']) { const v = el.getAttribute(a); if (v) texts.push(v); }
      if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) texts.push(el.value);
    }
    return { own: [...new Set(own.match(/[\p{L}-]+ ×\d+/gu) ?? [])], text: texts.join('\n') };
  });
}

