// One room's chat on this device: unread counting, and a mute per player that hides its lines and
// is remembered for the room (and only that room).
import { beforeEach, describe, expect, it } from 'vitest';
import { ChatRoom } from '../../src/app/chat-room.ts';

const store = new Map<string, string>();
beforeEach(() => {
  store.clear();
  (globalThis as { localStorage?: unknown }).localStorage = {
    getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, String(v)),
  };
});

describe('ChatRoom', () => {
  it('counts unseen lines of others, not its own, and clears them when opened', () => {
    const room = new ChatRoom('abcd2345', () => true, () => 1);
    const popped: (string | null)[] = [];
    room.onChange((l) => popped.push(l?.text ?? l?.reaction ?? null));
    room.add({ n: 1, seat: 0, name: 'Host', text: 'hi' });
    room.add({ n: 2, seat: 1, name: 'Me', text: 'mine' });
    room.add({ n: 3, seat: 2, name: 'Bo', reaction: 'clap' });
    expect(room.unread).toBe(2);
    expect(popped).toEqual(['hi', null, 'clap']);
    room.setOpen(true);
    expect(room.unread).toBe(0);
    room.add({ n: 4, seat: 0, name: 'Host', text: 'seen' });
    expect(room.unread).toBe(0);
  });

  it('hides a muted player, remembers the mute for this room only', () => {
    const room = new ChatRoom('abcd2345', () => true, () => 1);
    room.setMuted(2, true);
    room.add({ n: 1, seat: 2, name: 'Bo', text: 'noise' });
    room.add({ n: 2, seat: 0, name: 'Host', text: 'hello' });
    expect(room.visible().map((l) => l.text)).toEqual(['hello']);
    expect(room.unread).toBe(1);
    expect(new ChatRoom('abcd2345', () => true, () => 1).isMuted(2)).toBe(true);
    expect(new ChatRoom('other222', () => true, () => 1).isMuted(2)).toBe(false);
    room.setMuted(2, false);
    expect(room.visible().map((l) => l.text)).toEqual(['noise', 'hello']);
    expect(new ChatRoom('abcd2345', () => true, () => 1).isMuted(2)).toBe(false);
  });

  it('keeps the last 200 lines; a spectator cannot send', () => {
    const room = new ChatRoom('abcd2345', () => true, () => null);
    for (let i = 0; i < 250; i++) room.add({ n: i, seat: 0, name: 'Host', text: String(i) });
    expect(room.lines).toHaveLength(200);
    expect(room.lines[0]!.text).toBe('50');
    expect(room.canSend).toBe(false);
  });
});
