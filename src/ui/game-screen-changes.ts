// What the game screen does with each change of the session: the log and the round summary, the
// screen-reader announcement, "while you were away"'s record, the captions telling what others did
// (the board following them step by step), and whom the screen shows next.
import type { GameEvent } from '../engine/types.ts';
import type { GameSession } from '../app/session.ts';
import type { GamePresenter } from './presenter.ts';
import type { GameScreenContext } from './game-screen-context.ts';
import { announce } from './dom.ts';
import { showRoundSummary } from './round-summary.ts';
import { narrate, toldOf } from './narration.ts';
import { follow } from './game-screen-render.ts';

/** The round the game is in (0 when the game has none). */
export const roundNow = (session: GameSession, presenter: GamePresenter): number => presenter.roundOf?.(session.view('spectator')) ?? 0;

/** Follows the session's changes; `flush` draws at once (a person's own move). Returns the unbind. */
export function followChanges(ctx: GameScreenContext, flush: () => void): () => void {
  return ctx.session.subscribe((events) => onChange(ctx, events, flush));
}

/** A move's change: a round it closed shows its points; on a screen nobody moves on (a table-mode
 * tablet) they go with the first move a person makes in the new round, as a person's own move
 * does elsewhere. */
function roundChange(ctx: GameScreenContext, by: number | null): void {
  const round = roundNow(ctx.session, ctx.presenter);
  if (round > ctx.round) {
    const ended = ctx.round;
    ctx.round = round;
    if (ended > 0) showRoundSummary(ctx.dom.roundCard, ctx.log, ended, ctx.presenter, ctx.name);
    return;
  }
  ctx.round = round;
  if (ctx.watching && by !== null && !ctx.isBot(by)) ctx.dom.roundCard.hidden = true;
}

function onChange(ctx: GameScreenContext, events: GameEvent[], flush: () => void): void {
  const { o, session, presenter, log, moves, humans, name } = ctx;
  const lines = presenter.logLines(events, name);
  // A move belongs to the round it was made in; the round it closed ends with its summary.
  log.add({ round: ctx.round, events });
  // Whose decision this was, as far as the screen knows: the first seat its events name (none
  // while the AI plays for it: the person was away).
  const by = events.find((e) => e.seat !== undefined)?.seat ?? null;
  // A change without events (a host opening a secret phase, a seat's status) is no move: the round
  // ends with the change of the move that ended it, which may come just after.
  if (events.length > 0) roundChange(ctx, by);
  ctx.unseen.push(...events);
  moves.push({ seat: by !== null && ctx.autoplay.has(by) ? null : by, events });
  // Six lines: a chain such as cube, omen, die, event, closed space must not lose its die roll.
  if (lines.length) announce(lines.slice(-6).join('. '));
  // Narrate what others did (bots, Cocijobot, other devices) and every step that followed the
  // viewer's own move, never the viewer's own clicks.
  // The board follows the captions step by step (a change's states come from the session); the
  // steps of captions still queued from an earlier change would draw the past over this one.
  const { captions } = ctx;
  for (const item of captions.queue) delete item.view;
  if (o.settings.botPaceMs > 0) {
    // The change's steps are worked out (an apply again) only when it is told.
    const bare = toldOf(ctx, events, o.settings.botPaceMs);
    const steps = bare.length ? session.steps?.() ?? null : null;
    const told = steps ? toldOf(ctx, events, o.settings.botPaceMs, steps.after) : bare;
    // Earlier captions still running: the board stays where they left it until this change's
    // first one. A change not told step by step (the person's own move) is drawn as it is.
    captions.stepView = steps && told.length && captions.running ? captions.stepView ?? steps.before : null;
    if (told.length) { captions.queue.push(...told); void narrate(ctx); }
  } else captions.stepView = null;
  // The screen turns to whoever acts now (after the captions were made for the viewer who saw it).
  follow(ctx);
  // A person's own move is answered at once (the focus moves on with it); what bots and other
  // devices do is drawn once per frame, however many moves arrive meanwhile.
  ctx.requestRender();
  if (events.some((e) => e.seat !== undefined && humans.includes(e.seat) && !ctx.autoplay.has(e.seat))) flush();
}
