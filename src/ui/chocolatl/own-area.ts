// The viewing player's own area in the DOM: what they hold (score, huts, dice, figures), their
// hand as cards, and their offering on the six locations. Hand cards that can be chosen now are
// buttons. An offering of two cards takes two taps: the first card is held (aria-pressed) until
// its partner is tapped; the held card survives re-renders (a bot moving meanwhile).
import { t } from '../../i18n/index.ts';
import { CUBES_PER_PLAYER, MAX_ROUNDS } from '../../games/chocolatl/data.ts';
import type { ChocolatlChoice, ChocolatlView } from '../../games/chocolatl/types.ts';
import { h } from '../dom.ts';
import { cardText, choiceLabel, locFull, locName } from './labels.ts';

type Choose = (c: ChocolatlChoice) => void;

/** The first card of a pair being chosen, per seat: which step it belongs to and its hand index. */
const held = new Map<number, { step: string; index: number }>();

const stepKey = (v: ChocolatlView, loc: number): string => `${v.round}:${v.phase}:${loc}`;
const heldListeners = new Set<() => void>();

/** The hand index of the card `seat` holds for the current two-card step, or null. */
export function heldIndex(v: ChocolatlView, seat: number, choices: readonly ChocolatlChoice[]): number | null {
  const offer = choices.find((c): c is Extract<ChocolatlChoice, { kind: 'offer' }> => c.kind === 'offer' && c.cards.length === 2);
  const hold = held.get(seat);
  return offer && hold && hold.step === stepKey(v, offer.loc) ? hold.index : null;
}

/** Called whenever a held card is taken or let go (the board rings follow it). */
export function onHeldChange(cb: () => void): () => void {
  heldListeners.add(cb);
  return () => heldListeners.delete(cb);
}

const IMPROVEMENT_MIN = 13;

function cardFace(value: number): HTMLElement[] {
  return [h('span', { class: 'n num' }, value),
    h('span', { class: 'p' }, t(value >= IMPROVEMENT_MIN ? 'c.improvementShort' : 'c.cacaoShort'))];
}

const HELD_STYLE = 'background: var(--c-maize); color: var(--c-obsidian); transform: translateY(-6px);';

function handCards(v: ChocolatlView, seat: number, hand: readonly number[], choices: ChocolatlChoice[], choose: Choose): HTMLElement {
  const offers = choices.filter((c): c is Extract<ChocolatlChoice, { kind: 'offer' }> => c.kind === 'offer');
  const singles = choices.filter((c) => c.kind === 'sacrifice' || c.kind === 'discard') as Extract<ChocolatlChoice, { card: number }>[];
  const pairs = offers.length > 0 && offers[0]!.cards.length === 2;
  const loc = offers[0]?.loc ?? 0;
  const step = stepKey(v, loc);
  let hold = held.get(seat);
  if (hold && (hold.step !== step || !pairs || hold.index >= hand.length)) {
    held.delete(seat);
    hold = undefined;
  }
  const box = h('div', { class: 'hand', role: 'group', 'aria-label': t('c.hand') });
  const buttons: { b: HTMLButtonElement; index: number }[] = [];
  const paint = () => {
    buttons.forEach(({ b, index }) => {
      const on = held.get(seat)?.index === index;
      b.setAttribute('aria-pressed', String(on));
      b.style.cssText = on ? HELD_STYLE : '';
    });
    for (const cb of heldListeners) cb();
  };
  hand.forEach((value, index) => {
    let direct: ChocolatlChoice | undefined = singles.find((c) => c.card === value);
    if (!direct && offers.length > 0 && !pairs) direct = offers.find((c) => c.cards[0] === value);
    const usable = direct !== undefined || (pairs && offers.some((c) => c.cards.includes(value)));
    if (!usable) {
      box.append(h('div', { class: 'acard', role: 'img', 'aria-label': cardText(value), 'data-card': value }, ...cardFace(value)));
      return;
    }
    const label = direct ? choiceLabel(direct, v) : t('c.pickForPair', { card: value, loc: locFull(loc) });
    const b = h('button', {
      class: 'acard legal', 'data-card': value, 'data-choice': direct?.id ?? null, 'aria-pressed': direct ? null : 'false',
      onclick: () => {
        if (direct) return choose(direct);
        const first = held.get(seat);
        if (!first || first.step !== step) {
          held.set(seat, { step, index });
          return paint();
        }
        if (first.index === index) {
          held.delete(seat);
          return paint();
        }
        const pair = [hand[first.index]!, value].sort((a, b) => a - b);
        const choice = offers.find((c) => c.cards[0] === pair[0] && c.cards[1] === pair[1]);
        held.delete(seat);
        if (choice) choose(choice);
        else paint();
      },
    }, ...cardFace(value), h('span', { class: 'sr-only' }, ` — ${label}`));
    buttons.push({ b, index });
    box.append(b);
  });
  if (hold) paint();
  return box;
}

