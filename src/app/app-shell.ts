// The state the app's flows share (the root element, settings, the session on screen, the online
// session and its wake lock), showing a screen, and the routes the flows call in each other.
import { gameStringsReady, loadAllGameStrings, loadGameStrings, t } from '../i18n/index.ts';
import type { Settings } from '../store/settings.ts';
import { h } from '../ui/dom.ts';
import { openDialog } from '../ui/overlays.ts';
import { rulesBody } from '../ui/rules.ts';
import { mountGameScreen, type GameScreenOptions } from '../ui/game-screen.ts';
import type { NewGameRequest } from '../ui/new-game.ts';
import type { LobbyNet } from '../ui/lobby.ts';
import { GAMES } from './games.ts';
import { defaultSoundOf, playSound, type SoundCue } from '../ui/sound.ts';
import type { GamePresenter } from '../ui/presenter.ts';
import type { GameSession } from './session.ts';
import type { HostSession } from './host-session.ts';
import type { GuestSession } from './guest-session.ts';
import type { RoomNet } from './session-net.ts';
import type { BotClient } from './bot-client.ts';
import type { LinkServer } from '../net/servers.ts';

export interface AppShell {
  readonly root: HTMLElement;
  /** Loaded by boot() before the first screen is drawn. */
  settings: Settings;
  session: GameSession | null;
  /** The online session in use (a room this device hosts, or a game it joined), closed on leaving. */
  online: HostSession | GuestSession | null;
  releaseWake: (() => void) | null;
  wakeHeld: boolean;
  unmount: (() => void) | null;
  redraw: () => void;
  readonly bots: BotClient;
  /** The hosted room's registration with the signalling server, shown in its lobby. */
  roomNet: RoomNet;
  readonly roomNetListeners: Set<() => void>;
  /** A guest's connection to the host, shown in its lobby, and that lobby's update. */
  guestNet: LobbyNet;
  refreshGuest: () => void;
  // Routes from one flow into another, set by the composition root, so that the flows (local, host,
  // guest, saves) never import each other.
  home(): Promise<void>;
  newGame(game: string): void;
  settingsPage(back: () => void): void;
  hostOnline(game: string, req: NewGameRequest, table: boolean): void;
  resumeHost(room: string): Promise<void>;
  /** Pass the host: this device hosts the room it was handed (stored), on the server its link named. */
  takeOverHost(room: string, server: LinkServer | null): Promise<void>;
  /** A room's join page (straight back into a stored seat): the old host after a hand-over. */
  joinAsGuest(room: string, server: LinkServer | null): Promise<void>;
}

/** Counts screens shown, so that a screen waiting for its strings never replaces a later one. */
let shown = 0;
/** Games whose strings could not be fetched (offline, never cached): drawn with the raw keys. */
const unreachable = new Set<string>();

/** A game's strings load on first need (src/i18n/loaders.ts): until then, fetch them and draw again. */
function afterStrings(game: string, again: () => void): boolean {
  if (gameStringsReady(game) || unreachable.has(game)) return false;
  const ticket = ++shown;
  void loadGameStrings(game).catch(() => { unreachable.add(game); }).then(() => { if (ticket === shown) again(); });
  return true;
}

export function show(app: AppShell, el: HTMLElement, again: () => void, game?: string): void {
  if (game && afterStrings(game, again)) return;
  shown++;
  app.unmount?.();
  app.unmount = null;
  app.redraw = again;
  // The rules reference is one tap away on every screen: screens with a back row get a Rules button
  // (the home screen and the rules screen have their own).
  const top = el.querySelector(':scope > .row');
  if (game && top && !el.classList.contains('rules')) {
    top.append(h('button', { class: 'btn quiet', style: 'margin-left:auto', 'data-testid': 'rules-link', onclick: rulesOver(game) }, t('app.rules')));
  }
  app.root.replaceChildren(el);
  app.root.dataset.ready = '';
  (el.querySelector('h1') as HTMLElement | null)?.setAttribute('tabindex', '-1');
}

/** The screen's callbacks; `redraw` mounts the screen again (after the settings page, for one). */
export type GameCallbacks = Omit<GameScreenOptions, 'session' | 'presenter' | 'settings' | 'bots'>;

/** Shows the game screen for `session` (local, hosted or joined) and keeps it as the screen to redraw. */
export function showGame(app: AppShell, session: GameSession, callbacks: (redraw: () => void) => GameCallbacks): void {
  const entry = GAMES[session.module.id]!;
  app.session = session;
  const mountIt = () => {
    if (afterStrings(session.module.id, mountIt)) return;
    shown++;
    app.unmount?.();
    app.root.replaceChildren();
    app.root.dataset.ready = '';
    const unmount = mountGameScreen(app.root, { session, presenter: entry.presenter, settings: app.settings, bots: app.bots, ...callbacks(mountIt) });
    const quiet = followWithSound(session, entry.presenter);
    app.unmount = () => { quiet(); unmount(); };
    app.redraw = mountIt;
  };
  mountIt();
}

/**
 * The game's sounds: a chime when a decision comes back to a person at this device after others
 * played, a cue per event (placed, rolled, revealed), and one at the end.
 */
function followWithSound(session: GameSession, presenter: GamePresenter): () => void {
  const localWaits = () => session.pending().some((p) => session.localSeats().includes(p.seat) && !session.botSeats().includes(p.seat));
  let waited = localWaits();
  let over = session.result() !== null;
  return session.subscribe((events) => {
    const cues = new Set<SoundCue>();
    for (const e of events) {
      const cue = presenter.soundOf ? presenter.soundOf(e) : defaultSoundOf(e);
      if (cue) cues.add(cue);
    }
    const waits = localWaits();
    if (waits && !waited) cues.add('turn');
    waited = waits;
    if (!over && session.result()) { over = true; cues.clear(); cues.add('end'); }
    // One sound per change, the most telling one: a chime for your turn covers the knock of a move.
    const order: SoundCue[] = ['end', 'turn', 'roll', 'reveal', 'place'];
    const cue = order.find((c) => cues.has(c));
    if (cue) playSound(cue);
  });
}

/** Closes the online session in use (a hosted room stays stored: it can be reopened). */
export function leaveOnline(app: AppShell): void {
  app.online?.close();
  app.online = null;
  app.releaseWake?.();
  app.releaseWake = null;
}

export const rulesBooks = () => Object.values(GAMES).map((g) => ({ game: g.id, ...g.rules }));

/** The same reference in a dialog, over a game in progress. */
export const rulesOver = (game: string) => () => void loadAllGameStrings().catch(() => {}).then(() => openDialog(t('app.rules'), rulesBody(rulesBooks(), game)));

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
