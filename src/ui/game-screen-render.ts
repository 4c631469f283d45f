// Drawing the game screen from the session: the result, or the title, turn pill, seat chips, board,
// own area, prompt and choices of the seat viewed (behind the privacy cover when the device is
// shared), the connection banner, and keyboard focus kept across each rebuild.
import type { Choice } from '../engine/types.ts';
import { t } from '../i18n/index.ts';
import { clear, h } from './dom.ts';
import { confirmDialog, privacyCover } from './overlays.ts';
import type { SessionNet } from '../app/session.ts';
import { badge, glyphOf } from './seat-badge.ts';
import type { endScreen as EndScreen } from './end-screen.ts';
import type { GameResult } from '../engine/types.ts';
import { coachTip } from './game-dialogs.ts';
import { choose, thinkingShown } from './game-screen-acting.ts';
import { cameraOf, drawTwins, seatColors } from './game-screen-board.ts';
import { splitChoices, syncChoiceButtons } from './game-screen-choices.ts';
import { icon } from './icons.ts';
import { noteBoardDrawn } from './board-probe.ts';
import type { GameScreenContext } from './game-screen-context.ts';

function pickViewer(ctx: GameScreenContext): void {
  const pending = ctx.session.pending();
  const human = pending.find((p) => ctx.humans.includes(p.seat) && !ctx.autoplay.has(p.seat));
  if (human) ctx.viewer = human.seat;
}

/** Screens whose end sheet is being loaded (render runs often; one load each). */
const endLoading = new WeakSet<HTMLElement>();

function showEnd(ctx: GameScreenContext, endScreen: typeof EndScreen, result: GameResult): void {
  const { o, root, presenter, own } = ctx;
  root.append(endScreen({ result, seats: ctx.seats, categoryLabel: presenter.categoryLabel, onAgain: o.onAgain, onHome: o.onHome,
    ...(o.onReplay ? { onReplay: o.onReplay } : {}), ...(o.howWon ? { howWon: o.howWon } : {}), ...(o.onShareReplay ? { onShareReplay: o.onShareReplay } : {}),
    ...(o.extras?.endNote ? { note: o.extras.endNote } : {}) }));
  // Keyboard and screen-reader users land on the result, not on a control that no longer exists.
  const heading = root.querySelector<HTMLElement>('#end-title');
  heading?.setAttribute('tabindex', '-1');
  heading?.focus();
  // With no decision left, the own area may hold nothing focusable: it stays reachable by keyboard
  // to scroll the final hand and pieces.
  own.setAttribute('tabindex', '0');
}

