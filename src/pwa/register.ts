// Service-worker registration for the PWA build (vite-plugin-pwa, generateSW, registerType 'prompt').
//
// Rules:
// - Registration never blocks start-up: it runs after the window's load event, loads workbox-window
//   lazily, and any failure (workers blocked, private mode, old browser) only reaches onError.
// - The app is never reloaded by this module on its own. When a new version is waiting,
//   onNeedRefresh() fires; the app saves its state and then calls the returned update(), which
//   activates the waiting worker and reloads the page once it has taken control.

export interface RegisterServiceWorkerOptions {
  /** A new version has been downloaded and is waiting. Save, then call update() when convenient. */
  onNeedRefresh?: () => void;
  /** The app has been cached for offline use for the first time. */
  onOfflineReady?: () => void;
  /** The worker is registered (also called when an existing registration is reused). */
  onRegistered?: (registration: ServiceWorkerRegistration | undefined) => void;
  /** Registration failed; the app keeps working online. */
  onError?: (error: unknown) => void;
  /** How often to ask the server for a new version while the page is open (ms; 0 = never). */
  checkIntervalMs?: number;
  /** Script URL; defaults to `${BASE_URL}sw.js`. */
  scriptUrl?: string;
  /** Register in development too (there is no worker in `vite dev` unless the plugin's devOptions are on). */
  enableInDev?: boolean;
}

/**
 * Activates a waiting new version and reloads the page once it controls it. Resolves `false` without
 * doing anything when no new version is waiting.
 */
export type UpdateServiceWorker = () => Promise<boolean>;

const DEFAULT_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export function registerServiceWorker(options: RegisterServiceWorkerOptions = {}): UpdateServiceWorker {
  const {
    onNeedRefresh,
    onOfflineReady,
    onRegistered,
    onError,
    checkIntervalMs = DEFAULT_CHECK_INTERVAL_MS,
    scriptUrl = `${import.meta.env.BASE_URL}sw.js`,
    enableInDev = false,
  } = options;

  const supported = typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
  if (!supported || (!import.meta.env.PROD && !enableInDev)) {
    return () => Promise.resolve(false);
  }

  let waiting = false;
  const safe = (fn: (() => void) | undefined): void => {
    try {
      fn?.();
    } catch (error) {
      report(error);
    }
  };
  const report = (error: unknown): void => {
    if (onError) onError(error);
    else console.warn('service worker:', error);
  };

  // Started without awaiting: the caller gets update() at once.
  const workbox = (async () => {
    const { Workbox } = await import('workbox-window');
    const wb = new Workbox(scriptUrl, { scope: import.meta.env.BASE_URL, type: 'classic' });

    wb.addEventListener('waiting', () => {
      waiting = true;
      safe(onNeedRefresh);
    });
    wb.addEventListener('activated', (event) => {
      if (!event.isUpdate && !event.isExternal) safe(onOfflineReady);
    });

    // Workbox defers the actual registration until the window has loaded.
    const registration = await wb.register();
    safe(() => onRegistered?.(registration));

    if (registration && checkIntervalMs > 0) {
      setInterval(() => {
        if (navigator.onLine && !waiting) void registration.update().catch(() => undefined);
      }, checkIntervalMs);
    }
    return wb;
  })().catch((error: unknown) => {
    report(error);
    return undefined;
  });

  return async () => {
    const wb = await workbox;
    if (!wb || !waiting) return false;
    // Reload only after the new worker controls the page, so the reloaded page runs the new version.
    wb.addEventListener('controlling', () => window.location.reload());
    wb.messageSkipWaiting();
    return true;
  };
}
