import { copanUiEn } from './ui-en.ts';
import { copanWhyEn } from './why-en.ts';
import { copanBoardEn } from './board-en.ts';
import { copanErrorsEn } from './errors-en.ts';

// English source strings for Copan (keys start with 'cp.'). Merged into the main catalog.
export const copanEn = {
  'cp.title': 'Copan: Dying City',
  ...copanUiEn,
  ...copanWhyEn,
  ...copanBoardEn,
  ...copanErrorsEn,
} as const;
