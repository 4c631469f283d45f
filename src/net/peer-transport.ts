// Links over PeerJS WebRTC data connections ('raw' serialization: our own text frames, split into
// 16 KB pieces and put back together, since PeerJS does not chunk text). openHost registers the
// room's peer id with the signaling server; joinRoom connects to it (again, to reconnect).
// The signaling server is the app's own origin (/peerjs) by default, or the public PeerJS broker.
// peerjs is loaded on first use, so that importing this module costs nothing until play goes online.
import type { DataConnection, Peer, PeerOptions } from 'peerjs';
import { CHUNK_CHARS, Reassembler, splitMessage } from './chunk.ts';
import { BaseLink, type Connector, type HostEndpoint, type Link } from './transport.ts';
import { peerOptionsFor, type PeerTransportOptions } from './servers.ts';

export type { PeerTransportOptions } from './servers.ts';

const DEFAULT_PREFIX = 'meso-table-';

export function peerIdOf(room: string, options: PeerTransportOptions = {}): string {
  return (options.idPrefix ?? DEFAULT_PREFIX) + room;
}

/** Every Peer's options come from src/net/servers.ts (one place for signaling and ICE choices). */
export function peerOptions(options: PeerTransportOptions = {}): PeerOptions {
  return peerOptionsFor(options);
}

/**
 * How long ICE may stay 'disconnected' before the link counts as closed. Chromium says
 * 'disconnected' only after about 2.5 s without a packet from the peer, so this grace only lets a
 * sub-second flap pass (a link closed by a mere blip costs only a reconnect). A closed tab is
 * usually known sooner: its pagehide closes its links, and the project's signalling server passes
 * on its socket's close (scripts/peer-leave.mjs); this is the path left when neither gets out.
 */
const ICE_GRACE_MS = 300;

/** A Link over one PeerJS data connection. */
export class PeerLink extends BaseLink {
  private readonly reassembler = new Reassembler();
  private nextMessage = 1;

  constructor(readonly connection: DataConnection, private readonly chunkChars = CHUNK_CHARS) {
    super();
    connection.on('data', (data) => {
      const frame = this.reassembler.push(data);
      if ('message' in frame) this.deliver(frame.message);
      else if ('error' in frame) this.deliver({ frameError: frame.error }); // undecodable: logged as dropped
    });
    connection.on('close', () => this.closedByTransport());
    connection.on('error', () => this.closedByTransport());
    const pc = connection.peerConnection as RTCPeerConnection | undefined;
    pc?.addEventListener('connectionstatechange', () => {
      if (pc.connectionState === 'failed' || pc.connectionState === 'closed') this.closedByTransport();
    });
    // A peer whose tab closed stops answering ICE checks long before the heartbeat gives up:
    // 'disconnected' that lasts ICE_GRACE_MS (it may be a blip on a moving phone) closes the link,
    // and the reconnection logic above takes over.
    let iceTimer: ReturnType<typeof setTimeout> | undefined;
    pc?.addEventListener('iceconnectionstatechange', () => {
      const state = pc.iceConnectionState;
      clearTimeout(iceTimer);
      if (state === 'failed' || state === 'closed') this.closedByTransport();
      else if (state === 'disconnected') iceTimer = setTimeout(() => { if (pc.iceConnectionState === 'disconnected') this.close(); }, ICE_GRACE_MS);
    });
  }

  send(data: string): void {
    if (!this.isOpen || !this.connection.open) return;
    try {
      for (const frame of splitMessage(data, this.nextMessage++, this.chunkChars)) void this.connection.send(frame);
    } catch {
      this.close();
    }
  }

  protected closeTransport(): void {
    try {
      // Not close({ flush }): with 'raw' serialization PeerJS would send an object and keep the channel
      // open. A data channel's close sends what is queued first anyway (the room-closed message).
      this.connection.close();
    } catch {
      // already closed
    }
  }
}

async function loadPeer(): Promise<typeof Peer> {
  const mod = await import('peerjs');
  return mod.Peer;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(Object.assign(new Error(`${what} timed out`), { type: 'timeout' })), ms);
    promise.then(
      (v) => { clearTimeout(timer); resolve(v); },
      (e: unknown) => { clearTimeout(timer); reject(e); },
    );
  });
}

function peerOpened(peer: Peer): Promise<string> {
  return new Promise((resolve, reject) => {
    if (peer.open) return resolve(peer.id);
    const onOpen = (id: string) => { peer.off('error', onError); resolve(id); };
    const onError = (error: { type: string; message: string }) => { peer.off('open', onOpen); reject(error); };
    peer.once('open', onOpen);
    peer.once('error', onError);
  });
}

export interface PeerHostEndpoint extends HostEndpoint {
  readonly peer: Peer;
}

/**
 * Registers the room with the signaling server and hands every guest's data connection over as a
 * Link. Fails with type 'unavailable-id' when another host holds the room id.
 */
