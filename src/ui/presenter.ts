// What the game screen needs from each game's UI: words, the own area, the board scene.
import type { SoundCue } from './sound.ts';
import type { Choice, GameEvent, Pending } from '../engine/types.ts';
import type { BoardMeasure } from '../render/core/measure.ts';

export interface TargetInfo {
  id: string;
  choiceIds: string[];
  rect: { x: number; y: number; w: number; h: number };
}

/** One page of a board shown a page at a time (Copan's tab strip on a phone), named by an i18n key. */
export interface PanelInfo {
  id: string;
  labelKey: string;
  params: Record<string, string | number>;
  selected: boolean;
  hasTargets: boolean; // the page holds legal targets of the viewing seat
  hasMarks?: boolean; // the page holds items marked as changed since the viewer's last move
  rect: { x: number; y: number; w: number; h: number }; // the drawn tab, CSS px relative to the board host
}

/** Something on the board a person asks about: hovered, held (or right-clicked), or tapped while not legal. */
export interface InspectInfo {
  id: string | null; // null: a hover left every element
  how: 'hover' | 'tap' | 'hold';
  rect?: { x: number; y: number; w: number; h: number }; // CSS px relative to the board host
}

/** A detail sheet or tooltip: a title and a few sentences in our own words. */
export interface Detail {
  title: string;
  lines: string[];
}

/** The board scene a game draws on the canvas (see src/render/<game>/). */
export interface SceneHandle {
  /** `events`: what happened since the last update (e.g. a die rolled and shown again), when known. */
  update(view: unknown, ctx: { seat: number; choices: Choice[]; events?: readonly GameEvent[] }): void;
  setSize(width: number, height: number): void;
  onTarget(cb: (choiceIds: string[]) => void): void;
  targets(): TargetInfo[];
  zoom(cmd: 'in' | 'out' | 'fit'): void;
  destroy(): void;
  /** Resolves once the board's running animations have finished: a bot's next move waits for it. */
  settled(): Promise<void>;
  /** Optional: reports elements asked about (tooltips, detail sheets, why a move is not possible). */
  onInspect?(cb: (info: InspectInfo) => void): void;
  /** Optional: the board came to rest elsewhere (camera, resize, page): targets() and panels() rects are new. */
  onMoved?(cb: () => void): void;
  /** Optional: the pages of a board drawn a page at a time (empty when every page is shown). */
  panels?(): PanelInfo[];
  /** Optional: shows page `id` of panels(). */
  showPanel?(id: string): void;
  /** Optional: the colour index each seat chose (SeatInfo.color), when it changes after creation. */
  setSeatColors?(colors: number[]): void;
  /** Optional: how readable the board is as shown now (benchmarks and browser tests read it). */
  measure?(): BoardMeasure;
  /** Optional: rings these items (describe() ids) as changed since the viewer last decided; [] clears. */
  markChanged?(ids: readonly string[]): void;
  /** Optional: the marked items drawn now. */
  marked?(): string[];
}

/** Which board items (the scene's element ids) a run of events changed, as `viewer` may know it. */
export type ChangedItems = (events: readonly GameEvent[], viewer: number) => string[];

export interface SceneCreateOptions {
  label(key: string): string;
  reducedMotion: boolean;
  /** The colour index each seat chose in the new-game screen (SeatInfo.color), by seat. */
  seatColors?: number[];
}

