// Composition root: the one place that wires storage, language, theme, PWA, bots and screens.
// Routes live in the URL hash (#/game/<save id>; online: #/host/<room>, #/join/<room>,
// #/watch/<room>), so a reload comes back to the same game.
import '../ui/styles.css';
import { initInstall, onInstallChange, registerServiceWorker } from '../pwa/index.ts';
import { showUpdate } from '../ui/update-bar.ts';
import { detectLang, loadGameStrings, onLangChange, useLang } from '../i18n/index.ts';
import { loadSettings, type Settings } from '../store/settings.ts';
import { keepConfigForOffline, netConfig } from './runtime-config.ts';
import { requestPersistence } from '../store/db.ts';
import { getSave } from '../store/saves.ts';
import { applySettings, applyTokens } from '../ui/theme.ts';
import { parseRoute } from './routes.ts';
import { workerBotClient } from './bot-client.ts';
import type { AppShell } from './app-shell.ts';
import { home, newGame, resume, setRouteAgain, settingsPage, startFromLink } from './local-flow.ts';
import { initNav } from './nav.ts';
import { armSound, soundLog } from '../ui/sound.ts';
import { setDialogHistory } from '../ui/overlays.ts';
import { navDialog, navSettled } from './nav.ts';
import { boardDrawn, boardMarks, boardReport } from '../ui/board-probe.ts';
import { replayProbe } from '../ui/replay/probe.ts';
import { hashState } from '../engine/hash.ts';

// Online play and replay links are chunks of their own, fetched when first used (a solo player's
// first download stays small; the service worker precaches them for offline use).
const hostFlow = () => import('./host-flow.ts');
const guestFlow = () => import('./guest-flow.ts');
const openReplayLink = (link: string) => import('./replay-flow.ts').then((m) => m.openReplayLink(app, link));

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
  hostOnline: (game, req, table) => void hostFlow().then((m) => m.hostOnline(app, game, req, table)),
  resumeHost: (room) => hostFlow().then((m) => m.resumeHost(app, room)),
  takeOverHost: (room, server) => hostFlow().then((m) => m.takeOverHost(app, room, server)),
  joinAsGuest: (room, server) => guestFlow().then((m) => m.joinPage(app, room, undefined, server)),
};

// A closing (or reloading) tab drops its peer connections on purpose: the other devices see the
// data channels close at once instead of waiting for the heartbeat. Nothing stored is touched.
addEventListener('pagehide', (e: PageTransitionEvent) => { if (!e.persisted) app.online?.dropLinks(); });

/** Online routes, at start-up and when a link is opened in a running app (parsed in routes.ts). */
function onlineRoute(hash: string): Promise<void> | null {
  const route = parseRoute(hash);
  if (route.kind === 'host') return app.resumeHost(route.room);
  if (route.kind === 'join') return guestFlow().then((m) => m.joinPage(app, route.room, undefined, route.server ?? null, hash));
  if (route.kind === 'watch') return guestFlow().then((m) => m.watchPage(app, route.room, route.server ?? null));
  return null;
}

async function boot(): Promise<void> {
  applyTokens();
  app.settings = await loadSettings();
  applySettings(app.settings);
  armSound(); // the audio context may start at the first tap or key
  // The first screen waits for its language's catalog (French and Portuguese are loaded on demand).
  await useLang(app.settings.lang ?? detectLang(navigator.languages ?? [navigator.language])).catch(() => {});
  document.documentElement.lang = app.settings.lang ?? detectLang(navigator.languages ?? []);
  onLangChange((lang) => { document.documentElement.lang = lang; app.redraw(); });
  void requestPersistence();
  void netConfig(); // config.json: fetched now, so that online play does not wait for it later
  keepConfigForOffline();
  // Back and Forward move between the app's screens (nav.ts); a dialog is an entry Back closes.
  initNav(() => void home(app), () => void routeUrl());
  setRouteAgain(() => void routeUrl());
  setDialogHistory(navDialog);
  await routeUrl();
}

/** The screen the URL names: at start-up, and for a history entry drawn again after a reload. */
async function routeUrl(): Promise<void> {
  const route = parseRoute(location.hash);
  if (route.kind === 'game') {
    const rec = await getSave(route.id);
    if (rec.ok) return resume(app, rec.value);
  }
  const routed = onlineRoute(location.hash);
  if (routed) return routed;
  if (route.kind === 'replay') return openReplayLink(route.link);
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
  board: () => boardReport(), marks: () => boardMarks(), drawn: () => boardDrawn(), navIdle: () => navSettled(), sounds: () => [...soundLog], room: () => app.online?.id ?? null, awake: () => app.wakeHeld,
  replay: () => replayProbe(),
  pending: () => app.session?.pending() ?? [],
  // A seat's view hash as this device has it (a host: any seat's; a guest: its own, whatever is asked).
  seatStatus: (seat: number) => app.session?.net?.seatStatus(seat) ?? null,
  viewHash: (seat: number) => { const v = app.session?.view(seat); return v === undefined || v === null ? null : hashState(v); },
  // A guest's check of the first game's joint seed (its GuestClient's seedCheck).
  seedCheck: () => (app.session as { client?: { seedCheck?: unknown } } | null)?.client?.seedCheck ?? null,
};

void boot();
// A join, watch or replay link opened while the app is already running.
window.addEventListener('hashchange', () => {
  // Our own entries (Back and Forward between screens) are drawn by nav.ts, not here.
  if ((history.state as { meso?: unknown } | null)?.meso !== undefined) return;
  if (/^#\/(join|watch)\//.test(location.hash)) void onlineRoute(location.hash);
  const route = parseRoute(location.hash);
  if (route.kind === 'replay') void openReplayLink(route.link);
});

// Never blocks start-up; never reloads by itself: the player chooses, and the game is saved first.
const update = registerServiceWorker({
  onOfflineReady() { app.root.setAttribute('data-offline-ready', ''); },
  onNeedRefresh() { showUpdate(update); },
  beforeReload: async () => { await app.session?.flush(); await navSettled(); },
});
// Install: the browser's prompt is kept for our buttons; the home screen shows them when it can.
initInstall();
onInstallChange(() => { if (app.root.querySelector(':scope > .home')) void app.home(); });
