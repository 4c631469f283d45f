// Replays: a saved or finished game, or a replay link, opened in the replay viewer; and a game
// written as a link to share. A link from outside is decoded and checked move by move before use.
import { decodeReplay, encodeReplay, type ReplayGame } from '../engine/replay-link.ts';
import type { GameEvent, GameResult, Seat, Viewer } from '../engine/types.ts';
import { loadGameStrings, t, tk } from '../i18n/index.ts';
import type { SaveRecord, SeatInfo } from '../store/saves.ts';
import { h } from '../ui/dom.ts';
import { openDialog, toast } from '../ui/overlays.ts';
import { mountReplayScreen } from '../ui/replay/replay-screen.ts';
import { seriesOfTimeline, type ScoreSeries } from '../ui/replay/score-series.ts';
import { buildTimeline, timelineOf, type Timeline } from '../ui/replay/timeline.ts';
import { ownSeats, replayPovs, type ReplayPov } from '../ui/replay/povs.ts';
import { replayQr } from '../ui/replay/qr-share.ts';
import type { AppShell } from './app-shell.ts';
import { GAMES, type GameEntry } from './games.ts';

const entryOf = (game: string): GameEntry | null => (Object.hasOwn(GAMES, game) ? GAMES[game]! : null);

/** The link that opens this game in the replay viewer. */
export function replayUrl(text: string): string {
  return `${location.origin}${location.pathname}#/replay/${text}`;
}

function gameOf(record: SaveRecord): ReplayGame {
  return { game: record.game, options: record.file.options, seed: record.file.seed, log: record.file.log, seats: record.seats };
}

interface WatchMore {
  share?: () => void;
  /** The positions as shown to a viewer (default: the module's view of a state). */
  view?: (state: unknown, viewer: Viewer) => unknown;
  at?: number;
  /** Undefined: the positions are states and the module reads it; null: not over (or unknown). */
  result?: GameResult | null;
  /** The moves, when the positions are states: each move is then shown step by step. */
  log?: readonly { seat: Seat; choice: unknown }[];
}

/** Shows the viewer; `povs` are the points of view the person may choose. */
function watch(app: AppShell, entry: GameEntry, timeline: Timeline, seats: SeatInfo[], povs: ReplayPov[], back: () => void, more: WatchMore = {}): void {
  const { share, view = (s, v) => entry.module.view(s, v), at, result, log } = more;
  const stepsOf = entry.module.stepsOf?.bind(entry.module);
  // Move k's steps: applied again from the position before it (display only, a move at a time).
  const steps = log && stepsOf ? (k: number) => (log[k - 1] ? stepsOf(timeline.states[k - 1], log[k - 1]!.seat, log[k - 1]!.choice) : []) : undefined;
  // The running score leaves out end-of-game scoring: the last position shows the final totals.
  // `result` undefined: the positions are states and the module reads it; null: not over (or unknown).
  const final = result === undefined ? entry.module.result(timeline.states[timeline.states.length - 1]) : result;
  const finalScores = final ? Array.from({ length: seats.length }, (_, i) => final.scores.find((l) => l.seat === i)?.total ?? 0) : undefined;
  const mountIt = () => {
    app.unmount?.();
    app.root.replaceChildren();
    app.root.dataset.ready = '';
    app.unmount = mountReplayScreen(app.root, {
      presenter: entry.presenter, timeline, seats, povs, view, ...(at === undefined ? {} : { at }), ...(finalScores ? { finalScores } : {}),
      onClose: back, ...(share ? { onShare: share } : {}), ...(steps ? { stepsOf: steps } : {}),
    });
    app.redraw = mountIt;
  };
  mountIt();
}

/** A finished game's score timeline for the end screen (the same as the viewer's "How it was won"). */
export async function howWonOf(record: SaveRecord): Promise<ScoreSeries | null> {
  const entry = entryOf(record.game);
  if (!entry || !record.over) return null;
  const game = gameOf(record);
  const timeline = buildTimeline(entry.module, game.options, game.seed, game.log, entry.roundOf);
  const final = entry.module.result(timeline.states[timeline.states.length - 1]);
  const finalScores = final ? record.seats.map((_, i) => final.scores.find((l) => l.seat === i)?.total ?? 0) : undefined;
  return seriesOfTimeline(timeline, (v, seat) => entry.presenter.score(v, seat), (s) => entry.module.view(s, 'spectator'), record.seats.length, finalScores);
}

/**
 * A saved game in the viewer: a finished one from any seat or with every hand, one in progress
 * only from `from` (the seat the person watching plays; absent: the device's one human seat).
 */
export async function watchSaved(app: AppShell, record: SaveRecord, back: () => void, at?: number, from?: Viewer): Promise<void> {
  const entry = entryOf(record.game);
  if (!entry) return;
  await loadGameStrings(record.game).catch(() => {}); // offline and never cached: keys, still watchable
  const seats = record.seats;
  const own = from === undefined ? ownSeats(seats) : from === 'spectator' ? [] : [from];
  const povs = replayPovs(record.over, seats.length, own);
  const game = gameOf(record);
  const timeline = buildTimeline(entry.module, game.options, game.seed, game.log, entry.roundOf);
  watch(app, entry, timeline, seats, povs, back, { ...(record.over ? { share: () => void shareReplay(record) } : {}), ...(at === undefined ? {} : { at }), log: game.log });
}

