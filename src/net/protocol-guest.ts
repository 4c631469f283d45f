// The messages a guest sends, and the host's validator for them: every incoming message is checked
// field by field (protocol-fields.ts) before the host reads it.
import { CHOICE_LIMITS } from './json-check.ts';
import {
  LIMITS, MAX_INT, PROTOCOL_VERSION, HEX, HASH, ROOM, SECRET, bad, bool, chatBody, cleanName, decodeBy, guard, int, json, optInt, optStr, seatField, str,
  type ChatReaction, type Decoded, type PingMsg, type PongMsg, type Rec,
} from './protocol-fields.ts';

export interface HelloMsg { v: 1; type: 'hello'; room: string; name: string; color: number; seat?: number; secret?: string; spectator?: boolean }
export interface IntentMsg { v: 1; type: 'intent'; id: number; seat: number; secret: string; version: number; choice: unknown }
export interface UndoMsg { v: 1; type: 'undo'; id: number; seat: number; secret: string; version: number }
export interface CommitMsg { v: 1; type: 'commit'; id: number; seat: number; secret: string; round: string; hash: string }
export interface RevealMsg { v: 1; type: 'reveal'; id: number; seat: number; secret: string; round: string; choice: unknown; salt: string }
export interface ResyncMsg { v: 1; type: 'resync' }
/**
 * Pass the host (issue 28): the guest asked to take the room over answers (its explicit consent),
 * then says once it has stored the room and checked it replays to the host's state hash.
 */
export interface HostAnswerMsg { v: 1; type: 'host-answer'; id: number; seat: number; secret: string; accept: boolean }
export interface HostReadyMsg { v: 1; type: 'host-ready'; id: number; seat: number; secret: string; hash: string }
export type GuestMessage = HelloMsg | IntentMsg | UndoMsg | CommitMsg | RevealMsg | ResyncMsg | PingMsg | PongMsg
  | HostAnswerMsg | HostReadyMsg | ChatMsg | RematchReplyMsg | SeedCommitMsg | SeedShareMsg;

/** guest → host: a chat line or a reaction (exactly one), from the link's own seat. */
export interface ChatMsg { v: 1; type: 'chat'; id: number; seat: number; secret: string; text?: string; reaction?: ChatReaction }
/** guest → host: yes (with its share of the new seed, sent to the host alone) or no to the offer. */
export interface RematchReplyMsg { v: 1; type: 'rematch-reply'; id: number; seat: number; secret: string; match: number; accept: boolean; nonce?: string }

// ---- the joint seed of the first game (host-draw.ts; additive: still protocol 1) ----
/** guest → host, in the lobby: its commitment. */
export interface SeedCommitMsg { v: 1; type: 'seed-commit'; id: number; seat: number; secret: string; hash: string }
/** guest → host alone, once asked at the start: its share. */
export interface SeedShareMsg { v: 1; type: 'seed-share'; id: number; seat: number; secret: string; share: string }