/** The viewer's two slots on every location: face-up values to them, with the location filled now. */
function offeringTable(v: ChocolatlView, seat: number, filling: number): HTMLElement {
  const board = v.boards[seat]!;
  const cell = (x: number | null | undefined) => (x === null || x === undefined ? '?' : x < 0 ? '·' : String(x));
  return h('table', { class: 'breakdown', 'aria-label': t('c.offering') },
    h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, t('c.location')), h('th', { scope: 'col' }, t('c.cards')), h('th', { scope: 'col' }, t('c.shown')))),
    h('tbody', {}, [1, 2, 3, 4, 5, 6].map((loc) => {
      const a = board[2 * loc - 2];
      const b = board[2 * loc - 1];
      const up = loc <= v.revealedTo || v.phase === 'over';
      return h('tr', loc === filling ? { 'aria-current': 'step', style: 'background: var(--sunken); font-weight: 600;' } : {},
        h('th', { scope: 'row' }, locFull(loc)),
        h('td', { class: 'num' }, `${cell(a)} ${cell(b)}`),
        h('td', {}, up ? t('c.faceUp') : v.firstUp && a !== undefined && a !== null && a >= 0 ? t('c.firstUp') : t('c.faceDown')));
    })));
}

export function ownArea(v: ChocolatlView, seat: number, name: string, choices: ChocolatlChoice[], choose: Choose): HTMLElement {
  const hand = v.hands[seat];
  const figures = [v.chocolatl === seat ? t('c.figure.chocolatl') : null, v.oldMan === seat ? t('c.figure.oldMan') : null].filter(Boolean).join(', ');
  const stones = v.pyramid.filter((p) => p === seat).length;
  const stats = h('p', { class: 'muted num' }, t('c.stats', {
    vp: v.scores[seat]!, huts: v.huts[seat]!, dice: v.dice[seat]!, cubes: Math.min(v.cubes[seat]!, CUBES_PER_PLAYER), max: CUBES_PER_PLAYER, stones,
  }), figures ? ` · ${figures}` : '');
  const offer = choices.find((c) => c.kind === 'offer') as Extract<ChocolatlChoice, { kind: 'offer' }> | undefined;
  const task = offer
    ? h('p', { class: 'task' }, t(offer.cards.length === 2 ? 'c.task.pair' : 'c.task.one', { loc: locFull(offer.loc) }))
    : null;
  const sacrifice = v.sacrifices[seat];
  const fresh = v.newCard[seat];
  return h('section', { class: 'own-area', 'aria-label': t('c.ownArea', { name }) },
    h('h3', {}, t('c.ownArea', { name })), stats,
    v.round > 0 ? h('p', { class: 'muted' }, t('c.roundOf', { round: v.round, rounds: MAX_ROUNDS })) : null,
    task,
    fresh !== undefined && fresh >= 0 ? h('p', { class: 'task' }, t('c.task.discard', { card: fresh })) : null,
    h('h3', {}, t('c.handCount', { n: hand?.length ?? v.handCounts[seat] ?? 0 })),
    hand ? handCards(v, seat, hand, choices, choose) : h('p', { class: 'muted' }, t('c.handHidden')),
    h('h3', {}, t('c.offering')), offeringTable(v, seat, offer?.loc ?? (v.phase === 'commitLoc' ? v.loc : 0)),
    h('p', { class: 'muted' }, sacrifice !== null && sacrifice !== undefined && sacrifice >= 0
      ? t('c.altarOwn', { card: sacrifice }) : t('c.altarNone')),
    v.loc > 0 ? h('p', { class: 'muted' }, t('c.atLocation', { loc: locName(v.loc) })) : null);
}
