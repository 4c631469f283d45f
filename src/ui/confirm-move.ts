// Asking before a move that stops undo (a reveal, a roll, a draw, the turn handed on), with the
// reason: in the game's words when its presenter can tell it from the move's events, else in
// general ones from the kind of barrier.
import type { Choice } from '../engine/types.ts';
import { t } from '../i18n/index.ts';
import { confirmDialog } from './overlays.ts';
import type { GameScreenContext } from './game-screen-context.ts';

export async function confirmMove(ctx: GameScreenContext, choice: Choice): Promise<boolean> {
  const { session, presenter, viewer } = ctx;
  const why = session.finalWhy?.(viewer, choice) ?? null;
  const events = session.finalEvents?.(viewer, choice);
  // The game's words may be a chunk to load: the screen says it is busy until the dialog is up.
  ctx.dom.screen.setAttribute('aria-busy', 'true');
  let detail: string | null | undefined;
  try { detail = events && await presenter.irreversibleWhy?.(choice, events, viewer); } finally { ctx.dom.screen.removeAttribute('aria-busy'); }
  if (ctx.destroyed) return false;
  const title = (why && why !== 'turn') || detail ? t('game.confirmIrreversible') : t('game.confirmTitle');
  return confirmDialog(title, detail || (why ? t(`game.confirmWhy.${why}`) : t('game.confirmText')), t('game.confirmOk'));
}
