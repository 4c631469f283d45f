// apply: validates an untrusted choice completely against a state, then plays it on a copy and
// runs every automatic step that follows, up to the next decision.
import type { ApplyErr, ApplyResult } from '../../engine/types.ts';
import { cloneState } from './clone-state.ts';
import type { ChocolatlRefusal } from './refusals.ts';
import { HUT_SPACES } from './data.ts';
import { autoFill, cardsPerStep, nextLocation, placeCards } from './commit.ts';
import { discardable } from './choices.ts';
import { afterDeclaration, afterDiscard, afterPlacement, finishLocation, startRound } from './flow.ts';
import { applyCity, applyPyramidOrder, hutsBuilt } from './resolve.ts';
import type { Ctx } from './score.ts';
import { NONE, type ChocolatlMove, type ChocolatlState, type Phase } from './types.ts';

const err = (code: ChocolatlRefusal, reason: string, data?: Record<string, string | number>): ApplyErr => ({
  ok: false,
  error: data ? { code, reason, data } : { code, reason },
});

const KIND_OF_PHASE: Record<Phase, string> = {
  sacrifice: 'sacrifice',
  commitAll: 'offer',
  commitFirst: 'offer',
  commitSecond: 'offer',
  commitLoc: 'offer',
  dice: 'dice',
  city: 'city',
  pyramidOrder: 'pyramidOrder',
  discard: 'discard',
  over: '',
};
const KINDS = new Set(Object.values(KIND_OF_PHASE).filter((k) => k !== ''));

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** Checks `c` for `seat` in `s`; returns an error, or null when the move is legal. */
function validate(s: ChocolatlState, seat: number, c: Record<string, unknown>): ApplyErr | null {
  const kind = c['kind'];
  if (typeof kind !== 'string' || !KINDS.has(kind)) return err('unknown-kind', 'This kind of choice does not exist.');
  if (kind !== KIND_OF_PHASE[s.phase])
    return err('wrong-phase', `A '${kind}' choice is not possible in phase '${s.phase}'.`, { phase: s.phase, kind });
  const hand = s.hands[seat]!;
  switch (kind) {
    case 'sacrifice': {
      if (s.sacrifices[seat] !== NONE) return err('already-chosen', 'You have already made your sacrifice.');
      const card = c['card'];
      if (!isInt(card)) return err('malformed', 'The card must be an integer.', { field: 'card' });
      if (!hand.includes(card)) return err('card-not-in-hand', `You do not hold a ${card}.`, { card });
      return null;
    }
    case 'offer': {
      const next = nextLocation(s, seat);
      if (next === 0) return err('already-chosen', 'Your offering is complete.');
      const { loc, cards } = c;
      if (!isInt(loc) || loc < 1 || loc > 6) return err('bad-location', 'The location must be 1 to 6.', { field: 'loc' });
      if (!Array.isArray(cards) || !cards.every(isInt)) return err('malformed', 'The cards must be a list of integers.', { field: 'cards' });
      const want = cardsPerStep(s);
      if (cards.length !== want)
        return err('wrong-card-count', `Put exactly ${want} card${want > 1 ? 's' : ''} on a location in this step.`, { count: cards.length, want });
      const left = hand.slice();
      for (const card of cards) {
        const at = left.indexOf(card);
        if (at < 0) return err('card-not-in-hand', `You do not hold ${cards.length > 1 && hand.includes(card) ? 'two of ' : 'a '}${card}.`, { card });
        left.splice(at, 1);
      }
      if (loc !== next)
        return err('wrong-location', `Offerings are made location by location: now location ${next}.`, { loc, next });
      return null;
    }
    case 'dice': {
      if (s.dice[seat] === 0 && s.diceDecl[seat] !== NONE) return err('not-your-decision', 'You hold no black dice.');
      if (s.diceDecl[seat] !== NONE) return err('already-chosen', 'You have already declared your dice here.');
      const count = c['count'];
      if (!isInt(count)) return err('malformed', 'The count must be an integer.', { field: 'count' });
      if (count < 0) return err('bad-dice-count', 'The count cannot be negative.', { count });
      if (count > s.dice[seat]!)
        return err('not-enough-dice', `You hold only ${s.dice[seat]} black dice.`, { count, held: s.dice[seat]! });
      return null;
    }
    case 'city': {
      if (s.order[0] !== seat) return err('not-your-decision', 'Only the largest offering at Tenochtitlan chooses.');
      const take = c['take'];
      if (take !== 'hut' && take !== 'die') return err('bad-city-option', "Choose 'hut' or 'die'.", { field: 'take' });
      if (take === 'hut' && hutsBuilt(s) >= HUT_SPACES) return err('no-hut-space', 'Every hut space is taken.');
      return null;
    }
    case 'pyramidOrder': {
      if (s.order[0] !== seat) return err('not-your-decision', 'Only the largest offering at the pyramid chooses.');
      const first = c['first'];
      if (first !== s.order[0] && first !== s.order[1])
        return err('bad-pyramid-order', 'The first stone goes to you or to the second-largest offering.', { field: 'first' });
      return null;
    }
    case 'discard': {
      if (s.newCard[seat] === NONE) return err('not-your-decision', 'You owe no Tachli discard.');
      const card = c['card'];
      if (!isInt(card)) return err('malformed', 'The card must be an integer.', { field: 'card' });
      if (!hand.includes(card)) return err('card-not-in-hand', `You do not hold a ${card}.`, { card });
      if (!discardable(s, seat).includes(card))
        return err('cannot-discard-new-card', 'Give back another card in exchange for the new one.', { card });
      return null;
    }
  }
  return err('unknown-kind', 'This kind of choice does not exist.');
}

