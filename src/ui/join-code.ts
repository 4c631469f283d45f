// What a person pastes (or a QR code holds) to join an online game: an invite link
// (…#/join/<room> or …#/watch/<room>) or the room code alone. Spaces and case are forgiven, since
// codes are read aloud and typed on phones.
import { isRoomId } from '../net/secret.ts';
import { linkServerParam, parseLinkServer, type LinkServer } from '../net/servers.ts';

/** A room, and the signaling server its host's link names (checked), when it names one. */
export interface JoinTarget { kind: 'join' | 'watch'; room: string; server?: LinkServer }

/** The app's route for a target: the link's server kept, so the guest meets the host there. */
export const joinHash = (target: JoinTarget): string =>
  `#/${target.kind}/${encodeURIComponent(target.room)}${target.server ? `?sig=${encodeURIComponent(linkServerParam(target.server))}` : ''}`;

export function parseJoinInput(text: string): JoinTarget | null {
  const s = text.trim();
  if (!s) return null;
  const link = /#\/(join|watch)\/([^/?#\s]+)/.exec(s);
  if (link) {
    let room: string;
    try { room = decodeURIComponent(link[2]!).toLowerCase(); } catch { return null; }
    if (!isRoomId(room)) return null;
    const sig = /^#\/(?:join|watch)\/[^/?#\s]+\?(?:[^#\s]*&)?sig=([^&#\s]+)/.exec(s.slice(link.index));
    let server: LinkServer | null = null;
    try { server = sig ? parseLinkServer(decodeURIComponent(sig[1]!)) : null; } catch { server = null; }
    return server ? { kind: link[1] as JoinTarget['kind'], room, server } : { kind: link[1] as JoinTarget['kind'], room };
  }
  const code = s.replace(/\s+/g, '').toLowerCase();
  return isRoomId(code) ? { kind: 'join', room: code } : null;
}
