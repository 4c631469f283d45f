// The host's side of commit-reveal: which simultaneous secret decision is open, commitments and
// reveals from guests and from the host's own seats (whose picks survive a reload), and applying
// every reveal at once.
import { PROTOCOL_VERSION } from './protocol-fields.ts';
import { SecretRound } from './secret-round.ts';
import type { HostSnapshot, Outcome } from './host-types.ts';
import { commitHash, randomHex } from './secret.ts';
import { broadcast, refreshStatuses, reject } from './host-conns.ts';
import { scheduleAi } from './host-ai.ts';
import { pendingOf, secretPhaseOf, type HostContext } from './host-context.ts';

export function refreshSecretRound<S, O, V>(ctx: HostContext<S, O, V>): void {
  const pending = ctx.isStarted ? pendingOf(ctx).filter((p) => ctx.secretKinds.has(p.kind)) : [];
  const current = ctx.round;
  if (pending.length === 0) {
    ctx.round = null;
  } else {
    const kind = pending[0]!.kind;
    const seats = pending.filter((p) => p.kind === kind).map((p) => p.seat).sort((a, b) => a - b);
    if (!current || current.kind !== kind || current.seats.join() !== seats.join()) {
      ctx.round = new SecretRound(`${ctx.match.version}.${kind}`, kind, seats);
    }
  }
  if (ctx.round !== current) {
    for (const [seat, pick] of ctx.localPicks) if (pick.round !== ctx.round?.id) ctx.localPicks.delete(seat);
  }
  if ((ctx.round?.id ?? null) !== ctx.announcedRound) announceRound(ctx);
}

export function announceRound<S, O, V>(ctx: HostContext<S, O, V>): void {
  const phase = secretPhaseOf(ctx);
  ctx.announcedRound = phase?.round ?? null;
  broadcast(ctx, { v: PROTOCOL_VERSION, type: 'secret-phase', phase });
  refreshStatuses(ctx); // a commitment settles that seat's debt
  ctx.emitter.emit('secret-phase', phase);
}

/** A local or AI seat's secret choice: checked, kept with a fresh salt, and committed to. */
export function commitLocalPick<S, O, V>(ctx: HostContext<S, O, V>, round: SecretRound, seat: number, choice: unknown): Outcome {
  const legal = ctx.module.apply(ctx.match.state, seat, choice);
  if (!legal.ok) return { ok: false, reason: legal.error.code, detail: legal.error.reason };
  const salt = randomHex(ctx.opts.random);
  ctx.localPicks.set(seat, { round: round.id, choice, salt });
  const res = commitFor(ctx, seat, round.id, commitHash(choice, salt));
  return res.ok ? { ok: true, committed: true } : res;
}

/** A reloaded host commits its own seats' saved picks again, if the same decision is still open. */
export function restorePicks<S, O, V>(ctx: HostContext<S, O, V>, picks: NonNullable<HostSnapshot['picks']>): void {
  for (const pick of picks) {
    const round = ctx.round;
    const rec = ctx.seats[pick.seat];
    if (!round || round.id !== pick.round || !round.has(pick.seat) || !rec || rec.kind === 'remote') continue;
    if (typeof pick.salt !== 'string' || !/^[0-9a-f]{1,64}$/.test(pick.salt)) continue;
    ctx.localPicks.set(pick.seat, { round: pick.round, choice: pick.choice, salt: pick.salt });
    const res = commitFor(ctx, pick.seat, round.id, commitHash(pick.choice, pick.salt));
    if (!res.ok) ctx.localPicks.delete(pick.seat);
  }
}

export function commitFor<S, O, V>(ctx: HostContext<S, O, V>, seat: number, roundId: string, hash: string): Outcome {
  const round = ctx.round;
  if (!ctx.isStarted) return { ok: false, reason: 'not-started', detail: 'The game has not started.' };
  if (!round || !round.has(seat)) return { ok: false, reason: 'no-secret-decision', detail: 'This seat owes no secret decision now.' };
  if (roundId !== round.id) return { ok: false, reason: 'stale-round', detail: `The current secret decision is ${round.id}.` };
  const refusal = round.commit(seat, hash);
  if (refusal) return { ok: false, reason: refusal, detail: 'The commitment was refused.' };
  announceRound(ctx);
  if (round.stage === 'reveal') revealLocalPicks(ctx, round);
  scheduleAi(ctx);
  return { ok: true, committed: true };
}

/** Once every seat has committed, the host's own seats reveal like everyone else. */
function revealLocalPicks<S, O, V>(ctx: HostContext<S, O, V>, round: SecretRound): void {
  for (const seat of round.seats) {
    const pick = ctx.localPicks.get(seat);
    if (!pick || pick.round !== round.id || round.hasRevealed(seat) || ctx.seats[seat]?.kind === 'remote') continue;
    revealFor(ctx, seat, round.id, pick.choice, pick.salt);
    if (ctx.round !== round) return;
  }
}

export function revealFor<S, O, V>(ctx: HostContext<S, O, V>, seat: number, roundId: string, choice: unknown, salt: string): Outcome {
  const round = ctx.round;
  if (!round || !round.has(seat)) return { ok: false, reason: 'no-secret-decision', detail: 'This seat owes no secret decision now.' };
  if (roundId !== round.id) return { ok: false, reason: 'stale-round', detail: `The current secret decision is ${round.id}.` };
  const refusal = round.reveal(seat, choice, salt);
  if (refusal) return { ok: false, reason: refusal, detail: refusal === 'reveal-mismatch' ? 'The revealed choice does not match the commitment.' : 'The reveal was refused.' };
  const legal = ctx.module.apply(ctx.match.state, seat, choice);
  if (!legal.ok) {
    round.drop(seat);
    ctx.localPicks.delete(seat);
    announceRound(ctx);
    scheduleAi(ctx);
    return { ok: false, reason: legal.error.code, detail: legal.error.reason };
  }
  if (round.allRevealed()) applyReveals(ctx, round);
  else refreshStatuses(ctx);
  return { ok: true };
}

/** Every seat revealed: the choices are applied in seat order, as one update. */
function applyReveals<S, O, V>(ctx: HostContext<S, O, V>, round: SecretRound): void {
  ctx.round = null;
  ctx.localPicks.clear();
  const { applied, refused } = ctx.core.actAll(round.revealed());
  if (applied === 0) ctx.afterStartChange();
  for (const r of refused) {
    const conn = ctx.seats[r.seat]?.conn;
    if (conn) reject(ctx, conn, r.error.code, r.error.reason);
  }
}
