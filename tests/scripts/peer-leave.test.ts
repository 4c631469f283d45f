// scripts/peer-leave.mjs: a peer whose signalling socket closes is reported (LEAVE) to the peers it
// exchanged an offer or an answer with, and to nobody else; nothing is said while the server stops.
import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEAVE_DELAY_MS, tellPartnersOnLeave } from '../../scripts/peer-leave.mjs';

function fakeServer(closing = () => false) {
  const server = new EventEmitter();
  const sent = new Map<string, unknown[]>();
  const clients = new Map<string, { getId(): string; getSocket(): { send(data: string): void } }>();
  const connect = (id: string) => {
    const client = { getId: () => id, getSocket: () => ({ send: (data: string) => sent.get(id)!.push(JSON.parse(data)) }) };
    sent.set(id, []);
    clients.set(id, client);
    server.emit('connection', client);
  };
  const say = (from: string, message: object) => server.emit('message', clients.get(from), message);
  const leave = (id: string) => server.emit('disconnect', clients.get(id));
  tellPartnersOnLeave(server, closing);
  return { connect, say, leave, sent };
}

describe('peer-leave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tells the host when a guest that offered it a connection leaves, and the guests when the host leaves', () => {
    const s = fakeServer();
    for (const id of ['room', 'ana', 'ben', 'cy']) s.connect(id);
    s.say('ana', { type: 'OFFER', dst: 'room' });
    s.say('room', { type: 'ANSWER', dst: 'ana' });
    s.say('ben', { type: 'OFFER', dst: 'room' });
    s.say('cy', { type: 'HEARTBEAT' });
    s.leave('ana');
    // A moment later: the leaving page's last data-channel messages land first.
    expect(s.sent.get('room')).toEqual([]);
    vi.advanceTimersByTime(LEAVE_DELAY_MS);
    expect(s.sent.get('room')).toEqual([{ type: 'LEAVE', src: 'ana', dst: 'room' }]);
    expect(s.sent.get('ben')).toEqual([]);
    s.leave('room');
    vi.advanceTimersByTime(LEAVE_DELAY_MS);
    expect(s.sent.get('ben')).toEqual([{ type: 'LEAVE', src: 'room', dst: 'ben' }]);
    expect(s.sent.get('cy')).toEqual([]); // it never signalled with the room
    expect(s.sent.get('ana')).toEqual([]); // gone before the room
  });

  it('says nothing of an id that came back meanwhile (a reloaded host)', () => {
    const s = fakeServer();
    for (const id of ['room', 'ana']) s.connect(id);
    s.say('ana', { type: 'OFFER', dst: 'room' });
    s.leave('room');
    s.connect('room');
    vi.advanceTimersByTime(LEAVE_DELAY_MS);
    expect(s.sent.get('ana')).toEqual([]);
  });

  it('says nothing while the server shuts down', () => {
    let closing = false;
    const s = fakeServer(() => closing);
    for (const id of ['room', 'ana']) s.connect(id);
    s.say('ana', { type: 'OFFER', dst: 'room' });
    s.leave('ana');
    closing = true; // the server began to stop meanwhile
    vi.advanceTimersByTime(LEAVE_DELAY_MS);
    expect(s.sent.get('room')).toEqual([]);
  });
});