export function render(ctx: GameScreenContext): void {
  const { o, root, session, presenter, humans, watching, name, isBot } = ctx;
  const { title, pill, own, prompt, choicesBox, twins, undoBtn, skipBtn } = ctx;
  if (ctx.destroyed) return;
  const result = session.result();
  // The result is a sheet over the final board, which is drawn on as usual below it.
  if (result && !root.querySelector(':scope > .end-sheet') && !endLoading.has(root)) {
    // The end screen (and its score chart) is a chunk of its own, loaded when a game ends.
    endLoading.add(root);
    void import('./end-screen.ts').then(({ endScreen }) => {
      endLoading.delete(root);
      if (ctx.destroyed || root.querySelector(':scope > .end-sheet')) return;
      showEnd(ctx, endScreen, result);
      ctx.requestRender();
    });
  }
  ctx.seats = session.seats;
  pickViewer(ctx);
  const pending = session.pending();
  const covered = humans.length > 1 && ctx.revealedFor !== ctx.viewer && pending.some((p) => p.seat === ctx.viewer);
  if (covered && !document.querySelector('.privacy')) {
    privacyCover(name(ctx.viewer), glyphOf(ctx.seats[ctx.viewer]!), () => { ctx.revealedFor = ctx.viewer; render(ctx); });
  }
  const showPrivate = !covered && (humans.length <= 1 || ctx.revealedFor === ctx.viewer);
  if (watching) ctx.viewer = ctx.shownSeat ?? pending[0]?.seat ?? ctx.viewer;
  const view = session.view(showPrivate && !watching ? ctx.viewer : 'spectator');
  // A guest cut off from the host has no move to make: it waits for the host, not "your move".
  const hostAway = session.net !== undefined && session.net.role !== 'host' && session.net.link() !== 'ok';
  const mine = showPrivate && !watching && !hostAway ? pending.find((p) => p.seat === ctx.viewer && !isBot(ctx.viewer)) : undefined;
  const choices: Choice[] = mine ? session.choices(ctx.viewer) : [];
  // "Skip ahead" skips the others' moves up to this person's turn: the next ones are told again.
  if (mine && !ctx.narrating && ctx.skipUntilVersion === Number.MAX_SAFE_INTEGER) ctx.skipUntilVersion = -1;

  // Game name and status as two parts, so a phone can stack them instead of cutting the status off.
  const status = presenter.status(view, pending);
  if (changed(ctx, 'title', status)) title.replaceChildren(h('span', { class: 'name' }, presenter.title()), h('span', { class: 'sep' }, ' · '),
    h('span', { class: 'status' }, status));
  const acting = pending.map((p) => p.seat);
  // A seat the AI plays for (autoplay) is not waited for: the pill says the AI is playing it.
  const auto = acting.filter((s) => ctx.autoplay.has(s));
  const others = acting.filter((s) => !ctx.autoplay.has(s));
  const pillText = mine ? t('game.yourTurn', { name: name(ctx.viewer) })
    : hostAway ? t('net.waitingHost')
    : auto.length ? [t('game.aiPlaysFor', { names: auto.map(name).join(', ') }), ...(others.length ? [t('game.waiting', { names: others.map(name).join(', ') })] : [])].join(' · ')
    : acting.length ? t('game.waiting', { names: acting.map(name).join(', ') }) : '';
  if (pill.textContent !== pillText) pill.textContent = pillText;
  pill.classList.toggle('mine', Boolean(mine));

  // While captions tell a change step by step, the board and the seats' scores show the step told
  // (nothing to tap on the board meanwhile); the rest of the screen is the current state.
  const step = ctx.stepView?.(showPrivate && !watching ? ctx.viewer : 'spectator');
  renderChips(ctx, step ?? view, acting);
  renderNet(ctx);

  ctx.shown = { view, mine: Boolean(mine), choices };
  // Only when they changed (an online seat's new colour): Copan's scene rebuilds and redraws its
  // whole board for it, which at every frame would undo the fast-play lull below.
  const colors = seatColors(ctx);
  if (ctx.scene && changed(ctx, 'seatColors', colors.join(','))) ctx.scene.setSeatColors?.(colors);
  // Bots playing with the pacing skipped: the board and the own area (the heavy parts) are redrawn
  // every 1-2 s (see lull: a board frame in software WebGL costs several screen frames), not at
  // every move; the chips and the status follow every frame. A decision of this device's person
  // is always drawn at once.
  const fast = !mine && fastPlay(ctx);
  // Nobody watches each piece travel then: moves land at once (and the board is drawn less often).
  cameraOf(ctx)?.setSpeed(fast ? 0 : 1);
  // A decision that came or went is never held back: the person's own area, the board's twins and
  // rings must not offer (to a key press or a tap) choices that are no longer there.
  const choicesMoved = changed(ctx, 'choiceIds', choices.map((c) => c.id).join(','));
  const held = fast ? lull(ctx, choicesMoved) : false;
  if (ctx.scene && !held) {
    ctx.scene.update(step ?? view, { seat: ctx.viewer, choices: step ? [] : choices, events: ctx.unseen });
    noteBoardDrawn(step ?? view);
    ctx.unseen = [];
  }
  if (ctx.scene && !ctx.firstFrame) {
    ctx.firstFrame = true;
    // The first complete board frame, for the start-up benchmark.
    requestAnimationFrame(() => { (window as unknown as { __mesoBoardAt?: number }).__mesoBoardAt = performance.now(); });
  }
  // Keyboard focus inside the parts rebuilt below is given back after the rebuild (see refocus).
  const before = document.activeElement as HTMLElement | null;
  if (before && (own.contains(before) || choicesBox.contains(before) || twins.contains(before)))
    ctx.keepFocus = { choice: before.dataset.choice, card: before.dataset.card, target: before.dataset.target, toggle: before.classList.contains('own-toggle') };
  drawTwins(ctx);

  if (!held) renderOwn(ctx, view, choices, showPrivate || humans.length <= 1);

  const promptText = mine ? presenter.prompt(mine.kind) : '';
  if (prompt.textContent !== promptText) prompt.textContent = promptText;
  coachTip(ctx.coachBox, mine?.kind, presenter, o.settings.coach !== false);
  const { list, finish } = splitChoices(choices.filter((c) => !presenter.inOwnArea(c) && !presenter.onBoard?.(c)), presenter.isFinishing?.bind(presenter));
  const item = (c: Choice) => ({ id: c.id, label: presenter.choiceLabel(c, view, ctx.viewer), choose: () => void choose(ctx, c) });
  syncChoiceButtons(choicesBox, list.map(item));
  syncChoiceButtons(ctx.finishBox, finish.map(item));
  ctx.screen.classList.toggle('no-choices', list.length === 0);
  refocus(ctx);
  undoBtn.disabled = !mine || !session.canUndo(ctx.viewer);
  undoBtn.hidden = watching;
  skipBtn.hidden = (!pending.some((p) => isBot(p.seat)) && !ctx.narrating) || ctx.skipUntilVersion === Number.MAX_SAFE_INTEGER;
  // The log gets this frame's moves at once (an item each), last: it sets its scroll position.
  ctx.logPanel.draw();
  // "While you were away" (a chunk): the card and the board marks when this seat's turn comes.
  if (ctx.presenter.changes && ctx.scene && (mine || ctx.drawn.away)) void import('./away.ts').then((m) => m.awayRender(ctx));
}

