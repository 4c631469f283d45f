// Composition root: the one place that wires storage, language, theme, PWA, bots and screens.
// Routes live in the URL hash (#/game/<save id>; online: #/host/<room>, #/join/<room>,
// #/watch/<room>), so a reload comes back to the same game.
import '../ui/styles.css';
import { initInstall, onInstallChange, registerServiceWorker, showUpdate } from '../pwa/index.ts';
import { detectLang, loadGameStrings, onLangChange, useLang } from '../i18n/index.ts';
import { loadSettings, type Settings } from '../store/settings.ts';
import { requestPersistence } from '../store/db.ts';
import { getSave } from '../store/saves.ts';
import { applySettings, applyTokens } from '../ui/theme.ts';
import { parseRoute } from './routes.ts';
import { HostSession } from './host-session.ts';
import { workerBotClient } from './bot-client.ts';
import type { AppShell } from './app-shell.ts';
import { home, newGame, resume, settingsPage, startFromLink } from './local-flow.ts';
import { hostOnline, resumeHost } from './host-flow.ts';
import { joinPage, watchPage } from './guest-flow.ts';
import { boardReport } from '../ui/board-probe.ts';
import { openReplayLink } from './replay-flow.ts';
import { replayProbe } from '../ui/replay/replay-screen.ts';

const app: AppShell = {
  root: document.getElementById('app')!,
  settings: undefined as unknown as Settings, // loaded by boot() before the first screen
  session: null, online: null, releaseWake: null, wakeHeld: false, unmount: null, redraw: () => {},
  bots: workerBotClient(),
  roomNet: { status: 'connecting' }, roomNetListeners: new Set(),
  guestNet: 'connecting', refreshGuest: () => {},
  home: () => home(app),
  newGame: (game) => newGame(app, game),
  settingsPage: (back) => settingsPage(app, back),
  hostOnline: (game, req, table) => hostOnline(app, game, req, table),
  resumeHost: (room) => resumeHost(app, room),
};

/** Online routes, at start-up and when a link is opened in a running app (parsed in routes.ts). */
function onlineRoute(hash: string): Promise<void> | null {
  const route = parseRoute(hash);
  if (route.kind === 'host') return resumeHost(app, route.room);
  if (route.kind === 'join') return joinPage(app, route.room);
  if (route.kind === 'watch') return watchPage(app, route.room);
  return null;
}

async function boot(): Promise<void> {
  applyTokens();
  app.settings = await loadSettings();
  applySettings(app.settings);
  // The first screen waits for its language's catalog (French and Portuguese are loaded on demand).
  await useLang(app.settings.lang ?? detectLang(navigator.languages ?? [navigator.language])).catch(() => {});
  document.documentElement.lang = app.settings.lang ?? detectLang(navigator.languages ?? []);
  onLangChange((lang) => { document.documentElement.lang = lang; app.redraw(); });
  void requestPersistence();
  const route = parseRoute(location.hash);
  if (route.kind === 'game') {
    const rec = await getSave(route.id);
    if (rec.ok) return resume(app, rec.value);
  }
  const routed = onlineRoute(location.hash);
  if (routed) return routed;
  if (route.kind === 'replay') return openReplayLink(app, route.link);
  if (route.kind === 'new') {
    await loadGameStrings(route.game).catch(() => {});
    return startFromLink(app, route.game, route.params);
  }
  await home(app);
}

// Test and debugging hook: the state hash of the game on screen (a guest: its view's hash), never
// used by the app itself.
(window as unknown as { __meso: unknown }).__meso = {
  hash: () => app.session?.hash() ?? null, version: () => app.session?.version ?? -1, flush: () => app.session?.flush(),
  board: () => boardReport(), room: () => (app.online instanceof HostSession ? app.online.id : app.online?.room ?? null), awake: () => app.wakeHeld,
  replay: () => replayProbe(),
};

void boot();
// A join, watch or replay link opened while the app is already running.
window.addEventListener('hashchange', () => {
  if (/^#\/(join|watch)\//.test(location.hash)) void onlineRoute(location.hash);
  const route = parseRoute(location.hash);
  if (route.kind === 'replay') void openReplayLink(app, route.link);
});

// Never blocks start-up; never reloads by itself: the player chooses, and the game is saved first.
const update = registerServiceWorker({
  onOfflineReady() { app.root.setAttribute('data-offline-ready', ''); },
  onNeedRefresh() { showUpdate(update); },
  beforeReload: async () => { await app.session?.flush(); },
});
// Install: the browser's prompt is kept for our buttons; the home screen shows them when it can.
initInstall();
onInstallChange(() => { if (app.root.querySelector(':scope > .home')) void app.home(); });
