// Public surface of the Copan: Dying City rules module (2-4 players, and solo against the Automa).
export { copanGame } from './game.ts';
export { copanChecks } from './checks.ts';
export type { AutomaState, ChoiceKind, ChoiceOf, CopanChoice, CopanOptions, CopanState, PlayerState, SoloOptions, Task, TaskKind } from './types.ts';
export type { CopanView, PlayerView } from './view.ts';
export { FACE_DOWN_HIDDEN } from './view.ts';
export * as copanData from './data.ts';
