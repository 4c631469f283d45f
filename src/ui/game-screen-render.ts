// Drawing the game screen from the session: the result, or the title, turn pill, seat chips, board,
// own area, prompt and choices of the seat viewed (behind the privacy cover when the device is
// shared), the connection banner, and keyboard focus kept across each rebuild.
import type { Choice, GameResult } from '../engine/types.ts';
import { t } from '../i18n/index.ts';
import { clear, h } from './dom.ts';
import { confirmDialog, privacyCover } from './overlays.ts';
import type { SessionNet } from '../app/session.ts';
import { badge, glyphOf } from './seat-badge.ts';
import type { endScreen as EndScreen } from './end-screen.ts';
import { coachTip } from './game-dialogs.ts';
import { choose, thinkingShown } from './game-screen-acting.ts';
import { cameraOf, drawTwins, seatColors } from './game-screen-board.ts';
import { syncChoiceButtons } from './game-screen-choices.ts';
import { placeChoices, screenModel, sheetDecision, sheetStep, viewerOf, type ChipModel, type ChoicePlaces, type NetLine, type ScreenFacts, type ScreenModel, type ScreenUi } from './screen-model.ts';
import { icon } from './icons.ts';
import { noteBoardDrawn } from './board-probe.ts';
import type { GameScreenContext } from './game-screen-context.ts';

/** Screens whose end sheet is being loaded (render runs often; one load each). */
const endLoading = new WeakSet<HTMLElement>();

