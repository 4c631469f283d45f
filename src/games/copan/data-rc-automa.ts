// ============================================================================================
// Solo mode (spec 7): the Automa's constants. The starting tile types are [rc] reconstructed
// (the text gives "2 + 1 + 1" of three types whose icons were lost); the rest is [text].
// ============================================================================================
import { res4, type Res4 } from './data-core.ts';

export const AUTOMA_START_TILES: Res4 = res4(2, 1, 1, 0); // [rc] reconstructed
export const AUTOMA_VP_PER_ITEM = { easy: 3, hard: 6 } as const; // [text]
export const AUTOMA_MODES = ['basic', 'advanced'] as const;
export const AUTOMA_LEVELS = ['easy', 'hard'] as const;