export interface GamePresenter {
  /** Title shown in the top bar. */
  title(): string;
  /** "Round 3 of 5 · Construction". */
  status(view: unknown, pending: Pending[]): string;
  score(view: unknown, seat: number): number;
  /** A short line for the seat's chip (e.g. sacrifice step). */
  chipDetail(view: unknown, seat: number): string;
  prompt(kind: string): string;
  choiceLabel(choice: Choice, view: unknown, seat: number): string;
  /** Optional: whether a choice ends the current step (kept in sight beside a long list); default: its id starts with "end". */
  isFinishing?(choice: Choice): boolean;
  /** Choices the own area offers (e.g. cards); a phone's sheet opens for them. The action bar lists the rest. */
  inOwnArea(choice: Choice): boolean;
  /**
   * Optional: choices the board offers (its rings and their DOM twins). The action bar never lists
   * them, and a phone's sheet does not open by itself for them (it would cover where they are made).
   */
  onBoard?(choice: Choice): boolean;
  /**
   * Optional: of the choices one board target holds, the one already picked beside the board (Copan:
   * a Pyramid space and the Court tile picked); null asks the person which one.
   */
  pickOnBoard?(options: Choice[]): Choice | null;
  /**
   * Optional: on a phone, a strip at the board's foot for what its targets need picked beside them
   * (Copan: the Court tile a space places, while the own area is a closed sheet); null for none.
   */
  boardFoot?(view: unknown, seat: number, choices: Choice[]): HTMLElement | null;
  ownArea(view: unknown, seat: number, name: string, choices: Choice[], choose: (c: Choice) => void): HTMLElement;
  logLines(events: GameEvent[], name: (seat: number) => string): string[];
  /** Optional: the round a view is in (groups the log and closes a round with its summary). */
  roundOf?(view: unknown): number;
  /** Optional: the points an event gives and why, in a few words ("turn scoring"), for the round summary. */
  points?(e: GameEvent): { seat: number; n: number; why: string } | null;
  /** Whether chance decided this event (a die roll and what follows from it): told even after one's own move. */
  isChance?(e: GameEvent): boolean;
  /**
   * Optional: the seat that rolled the die of `events[i]` (a person waits to see their own roll), or
   * null when that event is no die roll or nobody's (the automa's).
   */
  rollBy?(events: readonly GameEvent[], i: number): number | null;
  /**
   * Optional: why `choice` cannot be undone, in the game's words, from the events it would bring
   * (null: the general reason). Words only what the mover may know: the events hold hidden values.
   */
  irreversibleWhy?(choice: Choice, events: readonly GameEvent[], seat: number): string | null | Promise<string | null>;
  categoryLabel(category: string): string;
  /** Whether `seat`'s next decision is secret and simultaneous (the privacy cover matters). */
  isSecretPick(kind: string): boolean;
  /** The sound for one of the game's events (absent: ui/sound.ts guesses from the event's type). */
  soundOf?(event: GameEvent): SoundCue | null;
  /** Plain-language lines about the position for screen readers: board, own hand and resources, scores. */
  summary(view: unknown, seat: number, name: (seat: number) => string): string[];
  /** First-game tip for a decision kind, or null. */
  coach(kind: string): string | null;
  createScene?(host: HTMLElement, opts: SceneCreateOptions): Promise<SceneHandle>;
  /** Optional: loads the game's changed-items function (ui/<game>/changed.ts, a chunk of its own). */
  changes?(): Promise<{ changedItems: ChangedItems }>;
  /**
   * Optional: the board is laid out wider than tall, so where the screen has no own area (table
   * mode, a spectator) the seats go in a strip above the board, not a column beside it: a
   * landscape tablet's height is what such a board lacks, its width what it can spare.
   */
  wideBoard?: boolean;
  /** What a board element (an id from the scene) is and does, for tooltips, sheets and DOM twins. */
  describe?(id: string, view: unknown, seat: number, name: (seat: number) => string): Detail | null;
  /** Why acting on a board element is not possible for `seat` now (translated), or null. */
  whyNot?(id: string, view: unknown, seat: number): string | null;
  /**
   * Optional: rules helpers from the first download that the suggestion chunk's reasons read
   * (src/ui/<game>/hint-kit.ts), for a game whose rules are in the first download: were that lazy
   * chunk to import them itself, the bundler would split them into a chunk of their own.
   */
  hintKit?: unknown;
  /** Help for everything on the board at once (a guide reachable by keyboard and screen readers). */
  guide?(view: unknown, seat: number, name: (seat: number) => string): Detail[];
}
