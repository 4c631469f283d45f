// The screen where a game is played, for any game: top bar, seat chips, board (canvas + its
// DOM twins), own area, action bar, log. It shows one seat's private view at a time and covers
// the screen between two people sharing the device.
import type { Choice, GameEvent } from '../engine/types.ts';
import { t, tk } from '../i18n/index.ts';
import type { GameSession } from '../app/session.ts';
import type { BotClient } from '../app/bot-client.ts';
import type { Settings } from '../store/settings.ts';
import { announce, clear, h, liveRegion, reducedMotion } from './dom.ts';
import { boardTip, confirmDialog, detailSheet, openDialog, privacyCover, toast } from './overlays.ts';
import { badge, glyphOf } from './seat-badge.ts';
import { boardTabs } from './board-tabs.ts';
import { drawTargetTwins } from './board-twins.ts';
import { endScreen } from './end-screen.ts';
import { coachTip, guideDialog, keysDialog, logDialog, menuDialog, summaryDialog } from './game-dialogs.ts';
import type { GamePresenter, InspectInfo, SceneHandle } from './presenter.ts';

export interface GameScreenOptions {
  session: GameSession;
  presenter: GamePresenter;
  settings: Settings;
  bots: BotClient;
  onHome(): void;
  onAgain(): void;
  /** Absent when this device cannot export the game (an online guest). */
  onExport?(): void;
  onSettings(): void;
  /** Opens the rules reference over the game. */
  onRules?(): void;
  /** Online host: shows the invite link and code again. */
  onInvite?(): void;
}