/**
 * A guest's replay of an online game: the views its device received, seen only as it saw them (a
 * guest never holds the seed and the log; the host's replay is the full one, and shareable).
 */
export async function watchOwnViews(app: AppShell, game: string, seats: SeatInfo[], viewer: Viewer, history: readonly { view: unknown; events: GameEvent[] }[], result: GameResult | null, back: () => void): Promise<void> {
  const entry = entryOf(game);
  if (!entry || history.length === 0) return;
  await loadGameStrings(game).catch(() => {});
  const who = (events: GameEvent[]): Seat => events.find((e) => typeof e.seat === 'number')?.seat ?? -1;
  const timeline = timelineOf(history.map((x) => x.view), [[], ...history.slice(1).map((x) => x.events)], [-1, ...history.slice(1).map((x) => who(x.events))], entry.roundOf);
  // The positions already are this viewer's views: shown as they are, whichever point of view.
  // A view is not a state: the module's result cannot read it, the guest's session knows the result.
  watch(app, entry, timeline, seats, [viewer], back, { view: (v) => v, result });
}

/** Writes a finished game as a link and offers it (copy, share sheet, QR code up to 2,953 bytes). */
export async function shareReplay(record: SaveRecord): Promise<void> {
  const entry = entryOf(record.game);
  if (!entry || !record.over) return;
  const text = await encodeReplay(entry.module, gameOf(record));
  if (!text) return toast(t('replay.bad', { reason: t('replay.err.link-malformed') }), 'error');
  offerLink(replayUrl(text));
}

/** The Share replay dialog: the link to copy, and its QR code. */
function offerLink(url: string): void {
  const field = h('input', { class: 'share-link', id: 'replay-link', readonly: true, value: url, 'aria-label': t('replay.linkTitle') }) as HTMLInputElement;
  const copy = h('button', { class: 'btn primary', 'data-testid': 'replay-copy', onclick: async () => {
    field.select();
    try { await navigator.clipboard.writeText(url); toast(t('replay.copied')); } catch { document.execCommand?.('copy'); }
  } }, t('replay.copy'));
  const body = h('div', { class: 'share' },
    h('div', { class: 'share-text' }, h('p', {}, t('replay.linkHelp')), field, h('div', { class: 'row' }, copy)),
    replayQr(url, t('replay.linkTitle')));
  openDialog(t('replay.linkTitle'), body);
}

/** A replay link opened in the app: checked move by move, then shown; a bad link says why. */
export async function openReplayLink(app: AppShell, text: string): Promise<void> {
  const note = h('p', { class: 'note', role: 'status' }, t('replay.opening'));
  app.root.replaceChildren(h('section', { class: 'screen' }, note));
  const decoded = await decodeReplay(text, (g) => entryOf(g)?.module ?? null);
  if (!decoded.ok) {
    const reason = tk(`replay.err.${decoded.error.code}`, { step: (decoded.error.step ?? 0) + 1 });
    app.root.replaceChildren(h('section', { class: 'screen' },
      h('h1', {}, t('replay.title')), h('p', { role: 'alert' }, t('replay.bad', { reason })),
      h('button', { class: 'btn primary', onclick: () => void app.home() }, t('app.home'))));
    app.root.dataset.ready = '';
    return;
  }
  const { replay } = decoded;
  const entry = entryOf(replay.game)!;
  await loadGameStrings(replay.game).catch(() => {});
  // Decoding checked every move by replaying the game: its positions are reused, not replayed again.
  const count = entry.module.seatCount(decoded.states[0]);
  const seats: SeatInfo[] = Array.from({ length: count }, (_, i) => replay.seats?.[i] ?? { name: `#${i + 1}`, kind: 'human', color: i % 5 });
  const timeline = timelineOf(decoded.states, decoded.events, [-1, ...replay.log.map((e) => e.seat)], entry.roundOf);
  const finished = entry.module.result(timeline.states[timeline.states.length - 1]) !== null;
  // Someone else's game: every seat's view once it is over, else only what a spectator saw.
  const povs = replayPovs(finished, seats.length, []);
  // A finished game's link can be passed on as it came.
  watch(app, entry, timeline, seats, povs, () => void app.home(), { log: replay.log, ...(finished ? { share: () => offerLink(replayUrl(text)) } : {}) });
  const older = decoded.olderRules;
  if (older) {
    const scores = older.scoresThen?.map((n, i) => `${seats[i]?.name ?? `#${i + 1}`} ${n}`).join(', ');
    toast(scores ? t('replay.olderRulesResult', { scores }) : t('replay.olderRules'), 'info', 12_000);
  }
}
