// The hosted room's chat, the app's part: lines from the room (the guests' and this device's own),
// and a line from this device's player, spoken through its first seat (src/net/host-chat.ts checks,
// limits and relays them).
import type { ChatLine } from '../net/host-types.ts';
import type { ChatSend } from './chat-room.ts';
import type { HostSession } from './host-session.ts';

export function onChat(hs: HostSession, cb: (line: ChatLine) => void): () => void { return hs.room.on('chat', cb); }

/** A line from this device's player (its first seat here; a table-mode tablet has none). */
export function chat(hs: HostSession, body: ChatSend): boolean {
  const seat = hs.localSeats()[0];
  return seat !== undefined && hs.room.chat(seat, body);
}
