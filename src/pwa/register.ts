// Service-worker registration through vite-plugin-pwa's `virtual:pwa-register` (generateSW,
// registerType 'prompt').
//
// Rules:
// - Registration never blocks start-up: the plugin registers after the window's load event and
//   loads workbox-window lazily; any failure (workers blocked, private mode) only reaches onError.
// - The app is never reloaded by this module on its own. When a new version is waiting,
//   onNeedRefresh() fires; the app saves its state and then calls the returned update(). Before any
//   reload (ours, or another tab's update taking control) `beforeReload` runs: the game is saved.
/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';

export interface RegisterServiceWorkerOptions {
  /** A new version has been downloaded and is waiting. Save, then call update() when convenient. */
  onNeedRefresh?: () => void;
  /** The app has been cached for offline use for the first time. */
  onOfflineReady?: () => void;
  /** Registration failed; the app keeps working online. */
  onError?: (error: unknown) => void;
  /** Runs before the page reloads into the new version (flush the autosave). */
  beforeReload?: () => Promise<unknown>;
  /** How often to ask the server for a new version while the page is open (ms; 0 = never). */
  checkIntervalMs?: number;
}

/** Activates the waiting new version; the page reloads once it has taken control. */
export type UpdateServiceWorker = () => Promise<void>;

const DEFAULT_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export function registerServiceWorker(options: RegisterServiceWorkerOptions = {}): UpdateServiceWorker {
  const { onNeedRefresh, onOfflineReady, onError, beforeReload, checkIntervalMs = DEFAULT_CHECK_INTERVAL_MS } = options;
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return async () => {};
  let waiting = false;
  const safe = (fn: (() => void) | undefined) => { try { fn?.(); } catch (e) { report(e); } };
  const report = (e: unknown) => { if (onError) onError(e); else console.warn('service worker:', e); };
  let reloading = false;
  const reload = () => {
    if (reloading) return;
    reloading = true;
    void Promise.resolve(beforeReload?.()).catch(report).finally(() => window.location.reload());
  };
  const updateSW = registerSW({
    onNeedRefresh() { waiting = true; safe(onNeedRefresh); },
    onOfflineReady() { safe(onOfflineReady); },
    // The new worker controls the page: save first, then reload into the new version.
    onNeedReload: reload,
    onRegisteredSW(_url, registration) {
      if (!registration || checkIntervalMs <= 0) return;
      setInterval(() => { if (navigator.onLine && !waiting) void registration.update().catch(() => undefined); }, checkIntervalMs);
    },
    onRegisterError: report,
  });
  return async () => {
    if (!waiting) return;
    await beforeReload?.();
    // The plugin reloads only when the page was already controlled at load; on a first visit
    // (the worker claimed the page) it would not, so the switch of controller is watched here too.
    navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
    await updateSW(true);
  };
}
