// The screen where a game is played, for any game: top bar, seat chips, board (canvas + its
// DOM twins), own area, action bar, log. It shows one seat's private view at a time and covers
// the screen between two people sharing the device. The game-screen-*.ts modules do the work.
import { t, tk } from '../i18n/index.ts';
import { clear, h, liveRegion, reducedMotion } from './dom.ts';
import { toast } from './overlays.ts';
import { boardTabs } from './board-tabs.ts';
import type { GameScreenContext, GameScreenOptions } from './game-screen-context.ts';
import { bindBots, doUndo, onTarget } from './game-screen-acting.ts';
import { drawTwins, inspect, resize, restoreCamera, saveCamera, seatColors } from './game-screen-board.ts';
import { follow, render, sheetOutdated } from './game-screen-render.ts';
import { coalesce } from './game-screen-frame.ts';
import { setBoardProbe } from './board-probe.ts';
import { bindKeys, openLog, openMenu } from './game-screen-commands.ts';
import { followChanges, roundNow } from './game-screen-changes.ts';
import { icon } from './icons.ts';
import { GameLog } from './game-log.ts';
import { logPanel } from './log-panel.ts';
import { quieted, skipAhead } from './narration.ts';
import './log-panel.css';

export type { GameScreenOptions };

export function mountGameScreen(root: HTMLElement, o: GameScreenOptions): () => void {
  const { session, presenter } = o;
  const humans = session.localSeats();
  const viewer = humans[0] ?? 0;

  // Static layout. The board's cell never changes size while the game runs: messages (connection,
  // first-game tip, narration, a refused move's reason) float over its top edge, the action bar has a
  // fixed height with a scrolling list, and on a phone the own area is a sheet that opens over it.
  const title = h('div', { class: 'title' });
  const pill = h('div', { class: 'turn-pill', 'aria-live': 'off' });
  const menuBtn = h('button', { class: 'icon-btn', 'aria-label': t('game.menu'), onclick: () => openMenu(ctx) }, icon('menu'));
  const logBtn = h('button', { class: 'icon-btn', 'aria-label': t('game.log'), onclick: () => openLog(ctx) }, icon('log'));
  // Focusable: on a phone the chips scroll sideways, and the arrow keys must reach those scrolled away.
  const chips = h('div', { class: 'chips', role: 'list', 'aria-label': t('game.players'), tabindex: 0 });
  const boardHost = h('div', { class: 'board-host' });
  const twins = h('div', { class: 'board-twins', role: 'group', 'aria-label': t('game.boardTargets') });
  // Outside the board (beside the chips on a phone, in the top bar on wider screens): never over a target.
  const zoomBar = h('div', { class: 'zoom-bar', role: 'group', 'aria-label': t('game.zoom') },
    h('button', { class: 'icon-btn zoom-step', 'aria-label': t('game.zoomOut'), onclick: () => ctx.scene?.zoom('out') }, icon('zoomOut', 20)),
    h('button', { class: 'icon-btn', 'aria-label': t('game.zoomFit'), onclick: () => ctx.scene?.zoom('fit') }, icon('fit', 20)),
    h('button', { class: 'icon-btn zoom-step', 'aria-label': t('game.zoomIn'), onclick: () => ctx.scene?.zoom('in') }, icon('zoomIn', 20)));
  // The board's size as the resize observer last measured it: reading clientWidth at every render
  // (every frame while bots play fast) would make the browser lay the page out each time.
  let boardSize: { w: number; h: number } | null = null;
  // A board drawn a page at a time (Copan on a phone) gets a tab list over its drawn tabs.
  const tabs = boardTabs({ panels: () => ctx.scene?.panels?.() ?? [], show: (id) => ctx.scene?.showPanel?.(id),
    size: () => boardSize ?? { w: boardWrap.clientWidth, h: boardWrap.clientHeight } });
  const reason = h('div', { class: 'reason', role: 'alert' });
  const netBox = h('div', { class: 'net-banner', role: 'status', hidden: true });
  // Bot and Cocijobot moves are told one line at a time at the chosen pace; Skip shows the rest.
  const narration = h('div', { class: 'narration', 'aria-hidden': 'true' });
  const coachBox = h('div', { class: 'coach', role: 'note', hidden: true });
  const roundCard = h('div', { class: 'round-card', role: 'status', hidden: true });
  const foot = h('div', { class: 'board-foot' });
  // Over the board, under its page tabs: the link's state, the coach, a refusal's reason and what
  // others did (captions, a round's points, "while you were away"), the last at the board's foot
  // on a phone (styles.css).
  const notes = h('div', { class: 'board-notes' }, h('div', { class: 'notes-top' }, netBox, coachBox, reason), h('div', { class: 'notes-low' }, roundCard, narration, foot));
  // The log: every move so far (replayed from the save), then each change as it comes.
  const log = new GameLog();
  const past = session.history?.() ?? [];
  for (const b of past) log.add(b);
  const moves: GameScreenContext['moves'] = past;
  const panel = logPanel(log, presenter, (seat) => ctx.name(seat), () => ctx.round, () => ctx.seats);
  // A calm placeholder while the board's code loads (createScene is asynchronous).
  const skeleton = presenter.createScene ? h('div', { class: 'board-skeleton', role: 'status' }, h('div', { class: 'shape', 'aria-hidden': 'true' }), h('span', {}, t('game.loadingBoard'))) : null;
  // The notes before the twins: a tile picked in the foot strip is followed, in keyboard order, by
  // the spaces it goes on (the notes paint over the twins by z-index whatever the order).
  const boardWrap = h('div', { class: 'board-wrap' }, boardHost, skeleton, tabs.el, notes, twins);
  const own = h('div', { class: 'own' });
  const prompt = h('div', { class: 'prompt' });
  const choicesBox = h('div', { class: 'choices', role: 'group', 'aria-label': t('game.choices') });
  const finishBox = h('div', { class: 'finish' });
  const undoBtn = h('button', { class: 'btn', 'data-undo': '', onclick: () => void doUndo(ctx) }, t('game.undo'));
  const skipBtn = h('button', { class: 'btn quiet', onclick: () => skipAhead(ctx) }, t('game.skip'));
  skipBtn.hidden = true;
  // The finishing choice comes last in the pinned group: Skip appearing or going never moves it.
  const actionbar = h('div', { class: 'actionbar' }, prompt, choicesBox, h('div', { class: 'pinned' }, skipBtn, undoBtn, finishBox));
  const screen = h('main', { class: `game${humans.length === 0 && session.net ? ` watching${presenter.wideBoard ? ' seat-strip' : ''}` : ''}`, 'aria-label': presenter.title() },
    h('header', { class: 'topbar' }, menuBtn, title, pill, ...(o.extras?.topbar ?? []), logBtn), zoomBar, boardWrap, h('div', { class: 'side' }, chips, actionbar, own, panel.el),
    ...(o.extras?.overlay ?? []));

  const ctx: GameScreenContext = {
    o, session, presenter, seats: session.seats, humans, watching: Boolean(session.net) && humans.length === 0, autoplay: new Set<number>(),
    name: (seat) => ctx.seats[seat]?.name ?? `#${seat + 1}`,
    isBot: (seat) => session.botSeats().includes(seat) || ctx.autoplay.has(seat),
    log, moves, round: roundNow(session, presenter),
    dom: { root, screen, title, pill, chips, boardWrap, twins, tabs, own, reason, prompt, choicesBox, finishBox, undoBtn, skipBtn, netBox, narration, coachBox, roundCard, foot, logPanel: panel },
    viewer, shownSeat: null, revealedFor: humans.length > 1 ? -1 : viewer, skipping: false,
    captions: { queue: [], running: false, stepView: null }, thinking: new Map(),
    scene: null, unseen: [], marked: new Set(), shown: { view: null, mine: false, choices: [] }, keepFocus: null,
    drawn: {}, fastBoard: {}, sheet: { decision: '', auto: false, choices: '' }, destroyed: false, requestRender: () => frame.request(),
  };
  const frame = coalesce(() => render(ctx));

  narration.hidden = true;
  clear(root);
  root.append(screen);
  liveRegion();

  if (presenter.createScene) {
    presenter.createScene(boardHost, { label: (k) => tk(k), reducedMotion: reducedMotion(), seatColors: seatColors(ctx) })
      .then((s) => {
        if (ctx.destroyed) return s.destroy();
        ctx.scene = s;
        skeleton?.remove();
        setBoardProbe(s, boardWrap);
        s.onTarget((ids) => onTarget(ctx, ids));
        s.onInspect?.((e) => inspect(ctx, e));
        // The camera rested, the board was resized or another page shown: the twins move with it, and
        // the phone's sheet opens or closes when the seat's choices left or joined the board.
        s.onMoved?.(() => { if (!ctx.destroyed) { drawTwins(ctx); saveCamera(ctx); if (sheetOutdated(ctx)) frame.request(); } });
        resize(ctx);
        render(ctx);
        restoreCamera(ctx);
        // The first complete board frame, for the start-up benchmark (scripts/bench/app.ts).
        requestAnimationFrame(() => { (window as unknown as { __mesoBoardAt?: number }).__mesoBoardAt = performance.now(); });
      })
      .catch((e) => { skeleton?.remove(); toast(t('game.boardFailed', { reason: String(e?.message ?? e) }), 'error'); });
  }
  const observer = new ResizeObserver(() => {
    boardSize = { w: boardWrap.clientWidth, h: boardWrap.clientHeight }; // laid out just now: no extra layout
    resize(ctx);
  });
  observer.observe(boardWrap);

  // What the screen listens to, each with its unbind.
  const unbinds = [followChanges(ctx, () => frame.flush()), bindKeys(ctx), () => observer.disconnect()];
  panel.draw();
  follow(ctx);
  render(ctx);
  unbinds.push(bindBots(ctx));
  return () => {
    ctx.destroyed = true;
    for (const unbind of unbinds) unbind();
    quieted(ctx);
    clearTimeout(ctx.fastBoard.timer);
    saveCamera(ctx);
    ctx.scene?.destroy();
    setBoardProbe(null);
    document.querySelector('.privacy')?.remove();
  };
}
