// What a person pastes (or a QR code holds) to join an online game: an invite link
// (…#/join/<room> or …#/watch/<room>) or the room code alone. Spaces and case are forgiven, since
// codes are read aloud and typed on phones.
import { isRoomId } from '../net/secret.ts';

export interface JoinTarget { kind: 'join' | 'watch'; room: string }

export function parseJoinInput(text: string): JoinTarget | null {
  const s = text.trim();
  if (!s) return null;
  const link = /#\/(join|watch)\/([^/?#\s]+)/.exec(s);
  if (link) {
    let room: string;
    try { room = decodeURIComponent(link[2]!).toLowerCase(); } catch { return null; }
    return isRoomId(room) ? { kind: link[1] as JoinTarget['kind'], room } : null;
  }
  const code = s.replace(/\s+/g, '').toLowerCase();
  return isRoomId(code) ? { kind: 'join', room: code } : null;
}
