// The first game's seed, drawn jointly (issue 28: fair by construction). The host's share is drawn
// when the room is made and its commitment is in the welcome every guest gets, so it is fixed before
// any guest commits; each seated guest commits to a share of its own in the lobby (a guest that
// joins late commits when it joins; bots have none). At the start, each committed guest reveals its
// share to the host alone, checked against its commitment; the seed is jointSeed(host's share,
// guests' shares), the match is dealt from it, and everyone gets the guests' shares. The host's own
// share (the piece no guest knows, without which nobody can deal the game out) follows once the game
// is over, with the seed, so that every guest recomputes and checks it.
import { createMatch } from '../engine/match.ts';
import { PROTOCOL_VERSION } from './protocol-fields.ts';
import type { SeedCommitMsg, SeedShareMsg } from './protocol-guest.ts';
import type { DrawCommits, SeedMsg } from './protocol-host.ts';
import { randomHex, sameSecret, type RandomBytes } from './secret.ts';
import { jointSeed, shareCommit } from './joint-seed.ts';
import { broadcast, reject, send } from './host-conns.ts';
import type { Conn, DrawState, HostContext } from './host-context.ts';
import type { DrawSnapshot } from './host-types.ts';

export type { DrawState, DrawSnapshot };

/** 128 random bits, and their commitment. */
export function newDraw(random: RandomBytes): DrawState {
  const share = randomHex(random);
  return { share, commit: shareCommit(share), commits: new Map(), shares: new Map(), stage: 'lobby', asked: [], opened: false, timer: null, begin: null, waiters: [] };
}

export function drawSnapshot(draw: DrawState): DrawSnapshot {
  const done = draw.stage === 'done';
  return { share: draw.share, commits: [...draw.commits], shares: done ? [...draw.shares] : [], done };
}

/** A reload between Start and the last reveal goes back to the lobby: the guests are asked again. */
export function restoreDraw(snap: DrawSnapshot, over: boolean): DrawState {
  return {
    share: snap.share, commit: shareCommit(snap.share), commits: new Map(snap.commits), shares: new Map(snap.done ? snap.shares : []),
    stage: snap.done ? 'done' : 'lobby', asked: [], opened: over, timer: null, begin: null, waiters: [],
  };
}

/** What the lobby shows of the draw while it is open (nothing once the game is dealt). */
export function drawCommits<S, O, V>(ctx: HostContext<S, O, V>): DrawCommits | undefined {
  const draw = ctx.draw;
  if (!draw || draw.stage === 'done' || ctx.isStarted) return undefined;
  return { host: draw.commit, seats: [...draw.commits].sort(([a], [b]) => a - b).map(([seat, hash]) => ({ seat, hash })) };
}

/** A guest's commitment (its seat and secret were checked). True when the lobby changed. */
export function remoteSeedCommit<S, O, V>(ctx: HostContext<S, O, V>, conn: Conn, msg: SeedCommitMsg): boolean {
  const draw = ctx.draw;
  if (!draw || draw.stage !== 'lobby' || ctx.isStarted) {
    reject(ctx, conn, 'no-draw', 'The seed is not being drawn now.', msg.id);
    return false;
  }
  if (draw.commits.get(msg.seat) === msg.hash) return false;
  draw.commits.set(msg.seat, msg.hash);
  return true;
}

/** The seat's commitment goes with its player (a seat reopened or given to someone else). */
export function forgetCommit<S, O, V>(ctx: HostContext<S, O, V>, seat: number): void {
  if (ctx.draw?.stage === 'lobby') ctx.draw.commits.delete(seat);
}

/**
 * The start: every connected guest that committed is asked for its share; once all are in (or
 * after opts.drawWaitMs, without the missing ones), the match is dealt and `begin` starts play.
 */
