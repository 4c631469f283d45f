// The link between a host and one guest, whatever carries it: a reliable, ordered channel of text
// messages. An in-memory pair (with optional latency, message loss and a silent cut) serves the
// Node tests; peer-transport.ts carries the same interface over PeerJS data connections.
import { makeRng } from '../engine/rng.ts';

export interface Link {
  /** Sends one message; silently ignored once the link is closed. */
  send(data: string): void;
  /** Every message received. The payload is untrusted: decode it before use. */
  onMessage(cb: (data: unknown) => void): () => void;
  /** Called once when the link closes (either side, or the transport failed). */
  onClose(cb: () => void): () => void;
  close(): void;
  readonly isOpen: boolean;
}

/** Opens a new link to a room's host (a guest calls it again to reconnect). */
export type Connector = () => Promise<Link>;

/** A host's listening end: every guest that connects arrives as a Link. */
export interface HostEndpoint {
  readonly room: string;
  onLink(cb: (link: Link) => void): () => void;
  close(): void;
}

/** Shared listener bookkeeping for Link implementations. */
export abstract class BaseLink implements Link {
  private messageListeners = new Set<(data: unknown) => void>();
  private closeListeners = new Set<() => void>();
  private closed = false;

  abstract send(data: string): void;
  protected abstract closeTransport(): void;

  get isOpen(): boolean {
    return !this.closed;
  }

  onMessage(cb: (data: unknown) => void): () => void {
    this.messageListeners.add(cb);
    return () => void this.messageListeners.delete(cb);
  }

  onClose(cb: () => void): () => void {
    this.closeListeners.add(cb);
    return () => void this.closeListeners.delete(cb);
  }

  close(): void {
    if (this.closed) return;
    this.closeTransport();
    this.closedByTransport();
  }

  /** For subclasses: a message arrived. */
  protected deliver(data: unknown): void {
    if (this.closed) return;
    for (const cb of [...this.messageListeners]) {
      try {
        cb(data);
      } catch (error) {
        console.error('net: a message listener failed', error);
      }
    }
  }

  /** For subclasses: the transport is gone. */
  protected closedByTransport(): void {
    if (this.closed) return;
    this.closed = true;
    for (const cb of [...this.closeListeners]) {
      try {
        cb();
      } catch (error) {
        console.error('net: a close listener failed', error);
      }
    }
    this.messageListeners.clear();
    this.closeListeners.clear();
  }
}

export interface MemoryLinkOptions {
  /** Delay of every message, ms (0: delivered in a microtask). */
  latencyMs?: number;
  /** Extra random delay up to this many ms (order is kept). */
  jitterMs?: number;
  /** Share of messages silently lost (0..1): tests of recovery from a faulty link. */
  dropRate?: number;
  /** Share of messages delivered twice (0..1). */
  duplicateRate?: number;
  /** Messages may overtake each other within this many ms (0: order kept). */
  reorderMs?: number;
  /** Share of messages held back (0..reorderMs ms) so that later ones overtake them (default 1). */
  reorderShare?: number;
  /** Random source for jitter, loss, duplicates and reordering; default: seeded from `seed`. */
  random?: () => number;
  /** Seed of the default random source, so a faulty link fails the same way on every run. */
  seed?: string;
}