export function mountGameScreen(root: HTMLElement, o: GameScreenOptions): () => void {
  const { session, presenter } = o;
  let seats = session.seats; // online, names and kinds may change: read again at each render
  const humans = session.localSeats();
  // Online with no seat here (a spectator, a table-mode host): only the public view is ever shown.
  const watching = Boolean(session.net) && humans.length === 0;
  let shownSeat: number | null = null; // the seat whose public area a watcher looks at (null: whoever acts)
  const autoplay = new Set<number>();
  const requested = new Map<number, number>();
  const logEntries: string[] = [];
  let unseen: GameEvent[] = []; // events the board has not been given yet (it may show some, e.g. a die)
  let viewer = humans[0] ?? 0;
  let revealedFor = humans.length > 1 ? -1 : viewer; // the human whose private view may be shown
  let skipUntilVersion = -1;
  let scene: SceneHandle | null = null;
  let destroyed = false;
  let firstFrame = false;
  let shown: { view: unknown; mine: boolean; choices: Choice[] } = { view: null, mine: false, choices: [] }; // what the board shows now
  let keepFocus: { choice?: string; card?: string; target?: string; toggle: boolean } | null = null; // see refocus()

  const name = (seat: number) => seats[seat]?.name ?? `#${seat + 1}`;
  const isBot = (seat: number) => session.botSeats().includes(seat) || autoplay.has(seat);

  // Static layout.
  const title = h('div', { class: 'title' });
  const pill = h('div', { class: 'turn-pill', 'aria-live': 'off' });
  const menuBtn = h('button', { class: 'icon-btn', 'aria-label': t('game.menu'), onclick: () => openMenu() }, '☰');
  const logBtn = h('button', { class: 'icon-btn', 'aria-label': t('game.log'), onclick: () => openLog() }, '≡');
  // Focusable: on a phone the chips scroll sideways, and the arrow keys must reach those scrolled away.
  const chips = h('div', { class: 'chips', role: 'list', 'aria-label': t('game.players'), tabindex: 0 });
  const boardHost = h('div', { class: 'board-host' });
  const twins = h('div', { class: 'board-twins', role: 'group', 'aria-label': t('game.boardTargets') });
  const zoomBar = h('div', { class: 'zoom-bar', role: 'group', 'aria-label': t('game.zoom') },
    h('button', { class: 'icon-btn zoom-step', 'aria-label': t('game.zoomOut'), onclick: () => scene?.zoom('out') }, '−'),
    h('button', { class: 'icon-btn', 'aria-label': t('game.zoomFit'), onclick: () => scene?.zoom('fit') }, '⤢'),
    h('button', { class: 'icon-btn zoom-step', 'aria-label': t('game.zoomIn'), onclick: () => scene?.zoom('in') }, '+'));
  // A board drawn a page at a time (Copan on a phone) gets a tab list over its drawn tabs.
  const tabs = boardTabs({ panels: () => scene?.panels?.() ?? [], show: (id) => scene?.showPanel?.(id),
    size: () => ({ w: boardWrap.clientWidth, h: boardWrap.clientHeight }) });
  const boardWrap = h('div', { class: 'board-wrap' }, boardHost, tabs.el, twins, zoomBar);
  const own = h('div', { class: 'own' });
  const reason = h('div', { class: 'reason', role: 'alert' });
  const prompt = h('div', { class: 'prompt' });
  const choicesBox = h('div', { class: 'choices', role: 'group', 'aria-label': t('game.choices') });
  const undoBtn = h('button', { class: 'btn', onclick: () => void doUndo() }, t('game.undo'));
  const skipBtn = h('button', { class: 'btn quiet', onclick: () => { skipUntilVersion = Number.MAX_SAFE_INTEGER; skipBtn.hidden = true; } }, t('game.skip'));
  skipBtn.hidden = true;
  const actionbar = h('div', { class: 'actionbar' }, prompt, choicesBox, skipBtn, undoBtn);
  const netBox = h('div', { class: 'net-banner', role: 'status', hidden: true });
  // Bot and Cocijobot moves are told one line at a time at the chosen pace; Skip shows the rest.
  const narration = h('div', { class: 'narration', 'aria-hidden': 'true' });
  const coachBox = h('div', { class: 'coach', role: 'note', hidden: true });
  const queue: string[] = [];
  let narrating = false;
  const narrate = async () => {
    if (narrating) return;
    narrating = true;
    while (queue.length && !destroyed) {
      narration.textContent = queue.shift()!;
      narration.hidden = false;
      skipBtn.hidden = false;
      const pace = skipUntilVersion === Number.MAX_SAFE_INTEGER ? 0 : o.settings.botPaceMs;
      await new Promise((r) => setTimeout(r, Math.max(pace, queue.length ? pace : 1200)));
    }
    narration.hidden = true;
    narrating = false;
    render();
  };
  const screen = h('main', { class: 'game', 'aria-label': presenter.title() },
    h('header', { class: 'topbar' }, menuBtn, title, pill, logBtn), chips, boardWrap, h('div', {}, netBox, coachBox, narration, reason, actionbar), own);
  narration.hidden = true;
  clear(root);
  root.append(screen);
  liveRegion();

  if (presenter.createScene) {
    presenter.createScene(boardHost, { label: (k) => tk(k), reducedMotion: reducedMotion(), seatColors: seatColors() })
      .then((s) => {
        if (destroyed) return s.destroy();
        scene = s;
        s.onTarget((ids) => onTarget(ids));
        s.onInspect?.((e) => inspect(e));
        // The camera rested, the board was resized or another page shown: the twins move with it.
        s.onMoved?.(() => { if (!destroyed) drawTwins(); });
        resize();
        render();
      })
      .catch((e) => toast(t('game.boardFailed', { reason: String(e?.message ?? e) }), 'error'));
  }
  const resize = () => { boardTip(boardWrap, null); scene?.setSize(boardWrap.clientWidth, boardWrap.clientHeight); };
  function seatColors(): number[] { return seats.map((s, i) => s.color ?? i); }

  /** Hover: a tooltip. Hold or right click: the detail sheet. A tap on what is not legal now: why not. */
  function inspect(e: InspectInfo): void {
    const describe = (id: string) => presenter.describe?.(id, shown.view, viewer, name) ?? null;
    if (e.how === 'hover') return boardTip(boardWrap, e.id ? describe(e.id) : null, e.rect);
    boardTip(boardWrap, null);
    if (!e.id || document.querySelector('.scrim, .privacy')) return;
    const why = shown.mine ? presenter.whyNot?.(e.id, shown.view, viewer) ?? null : null;
    if (e.how === 'tap' && why) return toast(why, 'error'); // a toast: the board keeps its size and zoom
    const d = describe(e.id);
    if (d) detailSheet(d, e.how === 'tap' ? why : null);
  }
  const observer = new ResizeObserver(resize);
  observer.observe(boardWrap);

  function pickViewer(): void {
    const pending = session.pending();
    const human = pending.find((p) => humans.includes(p.seat) && !autoplay.has(p.seat));
    if (human) viewer = human.seat;
  }

  function render(): void {
    if (destroyed) return;
    const result = session.result();
    if (result) {
      clear(root);
      root.append(endScreen({ result, seats, categoryLabel: presenter.categoryLabel, onAgain: o.onAgain, onHome: o.onHome }));
      // Keyboard and screen-reader users land on the result, not on a control that no longer exists.
      const heading = root.querySelector<HTMLElement>('#end-title');
      heading?.setAttribute('tabindex', '-1');
      heading?.focus();
      return;
    }
    seats = session.seats;
    pickViewer();
    const pending = session.pending();
    const covered = humans.length > 1 && revealedFor !== viewer && pending.some((p) => p.seat === viewer);
    if (covered && !document.querySelector('.privacy')) {
      privacyCover(name(viewer), glyphOf(seats[viewer]!), () => { revealedFor = viewer; render(); });
    }
    const showPrivate = !covered && (humans.length <= 1 || revealedFor === viewer);
    if (watching) viewer = shownSeat ?? pending[0]?.seat ?? viewer;
    const view = session.view(showPrivate && !watching ? viewer : 'spectator');
    const mine = showPrivate && !watching ? pending.find((p) => p.seat === viewer && !isBot(viewer)) : undefined;
    const choices: Choice[] = mine ? session.choices(viewer) : [];

    // Game name and status as two parts, so a phone can stack them instead of cutting the status off.
    title.replaceChildren(h('span', { class: 'name' }, presenter.title()), h('span', { class: 'sep' }, ' · '),
      h('span', { class: 'status' }, presenter.status(view, pending)));
    const acting = pending.map((p) => p.seat);
    pill.textContent = mine ? t('game.yourTurn', { name: name(viewer) }) : acting.length ? t('game.waiting', { names: acting.map(name).join(', ') }) : '';
    pill.classList.toggle('mine', Boolean(mine));

    clear(chips);
    seats.forEach((s, seat) => {
      const status = session.net?.seatStatus(seat);
      const gone = status === 'reconnecting' || status === 'open';
      const parts = [badge(s), h('span', { class: 'score', 'aria-label': t('game.points', { n: presenter.score(view, seat) }) }, presenter.score(view, seat)),
        h('span', { class: 'muted' }, presenter.chipDetail(view, seat)),
        gone ? h('span', { class: 'net-status' }, t(status === 'open' ? 'net.waitingShort' : 'net.reconnectingShort')) : null];
      const cls = `chip${acting.includes(seat) ? ' active' : ''}${gone ? ' gone' : ''}`;
      // A watcher picks whose public area to look at.
      chips.append(watching
        ? h('div', { role: 'listitem', class: 'chip-item' }, h('button', { class: `${cls} chip-btn`, 'data-seat': seat, 'aria-pressed': String(viewer === seat),
          title: t('net.showSeat', { name: name(seat) }), onclick: () => { shownSeat = shownSeat === seat ? null : seat; render(); } }, ...parts))
        : h('div', { class: cls, role: 'listitem', 'data-seat': seat }, ...parts));
    });
    renderNet();

    shown = { view, mine: Boolean(mine), choices };
    scene?.setSeatColors?.(seatColors());
    if (scene) {
      scene.update(view, { seat: viewer, choices, events: unseen });
      unseen = [];
    }
    if (scene && !firstFrame) {
      firstFrame = true;
      // The first complete board frame, for the start-up benchmark.
      requestAnimationFrame(() => { (window as unknown as { __mesoBoardAt?: number }).__mesoBoardAt = performance.now(); });
    }
    // Keyboard focus inside the parts rebuilt below is given back after the rebuild (see refocus).
    const before = document.activeElement as HTMLElement | null;
    if (before && (own.contains(before) || choicesBox.contains(before) || twins.contains(before)))
      keepFocus = { choice: before.dataset.choice, card: before.dataset.card, target: before.dataset.target, toggle: before.classList.contains('own-toggle') };
    drawTwins();

    clear(own);
    const expanded = own.classList.contains('expanded');
    own.append(h('button', { class: 'own-toggle', 'aria-expanded': String(expanded), onclick: () => { own.classList.toggle('expanded'); render(); } },
      expanded ? `▼ ${t('game.ownLess')}` : `▲ ${t('game.ownMore')}`));
    if (showPrivate || humans.length <= 1) own.append(presenter.ownArea(view, viewer, name(viewer), choices, choose));
    own.dataset.seat = String(viewer);

    prompt.textContent = mine ? presenter.prompt(mine.kind) : '';
    coach(mine?.kind);
    clear(choicesBox);
    for (const c of choices.filter((c) => !presenter.inOwnArea(c)))
      choicesBox.append(h('button', { class: 'btn choice', 'data-choice': c.id, onclick: () => choose(c) }, presenter.choiceLabel(c, view, viewer)));
    refocus();
    undoBtn.disabled = !mine || !session.canUndo(viewer);
    undoBtn.hidden = watching;
    skipBtn.hidden = (!pending.some((p) => isBot(p.seat)) && !narrating) || skipUntilVersion === Number.MAX_SAFE_INTEGER;
    scheduleBots();
  }

  /** The board's DOM twins (its tabs and the legal targets), placed over what the canvas shows now. */
  function drawTwins(): void {
    tabs.refresh();
    const { view, choices } = shown;
    drawTargetTwins(twins, {
      targets: scene?.targets() ?? [], choices,
      label: (c) => presenter.choiceLabel(c, view, viewer),
      describe: (id) => presenter.describe?.(id, view, viewer, name) ?? null,
      choose: (ids) => onTarget(ids),
      tip: (d, rect) => boardTip(boardWrap, d, rect),
    });
  }

  /**
   * A keyboard or screen-reader user whose focused button was rebuilt keeps their place: the same
   * button, else the next decision (the first choice), as soon as there is one; unless they have
   * moved the focus elsewhere meanwhile.
   */
  function refocus(): void {
    const now = document.activeElement;
    if (now && now !== document.body) { keepFocus = null; return; }
    if (!keepFocus) return;
    const k = keepFocus;
    const q = (root: HTMLElement, sel: string) => root.querySelector<HTMLElement>(sel);
    const el = (k.toggle ? q(own, '.own-toggle') : null)
      ?? (k.choice ? q(screen, `[data-choice="${CSS.escape(k.choice)}"]`) : null)
      ?? (k.card ? q(own, `.acard.legal[data-card="${CSS.escape(k.card)}"]`) : null)
      ?? (k.target ? q(twins, `[data-target="${CSS.escape(k.target)}"]`) : null)
      ?? q(choicesBox, 'button') ?? q(own, 'button.acard, button.legal');
    if (el) { el.focus(); keepFocus = null; }
  }

  /** Online: this device's connection, and seats whose guest is gone (the host may hand them to a bot). */
  function renderNet(): void {
    const net = session.net;
    if (!net) return;
    const lines: HTMLElement[] = [];
    const link = net.link();
    if (link !== 'ok') lines.push(h('p', {}, t(link === 'closed' ? 'net.closed' : 'net.lostHost')));
    seats.forEach((_, seat) => {
      if (net.seatStatus(seat) !== 'reconnecting') return;
      lines.push(h('p', {}, h('span', {}, t('net.seatGone', { name: name(seat) })),
        net.replaceWithAi ? h('button', { class: 'btn', 'data-testid': `replace-ai-${seat}`, onclick: () => net.replaceWithAi!(seat) }, t('net.replaceAi')) : null));
    });
    netBox.replaceChildren(...lines);
    netBox.hidden = lines.length === 0;
  }

  function onTarget(ids: string[]): void {
    const choices = session.choices(viewer);
    const options = choices.filter((c) => ids.includes(c.id));
    if (options.length === 1) void choose(options[0]!);
    else if (options.length > 1) {
      const view = session.view(viewer);
      const list = h('div', { class: 'list' }, options.map((c) => h('button', { class: 'btn choice', onclick: () => { close(); void choose(c); } }, presenter.choiceLabel(c, view, viewer))));
      const close = openDialog(t('game.chooseOne'), list);
    }
  }

  async function choose(choice: Choice): Promise<void> {
    reason.textContent = '';
    const pending = session.pending().find((p) => p.seat === viewer);
    if (o.settings.confirmEndTurn !== false && pending && !presenter.isSecretPick(pending.kind) && session.isFinal(viewer, choice)) {
      const ok = await confirmDialog(t('game.confirmTitle'), t('game.confirmText'), t('game.confirmOk'));
      if (!ok) return;
    }
    const out = session.act(viewer, choice);
    const res = out instanceof Promise ? await out : out;
    if (destroyed) return;
    if (!res.ok) reason.textContent = tk(`err.${res.error.code}`) === `err.${res.error.code}` ? res.error.reason : tk(`err.${res.error.code}`, res.error.data);
    // Hide the hand before passing on, once this seat owes no further secret step (a Chocolatl
    // offering is made location by location: one cover per person, not one per location).
    else if (humans.length > 1 && presenter.isSecretPick(pending?.kind ?? '') &&
      !session.pending().some((p) => p.seat === viewer && presenter.isSecretPick(p.kind))) revealedFor = -1;
  }

  async function doUndo(): Promise<void> {
    const out = session.undo(viewer);
    const res = out instanceof Promise ? await out : out;
    if (!res.ok && !destroyed) reason.textContent = tk(`err.${res.error.code}`);
  }

  function scheduleBots(): void {
    for (const p of session.pending()) {
      if (!isBot(p.seat)) continue;
      const version = session.version;
      if (requested.get(p.seat) === version) continue;
      requested.set(p.seat, version);
      const seat = seats[p.seat]!;
      o.bots.decide({ game: session.module.id, level: seat.level ?? 'hard', seat: p.seat, view: session.view(p.seat), seed: `${session.id}:${version}:${p.seat}` })
        .then(async (resp) => {
          if (!resp.ok) throw new Error(resp.reason);
          const pace = skipUntilVersion >= version ? 0 : o.settings.botPaceMs;
          if (pace > 0) await new Promise((r) => setTimeout(r, pace));
          if (destroyed || session.version !== version) return;
          const res = await session.act(p.seat, resp.choice);
          if (!res.ok && !destroyed) toast(t('game.botError', { reason: res.error.reason }), 'error');
        })
        .catch((e) => toast(t('game.botError', { reason: String(e?.message ?? e) }), 'error'));
    }
  }

  // Keyboard: every choice is a button (Tab / Enter); these keys reach the rest.
  const onKey = (e: KeyboardEvent) => {
    if (e.ctrlKey || e.metaKey || e.altKey || (e.target as HTMLElement)?.closest?.('input, select, textarea, .dialog, .privacy')) return;
    const key = e.key.toLowerCase();
    if (key === 'u') void doUndo();
    else if (key === 'l') openLog();
    else if (key === 'm') openMenu();
    else if (key === 's') openSummary();
    else if (key === 'c') (choicesBox.querySelector('button') ?? own.querySelector('button.acard, button.legal'))?.focus(); // cards, or Copan's Pyramid spaces
    else if (key === 'r' && o.onRules) o.onRules();
    else if (key === '?') openKeys();
    else if (key === 'g') openGuide();
    else if (key === 'i' && (e.target as HTMLElement)?.dataset?.target) inspect({ id: (e.target as HTMLElement).dataset.target!, how: 'hold' });
    else return;
    e.preventDefault();
  };
  document.addEventListener('keydown', onKey);

  const privateShown = () => !watching && !(humans.length > 1 && revealedFor !== viewer);
  const openSummary = () => summaryDialog(presenter.summary(session.view(privateShown() ? viewer : 'spectator'), viewer, name));
  const openGuide = () => guideDialog(presenter.guide?.(shown.view, viewer, name) ?? []);
  const openKeys = () => keysDialog(Boolean(o.onRules));
  const coach = (kind: string | undefined) => coachTip(coachBox, kind, presenter, o.settings.coach !== false);

  const unsubscribe = session.subscribe((events: GameEvent[]) => {
    const lines = presenter.logLines(events, name);
    logEntries.push(...lines);
    unseen.push(...events);
    // Six lines: a chain such as cube, omen, die, event, closed space must not lose its die roll.
    if (lines.length) announce(lines.slice(-6).join('. '));
    // Narrate what others did (bots, Cocijobot), never the viewer's own clicks; but what chance
    // decided after the viewer's own move (a die roll and its Event) is told too.
    const others = presenter.logLines(events.filter((e) => e.seat === undefined || e.seat !== viewer || isBot(viewer)), name);
    const told = events.some((e) => e.seat !== undefined && e.seat !== viewer) || isBot(viewer) || events.some((e) => presenter.isChance?.(e) === true);
    if (o.settings.botPaceMs > 0 && others.length && told) {
      queue.push(...others);
      void narrate();
    }
    render();
  });

  const openLog = () => logDialog(logEntries);

  function openMenu(): void {
    const me = viewer;
    menuDialog([
      { label: t('app.home'), run: o.onHome },
      { label: t('app.settings'), run: o.onSettings },
      o.onRules ? { label: t('app.rules'), run: o.onRules, testid: 'rules' } : null,
      o.onExport ? { label: t('game.export'), run: o.onExport } : null,
      o.onInvite ? { label: t('net.invite'), run: o.onInvite, testid: 'invite' } : null,
      humans.includes(me) ? { label: autoplay.has(me) ? t('game.autoplayOff') : t('game.autoplayOn'), testid: 'autoplay', run: () => {
        if (autoplay.has(me)) autoplay.delete(me); else autoplay.add(me);
        requested.clear();
        render();
      } } : null,
      watching ? null : { label: t('game.hint'), run: () => void hint() },
      { label: t('game.summary'), run: openSummary },
      presenter.guide ? { label: t('game.guide'), run: openGuide } : null,
      { label: t('game.keys'), run: openKeys },
    ]);
  }

  async function hint(): Promise<void> {
    const version = session.version;
    const resp = await o.bots.decide({ game: session.module.id, level: 'normal', seat: viewer, view: session.view(viewer), seed: `hint:${version}` });
    if (!resp.ok || session.version !== version) return;
    const c = session.choices(viewer).find((x) => x.id === (resp.choice as Choice).id);
    if (c) toast(t('game.hintIs', { choice: presenter.choiceLabel(c, session.view(viewer), viewer) }), 'info', 6000);
  }

  render();
  return () => {
    destroyed = true;
    unsubscribe();
    document.removeEventListener('keydown', onKey);
    observer.disconnect();
    scene?.destroy();
    document.querySelector('.privacy')?.remove();
  };
}
