// The game screen's commands: its keyboard shortcuts and its menu, and the dialogs they open (log,
// summary, board guide, keys); autoplay for the seat viewed, and a hint.
import { t } from '../i18n/index.ts';
import { guideDialog, keysDialog, menuDialog, summaryDialog } from './game-dialogs.ts';
import { doUndo, hint } from './game-screen-acting.ts';
import { inspect } from './game-screen-board.ts';
import { follow, render } from './game-screen-render.ts';
import type { GameScreenContext } from './game-screen-context.ts';
import { installMenuEntry } from '../pwa/install.ts';

/** Listens to the game's keys (see onKey); returns the unbind. */
export function bindKeys(ctx: GameScreenContext): () => void {
  const onDown = (e: KeyboardEvent) => onKey(ctx, e);
  document.addEventListener('keydown', onDown);
  return () => document.removeEventListener('keydown', onDown);
}

// Keyboard: every choice is a button (Tab / Enter); these keys reach the rest.
function onKey(ctx: GameScreenContext, e: KeyboardEvent): void {
  const { o } = ctx;
  const { own, choicesBox } = ctx.dom;
  if (e.ctrlKey || e.metaKey || e.altKey || (e.target as HTMLElement)?.closest?.('input, select, textarea, dialog, .dialog, .privacy')) return;
  const key = e.key.toLowerCase();
  if (key === 'u') void doUndo(ctx);
  else if (key === 'l') openLog(ctx);
  else if (key === 'm') openMenu(ctx);
  else if (key === 's') openSummary(ctx);
  else if (key === 'c') (choicesBox.querySelector('button') ?? own.querySelector('button.acard, button.legal'))?.focus(); // cards, or Copan's Pyramid spaces
  else if (key === 'r' && o.onRules) o.onRules();
  else if (key === '?') openKeys(ctx);
  else if (key === 'g') openGuide(ctx);
  // The zoom buttons' keys: + and − about the board's centre, 0 back to fit.
  else if (key === '+' || key === '=') ctx.scene?.zoom('in');
  else if (key === '-' || key === '_') ctx.scene?.zoom('out');
  else if (key === '0') ctx.scene?.zoom('fit');
  else if (key === 'i' && (e.target as HTMLElement)?.dataset?.target) inspect(ctx, { id: (e.target as HTMLElement).dataset.target!, how: 'hold' });
  else return;
  e.preventDefault();
}

const privateShown = (ctx: GameScreenContext) => !ctx.watching && !(ctx.humans.length > 1 && ctx.revealedFor !== ctx.viewer);
const openSummary = (ctx: GameScreenContext) =>
  summaryDialog(ctx.presenter.summary(ctx.session.view(privateShown(ctx) ? ctx.viewer : 'spectator'), ctx.viewer, ctx.name));
const openGuide = (ctx: GameScreenContext) => guideDialog(ctx.presenter.guide?.(ctx.shown.view, ctx.viewer, ctx.name) ?? []);
const openKeys = (ctx: GameScreenContext) => keysDialog(Boolean(ctx.o.onRules));
/** The log is a panel beside the board (a sheet on a phone): the button and L open or close it. */
export const openLog = (ctx: GameScreenContext) => ctx.dom.logPanel.toggle();

export function openMenu(ctx: GameScreenContext): void {
  const { o, presenter, humans, autoplay, watching } = ctx;
  const me = ctx.viewer;
  menuDialog([
    { label: t('app.home'), run: o.onHome },
    { label: t('app.settings'), run: o.onSettings },
    o.onRules ? { label: t('app.rules'), run: o.onRules, testid: 'rules' } : null,
    o.onExport && (o.exportable?.() ?? true) ? { label: t('game.export'), run: o.onExport, testid: 'export' } : null,
    o.onInvite ? { label: t('net.invite'), run: o.onInvite, testid: 'invite' } : null,
    o.onHandover ? { label: t('net.handover'), run: o.onHandover, testid: 'handover' } : null,
    o.onRejoin ? { label: t('net.rejoin'), run: o.onRejoin, testid: 'rejoin' } : null,
    humans.includes(me) ? { label: autoplay.has(me) ? t('game.autoplayOff') : t('game.autoplayOn'), testid: 'autoplay', run: () => {
      if (autoplay.has(me)) autoplay.delete(me); else autoplay.add(me);
      ctx.session.setAutoplay?.(me, autoplay.has(me));
      follow(ctx);
      render(ctx);
    } } : null,
    watching ? null : { label: t('game.hint'), run: () => void hint(ctx) },
    // Only the hand this screen may show now: another person's seat on a shared device stays hidden.
    o.onReplaySoFar && !ctx.session.result() ? { label: t('replay.soFar'), testid: 'replay-so-far', run: () => o.onReplaySoFar?.(privateShown(ctx) ? me : 'spectator') } : null,
    { label: t('game.summary'), run: () => openSummary(ctx) },
    presenter.guide ? { label: t('game.guide'), run: () => openGuide(ctx) } : null,
    { label: t('game.keys'), run: () => openKeys(ctx) },
    installMenuEntry(), // the browser can install the app: the one place in the game that says so
  ]);
}
