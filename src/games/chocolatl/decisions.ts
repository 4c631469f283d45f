// Chocolatl's six decisions, one handler each: the legal choices are the candidates that pass the
// handler's own validate, so what a seat is offered and what apply accepts cannot disagree.
import { HUT_SPACES } from './data.ts';
import { autoFill, cardsPerStep, nextLocation, placeCards } from './commit.ts';
import { afterDeclaration, afterDiscard, afterPlacement, finishLocation, startRound } from './flow.ts';
import { defineHandler, err, isInt, type Decision } from './handlers.ts';
import { applyCity, applyPyramidOrder, hutsBuilt } from './resolve.ts';
import { NONE, type ChocolatlChoice, type ChocolatlMove, type ChocolatlState } from './types.ts';

/** A parsed choice of one kind; listed candidates carry their id too. */
type Move<K extends ChocolatlMove['kind']> = Extract<ChocolatlMove, { kind: K }> & { id?: string };

/** Candidates are built as the choices they list (one object each: bots list choices constantly). */
const listed = (p: { id?: string }): ChocolatlChoice => p as ChocolatlChoice;

/** Distinct values, ascending, of a sorted hand. */
function distinct(hand: readonly number[]): number[] {
  return hand.filter((v, i) => i === 0 || hand[i - 1] !== v);
}

function copies(list: readonly number[], v: number, upTo = list.length): number {
  let n = 0;
  for (let i = 0; i < upTo; i++) if (list[i] === v) n++;
  return n;
}

/** Tachli: any card but the one just received may go back (seed: "another card"). */
function canDiscard(s: ChocolatlState, seat: number, card: number): boolean {
  return card !== s.newCard[seat] || copies(s.hands[seat]!, card) > 1;
}

export const sacrifice: Decision = {
  owes: (s, seat) => (s.sacrifices[seat] !== NONE ? err('already-chosen', 'You have already made your sacrifice.') : null),
  rules: defineHandler<Move<'sacrifice'>>({
    kinds: ['sacrifice'],
    parse: (raw) => (isInt(raw['card']) ? { kind: 'sacrifice', card: raw['card'] } : err('malformed', 'The card must be an integer.', { field: 'card' })),
    candidates: (s, seat) => distinct(s.hands[seat]!).map((card) => ({ id: `sacrifice:${card}`, kind: 'sacrifice', card }) as const),
    validate: (s, seat, { card }) => (s.hands[seat]!.includes(card) ? null : err('card-not-in-hand', `You do not hold a ${card}.`, { card })),
    run(s, seat, { card }, ctx) {
      const hand = s.hands[seat]!;
      hand.splice(hand.indexOf(card), 1);
      s.sacrifices[seat] = card;
      ctx.events.push({ type: 'sacrificed', seat });
      if (s.sacrifices.every((v) => v !== NONE)) startRound(s, ctx);
    },
    toChoice: listed,
  }),
};


/**
 * The offerings `seat` may make now, each legal by construction (the next location, cards from the
 * hand, a pair only with two copies): the candidate list, which validate passes whole. Searches
 * list choices by the thousand, so they take this list without checking each one again (a unit
 * test holds it equal to the validated list).
 */
export function offerCandidates(s: ChocolatlState, seat: number): ChocolatlChoice[] {
  const loc = nextLocation(s, seat);
  const hand = s.hands[seat]!;
  const cards = distinct(hand);
  const out: ChocolatlChoice[] = [];
  if (cardsPerStep(s) === 1) for (const card of cards) out.push({ id: `offer:${loc}:${card}`, kind: 'offer', loc, cards: [card] });
  else
    for (let i = 0; i < cards.length; i++)
      for (let j = i; j < cards.length; j++) {
        const [a, b] = [cards[i]!, cards[j]!];
        // A pair needs two copies.
        if (a === b && hand.indexOf(a) === hand.lastIndexOf(a)) continue;
        out.push({ id: `offer:${loc}:${a}+${b}`, kind: 'offer', loc, cards: [a, b] });
      }
  return out;
}

/** Commit phases are walked one location at a time in order: a location's two cards, or one in GREEN. */
export const offer: Decision = {
  owes: (s, seat) => (nextLocation(s, seat) === 0 ? err('already-chosen', 'Your offering is complete.') : null),
  rules: defineHandler<Move<'offer'>>({
    kinds: ['offer'],
    parse(raw) {
      const { loc, cards } = raw;
      if (!isInt(loc) || loc < 1 || loc > 6) return err('bad-location', 'The location must be 1 to 6.', { field: 'loc' });
      if (!Array.isArray(cards) || !cards.every(isInt)) return err('malformed', 'The cards must be a list of integers.', { field: 'cards' });
      return { kind: 'offer', loc, cards };
    },
    candidates: (s, seat) => offerCandidates(s, seat) as Move<'offer'>[],
    validate(s, seat, { loc, cards }) {
      const want = cardsPerStep(s);
      if (cards.length !== want)
        return err('wrong-card-count', `Put exactly ${want} card${want > 1 ? 's' : ''} on a location in this step.`, { count: cards.length, want });
      const hand = s.hands[seat]!;
      // The first card of the offering that the hand cannot cover (a pair needs two copies).
      for (let i = 0; i < cards.length; i++) {
        const card = cards[i]!;
        const need = copies(cards, card, i + 1);
        if (need === 1 ? !hand.includes(card) : copies(hand, card) < need)
          return err('card-not-in-hand', `You do not hold ${cards.length > 1 && hand.includes(card) ? 'two of ' : 'a '}${card}.`, { card });
      }
      const next = nextLocation(s, seat);
      if (loc !== next) return err('wrong-location', `Offerings are made location by location: now location ${next}.`, { loc, next });
      return null;
    },
    run(s, seat, { loc, cards }, ctx) {
      placeCards(s, seat, loc, [...cards].sort((a, b) => a - b)); // one state per offering
      ctx.events.push({ type: 'offered', seat, loc, count: cards.length });
      autoFill(s, ctx, seat);
      afterPlacement(s, ctx);
    },
    toChoice: listed,
  }),
};

