// Simulated PeerJS clients against a signaling server: each peer opens the WebSocket a PeerJS
// client opens, waits for OPEN, then each guest sends its room's host an offer and ICE candidates
// and the host answers, as two browsers do before their data channel opens. Heartbeats keep every
// socket alive until the end. Bounded in count and time; talks only to the address it is given.
import { WebSocket } from 'ws';
import { quantile } from '../../src/engine/ai/arena.ts';

export interface LoadOptions {
  url: string; // ws://127.0.0.1:PORT/peerjs/peerjs
  peers: number;
  rooms: number;
  seconds: number;
  /** Peers opened per 100 ms while ramping up. */
  rampPer100Ms: number;
}

export interface LoadResult {
  peers: number;
  rooms: number;
  connected: number;
  joinP50Ms: number;
  joinP95Ms: number;
  offerAnswerP50Ms: number;
  offerAnswerP95Ms: number;
  relayed: number;
  errors: number;
}

const HEARTBEAT_MS = 5000;
// An SDP offer is a kilobyte or two of text; the server relays it without reading it.
const FAKE_SDP = 'v=0\r\n' + 'a=candidate:1 1 udp 2122260223 192.0.2.1 54400 typ host\r\n'.repeat(24);

interface Peer {
  id: string;
  host: string | null; // the room host's id, for a guest
  socket: WebSocket;
  openedAt: number;
  offerSentAt: number;
}

export async function runLoad(o: LoadOptions): Promise<LoadResult> {
  const joins: number[] = [], answers: number[] = [];
  let connected = 0, relayed = 0, errors = 0;
  const peers: Peer[] = [];
  const hostOf = (r: number) => `load-host-${r}`;
  const stopAt = performance.now() + o.seconds * 1000;

  const open = (i: number): void => {
    const room = i % o.rooms;
    const isHost = i < o.rooms;
    const id = isHost ? hostOf(room) : `load-guest-${i}`;
    const started = performance.now();
    const socket = new WebSocket(`${o.url}?key=peerjs&id=${id}&token=t${i}&version=1.5.5`);
    const peer: Peer = { id, host: isHost ? null : hostOf(room), socket, openedAt: 0, offerSentAt: 0 };
    peers.push(peer);
    const send = (m: object) => { if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(m)); };
    socket.on('message', (data) => {
      let m: { type?: string; src?: string; payload?: unknown };
      try { m = JSON.parse(String(data)); } catch { errors++; return; }
      switch (m.type) {
        case 'OPEN':
          connected++;
          peer.openedAt = performance.now();
          joins.push(peer.openedAt - started);
          if (peer.host) {
            // Guests open after their host (see the ramp), so the host is there to answer.
            peer.offerSentAt = performance.now();
            send({ type: 'OFFER', dst: peer.host, payload: { sdp: { type: 'offer', sdp: FAKE_SDP }, type: 'data', connectionId: `dc_${i}` } });
            for (let c = 0; c < 3; c++) send({ type: 'CANDIDATE', dst: peer.host, payload: { candidate: { candidate: `candidate:${c}` }, connectionId: `dc_${i}` } });
          }
          break;
        case 'OFFER':
          relayed++;
          send({ type: 'ANSWER', dst: m.src, payload: { sdp: { type: 'answer', sdp: FAKE_SDP }, type: 'data' } });
          break;
        case 'ANSWER':
          relayed++;
          answers.push(performance.now() - peer.offerSentAt);
          break;
        case 'CANDIDATE':
          relayed++;
          break;
        case 'ERROR': case 'ID-TAKEN': case 'INVALID-KEY': case 'EXPIRE': case 'LEAVE':
          errors++;
          break;
      }
    });
    socket.on('error', () => { errors++; });
    socket.on('close', () => { if (performance.now() < stopAt) errors++; });
  };

  // Ramp up: hosts first, then guests, a batch every 100 ms, never past the time limit.
  for (let i = 0; i < o.peers && performance.now() < stopAt; i += o.rampPer100Ms) {
    for (let j = i; j < Math.min(o.peers, i + o.rampPer100Ms); j++) open(j);
    await new Promise((r) => setTimeout(r, 100));
  }
  const beat = setInterval(() => {
    for (const p of peers) if (p.socket.readyState === WebSocket.OPEN) p.socket.send(JSON.stringify({ type: 'HEARTBEAT' }));
  }, HEARTBEAT_MS);
  while (performance.now() < stopAt && answers.length < o.peers - o.rooms) await new Promise((r) => setTimeout(r, 100));
  // Hold every connection until the end: the server's memory is read with all of them open.
  await new Promise((r) => setTimeout(r, Math.max(0, stopAt - performance.now())));
  clearInterval(beat);
  const unanswered = Math.max(0, peers.filter((p) => p.host).length - answers.length);
  const result: LoadResult = {
    peers: o.peers, rooms: o.rooms, connected,
    joinP50Ms: +quantile(joins, 0.5).toFixed(1), joinP95Ms: +quantile(joins, 0.95).toFixed(1),
    offerAnswerP50Ms: +quantile(answers, 0.5).toFixed(1), offerAnswerP95Ms: +quantile(answers, 0.95).toFixed(1),
    relayed, errors: errors + unanswered + (o.peers - connected),
  };
  for (const p of peers) p.socket.terminate();
  return result;
}
