// Copan screen strings in Portuguese.
import type { copanUiEn } from './ui-en.ts';

export const copanUiPt: Record<keyof typeof copanUiEn, string> = {
  'cp.automa': 'o Automa',
};
