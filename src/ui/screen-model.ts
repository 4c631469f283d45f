// What the game screen shows, decided from the session's facts and the screen's own state as plain
// data, without the DOM: whose turn the pill names, which seat the screen follows and whether its
// hand is covered, the chips' marks, where each choice goes, whether Undo and Skip show, whether
// bots play fast, the connection lines. game-screen-render.ts applies it; tests read it directly.
import type { Choice, Pending, Seat, Viewer } from '../engine/types.ts';
import type { SeatStatus } from '../net/protocol-host.ts';
import { splitChoices } from './game-screen-choices.ts';

/** Online only: this device's link and every seat's. */
export interface NetFacts {
  role: 'host' | 'guest' | 'spectator';
  link: 'ok' | 'reconnecting' | 'closed';
  status: readonly SeatStatus[];
  /** The seat played on the host's device (it wears a house), null: none. */
  hostSeat: Seat | null;
  /** Host only: seats whose player came back asking for them. */
  returning: readonly Seat[];
}

/** What the session says now. */
export interface ScreenFacts {
  pending: readonly Pending[];
  seatCount: number;
  /** Seats a person plays on this device. */
  humans: readonly Seat[];
  /** Seats the AI plays now: bots, and this device's seats on autoplay. */
  bots: readonly Seat[];
  autoplay: ReadonlySet<Seat>;
  net: NetFacts | null;
  /** Whether the viewer may undo (asked only when it is their decision). */
  canUndo(seat: Seat): boolean;
  /** The settings' bot pace (ms, 0: instant). */
  pace: number;
}

/** What the screen itself holds. */
export interface ScreenUi {
  viewer: Seat;
  /** Online with no seat here: only public views. */
  watching: boolean;
  /** The human whose private view may be shown (a shared device uncovers one at a time). */
  revealedFor: Seat;
  skipping: boolean;
  narrating: boolean;
  /** Bot seats whose chip shows them thinking. */
  thinking: readonly Seat[];
}

/** One part of the turn pill: an i18n key and the seats it names. */
export interface PillPart { key: 'game.yourTurn' | 'net.waitingHost' | 'game.aiPlaysFor' | 'game.waiting'; seats: Seat[] }

/** A seat's chip. `gone`: the i18n key of its connection mark, null when connected. */
export interface ChipModel { seat: Seat; acting: boolean; thinking: boolean; pressed: boolean; host: boolean; gone: GoneKey | null }
type GoneKey = 'net.waitingShort' | 'net.stalledShort' | 'net.hostAway' | 'net.reconnectingShort';

/** A line of the connection banner. */
export type NetLine =
  | { kind: 'link'; key: 'net.closed' | 'net.lostHost' }
  | { kind: 'returning'; seat: Seat }
  | { kind: 'waiting'; seat: Seat; key: 'net.stalled' | 'net.seatGone' };

export interface ScreenModel {
  /** The privacy cover is due: the viewer acts on a shared device and has not uncovered. */
  covered: boolean;
  /** The viewer's private view (own area, hand) may show. */
  showPrivate: boolean;
  /** Whose view the board and the rest show. */
  viewAs: Viewer;
  /** A guest cut off from the host: it waits for the host, not "your move". */
  hostAway: boolean;
  /** The decision this screen's person makes now (null: none). */
  mine: Pending | null;
  acting: Seat[];
  pill: { mine: boolean; parts: PillPart[] };
  chips: ChipModel[];
  /** The own area shows the viewer's pieces (a single person's device always does). */
  ownShown: boolean;
  /** Bots play with nobody pacing them: moves land at once and the board is drawn less often. */
  fast: boolean;
  undo: { disabled: boolean; hidden: boolean };
  skipHidden: boolean;
  /** The person's turn came and the captions are over: "skip ahead" ends here. */
  endSkip: boolean;
  net: NetLine[];
}

/**
 * The seat the screen follows: a watcher, the seat picked (`shownSeat`) else whoever acts; a
 * device's people, the first of them who owes a decision and is not on autoplay; else unchanged.
 */
export function viewerOf(f: Pick<ScreenFacts, 'pending' | 'humans' | 'autoplay'>, viewer: Seat, watching: boolean, shownSeat: Seat | null): Seat {
  if (watching) return shownSeat ?? f.pending[0]?.seat ?? viewer;
  return f.pending.find((p) => f.humans.includes(p.seat) && !f.autoplay.has(p.seat))?.seat ?? viewer;
}

export function screenModel(f: ScreenFacts, ui: ScreenUi): ScreenModel {
  const { pending, humans, net } = f;
  const { viewer, watching } = ui;
  const isBot = (s: Seat) => f.bots.includes(s);
  const shared = humans.length > 1;
  const covered = shared && ui.revealedFor !== viewer && pending.some((p) => p.seat === viewer);
  const showPrivate = !covered && (!shared || ui.revealedFor === viewer);
  const hostAway = net !== null && net.role !== 'host' && net.link !== 'ok';
  const mine = showPrivate && !watching && !hostAway ? pending.find((p) => p.seat === viewer && !isBot(viewer)) ?? null : null;
  const acting = pending.map((p) => p.seat);
  const endSkip = mine !== null && !ui.narrating && ui.skipping;
  return {
    covered, showPrivate, hostAway, mine, acting,
    viewAs: showPrivate && !watching ? viewer : 'spectator',
    pill: { mine: mine !== null, parts: pillParts(f, viewer, mine !== null, hostAway, acting) },
    chips: Array.from({ length: f.seatCount }, (_, seat) => chip(f, ui, seat, acting)),
    ownShown: showPrivate || humans.length <= 1,
    fast: mine === null && (ui.skipping || f.pace === 0) && pending.length > 0 && pending.every((p) => isBot(p.seat)),
    undo: { disabled: mine === null || !f.canUndo(viewer), hidden: watching },
    skipHidden: (!pending.some((p) => isBot(p.seat)) && !ui.narrating) || (ui.skipping && !endSkip),
    endSkip,
    net: netLines(net),
  };
}

