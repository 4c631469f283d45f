// Another game in the same room, with the same seats: the host offers it once a game is over, each
// guest says yes or no, and the host starts it. The new seed mixes the host's share (its hash is
// in the offer, fixed before any guest answers) with every accepting guest's share (sent to the
// host alone, so no guest can compute the deal): neither the host nor a guest chooses it. The
// match is swapped in place: connections, seat secrets and colours stay; every viewer gets the new
// game's whole view, tagged with its number (ViewMsg.match), once the new game is saved.
import { createMatch, toSaveFile, type SaveFile } from '../engine/match.ts';
import { PROTOCOL_VERSION } from './protocol-fields.ts';
import type { RematchReplyMsg } from './protocol-guest.ts';
import type { RematchMsg } from './protocol-host.ts';
import { randomHex } from './secret.ts';
import { jointSeed, shareCommit } from './joint-seed.ts';
import { broadcast, reject } from './host-conns.ts';
import { changed } from './host-acting.ts';
import type { Conn, HostContext } from './host-context.ts';
import type { RematchState } from './host-types.ts';
import { matchNumber, setMatchNumber } from './host-match.ts';

export { matchNumber, setMatchNumber };


interface Offer {
  match: number;
  share: string;
  commit: string;
  /** Each remote seat's answer: its share of the seed, or null for no. */
  replies: Map<number, string | null>;
}

const offers = new WeakMap<object, Offer>();

export function rematchState<S, O, V>(ctx: HostContext<S, O, V>): RematchState | null {
  const offer = offers.get(ctx);
  if (!offer) return null;
  const pick = (yes: boolean) => [...offer.replies].flatMap(([seat, share]) => ((share !== null) === yes ? [seat] : [])).sort((a, b) => a - b);
  return { match: offer.match, accepted: pick(true), declined: pick(false) };
}

function tell<S, O, V>(ctx: HostContext<S, O, V>, open: boolean): void {
  const offer = offers.get(ctx);
  const state = rematchState(ctx);
  if (!offer || !state) return;
  const msg: RematchMsg = { v: PROTOCOL_VERSION, type: 'rematch', match: offer.match, open, commit: offer.commit, accepted: state.accepted, declined: state.declined };
  broadcast(ctx, msg);
  ctx.emitter.emit('rematch', open ? state : null);
}

/** The host offers another game (only once this one is over). Offering again repeats the same offer. */
export function offerRematch<S, O, V>(ctx: HostContext<S, O, V>): boolean {
  if (ctx.closed || !ctx.isStarted || ctx.module.result(ctx.match.state) === null) return false;
  if (!offers.has(ctx)) {
    const share = randomHex(ctx.opts.random, 32);
    offers.set(ctx, { match: matchNumber(ctx) + 1, share, commit: shareCommit(share), replies: new Map() });
  }
  tell(ctx, true);
  return true;
}

export function cancelRematch<S, O, V>(ctx: HostContext<S, O, V>): void {
  if (!offers.has(ctx)) return;
  tell(ctx, false);
  offers.delete(ctx);
}

/** A guest answers the offer (its seat and secret were checked against the link). */
export function remoteRematchReply<S, O, V>(ctx: HostContext<S, O, V>, conn: Conn, msg: RematchReplyMsg): void {
  const offer = offers.get(ctx);
  if (!offer || offer.match !== msg.match) return reject(ctx, conn, 'no-rematch', 'No other game is offered now.', msg.id);
  offer.replies.set(msg.seat, msg.accept ? msg.nonce! : null);
  tell(ctx, true);
}

/**
 * Starts the offered game: same options, seats, secrets and colours; `before` gets the finished
 * game's save first (the app keeps it). Seats that did not accept stay theirs (the host may give
 * them to bots before calling this). Returns the new game's number, or null without an offer.
 */
export function startRematch<S, O, V>(ctx: HostContext<S, O, V>, before?: (finished: SaveFile<O>) => void): number | null {
  const offer = offers.get(ctx);
  if (!offer || ctx.closed) return null;
  offers.delete(ctx);
  before?.(toSaveFile(ctx.module, ctx.match));
  ctx.draw = null; // the first game's draw is over: its seed is not this game's
  ctx.match = createMatch(ctx.module, ctx.match.options, jointSeed(offer.share, offer.replies));
  setMatchNumber(ctx, offer.match);
  ctx.round = null;
  ctx.announcedRound = null;
  ctx.localPicks.clear();
  ctx.outbox.clear();
  // Every viewer gets the new game whole (its number tells a guest to drop the old one).
  for (const conn of ctx.conns) { conn.view = null; conn.viewVersion = null; }
  ctx.emitter.emit('rematch', null);
  changed(ctx, { seat: -1, version: 0, events: [], hash: '' }, null, undefined);
  return offer.match;
}