/** Bots move as fast as they decide: every seat that acts is a bot and nobody paces them. */
function fastPlay(ctx: GameScreenContext): boolean {
  const pace = ctx.skipUntilVersion === Number.MAX_SAFE_INTEGER ? 0 : ctx.o.settings.botPaceMs;
  const pending = ctx.session.pending();
  return pace === 0 && pending.length > 0 && pending.every((p) => ctx.isBot(p.seat));
}

/** The gap between two board redraws while bots play fast (ms): at least this… */
export const FAST_BOARD_MS = 1000;
/** …and at most this, so the board still shows the game going on. */
const FAST_BOARD_MAX_MS = 2000;
/** The share of the time those redraws may take: a board that costs more is drawn less often. */
const FAST_BOARD_SHARE = 0.05;

/**
 * Whether the board waits this time (it was drawn less than a gap ago, and `force` is off); a
 * render is then asked for when the gap is over, so the last position is always drawn. The gap
 * follows what a redraw costs here: with software WebGL the frame that draws the board and the
 * next one (which waits for its pixels) take 150-300 ms, about ten screen frames; a GPU draws it
 * within a frame or two, and the board is then drawn every second.
 */
function lull(ctx: GameScreenContext, force = false): boolean {
  const now = performance.now(), since = now - (ctx.boardDrawnAt ?? -Infinity);
  const gap = Math.min(FAST_BOARD_MAX_MS, Math.max(FAST_BOARD_MS, (ctx.boardCost ?? 0) / FAST_BOARD_SHARE));
  if (force || since >= gap) {
    clearTimeout(ctx.lullTimer);
    ctx.boardDrawnAt = now;
    // The board is drawn in the next frame, whose pixels the one after waits for.
    requestAnimationFrame(() => requestAnimationFrame(() => { ctx.boardCost = Math.max(0, performance.now() - now - 2 * FRAME_MS); }));
    return false;
  }
  clearTimeout(ctx.lullTimer);
  ctx.lullTimer = window.setTimeout(() => ctx.requestRender(), gap - since);
  return true;
}

/** One screen frame at 60 Hz (ms). */
const FRAME_MS = 1000 / 60;

/** True (and remembered) when part `part` is to show something other than last time. */
function changed(ctx: GameScreenContext, part: string, key: string): boolean {
  if (ctx.drawn[part] === key) return false;
  ctx.drawn[part] = key;
  return true;
}