export const dice: Decision = {
  owes(s, seat) {
    if (s.dice[seat] === 0 && s.diceDecl[seat] !== NONE) return err('not-your-decision', 'You hold no black dice.');
    if (s.diceDecl[seat] !== NONE) return err('already-chosen', 'You have already declared your dice here.');
    return null;
  },
  rules: defineHandler<Move<'dice'>>({
    kinds: ['dice'],
    parse(raw) {
      const count = raw['count'];
      if (!isInt(count)) return err('malformed', 'The count must be an integer.', { field: 'count' });
      if (count < 0) return err('bad-dice-count', 'The count cannot be negative.', { count });
      return { kind: 'dice', count };
    },
    candidates: (s, seat) => Array.from({ length: s.dice[seat]! + 1 }, (_, count) => ({ id: `dice:${count}`, kind: 'dice', count }) as const),
    validate: (s, seat, { count }) =>
      count > s.dice[seat]! ? err('not-enough-dice', `You hold only ${s.dice[seat]} black dice.`, { count, held: s.dice[seat]! }) : null,
    run(s, seat, { count }, ctx) {
      s.diceDecl[seat] = count;
      ctx.events.push({ type: 'diceDeclared', seat });
      afterDeclaration(s, ctx);
    },
    toChoice: listed,
  }),
};

type Take = 'hut' | 'die';
const TAKES: readonly Take[] = ['hut', 'die'];

/** L3: the largest offering at Tenochtitlan takes a hut (while a space is left) or the black die. */
export const city: Decision = {
  owes: (s, seat) => (s.order[0] !== seat ? err('not-your-decision', 'Only the largest offering at Tenochtitlan chooses.') : null),
  rules: defineHandler<Take>({
    kinds: ['city'],
    parse: (raw) => (raw['take'] === 'hut' || raw['take'] === 'die' ? raw['take'] : err('bad-city-option', "Choose 'hut' or 'die'.", { field: 'take' })),
    candidates: () => TAKES,
    validate: (s, _seat, take) => (take === 'hut' && hutsBuilt(s) >= HUT_SPACES ? err('no-hut-space', 'Every hut space is taken.') : null),
    run(s, seat, take, ctx) {
      ctx.events.push({ type: 'cityChoice', seat, take });
      applyCity(s, ctx, take);
      finishLocation(s, ctx);
    },
    toChoice: (take) => ({ id: `city:${take}`, kind: 'city', take }),
  }),
};

/** L4 with a small margin: the largest offering says whose stone goes first. */
export const pyramidOrder: Decision = {
  owes: (s, seat) => (s.order[0] !== seat ? err('not-your-decision', 'Only the largest offering at the pyramid chooses.') : null),
  rules: defineHandler<number>({
    kinds: ['pyramidOrder'],
    // Any value: only the state says which seats may go first.
    parse: (raw) => raw['first'] as number,
    candidates: (s) => [s.order[0]!, s.order[1]!],
    validate: (s, _seat, first) =>
      first !== s.order[0] && first !== s.order[1]
        ? err('bad-pyramid-order', 'The first stone goes to you or to the second-largest offering.', { field: 'first' })
        : null,
    run(s, seat, first, ctx) {
      ctx.events.push({ type: 'pyramidOrder', seat, first });
      applyPyramidOrder(s, ctx, first);
      finishLocation(s, ctx);
    },
    toChoice: (first) => ({ id: `pyramid:${first}`, kind: 'pyramidOrder', first }),
  }),
};

/** Tachli: a seat that received a card gives another one back. */
export const discard: Decision = {
  owes: (s, seat) => (s.newCard[seat] === NONE ? err('not-your-decision', 'You owe no Tachli discard.') : null),
  rules: defineHandler<Move<'discard'>>({
    kinds: ['discard'],
    parse: (raw) => (isInt(raw['card']) ? { kind: 'discard', card: raw['card'] } : err('malformed', 'The card must be an integer.', { field: 'card' })),
    candidates: (s, seat) => distinct(s.hands[seat]!).map((card) => ({ id: `discard:${card}`, kind: 'discard', card }) as const),
    validate(s, seat, { card }) {
      if (!s.hands[seat]!.includes(card)) return err('card-not-in-hand', `You do not hold a ${card}.`, { card });
      if (!canDiscard(s, seat, card)) return err('cannot-discard-new-card', 'Give back another card in exchange for the new one.', { card });
      return null;
    },
    run(s, seat, { card }, ctx) {
      const hand = s.hands[seat]!;
      hand.splice(hand.indexOf(card), 1);
      s.discardPile.push(card);
      s.newCard[seat] = NONE;
      ctx.events.push({ type: 'discard', seat, card });
      afterDiscard(s, ctx);
    },
    toChoice: listed,
  }),
};