function showEnd(ctx: GameScreenContext, endScreen: typeof EndScreen, result: GameResult): void {
  const { o, presenter } = ctx;
  const { root, own } = ctx.dom;
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

/** The session's facts the screen model reads (see screen-model.ts). */
export function screenFacts(ctx: GameScreenContext): ScreenFacts {
  const { session } = ctx;
  const net = session.net;
  return {
    pending: session.pending(), seatCount: ctx.seats.length, humans: ctx.humans, autoplay: ctx.autoplay,
    bots: ctx.seats.flatMap((_, seat) => (ctx.isBot(seat) ? [seat] : [])),
    canUndo: (seat) => session.canUndo(seat), pace: ctx.o.settings.botPaceMs,
    net: !net ? null : {
      role: net.role, link: net.link(), status: ctx.seats.map((_, seat) => net.seatStatus(seat)),
      // Online, the seat on the host's device wears a house: it moves with a hand-over, on every screen.
      hostSeat: net.role === 'host' ? session.localSeats()[0] ?? null : net.hostSeat?.() ?? null,
      returning: ctx.seats.flatMap((_, seat) => (net.returning?.(seat) ? [seat] : [])),
    },
  };
}

/** What the screen holds that the model reads. */
function screenUi(ctx: GameScreenContext): ScreenUi {
  return { viewer: ctx.viewer, watching: ctx.watching, revealedFor: ctx.revealedFor, skipping: ctx.skipping, narrating: ctx.captions.running,
    thinking: [...ctx.thinking.keys()].filter((seat) => thinkingShown(ctx, seat)) };
}

/**
 * The screen follows the session: the seats as they are now (online, names and kinds change) and
 * the seat it shows (see viewerOf). Called on each change, autoplay toggled and a watcher's pick.
 */
export function follow(ctx: GameScreenContext): void {
  ctx.seats = ctx.session.seats;
  ctx.viewer = viewerOf({ pending: ctx.session.pending(), humans: ctx.humans, autoplay: ctx.autoplay }, ctx.viewer, ctx.watching, ctx.shownSeat);
}

/** Draws the screen: the model of the session and the screen's state, applied part by part. */
export function render(ctx: GameScreenContext): void {
  const { session, presenter, name } = ctx;
  if (ctx.destroyed) return;
  loadEnd(ctx);
  const m = screenModel(screenFacts(ctx), screenUi(ctx));
  if (m.covered && !document.querySelector('.privacy')) {
    privacyCover(name(ctx.viewer), glyphOf(ctx.seats[ctx.viewer]!), () => { ctx.revealedFor = ctx.viewer; render(ctx); });
  }
  // "Skip ahead" skips the others' moves up to this person's turn: the next ones are told again.
  if (m.endSkip) ctx.skipping = false;
  const view = session.view(m.viewAs);
  const choices: Choice[] = m.mine ? session.choices(ctx.viewer) : [];
  ctx.shown = { view, mine: m.mine !== null, choices };
  // While captions tell a change step by step, the board and the seats' scores show the step told
  // (nothing to tap on the board meanwhile); the rest of the screen is the current state.
  const step = ctx.captions.stepView?.(m.viewAs);
  renderTop(ctx, m, view);
  renderChips(ctx, step ?? view, m.chips);
  renderNet(ctx, m.net);
  const held = renderBoard(ctx, m, step ?? view, step ? [] : choices);
  // Keyboard focus inside the parts rebuilt below is given back after the rebuild (see refocus).
  const { own, choicesBox, finishBox, twins } = ctx.dom;
  const before = document.activeElement as HTMLElement | null;
  if (before && [own, choicesBox, finishBox, twins].some((part) => part.contains(before)))
    ctx.keepFocus = { choice: before.dataset.choice, card: before.dataset.card, target: before.dataset.target, toggle: before.classList.contains('own-toggle') };
  drawTwins(ctx);
  const places = placeChoices(choices, presenter);
  if (!held) renderOwn(ctx, view, choices, places.own, m.ownShown);
  if (!held) renderFoot(ctx, view, choices);
  renderActions(ctx, m, view, places);
  // The log gets this frame's moves at once (an item each), last: it sets its scroll position.
  ctx.dom.logPanel.draw();
  // "While you were away" (a chunk): the card and the board marks when this seat's turn comes.
  if (presenter.changes && ctx.scene && (m.mine || ctx.drawn.away)) void import('./away.ts').then((mod) => mod.awayRender(ctx));
}

/** The result is a sheet over the final board, which is drawn on as usual below it. */
function loadEnd(ctx: GameScreenContext): void {
  const { root } = ctx.dom;
  const result = ctx.session.result();
  if (!result || root.querySelector(':scope > .end-sheet') || endLoading.has(root)) return;
  // The end screen (and its score chart) is a chunk of its own, loaded when a game ends.
  endLoading.add(root);
  void import('./end-screen.ts').then(({ endScreen }) => {
    endLoading.delete(root);
    if (ctx.destroyed || root.querySelector(':scope > .end-sheet')) return;
    showEnd(ctx, endScreen, result);
    ctx.requestRender();
  });
}

/** Game name and status as two parts, so a phone can stack them instead of cutting the status off; the turn pill. */
function renderTop(ctx: GameScreenContext, m: ScreenModel, view: unknown): void {
  const { presenter, name } = ctx;
  const { title, pill } = ctx.dom;
  const status = presenter.status(view, ctx.session.pending());
  if (changed(ctx, 'title', status)) title.replaceChildren(h('span', { class: 'name' }, presenter.title()), h('span', { class: 'sep' }, ' · '),
    h('span', { class: 'status' }, status));
  const pillText = m.pill.parts.map((p) => {
    const names = p.seats.map(name).join(', ');
    return t(p.key, p.key === 'game.yourTurn' ? { name: names } : { names });
  }).join(' · ');
  if (pill.textContent !== pillText) pill.textContent = pillText;
  pill.classList.toggle('mine', m.pill.mine);
}

/** The board gets the view and the choices, unless fast play holds it back this time (returns true then). */
function renderBoard(ctx: GameScreenContext, m: ScreenModel, view: unknown, choices: Choice[]): boolean {
  // Only when they changed (an online seat's new colour): Copan's scene rebuilds and redraws its
  // whole board for it, which at every frame would undo the fast-play lull below.
  const colors = seatColors(ctx);
  if (ctx.scene && changed(ctx, 'seatColors', colors.join(','))) ctx.scene.setSeatColors?.(colors);
  // Bots playing with the pacing skipped: the board and the own area (the heavy parts) are redrawn
  // every 1-2 s (see lull: a board frame in software WebGL costs several screen frames), not at
  // every move; the chips and the status follow every frame. A decision of this device's person
  // is always drawn at once.
  // Nobody watches each piece travel then: moves land at once (and the board is drawn less often).
  cameraOf(ctx)?.setSpeed(m.fast ? 0 : 1);
  // A decision that came or went is never held back: the person's own area, the board's twins and
  // rings must not offer (to a key press or a tap) choices that are no longer there.
  const choicesMoved = changed(ctx, 'choiceIds', ctx.shown.choices.map((c) => c.id).join(','));
  const held = m.fast ? lull(ctx, choicesMoved) : false;
  if (ctx.scene && !held) {
    ctx.scene.update(view, { seat: ctx.viewer, choices, events: ctx.unseen });
    noteBoardDrawn(view);
    ctx.unseen = [];
  }
  return held;
}

/** The action bar: the prompt and first-game tip, the choices' buttons, Undo and Skip. */
function renderActions(ctx: GameScreenContext, m: ScreenModel, view: unknown, places: ChoicePlaces): void {
  const { presenter, o } = ctx;
  const { prompt, choicesBox, finishBox, undoBtn, skipBtn, coachBox, screen } = ctx.dom;
  const promptText = m.mine ? presenter.prompt(m.mine.kind) : '';
  if (prompt.textContent !== promptText) prompt.textContent = promptText;
  coachTip(coachBox, m.mine?.kind, presenter, o.settings.coach !== false);
  const item = (c: Choice) => ({ id: c.id, label: presenter.choiceLabel(c, view, ctx.viewer), choose: () => void choose(ctx, c) });
  syncChoiceButtons(choicesBox, places.list.map(item));
  syncChoiceButtons(finishBox, places.finish.map(item));
  screen.classList.toggle('no-choices', places.list.length === 0);
  refocus(ctx);
  undoBtn.disabled = m.undo.disabled;
  undoBtn.hidden = m.undo.hidden;
  skipBtn.hidden = m.skipHidden;
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
  const now = performance.now(), since = now - (ctx.fastBoard.drawnAt ?? -Infinity);
  const gap = Math.min(FAST_BOARD_MAX_MS, Math.max(FAST_BOARD_MS, (ctx.fastBoard.cost ?? 0) / FAST_BOARD_SHARE));
  if (force || since >= gap) {
    clearTimeout(ctx.fastBoard.timer);
    ctx.fastBoard.drawnAt = now;
    // The board is drawn in the next frame, whose pixels the one after waits for.
    requestAnimationFrame(() => requestAnimationFrame(() => { ctx.fastBoard.cost = Math.max(0, performance.now() - now - 2 * FRAME_MS); }));
    return false;
  }
  clearTimeout(ctx.fastBoard.timer);
  ctx.fastBoard.timer = window.setTimeout(() => ctx.requestRender(), gap - since);
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
function renderChips(ctx: GameScreenContext, view: unknown, model: readonly ChipModel[]): void {
  const { presenter, watching, name } = ctx;
  const { chips } = ctx.dom;
  if (chips.childElementCount !== model.length) { clear(chips); for (const k of Object.keys(ctx.drawn)) if (k.startsWith('chip:')) delete ctx.drawn[k]; }
  for (const c of model) {
    const { seat } = c;
    const s = ctx.seats[seat]!;
    const score = presenter.score(view, seat), detail = presenter.chipDetail(view, seat);
    if (!changed(ctx, `chip:${seat}`, JSON.stringify([s, score, detail, c]))) continue;
    const parts = [badge(s),
      c.host ? h('span', { class: 'host-mark', role: 'img', 'aria-label': t('net.hostMark'), title: t('net.hostMark'), 'data-testid': 'host-mark' }, icon('house', 16)) : null,
      h('span', { class: 'score', 'aria-label': t('game.points', { n: score }) }, score),
      h('span', { class: 'muted' }, detail),
      c.thinking ? thinkingMark(ctx, seat) : null,
      c.gone ? h('span', { class: 'net-status' }, t(c.gone)) : null];
    const cls = `chip${c.acting ? ' active' : ''}${c.gone ? ' gone' : ''}${c.thinking ? ' thinking' : ''}`;
    // A watcher picks whose public area to look at.
    const el = watching
      ? h('div', { role: 'listitem', class: 'chip-item' }, h('button', { class: `${cls} chip-btn`, 'data-seat': seat, 'aria-pressed': String(c.pressed),
        title: t('net.showSeat', { name: name(seat) }), onclick: () => { ctx.shownSeat = ctx.shownSeat === seat ? null : seat; follow(ctx); render(ctx); } }, ...parts))
      : h('div', { class: cls, role: 'listitem', 'data-seat': seat }, ...parts);
    const old = chips.children[seat];
    if (old) old.replaceWith(el); else chips.append(el);
  }
}

/** Animated dots (still under reduced motion), the words for screen readers, and time once it is long. */
function thinkingMark(ctx: GameScreenContext, seat: number): HTMLElement {
  return h('span', { class: 'thinking-mark' }, h('span', { class: 'dots', 'aria-hidden': 'true' }, h('i', {}), h('i', {}), h('i', {})),
    h('span', { class: 'sr-only' }, t('game.thinking', { name: ctx.name(seat) })), h('span', { class: 'think-time', 'aria-hidden': 'true' }));
}

let unkeyed = 0;

/**
 * The decision made only in the sheet as the board is laid out now (see sheetDecision). A board
 * drawn a page at a time still holds the choices while the person looks at another page (a
 * tablet's hand page): the sheet must not open over the page they chose.
 */
function sheetDecisionNow(ctx: GameScreenContext, choices: Choice[], inOwn: Choice[]): string {
  const onBoard = new Set(ctx.scene?.targets().flatMap((tg) => tg.choiceIds) ?? []);
  const onOtherPage = ctx.scene?.panels?.().some((p) => p.hasTargets && !p.selected) === true;
  return sheetDecision(ctx.viewer, choices, inOwn, (c) => onOtherPage || onBoard.has(c.id) || ctx.presenter.onBoard?.(c) === true);
}

/**
 * True when the board, re-laid out (resized, turned, another page), now shows the seat's choices
 * differently: a phone's hand is in the sheet, a tablet's on the board. The sheet must follow.
 */
export function sheetOutdated(ctx: GameScreenContext): boolean {
  const { choices } = ctx.shown;
  return sheetDecisionNow(ctx, choices, placeChoices(choices, ctx.presenter).own) !== ctx.sheet.decision;
}

/** The own area: rebuilt only when the seat, its view or its choices changed. */
function renderOwn(ctx: GameScreenContext, view: unknown, choices: Choice[], inOwn: Choice[], show: boolean): void {
  const { presenter } = ctx;
  const { own } = ctx.dom;
  // A phone's sheet opens by itself for a decision made only in it (see sheetDecision, sheetStep).
  const decision = sheetDecisionNow(ctx, choices, inOwn);
  const next = sheetStep(ctx.sheet, { decision, choices: choices.map((c) => c.id).join(','), inSheet: inOwn.length > 0 }, own.classList.contains('expanded'));
  ctx.sheet = next.memo;
  const { expanded } = next;
  own.classList.toggle('expanded', expanded);
  let key: string;
  try { key = JSON.stringify([ctx.viewer, show, expanded, choices.map((c) => c.id), view]); } catch { key = `unkeyed:${++unkeyed}`; } // a view JSON cannot hold: always redraw
  if (!changed(ctx, 'own', key)) return;
  clear(own);
  own.append(h('button', { class: 'own-toggle', 'aria-expanded': String(expanded), onclick: () => { own.classList.toggle('expanded'); ctx.sheet.auto = false; render(ctx); } },
    icon(expanded ? 'down' : 'up', 18), h('span', {}, expanded ? t('game.ownLess') : t('game.ownMore'))));
  if (show) own.append(presenter.ownArea(view, ctx.viewer, ctx.name(ctx.viewer), choices, (c) => choose(ctx, c)));
  own.dataset.seat = String(ctx.viewer);
  own.classList.toggle('has-choices', inOwn.length > 0);
}

/** A phone's strip at the board's foot: rebuilt only when the seat, the game or its choices moved on. */
function renderFoot(ctx: GameScreenContext, view: unknown, choices: Choice[]): void {
  if (!ctx.presenter.boardFoot || !changed(ctx, 'foot', JSON.stringify([ctx.viewer, ctx.session.version, choices.map((c) => c.id)]))) return;
  const strip = ctx.presenter.boardFoot(view, ctx.viewer, choices);
  if (strip) ctx.dom.foot.replaceChildren(strip);
  else ctx.dom.foot.replaceChildren();
}

/**
 * A keyboard or screen-reader user whose focused button was rebuilt keeps their place: the same
 * button, else the next decision (the first choice), as soon as there is one; unless they have
 * moved the focus elsewhere meanwhile.
 */
function refocus(ctx: GameScreenContext): void {
  const { own, screen, twins, choicesBox } = ctx.dom;
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
function renderNet(ctx: GameScreenContext, model: readonly NetLine[]): void {
  const net = ctx.session.net;
  if (!net) return;
  const lines = model.map((line) => {
    if (line.kind === 'link') return h('p', {}, t(line.key));
    const { seat } = line;
    const name = ctx.name(seat);
    if (line.kind === 'returning') {
      return h('p', {}, h('span', {}, t('net.returning', { name })),
        h('button', { class: 'btn', 'data-testid': `give-back-${seat}`, onclick: () => net.giveBack?.(seat) }, t('net.giveBack')));
    }
    // Everyone sees whom the game waits for; the host can let a bot play, or hand the seat to a new device.
    return h('p', { 'data-testid': `seat-wait-${seat}` }, h('span', {}, t(line.key, { name })),
      net.replaceWithAi ? h('button', { class: 'btn', 'data-testid': `replace-ai-${seat}`, onclick: () => net.replaceWithAi!(seat) }, t('net.replaceAi')) : null,
      net.reopenSeat ? h('button', { class: 'btn quiet', 'data-testid': `new-device-${seat}`, onclick: () => void confirmNewDevice(net, seat, name) }, t('net.newDevice')) : null);
  });
  ctx.dom.netBox.replaceChildren(...lines);
  ctx.dom.netBox.hidden = lines.length === 0;
}