/** The seat chips, each rebuilt only when what it shows changed (a bot thinking included). */
function renderChips(ctx: GameScreenContext, view: unknown, acting: number[]): void {
  const { session, presenter, chips, watching, name } = ctx;
  // Online, the seat on the host's device wears a house: it moves with a hand-over, on every screen.
  const net = session.net;
  const hostSeat = !net ? null : net.role === 'host' ? session.localSeats()[0] ?? null : net.hostSeat?.() ?? null;
  if (chips.childElementCount !== ctx.seats.length) { clear(chips); for (const k of Object.keys(ctx.drawn)) if (k.startsWith('chip:')) delete ctx.drawn[k]; }
  ctx.seats.forEach((s, seat) => {
    const status = session.net?.seatStatus(seat);
    const gone = status === 'reconnecting' || status === 'open' || status === 'stalled';
    // A guest that lost the host: the seats gone are the host's own.
    const hostAway = gone && session.net?.role !== 'host' && session.net?.link() !== 'ok';
    const score = presenter.score(view, seat), detail = presenter.chipDetail(view, seat);
    const thinking = thinkingShown(ctx, seat);
    const key = JSON.stringify([s, score, detail, status, hostAway, acting.includes(seat), thinking, watching && ctx.viewer === seat, hostSeat === seat]);
    if (!changed(ctx, `chip:${seat}`, key)) return;
    const parts = [badge(s),
      hostSeat === seat ? h('span', { class: 'host-mark', role: 'img', 'aria-label': t('net.hostMark'), title: t('net.hostMark'), 'data-testid': 'host-mark' }, icon('house', 16)) : null,
      h('span', { class: 'score', 'aria-label': t('game.points', { n: score }) }, score),
      h('span', { class: 'muted' }, detail),
      thinking ? thinkingMark(ctx, seat) : null,
      gone ? h('span', { class: 'net-status' }, t(status === 'open' ? 'net.waitingShort' : status === 'stalled' ? 'net.stalledShort' : hostAway ? 'net.hostAway' : 'net.reconnectingShort')) : null];
    const cls = `chip${acting.includes(seat) ? ' active' : ''}${gone ? ' gone' : ''}${thinking ? ' thinking' : ''}`;
    // A watcher picks whose public area to look at.
    const el = watching
      ? h('div', { role: 'listitem', class: 'chip-item' }, h('button', { class: `${cls} chip-btn`, 'data-seat': seat, 'aria-pressed': String(ctx.viewer === seat),
        title: t('net.showSeat', { name: name(seat) }), onclick: () => { ctx.shownSeat = ctx.shownSeat === seat ? null : seat; render(ctx); } }, ...parts))
      : h('div', { class: cls, role: 'listitem', 'data-seat': seat }, ...parts);
    const old = chips.children[seat];
    if (old) old.replaceWith(el); else chips.append(el);
  });
}

/** Animated dots (still under reduced motion), the words for screen readers, and time once it is long. */
function thinkingMark(ctx: GameScreenContext, seat: number): HTMLElement {
  return h('span', { class: 'thinking-mark' }, h('span', { class: 'dots', 'aria-hidden': 'true' }, h('i', {}), h('i', {}), h('i', {})),
    h('span', { class: 'sr-only' }, t('game.thinking', { name: ctx.name(seat) })), h('span', { class: 'think-time', 'aria-hidden': 'true' }));
}

let unkeyed = 0;

/** The own area: rebuilt only when the seat, its view or its choices changed. */
function renderOwn(ctx: GameScreenContext, view: unknown, choices: Choice[], show: boolean): void {
  const { own, presenter } = ctx;
  const inOwn = choices.filter((c) => presenter.inOwnArea(c));
  // A phone's sheet opens by itself when a new decision is made only in it (cards to pick), and
  // closes again after it if it opened by itself; a person's own open or close holds for that decision.
  // Not when the board offers those choices itself (Chocolatl's hand page, Copan's Pyramid spaces):
  // the sheet would cover them.
  const onBoard = new Set(ctx.scene?.targets().flatMap((tg) => tg.choiceIds) ?? []);
  const sheetOnly = inOwn.filter((c) => !onBoard.has(c.id) && !presenter.onBoard?.(c));
  const decision = sheetOnly.length ? `${ctx.viewer}:${sheetOnly.map((c) => c.id).join(',')}` : '';
  if (decision !== (ctx.drawn.ownDecision ?? '')) {
    if (decision && !ctx.drawn.ownDecision) { if (!own.classList.contains('expanded')) { own.classList.add('expanded'); ctx.drawn.ownAuto = '1'; } }
    else if (!decision && ctx.drawn.ownAuto) own.classList.remove('expanded');
    if (!decision) ctx.drawn.ownAuto = '';
    ctx.drawn.ownDecision = decision;
  }
  // A new decision made only outside the sheet (action-bar choices, board targets): a sheet still
  // open from the last one would cover them, so it closes.
  const all = choices.map((c) => c.id).join(',');
  if (all !== (ctx.drawn.ownChoices ?? '')) {
    if (all && inOwn.length === 0) { own.classList.remove('expanded'); ctx.drawn.ownAuto = ''; }
    ctx.drawn.ownChoices = all;
  }
  const expanded = own.classList.contains('expanded');
  let key: string;
  try { key = JSON.stringify([ctx.viewer, show, expanded, choices.map((c) => c.id), view]); } catch { key = `unkeyed:${++unkeyed}`; } // a view JSON cannot hold: always redraw
  if (!changed(ctx, 'own', key)) return;
  clear(own);
  own.append(h('button', { class: 'own-toggle', 'aria-expanded': String(expanded), onclick: () => { own.classList.toggle('expanded'); ctx.drawn.ownAuto = ''; render(ctx); } },
    icon(expanded ? 'down' : 'up', 18), h('span', {}, expanded ? t('game.ownLess') : t('game.ownMore'))));
  if (show) own.append(presenter.ownArea(view, ctx.viewer, ctx.name(ctx.viewer), choices, (c) => choose(ctx, c)));
  own.dataset.seat = String(ctx.viewer);
  own.classList.toggle('has-choices', inOwn.length > 0);
}

