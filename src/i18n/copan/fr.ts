// Copan strings in French (terms follow that edition's vocabulary).
import type { copanEn } from './en.ts';
import { copanUiFr } from './ui-fr.ts';
import { copanWhyFr } from './why-fr.ts';
import { copanBoardFr } from './board-fr.ts';
import { copanErrorsFr } from './errors-fr.ts';

export const copanFr: Record<keyof typeof copanEn, string> = {
  'cp.title': 'Copan : la cité mourante',
  ...copanUiFr,
  ...copanWhyFr,
  ...copanBoardFr,
  ...copanErrorsFr,
};
