// The room's bots: its AI seats and the host's own seats on autoplay, asked by the one policy of
// bot-turns.ts and playing through the same seat handles (and checks) as the host's own seats.
import type { AiDriver } from './host-types.ts';
import { BotTurns } from './bot-turns.ts';
import { NOT_LOCAL, pendingOf, type HostContext } from './host-context.ts';
import { viewFor } from './host-views.ts';

export function roomBots<S, O, V>(ctx: HostContext<S, O, V>, ai: AiDriver<V>, failed?: (seat: number, reason: string) => void): BotTurns<V> {
  return new BotTurns<V>({
    live: () => !ctx.closed && ctx.isStarted,
    isBot: (seat) => ctx.seats[seat]?.kind === 'ai' || (ctx.autoplay.has(seat) && ctx.seats[seat]?.kind === 'local'),
    pending: () => pendingOf(ctx),
    owes: (seat) => (ctx.seat(seat)?.owes() ?? null) !== null,
    version: () => ctx.match.version,
    view: (seat) => viewFor(ctx, seat).view,
    choices: (seat) => ctx.module.choices(ctx.match.state, seat),
    act: (seat, choice) => ctx.seat(seat)?.act(choice) ?? NOT_LOCAL,
  }, ai, failed);
}

/** After anything that may let a bot play (a change, a seat given to a bot, a commitment). */
export function scheduleAi<S, O, V>(ctx: HostContext<S, O, V>): void {
  ctx.core.bots?.wake();
}
