// Installing the app: keeps Chromium's beforeinstallprompt event for our own Install buttons (home
// screen, game menu), and remembers that the iOS hint was dismissed (it is shown once).
import { t } from '../i18n/index.ts';
import { installUi, isIosSafari, type InstallUi } from './install-state.ts';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const HINT_KEY = 'meso.iosHintDismissed';
let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((cb) => cb());

/** Listens for the browser's install events; call once at start-up. */
export function initInstall(): void {
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault(); // our own buttons ask, not the browser's mini-infobar
    deferred = e as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => { deferred = null; notify(); });
}

/** `cb` runs when installing becomes possible or stops being possible. */
export function onInstallChange(cb: () => void): () => void {
  listeners.add(cb);
  return () => listeners.delete(cb);
}

const standalone = () => matchMedia?.('(display-mode: standalone)').matches === true || (navigator as { standalone?: boolean }).standalone === true;
const stored = (key: string) => { try { return localStorage.getItem(key); } catch { return null; } };

const FINISHED_KEY = 'meso.finishedGame';

/** `finishedGame`: a finished game is saved now (remembered, so deleting it changes nothing). */
export function installState(finishedGame: boolean): InstallUi {
  if (finishedGame) { try { localStorage.setItem(FINISHED_KEY, '1'); } catch { /* private mode */ } }
  finishedGame ||= stored(FINISHED_KEY) === '1';
  return installUi({ promptReady: deferred !== null, standalone: standalone(), iosSafari: isIosSafari(navigator.userAgent, navigator.maxTouchPoints ?? 0),
    iosHintDismissed: stored(HINT_KEY) === '1', finishedGame });
}

export function dismissIosHint(): void {
  try { localStorage.setItem(HINT_KEY, '1'); } catch { /* private mode: it shows again next time */ }
}

/** Shows the browser's install dialog (the event can be used once). True when installed. */
export async function promptInstall(): Promise<boolean> {
  const e = deferred;
  if (!e) return false;
  deferred = null;
  try {
    await e.prompt();
    return (await e.userChoice).outcome === 'accepted';
  } finally {
    notify();
  }
}

/** The game menu's entry, when installing is possible. */
export function installMenuEntry(): { label: string; run: () => void; testid: string } | null {
  return deferred && !standalone() ? { label: t('install.button'), run: () => void promptInstall(), testid: 'install' } : null;
}
