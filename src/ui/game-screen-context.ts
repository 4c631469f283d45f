// The state the game screen shares with its helper modules (drawing, acting, keys and menu): the
// session, who is viewed and covered, bots and autoplay, the board scene and the screen's elements.
import type { Choice, GameEvent, Viewer } from '../engine/types.ts';
import type { GameSession } from '../app/session.ts';
import type { SeatInfo } from '../store/saves.ts';
import type { BoardTabs } from './board-tabs.ts';
import type { GamePresenter, SceneHandle } from './presenter.ts';
import type { GameLog } from './game-log.ts';
import type { LogPanel } from './log-panel.ts';
import type { BotClient } from '../app/bot-client.ts';
import type { Settings } from '../store/settings.ts';
import type { ScoreSeries } from './replay/score-series.ts';
import type { SheetMemo } from './screen-model.ts';

/** What the app hands the game screen (game-screen.ts re-exports it). */
export interface GameScreenOptions {
  session: GameSession;
  presenter: GamePresenter;
  settings: Settings;
  bots: BotClient;
  onHome(): void;
  onAgain(): void;
  /** Absent when this device cannot export the game (an online guest). */
  onExport?(): void;
  /** Read at each menu opening: false hides the export for now (a shared tablet mid-game). */
  exportable?(): boolean;
  onSettings(): void;
  /** Opens the rules reference over the game. */
  onRules?(): void;
  /** Online host: shows the invite link and code again. */
  onInvite?(): void;
  /** Online host: hands the room over to a guest's device (pass the host). */
  onHandover?(): void;
  /** Online host: a seat's rejoin link (a new secret: the seat follows its player to another device). */
  onRejoin?(): void;
  /** A finished local game: the replay viewer (at position `at`, else the end), and its link to share. */
  onReplay?(at?: number): void;
  /** A finished game's score timeline, for the end screen (computed on demand: it replays the game). */
  howWon?(): Promise<ScoreSeries | null>;
  onShareReplay?(): void;
  /** A game in progress: the replay viewer up to now, seen from `from` (the seat shown here, or as a spectator). */
  onReplaySoFar?(from: Viewer): void;
  /**
   * Online: the flow's own controls. topbar: before the log button (the chat button and its toast);
   * overlay: panels over the screen (the chat); endNote: a part of the end sheet (a rematch offer).
   */
  extras?: { topbar?: HTMLElement[]; overlay?: HTMLElement[]; endNote?: HTMLElement };
}

/** One caption and how long it stays (ms). */
export interface Told {
  /** Empty: a silent beat, another's move that said nothing (no caption shows meanwhile). */
  text: string;
  dwell: number;
  /** The board while it shows (the state its events led to); null: the current state; absent: unchanged. */
  view?: ((viewer: Viewer) => unknown) | null;
  /** The person's own die roll: shown until they have seen it (see narration.ts). */
  hold?: boolean;
}

/** What the board shows now. */
export interface Shown {
  view: unknown;
  mine: boolean;
  choices: Choice[];
}

/** The screen's elements, built once (game-screen.ts). */
export interface ScreenDom {
  readonly root: HTMLElement;
  readonly screen: HTMLElement;
  readonly title: HTMLElement;
  readonly pill: HTMLElement;
  readonly chips: HTMLElement;
  readonly boardWrap: HTMLElement;
  readonly twins: HTMLElement;
  readonly tabs: BoardTabs;
  readonly own: HTMLElement;
  readonly reason: HTMLElement;
  readonly prompt: HTMLElement;
  readonly choicesBox: HTMLElement;
  /** The step's finishing choices ("End construction"), kept in sight beside the scrolling list. */
  readonly finishBox: HTMLElement;
  readonly undoBtn: HTMLButtonElement;
  readonly skipBtn: HTMLElement;
  readonly netBox: HTMLElement;
  readonly narration: HTMLElement;
  readonly coachBox: HTMLElement;
  readonly roundCard: HTMLElement;
  /** A phone's strip at the board's foot (presenter.boardFoot). */
  readonly foot: HTMLElement;
  readonly logPanel: LogPanel;
}

/** The captions telling what others did (see narration.ts). */
export interface Captions {
  /** Waiting to be shown. */
  readonly queue: Told[];
  running: boolean;
  /** Lets a held caption go (its Seen button, or the person's next move); absent when none is held. */
  release?: () => void;
  /** While they run: the board of the step being told, drawn instead of the current state. */
  stepView: ((viewer: Viewer) => unknown) | null;
}

/** While bots play fast: when the board was last redrawn, what that cost, and the render that will draw the rest (see lull). */
export interface FastBoard {
  drawnAt?: number;
  /** What the last of those redraws cost the page, in ms beyond two plain frames. */
  cost?: number;
  timer?: number;
}

/**
 * Shared by the game screen's modules, by concern: the session and what it says of the seats, the
 * elements, and what the screen holds between renders (whom it shows, captions, skip, the board).
 */
export interface GameScreenContext {
  // The session.
  readonly o: GameScreenOptions;
  readonly session: GameSession;
  readonly presenter: GamePresenter;
  seats: SeatInfo[]; // online, names and kinds may change: read again at each change (follow)
  readonly humans: number[];
  // Online with no seat here (a spectator, a table-mode host): only the public view is ever shown.
  readonly watching: boolean;
  readonly autoplay: Set<number>;
  // Read at each call (seats change online, autoplay is toggled from the menu).
  name(seat: number): string;
  isBot(seat: number): boolean;
  /** What happened, as events grouped by round and turn (rebuilt from the saved moves on opening). */
  readonly log: GameLog;
  /** Every move so far, with the seat that decided it (null: unknown), for "while you were away" (away.ts). */
  readonly moves: { seat: number | null; events: GameEvent[] }[];
  /** The round the game was in after the last change (a higher one closes a round with its summary). */
  round: number;

  readonly dom: ScreenDom;

  // What the screen holds.
  viewer: number;
  shownSeat: number | null; // the seat whose public area a watcher looks at (null: whoever acts)
  revealedFor: number; // the human whose private view may be shown
  /** Skip ahead: the others' moves play at once and untold until this person's turn. */
  skipping: boolean;
  readonly captions: Captions;
  /** Bot seats deciding now: since when (performance.now()), for the chip's thinking state. */
  readonly thinking: Map<number, number>;
  scene: SceneHandle | null;
  unseen: GameEvent[]; // events the board has not been given yet (it may show some, e.g. a die)
  /** The items ringed on the board as changed since the viewer's last move (their twins say so). */
  marked: ReadonlySet<string>;
  /** What the board and the choices show now (drawn last). */
  shown: Shown;
  keepFocus: { choice?: string; card?: string; target?: string; toggle: boolean } | null; // see refocus()
  /** What each part of the screen was last drawn from, so an unchanged part is not rebuilt. */
  readonly drawn: Record<string, string>;
  readonly fastBoard: FastBoard;
  /** The phone's own-area sheet: whether it opened by itself, for which decision (see sheetStep). */
  sheet: SheetMemo;
  destroyed: boolean;
  /** Asks for a render at the next animation frame (many requests, one render). */
  requestRender(): void;
}