/** One message by its type, field by field (undefined: a type this side does not take). */
function readGuestMessage(m: Rec): Decoded<GuestMessage> | undefined {
  const v = PROTOCOL_VERSION;
  switch (m.type) {
    case 'hello':
      return guard(() => {
        const msg: HelloMsg = { v, type: 'hello', room: str(m, 'room', LIMITS.room, ROOM), name: cleanName(str(m, 'name', LIMITS.name * 4)), color: int(m, 'color', 0, LIMITS.colors - 1) };
        const seat = optInt(m, 'seat', 0, LIMITS.seats - 1);
        const secret = optStr(m, 'secret', LIMITS.secret, SECRET);
        const spectator = bool(m, 'spectator');
        if (seat !== undefined) msg.seat = seat;
        if (secret !== undefined) msg.secret = secret;
        if (spectator !== undefined) msg.spectator = spectator;
        return msg;
      });
    case 'intent':
      return guard(() => ({
        v, type: 'intent', id: int(m, 'id', 0, MAX_INT), seat: seatField(m), secret: str(m, 'secret', LIMITS.secret, SECRET),
        version: int(m, 'version', 0, MAX_INT), choice: json(m, 'choice', CHOICE_LIMITS),
      }));
    case 'undo':
      return guard(() => ({
        v, type: 'undo', id: int(m, 'id', 0, MAX_INT), seat: seatField(m), secret: str(m, 'secret', LIMITS.secret, SECRET),
        version: int(m, 'version', 0, MAX_INT),
      }));
    case 'commit':
      return guard(() => ({
        v, type: 'commit', id: int(m, 'id', 0, MAX_INT), seat: seatField(m), secret: str(m, 'secret', LIMITS.secret, SECRET),
        round: str(m, 'round', LIMITS.round), hash: str(m, 'hash', 64, HASH),
      }));
    case 'reveal':
      return guard(() => ({
        v, type: 'reveal', id: int(m, 'id', 0, MAX_INT), seat: seatField(m), secret: str(m, 'secret', LIMITS.secret, SECRET),
        round: str(m, 'round', LIMITS.round), choice: json(m, 'choice', CHOICE_LIMITS), salt: str(m, 'salt', LIMITS.salt, HEX),
      }));
    case 'resync':
      return { ok: true, msg: { v, type: 'resync' } };
    case 'chat':
      return guard(() => ({ v, type: 'chat', id: int(m, 'id', 0, MAX_INT), seat: seatField(m), secret: str(m, 'secret', LIMITS.secret, SECRET), ...chatBody(m) }));
    case 'rematch-reply':
      return guard(() => {
        const msg: RematchReplyMsg = {
          v, type: 'rematch-reply', id: int(m, 'id', 0, MAX_INT), seat: seatField(m), secret: str(m, 'secret', LIMITS.secret, SECRET),
          match: int(m, 'match', 1, MAX_INT), accept: bool(m, 'accept') ?? bad('accept: boolean expected'),
        };
        const nonce = optStr(m, 'nonce', LIMITS.nonce, SECRET);
        if (nonce !== undefined) msg.nonce = nonce;
        if (msg.accept && nonce === undefined) bad('nonce: needed to accept');
        return msg;
      });
    case 'seed-commit':
      return guard(() => ({ v, type: 'seed-commit', id: int(m, 'id', 0, MAX_INT), seat: seatField(m), secret: str(m, 'secret', LIMITS.secret, SECRET), hash: str(m, 'hash', 64, HASH) }));
    case 'seed-share':
      return guard(() => ({ v, type: 'seed-share', id: int(m, 'id', 0, MAX_INT), seat: seatField(m), secret: str(m, 'secret', LIMITS.secret, SECRET), share: str(m, 'share', LIMITS.nonce, SECRET) }));
    case 'ping':
    case 'pong':
      return guard(() => ({ v, type: m.type as 'ping' | 'pong', n: int(m, 'n', 0, Number.MAX_SAFE_INTEGER) }));
    case 'host-answer':
      return guard(() => {
        const accept = bool(m, 'accept');
        if (accept === undefined) bad('accept: boolean expected');
        return { v, type: 'host-answer', id: int(m, 'id', 0, MAX_INT), seat: seatField(m), secret: str(m, 'secret', LIMITS.secret, SECRET), accept: accept === true };
      });
    case 'host-ready':
      return guard(() => ({
        v, type: 'host-ready', id: int(m, 'id', 0, MAX_INT), seat: seatField(m), secret: str(m, 'secret', LIMITS.secret, SECRET), hash: str(m, 'hash', 32, HEX),
      }));
    default:
      return undefined;
  }
}

/** Validates a message a guest sent to the host. Never throws: hostile input gives a typed reason. */
export const decodeGuestMessage = (raw: unknown): Decoded<GuestMessage> => decodeBy(raw, readGuestMessage);
