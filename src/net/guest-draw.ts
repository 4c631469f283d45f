// The guest's part of the first game's joint seed (see host-draw.ts): on a lobby welcome it keeps
// the host's commitment it was shown, draws a share of its own (crypto, at the edge) and commits to
// it; at the start it reveals the share to the host alone; then it checks what the host says: its
// own share counted, every share matches the commitment shown in the lobby and, once the game is
// over and the host's share is out, the seed recomputes. A mismatch is reported ('seed' event).
import { PROTOCOL_VERSION } from './protocol-fields.ts';
import type { DrawCommits, SeedMsg } from './protocol-host.ts';
import { randomHex } from './secret.ts';
import { jointSeed, shareCommit } from './joint-seed.ts';
import { persist, send, type GuestContext } from './guest-context.ts';
import type { SeedCheck } from './guest-types.ts';

/** The lobby shows the draw: commit to a share (the same one again after a lost link), and remember what was shown. */
export function onDrawCommits<V>(ctx: GuestContext<V>, draw: DrawCommits, welcome: boolean): void {
  const seat = ctx.client.seat;
  if (seat === null || ctx.secret === null) return;
  const mine = ctx.draw;
  // The host's share was fixed before ours: a commitment that changes means a host that chose again.
  if (mine && mine.host !== draw.host) return report(ctx, { ok: false, seed: null, reason: 'host-changed' });
  const known = mine ?? { share: randomHex(ctx.opts.random), host: draw.host, commits: new Map<number, string>() };
  for (const c of draw.seats) if (c.seat !== seat) known.commits.set(c.seat, c.hash);
  ctx.draw = known;
  const hash = shareCommit(known.share);
  if (welcome || !draw.seats.some((c) => c.seat === seat && c.hash === hash)) {
    if (welcome) void persist(ctx);
    send(ctx, { v: PROTOCOL_VERSION, type: 'seed-commit', id: ctx.nextId++, seat, secret: ctx.secret, hash });
  }
}

/** The start: our share, to the host alone. */
export function onSeedAsk<V>(ctx: GuestContext<V>): void {
  const seat = ctx.client.seat;
  if (!ctx.draw || seat === null || ctx.secret === null) return;
  send(ctx, { v: PROTOCOL_VERSION, type: 'seed-share', id: ctx.nextId++, seat, secret: ctx.secret, share: ctx.draw.share });
}

/** What the host says of the seed, checked against what this device saw and holds. */
export function onSeed<V>(ctx: GuestContext<V>, msg: SeedMsg): void {
  report(ctx, checkSeed(ctx, msg));
}

export function checkSeed<V>(ctx: GuestContext<V>, msg: SeedMsg): SeedCheck {
  const mine = ctx.draw;
  const seat = ctx.client.seat;
  const fail = (reason: SeedCheck['reason']): SeedCheck => ({ ok: false, seed: null, reason });
  if (mine && mine.host !== msg.host) return fail('host-changed');
  for (const s of msg.shares) {
    const shown = s.seat === seat && mine ? shareCommit(mine.share) : mine?.commits.get(s.seat);
    if (shown !== undefined && shown !== shareCommit(s.share)) return fail('share-changed');
  }
  if (mine && seat !== null && !msg.shares.some((s) => s.seat === seat)) return fail('left-out');
  if (msg.hostShare === undefined) return { ok: true, seed: null };
  if (shareCommit(msg.hostShare) !== msg.host) return fail('host-changed');
  const seed = jointSeed(msg.hostShare, new Map(msg.shares.map((s) => [s.seat, s.share])));
  return seed === msg.seed ? { ok: true, seed } : fail('seed-differs');
}

function report<V>(ctx: GuestContext<V>, check: SeedCheck): void {
  ctx.client.seedCheck = check;
  ctx.emitter.emit('seed', check);
}
