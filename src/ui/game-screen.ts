// The screen where a game is played, for any game: top bar, seat chips, board (canvas + its
// DOM twins), own area, action bar, log. It shows one seat's private view at a time and covers
// the screen between two people sharing the device. The game-screen-*.ts modules do the work.
import type { GameEvent } from '../engine/types.ts';
import { t, tk } from '../i18n/index.ts';
import { announce, clear, h, liveRegion, reducedMotion } from './dom.ts';
import { toast } from './overlays.ts';
import { boardTabs } from './board-tabs.ts';
import type { GameScreenContext, GameScreenOptions } from './game-screen-context.ts';
import { doUndo, onTarget } from './game-screen-acting.ts';
import { drawTwins, inspect, resize, restoreCamera, saveCamera, seatColors } from './game-screen-board.ts';
import { render } from './game-screen-render.ts';
import { coalesce } from './game-screen-frame.ts';
import { setBoardProbe } from './board-probe.ts';
import { onKey as onGameKey, openLog, openMenu } from './game-screen-commands.ts';
import { icon } from './icons.ts';

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
  // A board drawn a page at a time (Copan on a phone) gets a tab list over its drawn tabs.
  const tabs = boardTabs({ panels: () => ctx.scene?.panels?.() ?? [], show: (id) => ctx.scene?.showPanel?.(id),
    size: () => ({ w: boardWrap.clientWidth, h: boardWrap.clientHeight }) });
  const reason = h('div', { class: 'reason', role: 'alert' });
  const netBox = h('div', { class: 'net-banner', role: 'status', hidden: true });
  // Bot and Cocijobot moves are told one line at a time at the chosen pace; Skip shows the rest.
  const narration = h('div', { class: 'narration', 'aria-hidden': 'true' });
  const coachBox = h('div', { class: 'coach', role: 'note', hidden: true });
  const notes = h('div', { class: 'board-notes' }, netBox, coachBox, narration, reason);
  // A calm placeholder while the board's code loads (createScene is asynchronous).
  const skeleton = presenter.createScene ? h('div', { class: 'board-skeleton', role: 'status' }, h('div', { class: 'shape', 'aria-hidden': 'true' }), h('span', {}, t('game.loadingBoard'))) : null;
  const boardWrap = h('div', { class: 'board-wrap' }, boardHost, skeleton, tabs.el, twins, notes);
  const own = h('div', { class: 'own' });
  const prompt = h('div', { class: 'prompt' });
  const choicesBox = h('div', { class: 'choices', role: 'group', 'aria-label': t('game.choices') });
  const finishBox = h('div', { class: 'finish' });
  const undoBtn = h('button', { class: 'btn', onclick: () => void doUndo(ctx) }, t('game.undo'));
  const skipBtn = h('button', { class: 'btn quiet', onclick: () => { ctx.skipUntilVersion = Number.MAX_SAFE_INTEGER; skipBtn.hidden = true; } }, t('game.skip'));
  skipBtn.hidden = true;
  // The finishing choice comes last in the pinned group: Skip appearing or going never moves it.
  const actionbar = h('div', { class: 'actionbar' }, prompt, choicesBox, h('div', { class: 'pinned' }, skipBtn, undoBtn, finishBox));
  const screen = h('main', { class: `game${humans.length === 0 && session.net ? ' watching' : ''}`, 'aria-label': presenter.title() },
    h('header', { class: 'topbar' }, menuBtn, title, pill, logBtn), zoomBar, boardWrap, h('div', { class: 'side' }, chips, actionbar, own));

  const ctx: GameScreenContext = {
    o, root, session, presenter, seats: session.seats, humans,
    watching: Boolean(session.net) && humans.length === 0,
    shownSeat: null, autoplay: new Set<number>(), requested: new Map<number, number>(), logEntries: [], unseen: [],
    viewer, revealedFor: humans.length > 1 ? -1 : viewer, skipUntilVersion: -1,
    scene: null, destroyed: false, firstFrame: false,
    shown: { view: null, mine: false, choices: [] }, keepFocus: null, queue: [], narrating: false,
    screen, title, pill, chips, boardWrap, twins, tabs, own, reason, prompt, choicesBox, finishBox, undoBtn, skipBtn, netBox, narration, coachBox,
    thinking: new Map(), drawn: {}, requestRender: () => frame.request(),
    name: (seat) => ctx.seats[seat]?.name ?? `#${seat + 1}`,
    isBot: (seat) => session.botSeats().includes(seat) || ctx.autoplay.has(seat),
  };
  const { name, isBot, queue } = ctx;
  const frame = coalesce(() => render(ctx));

  const narrate = async () => {
    if (ctx.narrating) return;
    ctx.narrating = true;
    while (queue.length && !ctx.destroyed) {
      narration.textContent = queue.shift()!;
      narration.hidden = false;
      skipBtn.hidden = false;
      const pace = ctx.skipUntilVersion === Number.MAX_SAFE_INTEGER ? 0 : o.settings.botPaceMs;
      await new Promise((r) => setTimeout(r, Math.max(pace, queue.length ? pace : 1200)));
    }
    narration.hidden = true;
    ctx.narrating = false;
    ctx.requestRender();
  };
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
        // The camera rested, the board was resized or another page shown: the twins move with it.
        s.onMoved?.(() => { if (!ctx.destroyed) { drawTwins(ctx); saveCamera(ctx); } });
        resize(ctx);
        render(ctx);
        restoreCamera(ctx);
      })
      .catch((e) => { skeleton?.remove(); toast(t('game.boardFailed', { reason: String(e?.message ?? e) }), 'error'); });
  }
  const observer = new ResizeObserver(() => resize(ctx));
  observer.observe(boardWrap);

  const onKey = (e: KeyboardEvent) => onGameKey(ctx, e);
  document.addEventListener('keydown', onKey);

  const unsubscribe = session.subscribe((events: GameEvent[]) => {
    const lines = presenter.logLines(events, name);
    ctx.logEntries.push(...lines);
    ctx.unseen.push(...events);
    // Six lines: a chain such as cube, omen, die, event, closed space must not lose its die roll.
    if (lines.length) announce(lines.slice(-6).join('. '));
    // Narrate what others did (bots, Cocijobot), never the viewer's own clicks; but what chance
    // decided after the viewer's own move (a die roll and its Event) is told too.
    const others = presenter.logLines(events.filter((e) => e.seat === undefined || e.seat !== ctx.viewer || isBot(ctx.viewer)), name);
    const told = events.some((e) => e.seat !== undefined && e.seat !== ctx.viewer) || isBot(ctx.viewer) || events.some((e) => presenter.isChance?.(e) === true);
    if (o.settings.botPaceMs > 0 && others.length && told) {
      queue.push(...others);
      void narrate();
    }
    // A person's own move is answered at once (the focus moves on with it); what bots and other
    // devices do is drawn once per frame, however many moves arrive meanwhile.
    ctx.requestRender();
    if (events.some((e) => e.seat !== undefined && humans.includes(e.seat) && !ctx.autoplay.has(e.seat))) frame.flush();
  });

  render(ctx);
  return () => {
    ctx.destroyed = true;
    clearTimeout(ctx.lullTimer);
    unsubscribe();
    document.removeEventListener('keydown', onKey);
    observer.disconnect();
    saveCamera(ctx);
    ctx.scene?.destroy();
    setBoardProbe(null);
    document.querySelector('.privacy')?.remove();
  };
}
