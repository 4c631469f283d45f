// What online sessions need from the page: which signalling server to use (the invite link's,
// Settings', config.json's by room, else this origin's /peerjs or the public PeerJS broker), the
// ICE servers, opening a room with retries, and keeping a table-mode screen awake.
import { openHost, type PeerTransportOptions } from '../net/peer-transport.ts';
import { serverForRoom, signalingOptions, type LinkServer } from '../net/servers.ts';
import type { Settings } from '../store/settings.ts';
import { netConfig } from './runtime-config.ts';
import type { HostSession } from './host-session.ts';

let sameOrigin: Promise<boolean> | null = null;

/**
 * Is the PeerJS server of scripts/serve.mjs on this origin? Asked once per page; a check that timed
 * out (a busy device or server) is not kept, so the next room asks again.
 */
export function hasSameOriginBroker(): Promise<boolean> {
  sameOrigin ??= (async () => {
    const ctrl = new AbortController();
    const timer = setTimeout(() => ctrl.abort(), 8_000);
    try {
      const res = await fetch(new URL('/peerjs/', location.origin), { cache: 'no-store', signal: ctrl.signal });
      if (!res.ok) return false;
      const body = (await res.json()) as { name?: unknown };
      return typeof body.name === 'string' && body.name.includes('PeerJS');
    } catch {
      if (ctrl.signal.aborted) sameOrigin = null;
      return false;
    } finally {
      clearTimeout(timer);
    }
  })();
  return sameOrigin;
}

/**
 * The signalling and ICE servers of a room: the server its invite link names (a guest meets its
 * host there whatever its own config says), else the one set in Settings, else the room's server
 * among config.json's (a stable hash of the room id), else this origin's /peerjs or the public broker.
 */
export async function transportOptions(settings: Settings, room: string, linked: LinkServer | null = null): Promise<PeerTransportOptions> {
  const config = await netConfig();
  const iceServers: RTCIceServer[] = settings.iceServers ?? config.iceServers;
  const onError = () => {}; // signalling hiccups: the room and the guests retry by themselves
  const chosen: LinkServer | null = linked ?? settings.signaling ?? serverForRoom(room, config.signaling);
  if (chosen) return { ...signalingOptions(chosen), iceServers, onError };
  return { broker: (await hasSameOriginBroker()) ? 'same-origin' : 'public', iceServers, onError };
}

export type RoomNet = { status: 'connecting' | 'open' | 'error'; error?: string };

/**
 * Registers the room with the signalling server and hands the guests' links to the session. A
 * reloaded host may find its own old registration still there for a moment: it tries again.
 */
export async function openRoom(session: HostSession, options: PeerTransportOptions, onStatus: (s: RoomNet) => void): Promise<boolean> {
  onStatus({ status: 'connecting' });
  for (let attempt = 0; ; attempt++) {
    try {
      const endpoint = await openHost(session.id, options);
      session.attach(endpoint);
      onStatus({ status: 'open' });
      return true;
    } catch (error) {
      const type = (error as { type?: string }).type;
      if ((type === 'unavailable-id' || type === 'network' || type === 'server-error' || type === 'socket-error') && attempt < 6) {
        await new Promise((r) => setTimeout(r, 700 + attempt * 500));
        continue;
      }
      onStatus({ status: 'error', error: error instanceof Error ? error.message : String((error as { message?: unknown })?.message ?? error) });
      return false;
    }
  }
}

/** Keeps the screen on (table mode) where the Wake Lock API exists; taken again when the page is shown. */
export function keepAwake(onChange?: (held: boolean) => void): () => void {
  let lock: WakeLockSentinel | null = null;
  let stopped = false;
  const acquire = async () => {
    if (stopped || lock || document.visibilityState !== 'visible' || !('wakeLock' in navigator)) return;
    try {
      const sentinel = await navigator.wakeLock.request('screen');
      if (stopped) {
        void sentinel.release();
        return;
      }
      lock = sentinel;
      onChange?.(true);
      sentinel.addEventListener('release', () => {
        if (lock === sentinel) lock = null;
        onChange?.(false);
      });
    } catch {
      onChange?.(false); // refused (battery saver, no user gesture): the game goes on
    }
  };
  const onVisible = () => { if (document.visibilityState === 'visible') void acquire(); };
  document.addEventListener('visibilitychange', onVisible);
  void acquire();
  return () => {
    stopped = true;
    document.removeEventListener('visibilitychange', onVisible);
    void lock?.release().catch(() => {});
    lock = null;
  };
}
