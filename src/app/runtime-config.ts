// The runtime config.json beside the app (signaling and STUN/TURN servers), fetched once at start.
// A site changes it without a rebuild; the service worker keeps the last copy for offline starts.
// A missing or broken file means the defaults, with a console warning: it never stops the app.
import { checkNetConfig, DEFAULT_NET_CONFIG, type NetConfig } from '../net/servers.ts';

let loaded: Promise<NetConfig> | null = null;

// Beside the app's index.html, whatever the page's own path (a deep link's is not the app's).
const configUrl = (): URL => new URL(`${import.meta.env.BASE_URL}config.json`, location.origin);

async function fetchConfig(): Promise<NetConfig> {
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), 4_000);
  try {
    const res = await fetch(configUrl(), { cache: 'no-cache', signal: ctrl.signal });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return checkNetConfig(await res.json(), (m) => console.warn(m));
  } catch (error) {
    console.warn(`config.json could not be read (${error instanceof Error ? error.message : String(error)}): using the defaults`);
    return structuredClone(DEFAULT_NET_CONFIG);
  } finally {
    clearTimeout(timer);
  }
}

/** The checked config, asked for once per page (boot starts it; online play waits for it). */
export function netConfig(): Promise<NetConfig> {
  loaded ??= fetchConfig();
  return loaded;
}

/** Tests (and a page that already holds a config) set it directly. */
export function useNetConfig(config: NetConfig): void {
  loaded = Promise.resolve(config);
}

/**
 * The first visit's fetch went past the service worker (it was not installed yet): once a worker
 * takes control, ask again through it, so the first offline start finds the worker's copy.
 */
export function keepConfigForOffline(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || navigator.serviceWorker.controller) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    void fetch(configUrl(), { cache: 'no-cache' }).catch(() => undefined);
  }, { once: true });
}
