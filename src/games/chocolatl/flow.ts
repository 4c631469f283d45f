// The automatic steps between decisions: round preparation, the commit stages of each mode,
// reveals, the black-dice step and round end. Each function runs until the next decision is owed.
import { HARVEST_DICE, MAX_ROUNDS, trackColour } from './data.ts';
import { autoFill, owesPlacement } from './commit.ts';
import { endScoring } from './end-scoring.ts';
import { resolveLocation } from './resolve.ts';
import { rollDie } from './roll.ts';
import { setLastRound, type Ctx } from './score.ts';
import { NONE, type ChocolatlState } from './types.ts';

export function startRound(s: ChocolatlState, ctx: Ctx): void {
  ctx.barrier = true;
  s.round++;
  s.loc = 0;
  s.revealedTo = 0;
  s.firstUp = false;
  s.white = Array.from({ length: HARVEST_DICE }, () => rollDie(s)).sort((a, b) => b - a);
  // One card per deck onto the Tachli boxes: high deck on "6", low deck on "3" (spec Q3).
  if (s.tachli[0] === NONE) s.tachli[0] = s.deckHigh.pop() ?? NONE;
  if (s.tachli[1] === NONE) s.tachli[1] = s.deckLow.pop() ?? NONE;
  s.mode = trackColour(Math.max(...s.scores));
  ctx.events.push({ type: 'round', round: s.round, mode: s.mode, white: [...s.white], tachli: [...s.tachli] });
  if (s.round === MAX_ROUNDS) setLastRound(s, ctx, 'roundLimit');
  if (s.mode === 'gold') return beginLocation(s, ctx, 1);
  s.phase = s.mode === 'red' ? 'commitAll' : 'commitFirst';
}

/** Called after every placement: moves on once no seat owes a card. */
export function afterPlacement(s: ChocolatlState, ctx: Ctx): void {
  for (let p = 0; p < s.n; p++) if (owesPlacement(s, p)) return;
  switch (s.phase) {
    case 'commitAll':
    case 'commitSecond':
      return beginLocation(s, ctx, 1);
    case 'commitFirst':
      s.firstUp = true;
      ctx.barrier = true;
      ctx.events.push({ type: 'revealFirst', cards: s.boards.map((b) => b.filter((_, i) => i % 2 === 0)) });
      s.phase = 'commitSecond';
      for (let p = 0; p < s.n; p++) autoFill(s, ctx, p);
      return afterPlacement(s, ctx);
    case 'commitLoc':
      return revealLocation(s, ctx);
    default:
  }
}

function beginLocation(s: ChocolatlState, ctx: Ctx, loc: number): void {
  s.loc = loc;
  if (s.mode !== 'gold') return revealLocation(s, ctx);
  s.phase = 'commitLoc';
  for (let p = 0; p < s.n; p++) autoFill(s, ctx, p);
  afterPlacement(s, ctx);
}

function revealLocation(s: ChocolatlState, ctx: Ctx): void {
  s.revealedTo = s.loc;
  ctx.barrier = true;
  ctx.events.push({ type: 'reveal', loc: s.loc, cards: s.boards.map((b) => [b[2 * s.loc - 2], b[2 * s.loc - 1]]) });
  s.diceAdd.fill(0);
  if (s.dice.every((d) => d === 0)) return resolveAndGoOn(s, ctx);
  s.phase = 'dice';
  for (let p = 0; p < s.n; p++) s.diceDecl[p] = s.dice[p]! > 0 ? NONE : 0;
}

/** Called after every dice declaration: once all are in, rolls them together. */
export function afterDeclaration(s: ChocolatlState, ctx: Ctx): void {
  if (s.diceDecl.some((d) => d === NONE)) return;
  ctx.barrier = true;
  for (let p = 0; p < s.n; p++) {
    const count = s.diceDecl[p]!;
    if (count === 0) continue;
    const rolls = Array.from({ length: count }, () => rollDie(s));
    s.dice[p]! -= count;
    s.diceSpent += count;
    s.diceAdd[p] = rolls.reduce((a, b) => a + b, 0);
    ctx.events.push({ type: 'blackDice', seat: p, loc: s.loc, rolls });
  }
  s.diceDecl.fill(0);
  resolveAndGoOn(s, ctx);
}

/** Resolves the location and, unless its winner owes a decision, goes on to the next. */
function resolveAndGoOn(s: ChocolatlState, ctx: Ctx): void {
  if (resolveLocation(s, ctx)) finishLocation(s, ctx);
}

/** After a location is fully resolved (decisions included). */
export function finishLocation(s: ChocolatlState, ctx: Ctx): void {
  if (s.loc < 6) return beginLocation(s, ctx, s.loc + 1);
  endRound(s, ctx);
}

/** Round end: the last round goes to end scoring; otherwise cards go back to hand first. */
function endRound(s: ChocolatlState, ctx: Ctx): void {
  if (s.lastRound) return endScoring(s, ctx);
  for (let p = 0; p < s.n; p++) {
    const board = s.boards[p]!;
    const hand = s.hands[p]!;
    for (let i = 0; i < board.length; i++) if (board[i] !== NONE) hand.push(board[i]!);
    board.fill(NONE);
    hand.sort((a, b) => a - b);
  }
  s.revealedTo = 0;
  s.firstUp = false;
  if (s.newCard.some((c) => c !== NONE)) {
    s.phase = 'discard';
    return;
  }
  startRound(s, ctx);
}

/** Called after every Tachli discard. */
export function afterDiscard(s: ChocolatlState, ctx: Ctx): void {
  if (s.newCard.some((c) => c !== NONE)) return;
  startRound(s, ctx);
}