/** Whose turn: the viewer's, the host's (cut off), the AI playing for some, or whom the game waits for. */
function pillParts(f: ScreenFacts, viewer: Seat, mine: boolean, hostAway: boolean, acting: Seat[]): PillPart[] {
  if (mine) return [{ key: 'game.yourTurn', seats: [viewer] }];
  if (hostAway) return [{ key: 'net.waitingHost', seats: [] }];
  // A seat the AI plays for (autoplay) is not waited for: the pill says the AI is playing it.
  const auto = acting.filter((s) => f.autoplay.has(s));
  const others = acting.filter((s) => !f.autoplay.has(s));
  if (auto.length) return [{ key: 'game.aiPlaysFor', seats: auto }, ...(others.length ? [{ key: 'game.waiting' as const, seats: others }] : [])];
  return acting.length ? [{ key: 'game.waiting', seats: acting }] : [];
}

function chip(f: ScreenFacts, ui: ScreenUi, seat: Seat, acting: Seat[]): ChipModel {
  const status = f.net?.status[seat];
  const gone = status === 'reconnecting' || status === 'open' || status === 'stalled';
  // A guest that lost the host: the seats gone are the host's own.
  const hostAway = gone && f.net?.role !== 'host' && f.net?.link !== 'ok';
  return {
    seat, acting: acting.includes(seat), thinking: ui.thinking.includes(seat), pressed: ui.watching && ui.viewer === seat,
    host: f.net !== null && f.net.hostSeat === seat,
    gone: !gone ? null : status === 'open' ? 'net.waitingShort' : status === 'stalled' ? 'net.stalledShort' : hostAway ? 'net.hostAway' : 'net.reconnectingShort',
  };
}

/** Online: this device's connection, and seats whose guest is gone (the host may hand them to a bot). */
function netLines(net: NetFacts | null): NetLine[] {
  if (!net) return [];
  // While this device is cut off from the host, nobody else is to blame for the wait.
  if (net.link !== 'ok') return [{ kind: 'link', key: net.link === 'closed' ? 'net.closed' : 'net.lostHost' }];
  return net.status.flatMap((status, seat): NetLine[] => [
    ...(net.returning.includes(seat) ? [{ kind: 'returning' as const, seat }] : []),
    ...(status === 'reconnecting' || status === 'stalled' ? [{ kind: 'waiting' as const, seat, key: status === 'stalled' ? 'net.stalled' as const : 'net.seatGone' as const }] : []),
  ]);
}

/** Where a decision's choices go: the own area, the board, the action bar's list and its pinned finishing ones. */
export interface ChoicePlaces { own: Choice[]; list: Choice[]; finish: Choice[] }

/** How the game's presenter sorts its choices (see GamePresenter). */
export interface ChoiceSorter {
  inOwnArea(c: Choice): boolean;
  onBoard?(c: Choice): boolean;
  isFinishing?(c: Choice): boolean;
}

/**
 * The own area takes its choices (it shows all of them, marking those it offers); the board takes
 * its own; the rest are buttons, the step's finishing ones ("End construction", else an id starting
 * with "end") kept apart so a long list never scrolls them out of sight.
 */
export function placeChoices(choices: readonly Choice[], p: ChoiceSorter): ChoicePlaces {
  const own = choices.filter((c) => p.inOwnArea(c));
  return { own, ...splitChoices(choices.filter((c) => !p.inOwnArea(c) && !p.onBoard?.(c)), p.isFinishing?.bind(p)) };
}

/** What the phone's own-area sheet remembers between renders. */
export interface SheetMemo {
  /** The decision made only in the sheet now ('' when none): its seat and choices. */
  decision: string;
  /** The sheet opened by itself for it (so it closes by itself after). */
  auto: boolean;
  /** Every choice offered now, as a key. */
  choices: string;
}

/**
 * The decision made only in the sheet now, as a key ('' when none): every choice offered is one of
 * its buttons, and none is also drawn on the board (Chocolatl's hand page, Copan's Pyramid spaces).
 * Where the action bar or the board offers a choice too (Copan's "End turn" beside a Character to
 * use), the sheet would cover it: it is not opened for them.
 */
export function sheetDecision<C extends { id: string }>(viewer: number, choices: readonly C[], inSheet: readonly C[], onBoard: (c: C) => boolean): string {
  if (!inSheet.length || inSheet.length !== choices.length || inSheet.some(onBoard)) return '';
  return `${viewer}:${inSheet.map((c) => c.id).join(',')}`;
}

/**
 * Whether the sheet is open after this render. It opens by itself when a new decision is made
 * only in it (cards to pick), and closes again after it if it opened by itself; a person's own
 * open or close holds for that decision (the toggle clears `auto`). A new decision made only
 * outside the sheet (action-bar choices, board targets) closes it: it would cover them.
 */
export function sheetStep(memo: SheetMemo, now: { decision: string; choices: string; inSheet: boolean }, expanded: boolean): { memo: SheetMemo; expanded: boolean } {
  let open = expanded, auto = memo.auto;
  if (now.decision !== memo.decision) {
    if (now.decision && !memo.decision) { if (!open) { open = true; auto = true; } }
    else if (!now.decision && auto) open = false;
    if (!now.decision) auto = false;
  }
  if (now.choices !== memo.choices && now.choices && !now.inSheet) { open = false; auto = false; }
  return { memo: { decision: now.decision, auto, choices: now.choices }, expanded: open };
}
