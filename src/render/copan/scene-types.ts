// The options and callbacks of the Copan board scene (see index.ts for the whole API).
import type { GameEvent } from '../../engine/types.ts';
import type { CopanChoice } from '../../games/copan/types.ts';
import type { Theme } from '../tokens.ts';
import type { Label } from './art.ts';
import type { TargetInfo } from './scene-targets.ts';

export interface SceneOptions {
  label?: Label;
  reducedMotion?: boolean;
  speed?: number; // 1 normal, 2 twice as fast, 0 instant
  theme?: Theme;
  autoFocus?: boolean; // ease to the legal targets when they are small at fit (default true)
  seatColors?: number[]; // PLAYERS index per seat (default: the seat number)
  width?: number;
  height?: number;
}

export interface UpdateOptions {
  seat: number;
  choices: readonly CopanChoice[];
  highlight?: readonly string[];
  events?: readonly GameEvent[]; // the events of the last step, if the caller has them (the Fate roll)
}

export type TargetListener = (choiceIds: string[], target: TargetInfo) => void;
export type { CopanInspectEvent, InspectListener } from './inspect-input.ts';
