// What online sessions need from the page: which signalling server to use (Settings, else this
// origin's own /peerjs when the app is served by `npm start`, else the public PeerJS broker), the
// ICE servers, opening a room with retries, and keeping a table-mode screen awake.
import { openHost, type PeerTransportOptions } from '../net/peer-transport.ts';
import type { Settings } from '../store/settings.ts';
import type { HostSession } from './host-session.ts';

let sameOrigin: Promise<boolean> | null = null;

/** Is the PeerJS server of scripts/serve.mjs on this origin? Asked once per page. */
export function hasSameOriginBroker(): Promise<boolean> {
  sameOrigin ??= (async () => {
    const ctrl = new AbortController();
    const timer = setTimeout(() => ctrl.abort(), 3_000);
    try {
      const res = await fetch(new URL('/peerjs/', location.origin), { cache: 'no-store', signal: ctrl.signal });
      if (!res.ok) return false;
      const body = (await res.json()) as { name?: unknown };
      return typeof body.name === 'string' && body.name.includes('PeerJS');
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  })();
  return sameOrigin;
}

/** "host", "host:port", "https://host:port/path": an explicit signalling server from Settings. */
export function parsePeerHost(text: string): PeerTransportOptions | null {
  const raw = text.trim();
  if (!raw) return null;
  if (/^(public|peerjs\.com|0\.peerjs\.com)$/i.test(raw)) return { broker: 'public' };
  let url: URL;
  try {
    url = new URL(/^[a-z]+:\/\//i.test(raw) ? raw : `${(globalThis.location as Location | undefined)?.protocol ?? 'http:'}//${raw}`);
  } catch {
    return null;
  }
  const secure = url.protocol === 'https:' || url.protocol === 'wss:';
  const out: PeerTransportOptions = { host: url.hostname, secure, path: url.pathname && url.pathname !== '/' ? url.pathname : '/peerjs' };
  out.port = url.port ? Number(url.port) : secure ? 443 : 80;
  return out;
}

export function iceServersOf(text: string): RTCIceServer[] {
  return text.split(/[\s,]+/).map((s) => s.trim()).filter((s) => /^(stun|turns?):/i.test(s)).map((urls) => ({ urls }));
}

export async function transportOptions(settings: Settings): Promise<PeerTransportOptions> {
  const iceServers = iceServersOf(settings.iceServers ?? '');
  const onError = () => {}; // signalling hiccups: the room and the guests retry by themselves
  const explicit = settings.peerHost ? parsePeerHost(settings.peerHost) : null;
  if (explicit) return { ...explicit, iceServers, onError };
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
