// Copan screen strings in French.
import type { copanUiEn } from './ui-en.ts';

export const copanUiFr: Record<keyof typeof copanUiEn, string> = {
  'cp.automa': 'l’Automa',
};