export function apply(s: ChocolatlState, seat: number, choice: unknown): ApplyResult<ChocolatlState> {
  if (!isInt(seat) || seat < 0 || seat >= s.n) return err('bad-seat', 'There is no such seat.');
  if (s.phase === 'over') return err('game-over', 'The game is over.');
  if (typeof choice !== 'object' || choice === null || Array.isArray(choice))
    return err('malformed', 'A choice must be an object with a kind.');
  const problem = validate(s, seat, choice as Record<string, unknown>);
  if (problem) return problem;
  const move = choice as ChocolatlMove;
  const next = cloneState(s);
  const ctx: Ctx = { events: [], barrier: false };
  play(next, seat, move, ctx);
  return { ok: true, state: next, events: ctx.events, barrier: ctx.barrier };
}

function play(s: ChocolatlState, seat: number, move: ChocolatlMove, ctx: Ctx): void {
  switch (move.kind) {
    case 'sacrifice': {
      const hand = s.hands[seat]!;
      hand.splice(hand.indexOf(move.card), 1);
      s.sacrifices[seat] = move.card;
      ctx.events.push({ type: 'sacrificed', seat });
      if (s.sacrifices.every((v) => v !== NONE)) startRound(s, ctx);
      return;
    }
    case 'offer':
      placeCards(s, seat, move.loc, [...move.cards].sort((a, b) => a - b)); // one state per offering
      ctx.events.push({ type: 'offered', seat, loc: move.loc, count: move.cards.length });
      autoFill(s, ctx, seat);
      return afterPlacement(s, ctx);
    case 'dice':
      s.diceDecl[seat] = move.count;
      ctx.events.push({ type: 'diceDeclared', seat });
      return afterDeclaration(s, ctx);
    case 'city':
      ctx.events.push({ type: 'cityChoice', seat, take: move.take });
      applyCity(s, ctx, move.take);
      return finishLocation(s, ctx);
    case 'pyramidOrder':
      ctx.events.push({ type: 'pyramidOrder', seat, first: move.first });
      applyPyramidOrder(s, ctx, move.first);
      return finishLocation(s, ctx);
    case 'discard': {
      const hand = s.hands[seat]!;
      hand.splice(hand.indexOf(move.card), 1);
      s.discardPile.push(move.card);
      s.newCard[seat] = NONE;
      ctx.events.push({ type: 'discard', seat, card: move.card });
      return afterDiscard(s, ctx);
    }
  }
}
