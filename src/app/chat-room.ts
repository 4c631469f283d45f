// One online room's chat as this device sees it: the lines the host relayed (the last 200), how
// many arrived unseen, and the players muted here (remembered per room in localStorage: a mute is
// this device's business, never sent anywhere). The host and guest flows feed it; the chat widget
// (src/ui/chat.ts) draws it.
import type { ChatReaction } from '../net/protocol-fields.ts';

export interface ChatEntry { n: number; seat: number; name: string; text?: string; reaction?: ChatReaction }
export type ChatSend = { text: string } | { reaction: ChatReaction };

const KEEP = 200;
const muteKey = (room: string) => `meso.mute.${room}`;

export class ChatRoom {
  readonly lines: ChatEntry[] = [];
  unread = 0;
  /** Whether the panel is open on screen (lines arriving then are seen at once). */
  open = false;
  private readonly muted: Set<number>;
  private readonly listeners = new Set<(line: ChatEntry | null) => void>();

  constructor(
    readonly room: string,
    /** Sends a line from this device's seat; false when it cannot (a spectator, no connection). */
    readonly send: (body: ChatSend) => boolean,
    /** This device's own seat, if it has one (its lines are never muted or counted unread). */
    readonly mySeat: () => number | null,
  ) {
    let stored: unknown = [];
    try { stored = JSON.parse(localStorage.getItem(muteKey(room)) ?? '[]'); } catch { /* a damaged entry: nobody muted */ }
    this.muted = new Set(Array.isArray(stored) ? stored.filter((s): s is number => Number.isInteger(s)) : []);
  }

  get canSend(): boolean { return this.mySeat() !== null; }

  add(line: ChatEntry): void {
    this.lines.push(line);
    if (this.lines.length > KEEP) this.lines.splice(0, this.lines.length - KEEP);
    const shown = !this.isMuted(line.seat) && line.seat !== this.mySeat();
    if (shown && !this.open) this.unread++;
    this.emit(shown ? line : null);
  }

  isMuted(seat: number): boolean { return this.muted.has(seat); }

  setMuted(seat: number, muted: boolean): void {
    if (muted) this.muted.add(seat); else this.muted.delete(seat);
    try { localStorage.setItem(muteKey(this.room), JSON.stringify([...this.muted])); } catch { /* private mode: for this page only */ }
    this.emit(null);
  }

  /** The lines to show: everyone's but the muted players'. */
  visible(): ChatEntry[] { return this.lines.filter((l) => !this.isMuted(l.seat)); }

  setOpen(open: boolean): void {
    this.open = open;
    if (open) this.unread = 0;
    this.emit(null);
  }

  /** line: a new line to pop up (not muted, not this device's own); null: just redraw. */
  onChange(cb: (line: ChatEntry | null) => void): () => void {
    this.listeners.add(cb);
    return () => void this.listeners.delete(cb);
  }

  private emit(line: ChatEntry | null): void {
    for (const cb of [...this.listeners]) cb(line);
  }
}
