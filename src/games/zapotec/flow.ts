// The automatic parts of the round: reveal, turn order, Cocijobot's turn, trade-row refills,
// the round clean-up and the end of the game. Each runs inside apply after the deciding choice.
import type { GameEvent } from '../../engine/types.ts';
import { ROUNDS } from './data.ts';
import { addVp } from './actions.ts';
import { BOT, bonusProperty, cocijobotCard, runCocijobotTurn } from './cocijobot.ts';
import { scoringIsChoice } from './legality.ts';
import { housesMatching, scoreLine, turnScoringPoints } from './scoring.ts';
import { NONE, activeSeat, cardOf, isCocijobot, tradeTileOf, type ZapotecState } from './types.ts';

type Events = GameEvent[];

export function pickCard(s: ZapotecState, seat: number, card: number, events: Events): void {
  const p = s.players[seat]!;
  p.hand.splice(p.hand.indexOf(card), 1);
  s.chosen[seat] = card;
  events.push({ type: 'picked', seat });
  for (let i = 0; i < s.playerCount; i++) if (s.chosen[i] === NONE) return;
  reveal(s, events);
}

function reveal(s: ZapotecState, events: Events): void {
  for (let seat = 0; seat < s.playerCount; seat++) {
    s.played[seat] = s.chosen[seat]!;
    s.chosen[seat] = NONE;
  }
  events.push({ type: 'reveal', cards: [...s.played] });
  if (s.cocijobot) {
    const botCard = s.cocijobot.deck.pop()!;
    s.cocijobot.revealed = [botCard];
    events.push({ type: 'botReveal', seat: BOT, card: botCard });
    // Ties go to Cocijobot [text].
    s.order = cocijobotCard(botCard).num <= cardOf(s.played[0]!).num ? [BOT, 0] : [0, BOT];
  } else {
    s.order = s.played.map((_, seat) => seat).sort((a, b) => s.played[a]! - s.played[b]!);
  }
  s.phase = 'turn';
  s.turn = 0;
  startTurn(s, events);
}

function startTurn(s: ZapotecState, events: Events): void {
  const seat = activeSeat(s);
  events.push({ type: 'turnStart', seat });
  s.sub = [];
  if (isCocijobot(s, seat)) {
    runCocijobotTurn(s, events);
    endTurn(s, events);
  } else s.step = 'income';
}

export function endConstruction(s: ZapotecState, seat: number, events: Events): void {
  if (scoringIsChoice(s, seat)) s.step = 'scoring';
  else scoreTurn(s, seat, NONE, events);
}

/** Turn scoring with the bonus card, or (Z35) with a hand card that is then discarded. */
export function scoreTurn(s: ZapotecState, seat: number, handCard: number, events: Events): void {
  let property = bonusProperty(s);
  if (handCard !== NONE) {
    const hand = s.players[seat]!.hand;
    hand.splice(hand.indexOf(handCard), 1);
    s.discard.push(handCard);
    property = cardOf(handCard).property;
    events.push({ type: 'scoreWithHand', seat, card: handCard });
  }
  addVp(s, seat, turnScoringPoints(s, seat, property), 'vpTurn', events, 'turnScoring', { property, houses: housesMatching(s, seat, property) });
  if (s.round < ROUNDS) s.step = 'draw';
  else endTurn(s, events);
}

export function drawCard(s: ZapotecState, seat: number, card: number, events: Events): void {
  s.offer.splice(s.offer.indexOf(card), 1);
  s.players[seat]!.hand.push(card);
  events.push({ type: 'draw', seat, card });
  endTurn(s, events);
}

function endTurn(s: ZapotecState, events: Events): void {
  // Bought trade tiles are replaced at the end of the buyer's turn (never in solo: no stacks).
  s.tradeRows.forEach((row, level) => {
    row.forEach((tile, slot) => {
      const stack = s.tradeStacks[level]!;
      if (tile === NONE && stack.length > 0) {
        row[slot] = stack.pop()!;
        events.push({ type: 'refill', level: level + 1, slot, tile: row[slot] });
      }
    });
  });
  s.turn++;
  if (s.turn < s.order.length) startTurn(s, events);
  else endRound(s, events);
}

function endRound(s: ZapotecState, events: Events): void {
  if (s.round >= ROUNDS) {
    endGame(s, events);
    return;
  }
  // The card left in the offer becomes the next round's bonus card.
  s.bonusStack.push(...s.offer);
  if (s.cocijobot) {
    s.discard.push(s.played[0]!);
    s.offer = s.deck.splice(Math.max(0, s.deck.length - 2));
    s.cocijobot.discard.push(...s.cocijobot.revealed);
    s.cocijobot.revealed = [];
  } else {
    s.offer = s.played.filter((c) => c !== NONE);
    if (s.deck.length > 0) s.offer.push(s.deck.pop()!);
  }
  for (const p of s.players) {
    for (const t of p.trade) {
      const e = tradeTileOf(t.id).effect;
      if (e.kind === 'convert' || e.kind === 'build') t.up = true;
    }
    p.boughtLevels = [false, false, false];
    p.pyramidsThisRound = [];
  }
  s.round++;
  s.phase = 'select';
  s.played = s.played.map(() => NONE);
  s.order = [];
  s.turn = 0;
  events.push({ type: 'roundStart', round: s.round, bonus: s.bonusStack[s.bonusStack.length - 1]!, offer: [...s.offer] });
}

function endGame(s: ZapotecState, events: Events): void {
  s.phase = 'over';
  s.final = s.players.map((_, seat) => scoreLine(s, seat).total);
  events.push({ type: 'gameOver', scores: [...s.final] });
}