/**
 * A keyboard or screen-reader user whose focused button was rebuilt keeps their place: the same
 * button, else the next decision (the first choice), as soon as there is one; unless they have
 * moved the focus elsewhere meanwhile.
 */
function refocus(ctx: GameScreenContext): void {
  const { own, screen, twins, choicesBox } = ctx;
  const now = document.activeElement;
  if (now && now !== document.body) { ctx.keepFocus = null; return; }
  if (!ctx.keepFocus) return;
  const k = ctx.keepFocus;
  const q = (root: HTMLElement, sel: string) => root.querySelector<HTMLElement>(sel);
  const el = (k.toggle ? q(own, '.own-toggle') : null)
    ?? (k.choice ? q(screen, `[data-choice="${CSS.escape(k.choice)}"]`) : null)
    ?? (k.card ? q(own, `.acard.legal[data-card="${CSS.escape(k.card)}"]`) : null)
    ?? (k.target ? q(twins, `[data-target="${CSS.escape(k.target)}"]`) : null)
    ?? q(choicesBox, 'button') ?? q(own, 'button.acard, button.legal');
  if (el) { el.focus(); ctx.keepFocus = null; }
}

async function confirmNewDevice(net: SessionNet, seat: number, name: string): Promise<void> {
  if (await confirmDialog(t('net.newDeviceTitle', { name }), t('net.newDeviceText'), t('net.newDeviceGo'))) net.reopenSeat?.(seat);
}

/** Online: this device's connection, and seats whose guest is gone (the host may hand them to a bot). */
function renderNet(ctx: GameScreenContext): void {
  const net = ctx.session.net;
  if (!net) return;
  const lines: HTMLElement[] = [];
  const link = net.link();
  if (link !== 'ok') lines.push(h('p', {}, t(link === 'closed' ? 'net.closed' : 'net.lostHost')));
  ctx.seats.forEach((_, seat) => {
    // While this device is cut off from the host, nobody else is to blame for the wait.
    if (link !== 'ok') return;
    const status = net.seatStatus(seat);
    const name = ctx.name(seat);
    if (net.returning?.(seat)) {
      lines.push(h('p', {}, h('span', {}, t('net.returning', { name })),
        h('button', { class: 'btn', 'data-testid': `give-back-${seat}`, onclick: () => net.giveBack?.(seat) }, t('net.giveBack'))));
    }
    if (status !== 'reconnecting' && status !== 'stalled') return;
    // Everyone sees whom the game waits for; the host can let a bot play, or hand the seat to a new device.
    lines.push(h('p', { 'data-testid': `seat-wait-${seat}` }, h('span', {}, t(status === 'stalled' ? 'net.stalled' : 'net.seatGone', { name })),
      net.replaceWithAi ? h('button', { class: 'btn', 'data-testid': `replace-ai-${seat}`, onclick: () => net.replaceWithAi!(seat) }, t('net.replaceAi')) : null,
      net.reopenSeat ? h('button', { class: 'btn quiet', 'data-testid': `new-device-${seat}`, onclick: () => void confirmNewDevice(net, seat, name) }, t('net.newDevice')) : null));
  });
  ctx.netBox.replaceChildren(...lines);
  ctx.netBox.hidden = lines.length === 0;
}