export function beginDraw<S, O, V>(ctx: HostContext<S, O, V>, begin: () => void): Promise<void> {
  const draw = ctx.draw;
  if (!draw || draw.stage === 'done') {
    begin();
    return Promise.resolve();
  }
  const done = new Promise<void>((resolve) => draw.waiters.push(resolve));
  if (draw.stage === 'revealing') return done;
  draw.begin = begin;
  draw.shares.clear();
  draw.asked = ctx.seats.flatMap((rec, seat) => {
    const c = rec.conn;
    const here = rec.kind === 'remote' && rec.claimed && c !== null && c.joined && c.link.isOpen && ctx.conns.has(c);
    return here && draw.commits.has(seat) ? [seat] : [];
  });
  if (draw.asked.length === 0) {
    finish(ctx);
    return done;
  }
  draw.stage = 'revealing';
  for (const seat of draw.asked) send(ctx, ctx.seats[seat]!.conn!, { v: PROTOCOL_VERSION, type: 'seed-ask' });
  draw.timer = setTimeout(() => finish(ctx), ctx.opts.drawWaitMs);
  return done;
}

/** A guest's share: kept only when it matches the commitment that guest made in the lobby. */
export function remoteSeedShare<S, O, V>(ctx: HostContext<S, O, V>, conn: Conn, msg: SeedShareMsg): void {
  const draw = ctx.draw;
  if (!draw || draw.stage !== 'revealing' || !draw.asked.includes(msg.seat)) return reject(ctx, conn, 'no-draw', 'No share is asked of this seat now.', msg.id);
  if (draw.shares.has(msg.seat)) return; // a repeat
  const committed = draw.commits.get(msg.seat);
  if (committed === undefined || !sameSecret(shareCommit(msg.share), committed)) return reject(ctx, conn, 'reveal-mismatch', 'This share is not the one committed to.', msg.id);
  draw.shares.set(msg.seat, msg.share);
  if (draw.asked.every((s) => draw.shares.has(s))) finish(ctx);
}

function finish<S, O, V>(ctx: HostContext<S, O, V>): void {
  const draw = ctx.draw!;
  if (draw.timer) clearTimeout(draw.timer);
  draw.timer = null;
  if (ctx.closed) return;
  draw.stage = 'done';
  // Only the shares that came in count; a commitment whose share never came is not the seed's.
  for (const seat of [...draw.commits.keys()]) if (!draw.shares.has(seat)) draw.commits.delete(seat);
  ctx.match = createMatch(ctx.module, ctx.match.options, jointSeed(draw.share, draw.shares));
  ctx.viewCache.clear();
  const begin = draw.begin;
  draw.begin = null;
  begin?.();
  broadcast(ctx, seedMessage(ctx)!);
  for (const resolve of draw.waiters.splice(0)) resolve();
}

/** What guests may know of the draw now: the guests' shares; after the game, the host's and the seed. */
export function seedMessage<S, O, V>(ctx: HostContext<S, O, V>): SeedMsg | null {
  const draw = ctx.draw;
  if (!draw || draw.stage !== 'done') return null;
  const msg: SeedMsg = { v: PROTOCOL_VERSION, type: 'seed', host: draw.commit, shares: [...draw.shares].sort(([a], [b]) => a - b).map(([seat, share]) => ({ seat, share })) };
  if (ctx.module.result(ctx.match.state) !== null) {
    msg.hostShare = draw.share;
    msg.seed = jointSeed(draw.share, draw.shares);
  }
  return msg;
}

/** After a change: a game just over opens the host's share to everyone. */
export function openDrawIfOver<S, O, V>(ctx: HostContext<S, O, V>): void {
  const draw = ctx.draw;
  if (!draw || draw.stage !== 'done' || draw.opened || ctx.module.result(ctx.match.state) === null) return;
  draw.opened = true;
  broadcast(ctx, seedMessage(ctx)!);
}

/** The room closes: nobody waits for a start any more. */
export function stopDraw<S, O, V>(ctx: HostContext<S, O, V>): void {
  const draw = ctx.draw;
  if (!draw) return;
  if (draw.timer) clearTimeout(draw.timer);
  draw.timer = null;
  for (const resolve of draw.waiters.splice(0)) resolve();
}
