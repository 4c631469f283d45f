// AI seats: after every change the room asks the AI driver, on a fresh task, for each AI seat that
// owes a decision, and plays the answer through the seat's handle (a legal fallback if it is not).
import type { AiRequest } from './host-types.ts';
import { pendingOf, type HostContext } from './host-context.ts';

export function scheduleAi<S, O, V>(ctx: HostContext<S, O, V>): void {
  if (!ctx.opts.ai || ctx.closed || !ctx.isStarted || ctx.aiTimer) return;
  ctx.aiTimer = setTimeout(() => {
    ctx.aiTimer = null;
    driveAi(ctx);
  }, 0);
}

function driveAi<S, O, V>(ctx: HostContext<S, O, V>): void {
  const ai = ctx.opts.ai;
  if (!ai || ctx.closed) return;
  for (const p of pendingOf(ctx)) {
    const seat = p.seat;
    if (ctx.seats[seat]?.kind !== 'ai' || ctx.aiInFlight.has(seat)) continue;
    const handle = ctx.seat(seat);
    if (!handle || handle.owes() === null) continue;
    const request: AiRequest<V> = { seat, kind: p.kind, version: ctx.match.version, view: handle.view(), choices: handle.choices() };
    ctx.aiInFlight.add(seat);
    Promise.resolve()
      .then(() => ai(request))
      .then(
        (choice) => aiAnswered(ctx, seat, choice),
        (error: unknown) => {
          console.error(`net: the AI for seat ${seat} failed`, error);
          aiAnswered(ctx, seat, undefined);
        },
      );
  }
}

function aiAnswered<S, O, V>(ctx: HostContext<S, O, V>, seat: number, choice: unknown): void {
  ctx.aiInFlight.delete(seat);
  if (ctx.closed) return;
  const handle = ctx.seat(seat);
  if (handle && ctx.seats[seat]?.kind === 'ai' && handle.owes() !== null) {
    const res = handle.act(choice);
    if (!res.ok) {
      const fallback = handle.choices()[0];
      if (fallback) handle.act(fallback);
    }
  }
  scheduleAi(ctx);
}
