// The options, update arguments and callbacks every board scene shares (each game's index.ts
// documents its own view, choices and target ids).
import type { Renderer } from 'pixi.js';
import type { Rect } from './geom.ts';
import type { BoardMeasure } from './measure.ts';
import type { Theme } from '../tokens.ts';

/** i18n: every word on the canvas comes from here (default: the key itself). */
export type Label = (key: string) => string;

export interface SceneOptions {
  label?: Label; // i18n: every word on the canvas comes from here (default: the key itself)
  reducedMotion?: boolean; // movement becomes a 120 ms fade at the destination
  speed?: number; // animation speed: 1 normal, 2 twice as fast, 0 instant
  theme?: Theme; // canvas background behind the board (the board stays limestone)
  autoFocus?: boolean; // ease the camera to the legal targets when they are small at fit (default true)
  seatColors?: readonly number[]; // the colour index each seat chose (default: its seat number)
  width?: number; // default: the host's client size
  height?: number;
}

/** What configure() may change after creation. */
export type LiveOptions = Partial<Omit<SceneOptions, 'width' | 'height'>>;

export interface UpdateOptions<C> {
  seat: number; // the viewing seat (its hand is face up, its choices get rings)
  choices: readonly C[]; // legal choices of that seat
  highlight?: readonly string[]; // choice or target ids to emphasise (maize ring), e.g. hovered in the action bar
}

export interface TargetInfo {
  id: string;
  choiceIds: string[];
  labelKey: string;
  params: Record<string, string | number>;
  rect: Rect; // CSS px relative to the host, at least 44×44, at the current zoom
}

export type TargetListener<T extends TargetInfo = TargetInfo> = (choiceIds: string[], target: T) => void;

/** Where a legal target sits, as the game's targets.ts lists it. */
export interface TargetSpec<Comp extends string = string> {
  id: string; // stable target id, e.g. 'space:12'
  choiceIds: string[]; // legal choice ids on this target, in the order they were listed
  labelKey: string; // i18n key for the accessible twin
  params: Record<string, string | number>; // values for the label
  comp: Comp;
  rect: Rect; // design units inside the component
}

export type ZoomCommand = 'in' | 'out' | 'fit';

/** What every game's scene offers; each game's index.ts adds its own methods. */
export interface BoardScene<V, U, T extends TargetInfo = TargetInfo> {
  update(view: V, o: U): void; // after every state change
  setSize(w: number, h: number): void; // when the host is resized
  destroy(): void;
  onTarget(cb: TargetListener<T>): () => void; // a tap on a ring; returns the unsubscribe
  targets(): T[]; // rings as screen rects for accessible twins
  onMoved(cb: () => void): () => void; // the camera came to rest, a resize, another page: twins must move
  zoom(cmd: ZoomCommand): void; // the [+] [−] [fit] buttons
  configure(o: LiveOptions): void; // change options live
  settled(): Promise<void>; // resolves when running animations have finished (to pace bot turns)
  measure(): BoardMeasure; // the smallest text on screen and where the board is (benchmarks, tests)
  markChanged(ids: readonly string[]): void; // rings the items (element ids) changed since the viewer last looked; [] clears
  marked(): string[]; // the marked items drawn now
  readonly renderer: Renderer; // tests read pixels with renderer.extract
}