export async function openHost(room: string, options: PeerTransportOptions = {}): Promise<PeerHostEndpoint> {
  const PeerClass = await loadPeer();
  const peer = new PeerClass(peerIdOf(room, options), peerOptions(options));
  try {
    await withTimeout(peerOpened(peer), options.openTimeoutMs ?? 15_000, 'signaling');
  } catch (error) {
    peer.destroy();
    throw error;
  }
  const listeners = new Set<(link: Link) => void>();
  // A guest's offer queued at the signalling server reaches a new peer as soon as it registers,
  // before the room is attached (a reloaded host, a new host after a hand-over): such links wait
  // for the first listener instead of being lost (the guest would wait for a welcome for nothing).
  const early: Link[] = [];
  let closed = false;
  peer.on('connection', (conn) => {
    if (conn.serialization !== 'raw') {
      conn.close();
      return;
    }
    const ready = () => {
      const link = new PeerLink(conn, options.chunkChars);
      if (listeners.size === 0) early.push(link);
      for (const cb of listeners) cb(link);
    };
    if (conn.open) ready();
    else conn.once('open', ready);
  });
  // Stay registered so that new guests (and reloaded ones) can still find the room.
  peer.on('disconnected', () => {
    if (closed || peer.destroyed) return;
    setTimeout(() => { if (!closed && !peer.destroyed && peer.disconnected) peer.reconnect(); }, 1_000);
  });
  peer.on('error', (error) => options.onError?.({ type: String(error.type), message: error.message }));
  return {
    room,
    peer,
    onLink: (cb) => {
      listeners.add(cb);
      for (const link of early.splice(0)) if (link.isOpen) cb(link);
      return () => void listeners.delete(cb);
    },
    close: () => {
      closed = true;
      listeners.clear();
      peer.destroy();
    },
  };
}

export interface GuestEndpoint {
  /** Opens a data connection to the room's host; call again to reconnect. */
  connect: Connector;
  close(): void;
}

/**
 * How long a guest's first attempt at a data connection waits for it to open; each attempt that
 * timed out makes the next wait OPEN_BACKOFF times longer, up to the open timeout. Why: when a
 * host reloads, a guest's offer can reach the signalling server while it still lists the closing
 * page's peer under the room's id; that offer is delivered to a dead socket and never answered, and
 * nothing says so (no 'peer-unavailable'). The guest waits a moment before its first knock
 * (reconnectFirstMs, guest-types.ts), which avoids most of these; an offer lost anyway is sent
 * again after 3 s rather than 15. Most openings take well under a second on a LAN (a few over TURN).
 */
const FIRST_OPEN_MS = 3_000;
const OPEN_BACKOFF = 1.6;

/** A guest's side: one PeerJS peer (random id), reused for every reconnection. */
export function joinRoom(room: string, options: PeerTransportOptions = {}): GuestEndpoint {
  let peer: Peer | null = null;
  let closed = false;
  const timeout = options.openTimeoutMs ?? 15_000;
  /** Attempts in a row whose data connection never opened (see FIRST_OPEN_MS). */
  let unanswered = 0;

  async function ready(): Promise<Peer> {
    if (peer && !peer.destroyed) {
      if (peer.disconnected) peer.reconnect();
      if (!peer.open) await withTimeout(peerOpened(peer), timeout, 'signaling');
      return peer;
    }
    const PeerClass = await loadPeer();
    const fresh = new PeerClass(peerOptions(options));
    peer = fresh;
    fresh.on('error', (error) => options.onError?.({ type: String(error.type), message: error.message }));
    try {
      await withTimeout(peerOpened(fresh), timeout, 'signaling');
    } catch (error) {
      fresh.destroy();
      if (peer === fresh) peer = null;
      throw error;
    }
    return fresh;
  }

  const connect: Connector = async () => {
    if (closed) throw new Error('the guest endpoint is closed');
    const p = await ready();
    const conn = p.connect(peerIdOf(room, options), { reliable: true, serialization: 'raw' });
    const opened = new Promise<void>((resolve, reject) => {
      const onPeerError = (error: { type: string; message: string }) => {
        if (error.type === 'peer-unavailable') fail(Object.assign(new Error(`room ${room} not found`), { type: 'room-not-found' }));
      };
      const fail = (error: unknown) => { p.off('error', onPeerError); reject(error); };
      p.on('error', onPeerError);
      conn.once('open', () => { p.off('error', onPeerError); resolve(); });
      conn.once('error', (error) => fail(error));
      conn.once('close', () => fail(new Error('the connection closed while opening')));
    });
    try {
      await withTimeout(opened, Math.min(timeout, FIRST_OPEN_MS * OPEN_BACKOFF ** unanswered), 'data connection');
      unanswered = 0;
    } catch (error) {
      if ((error as { type?: string })?.type === 'timeout') unanswered++;
      conn.close();
      throw error;
    }
    return new PeerLink(conn, options.chunkChars);
  };

  return {
    connect,
    close: () => {
      closed = true;
      peer?.destroy();
      peer = null;
    },
  };
}