/** One end of an in-memory pair. */
export class MemoryLink extends BaseLink {
  peer: MemoryLink | null = null;
  private cutOff = false;
  private lastDue = 0;
  private queue: { due: number; data: string }[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Messages sent through this end, for tests. */
  sentCount = 0;
  sentChars = 0;

  private readonly random: () => number;

  constructor(private readonly options: MemoryLinkOptions = {}) {
    super();
    const rng = options.random ? null : makeRng(`memory-link:${options.seed ?? ''}`);
    this.random = options.random ?? (() => rng!.float());
  }

  send(data: string): void {
    if (!this.isOpen || this.cutOff) return;
    this.sentCount++;
    this.sentChars += data.length;
    const { latencyMs = 0, jitterMs = 0, dropRate = 0, duplicateRate = 0, reorderMs = 0, reorderShare = 1 } = this.options;
    const random = this.random;
    if (dropRate > 0 && random() < dropRate) return;
    const target = this.peer;
    if (!target) return;
    if (reorderMs > 0) {
      // Each copy on its own timer: later messages may overtake this one.
      const copies = duplicateRate > 0 && random() < duplicateRate ? 2 : 1;
      for (let i = 0; i < copies; i++) {
        const held = random() < reorderShare ? random() * reorderMs : 0;
        setTimeout(() => target.receive(data), latencyMs + held);
      }
      return;
    }
    if (duplicateRate > 0 && random() < duplicateRate) queueMicrotask(() => target.receive(data));
    if (latencyMs === 0 && jitterMs === 0 && this.queue.length === 0) {
      queueMicrotask(() => target.receive(data));
      return;
    }
    // A FIFO with one timer: messages arrive in the order they were sent, however they are delayed.
    const due = Math.max(Date.now() + latencyMs + random() * jitterMs, this.lastDue);
    this.lastDue = due;
    this.queue.push({ due, data });
    this.pump();
  }

  private pump(): void {
    if (this.timer || this.queue.length === 0) return;
    const wait = Math.max(0, this.queue[0]!.due - Date.now());
    this.timer = setTimeout(() => {
      this.timer = null;
      const now = Date.now();
      while (this.queue.length > 0 && this.queue[0]!.due <= now) this.peer?.receive(this.queue.shift()!.data);
      this.pump();
    }, wait);
  }

  private receive(data: string): void {
    if (!this.cutOff) this.deliver(data);
  }

  /** Stops all traffic both ways without telling either side (a page closed abruptly). */
  cut(): void {
    this.cutOff = true;
    if (this.peer) this.peer.cutOff = true;
  }

  protected closeTransport(): void {
    const other = this.peer;
    if (other && !this.cutOff) queueMicrotask(() => other.closeFromPeer());
  }

  private closeFromPeer(): void {
    this.closedByTransport();
  }
}

/** Two connected in-memory links: what one sends, the other receives. */
export function memoryPair(options: MemoryLinkOptions = {}): [MemoryLink, MemoryLink] {
  const a = new MemoryLink(options);
  const b = new MemoryLink(options.random ? options : { ...options, seed: `${options.seed ?? ''}:back` });
  a.peer = b;
  b.peer = a;
  return [a, b];
}

/** Rooms in memory: a stand-in for the signaling server in Node tests. */
export class MemoryHub {
  private rooms = new Map<string, Set<(link: Link) => void>>();
  /** Every pair ever opened, guest end first, for tests that cut or inspect them. */
  readonly pairs: { room: string; guest: MemoryLink; host: MemoryLink }[] = [];

  constructor(private readonly linkOptions: MemoryLinkOptions = {}) {}

  openHost(room: string): HostEndpoint {
    const listeners = new Set<(link: Link) => void>();
    this.rooms.set(room, listeners);
    return {
      room,
      onLink: (cb) => {
        listeners.add(cb);
        return () => void listeners.delete(cb);
      },
      close: () => {
        if (this.rooms.get(room) === listeners) this.rooms.delete(room);
      },
    };
  }

  connector(room: string, options: MemoryLinkOptions = this.linkOptions): Connector {
    return () => {
      const listeners = this.rooms.get(room);
      if (!listeners) return Promise.reject(new Error(`room ${room} not found`));
      // Every pair its own seeded faults, the same on every run.
      const [guest, host] = memoryPair(options.random ? options : { ...options, seed: `${options.seed ?? ''}:${this.pairs.length}` });
      this.pairs.push({ room, guest, host });
      for (const cb of listeners) cb(host);
      return Promise.resolve(guest);
    };
  }
}

/** Wraps a link to watch its traffic (tests, byte counts). */
export function tapLink(link: Link, taps: { in?(data: unknown): void; out?(data: string): void }): Link {
  return {
    send: (data) => {
      taps.out?.(data);
      link.send(data);
    },
    onMessage: (cb) => link.onMessage((data) => {
      taps.in?.(data);
      cb(data);
    }),
    onClose: (cb) => link.onClose(cb),
    close: () => link.close(),
    get isOpen() {
      return link.isOpen;
    },
  };
}
