// Composition root: the one place that wires storage, language, theme, PWA, bots and screens.
// Routes live in the URL hash (#/game/<save id>; online: #/host/<room>, #/join/<room>,
// #/watch/<room>), so a reload comes back to the same game.
import '../ui/styles.css';
import { registerServiceWorker } from '../pwa/index.ts';
import { detectLang, onLangChange, setLang, t } from '../i18n/index.ts';
import { loadSettings, saveSettings, type Settings } from '../store/settings.ts';
import { requestPersistence } from '../store/db.ts';
import { deleteSave, exportSave, getSave, listSaves, parseImport, putSave, type SaveRecord } from '../store/saves.ts';
import { applySettings, applyTokens } from '../ui/theme.ts';
import { h } from '../ui/dom.ts';
import { confirmDialog, openDialog, toast } from '../ui/overlays.ts';
import { homeScreen } from '../ui/home.ts';
import { newGameScreen, type NewGameRequest } from '../ui/new-game.ts';
import { settingsScreen } from '../ui/settings-screen.ts';
import { rulesBody, rulesScreen } from '../ui/rules.ts';
import { mountGameScreen } from '../ui/game-screen.ts';
import { lobbyScreen, sharePanel, type LobbyNet } from '../ui/lobby.ts';
import { joinScreen } from '../ui/join.ts';
import { GuestClient } from '../net/guest.ts';
import { joinRoom } from '../net/peer-transport.ts';
import { isRoomId, newRoomId } from '../net/secret.ts';
import { idbGuestStorage, idbHostStore, listHostedRooms } from '../store/guest-storage.ts';
import { GAME_ORDER, GAMES, MODULES } from './games.ts';
import { LocalSession, type GameSession } from './session.ts';
import { HostSession, type BotDecider } from './host-session.ts';
import { GuestSession } from './guest-session.ts';
import { hasSameOriginBroker, keepAwake, openRoom, transportOptions, type RoomNet } from './session-net.ts';
import { workerBotClient } from './bot-client.ts';

const root = document.getElementById('app')!;
let settings: Settings;
let session: GameSession | null = null;
/** The online session in use (a room this device hosts, or a game it joined), closed on leaving. */
let online: HostSession | GuestSession | null = null;
let releaseWake: (() => void) | null = null;
let wakeHeld = false;
let unmount: (() => void) | null = null;
let redraw: () => void = () => {};
const bots = workerBotClient();

function show(el: HTMLElement, again: () => void, game?: string): void {
  unmount?.();
  unmount = null;
  redraw = again;
  // The rules reference is one tap away on every screen: screens with a back row get a Rules button
  // (the home screen and the rules screen have their own).
  const top = el.querySelector(':scope > .row');
  if (game && top && !el.classList.contains('rules')) {
    top.append(h('button', { class: 'btn quiet', style: 'margin-left:auto', 'data-testid': 'rules-link', onclick: rulesOver(game) }, t('app.rules')));
  }
  root.replaceChildren(el);
  root.dataset.ready = '';
  (el.querySelector('h1') as HTMLElement | null)?.setAttribute('tabindex', '-1');
}

/** Closes the online session in use (a hosted room stays stored: it can be reopened). */
function leaveOnline(): void {
  online?.close();
  online = null;
  releaseWake?.();
  releaseWake = null;
}

async function home(): Promise<void> {
  leaveOnline();
  session = null;
  if (location.hash) history.replaceState(null, '', location.pathname);
  const [saves, hostedRooms] = await Promise.all([listSaves(), listHostedRooms()]);
  show(homeScreen({
    hosted: hostedRooms.flatMap((r) => (GAMES[r.game] ? [{
      room: r.room, game: r.game, started: r.snapshot.started, updatedAt: r.updatedAt,
      seats: r.snapshot.seats.map((x, i) => (x.kind === 'ai' ? { name: x.name, kind: 'ai' as const, level: r.levels[i] ?? 'normal', color: x.color } : { name: x.name, kind: 'human' as const, color: x.color })),
    }] : [])),
    onReopen: (room) => void resumeHost(room),
    onForget: async (room) => {
      if (!(await confirmDialog(t('net.closeTitle'), t('net.closeText'), t('net.closeRoom')))) return;
      await idbHostStore.clear(room).catch(() => {});
      void home();
    },
    saves: saves.ok ? saves.value : [],
    savesError: saves.ok ? null : t('store.unavailable'),
    onNew: (game) => newGame(game),
    onResume: (r) => void resume(r),
    onDelete: async (r) => {
      if (!(await confirmDialog(t('home.deleteTitle'), t('home.deleteText'), t('home.deleteOne')))) return;
      const res = await deleteSave(r.id);
      if (!res.ok) toast(t('store.failed', { reason: res.error.reason }), 'error');
      void home();
    },
    onExport: (r) => download(r),
    onImport: (f) => void importFile(f),
    onSettings: () => settingsPage(() => void home()),
    onRules: () => showRules(GAME_ORDER[0], () => void home()),
    games: GAME_ORDER.map((id) => ({ id, ready: id in GAMES })),
  }), () => void home());
}

const rulesBooks = () => Object.values(GAMES).map((g) => ({ game: g.id, ...g.rules }));

/** The rules reference, opened on `game`'s tab. */
function showRules(game: string, back: () => void): void {
  show(rulesScreen(rulesBooks(), game, back), () => showRules(game, back));
}

/** The same reference in a dialog, over a game in progress. */
const rulesOver = (game: string) => () => void openDialog(t('app.rules'), rulesBody(rulesBooks(), game));

function newGame(game: string): void {
  leaveOnline();
  show(newGameScreen(game, GAMES[game]!.setup, t('new.defaultName'), (req) => start(game, req), () => void home()), () => newGame(game), game);
}

function start(game: string, req: NewGameRequest): void {
  if (req.online) return void hostOnline(game, req, req.online.table);
  const entry = GAMES[game]!;
  const options = entry.setup.options(req);
  const s = LocalSession.start(entry.module, options, req.seed, req.seats, entry.roundOf, hooks);
  play(s, () => start(game, { ...req, seed: `${req.seed}+` }));
}

/** `#/new/zapotec?players=1&difficulty=hard&seed=abc`: a game with default seats, straight away.
 * Other query parameters are the game's extra choices (e.g. Copan's `event`). */
function startFromLink(game: string, q: URLSearchParams): void {
  const { setup } = GAMES[game]!;
  const least = setup.automa ? 1 : Math.max(2, setup.players.min);
  const players = Math.min(setup.players.max, Math.max(least, Number(q.get('players') ?? setup.defaultPlayers ?? least) || least));
  const difficulty = (['easy', 'normal', 'hard'] as const).find((d) => d === q.get('difficulty')) ?? 'normal';
  const seats: NewGameRequest['seats'] = players === 1
    ? [{ name: t('new.defaultName'), kind: 'human', color: 0 }, { name: setup.automa?.name() ?? '', kind: 'automa', color: 4 }]
    : Array.from({ length: players }, (_, i) => i === 0
      ? { name: t('new.defaultName'), kind: 'human' as const, color: 0 }
      : { name: t('new.botName', { n: i }), kind: 'ai' as const, level: difficulty, color: i });
  const extra = { ...setup.defaultExtra?.() };
  for (const [k, v] of q) if (!['players', 'difficulty', 'seed'].includes(k)) extra[k] = v;
  start(game, { players, difficulty, seats, seed: q.get('seed') || `link-${Date.now().toString(36)}`, extra });
}

const hooks = {
  onSaveError: (e: { code: string; reason: string }) =>
    toast(e.code === 'quota' ? t('store.full') : t('store.failed', { reason: e.reason }), 'error', 6000),
};

function play(s: LocalSession, again: () => void): void {
  const entry = GAMES[s.module.id]!;
  session = s;
  history.replaceState(null, '', `#/game/${encodeURIComponent(s.record.id)}`);
  const mountIt = () => {
    unmount?.();
    root.replaceChildren();
    root.dataset.ready = '';
    unmount = mountGameScreen(root, {
      session: s, presenter: entry.presenter, settings, bots,
      onHome: () => void home(), onAgain: again, onExport: () => download(s.record),
      onSettings: () => settingsPage(mountIt), onRules: rulesOver(s.module.id),
    });
    redraw = mountIt;
  };
  mountIt();
}

async function resume(record: SaveRecord): Promise<void> {
  const entry = GAMES[record.game];
  const s = entry && LocalSession.resume(entry.module, record, entry.roundOf, hooks);
  if (!s || !(s instanceof LocalSession)) {
    toast(t('store.corrupt', { reason: s ? s.error.reason : record.game }), 'error', 6000);
    return;
  }
  const { seats } = record;
  // Play again: the same module options as the saved game (its difficulty, its Event card…).
  const again = () => {
    const seed = `${record.id}+${Date.now().toString(36)}`;
    const s2 = LocalSession.start(entry.module, record.file.options, seed, seats, entry.roundOf, hooks);
    play(s2, again);
  };
  play(s, again);
}

// ---- online play ----

const DEFAULT_GAME = 'zapotec';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const linkTo = (kind: 'join' | 'watch', room: string) => `${location.origin}${location.pathname}#/${kind}/${room}`;

/** Bot seats of a hosted room: the same worker as local games, at the chosen pace. */
const decideForHost: BotDecider = async (req) => {
  const begun = performance.now();
  const resp = await bots.decide({ game: req.game, level: req.level, seat: req.seat, view: req.view, seed: req.seed });
  const wait = settings.botPaceMs - (performance.now() - begun);
  if (wait > 0) await sleep(wait);
  return resp.ok ? resp.choice : undefined;
};

const hostHooks = { onSaveError: (reason: string) => toast(t('store.failed', { reason }), 'error', 6000) };

/** The hosted room's registration with the signalling server, shown in its lobby. */
let roomNet: RoomNet = { status: 'connecting' };
const roomNetListeners = new Set<() => void>();

async function openHosted(hs: HostSession): Promise<void> {
  const setStatus = (s: RoomNet) => {
    if (online !== hs) return;
    roomNet = s;
    for (const cb of [...roomNetListeners]) cb();
  };
  setStatus({ status: 'connecting' });
  const options = await transportOptions(settings);
  if (online === hs) await openRoom(hs, options, setStatus);
}

function beginHosting(hs: HostSession): void {
  online = hs;
  session = hs;
  roomNet = { status: 'connecting' };
  if (hs.table) releaseWake = keepAwake((held) => { wakeHeld = held; });
  history.replaceState(null, '', `#/host/${hs.id}`);
  if (hs.started) playHosted(hs);
  else hostLobby(hs);
  void openHosted(hs);
}

function hostOnline(game: string, req: NewGameRequest, table: boolean): void {
  const entry = GAMES[game]!;
  leaveOnline();
  const hs = HostSession.create({
    module: entry.module, room: newRoomId(), options: entry.setup.options(req), seed: req.seed, seats: req.seats, table,
    decide: decideForHost, store: idbHostStore, hooks: hostHooks,
  });
  beginHosting(hs);
}

/** A reloaded host (or one coming back from the home screen): the same room, state and seat secrets. */
async function resumeHost(room: string): Promise<void> {
  const record = await idbHostStore.load(room);
  const entry = record ? GAMES[record.game] : undefined;
  if (!record || !entry) {
    toast(t('net.noRoom'), 'error', 6000);
    return home();
  }
  leaveOnline();
  const hs = HostSession.restore(entry.module, record, decideForHost, idbHostStore, hostHooks);
  if (!(hs instanceof HostSession)) {
    toast(t('store.corrupt', { reason: hs.error.reason }), 'error', 6000);
    return home();
  }
  beginHosting(hs);
}

function hostLobby(hs: HostSession): void {
  const screen = lobbyScreen({
    role: 'host', game: hs.module.id, joinLink: linkTo('join', hs.id), watchLink: linkTo('watch', hs.id), table: hs.table, levels: hs.levels,
    onStart: () => {
      hs.start();
      playHosted(hs);
    },
    onLeave: async () => {
      if (!(await confirmDialog(t('net.closeTitle'), t('net.closeText'), t('net.closeRoom')))) return;
      hs.close(true);
      void home();
    },
    onRetry: () => void openHosted(hs),
    onFree: (seat) => hs.freeSeat(seat, t('new.playerName', { n: seat + 1 })),
  });
  const update = () => screen.update({ seats: hs.lobby(), net: roomNet.status, error: roomNet.error });
  show(screen.el, () => hostLobby(hs), hs.module.id);
  update();
  const off = hs.onLobby(update);
  roomNetListeners.add(update);
  unmount = () => { off(); roomNetListeners.delete(update); };
}

/** The hosted game as a save file (guests' seats become seats on this device). */
function hostedSave(hs: HostSession): SaveRecord {
  const entry = GAMES[hs.module.id]!;
  return {
    v: 1, id: `${hs.module.id}-online-${hs.id}`, game: hs.module.id, seats: hs.seats.map((s) => (s.kind === 'remote' ? { ...s, kind: 'human' } : s)),
    round: entry.roundOf(hs.room.state), over: hs.result() !== null, createdAt: hs.createdAt, updatedAt: Date.now(), file: hs.room.saveFile(),
  };
}

function playHosted(hs: HostSession): void {
  const entry = GAMES[hs.module.id]!;
  session = hs;
  const leave = async () => {
    if (hs.result() === null && !(await confirmDialog(t('net.leaveHostTitle'), t('net.leaveHostText'), t('net.leave')))) return;
    if (hs.result() !== null) hs.close(true); // a finished game is not listed to be reopened
    void home();
  };
  const mountIt = () => {
    unmount?.();
    root.replaceChildren();
    root.dataset.ready = '';
    unmount = mountGameScreen(root, {
      session: hs, presenter: entry.presenter, settings, bots,
      onHome: () => void leave(), onAgain: () => newGame(hs.module.id), onExport: () => download(hostedSave(hs)),
      onSettings: () => settingsPage(mountIt), onRules: rulesOver(hs.module.id),
      onInvite: () => void openDialog(t('net.invite'), sharePanel(hs.module.id, linkTo('join', hs.id), linkTo('watch', hs.id))),
    });
    redraw = mountIt;
  };
  mountIt();
}

/** `#/join/<room>`: the join form, or straight back in when this device already holds a seat there. */
async function joinPage(room: string, error?: string): Promise<void> {
  leaveOnline();
  session = null;
  if (!isRoomId(room)) {
    toast(t('net.badLink'), 'error', 6000);
    return home();
  }
  history.replaceState(null, '', `#/join/${room}`);
  void hasSameOriginBroker(); // asked while the person types a name
  const stored = error ? null : await idbGuestStorage.load(room);
  if (stored) return connectGuest(room, stored.name, stored.color, false);
  const draw = () => show(joinScreen({
    room, error,
    name: localStorage.getItem('meso.name') ?? t('new.defaultName'),
    color: Number(localStorage.getItem('meso.color') ?? 0) || 0,
    onJoin: (name, color) => {
      localStorage.setItem('meso.name', name);
      localStorage.setItem('meso.color', String(color));
      void connectGuest(room, name, color, false);
    },
    onWatch: () => void connectGuest(room, '', 0, true),
    onBack: () => void home(),
  }), draw, GAME_ORDER[0]);
  draw();
}

async function watchPage(room: string): Promise<void> {
  if (!isRoomId(room)) {
    toast(t('net.badLink'), 'error', 6000);
    return home();
  }
  return connectGuest(room, '', 0, true);
}

let guestNet: LobbyNet = 'connecting';
let refreshGuest: () => void = () => {};

async function connectGuest(room: string, name: string, color: number, spectator: boolean, gameId = DEFAULT_GAME): Promise<void> {
  leaveOnline();
  history.replaceState(null, '', `#/${spectator ? 'watch' : 'join'}/${room}`);
  const entry = GAMES[gameId]!;
  guestNet = 'connecting';
  const options = await transportOptions(settings);
  const endpoint = joinRoom(room, options);
  const client = new GuestClient({
    module: entry.module, room, connect: endpoint.connect, name, color, spectator, storage: spectator ? undefined : idbGuestStorage,
  });
  const gs = new GuestSession(client, entry.module, room, { spectator, endpoint });
  online = gs;
  session = gs;
  let otherGame: string | null = null;
  client.on('status', (e) => { if (e.reason === 'game-mismatch' && e.detail) otherGame = e.detail.split(' ')[0] ?? null; });
  guestLobby(gs);
  for (let attempt = 0; ; attempt++) {
    const res = await client.join();
    if (online !== gs) return;
    if (res.ok) break;
    if (res.reason === 'game-mismatch' && otherGame && otherGame !== gameId && GAMES[otherGame]) return connectGuest(room, name, color, spectator, otherGame);
    if (['unreachable', 'timeout', 'closed', 'busy'].includes(res.reason)) {
      // The host is not there yet (or reloading): keep looking until the person leaves.
      guestNet = 'retrying';
      refreshGuest();
      await sleep(Math.min(4_000, 1_000 + attempt * 500));
      if (online !== gs) return;
      continue;
    }
    const why = res.reason === 'room-full' ? t('net.full')
      : res.reason === 'game-mismatch' ? t('net.otherGame')
      : res.reason === 'bad-secret' || res.reason === 'seat-reassigned' ? t('net.seatTaken')
      : t('net.refused', { reason: res.detail });
    return joinPage(room, why);
  }
  guestNet = 'joined';
  refreshGuest();
}

/** A guest (or a spectator) waits here until the host starts; then the game screen takes over. */
function guestLobby(gs: GuestSession): void {
  const client = gs.client;
  const screen = lobbyScreen({
    role: gs.net.role === 'spectator' ? 'spectator' : 'guest', game: gs.module.id, mySeat: () => client.seat,
    onLeave: () => void home(),
  });
  const update = () => {
    if (guestNet === 'joined' && client.started && client.view !== null) return playGuest(gs);
    screen.update({ seats: client.seats, net: guestNet });
  };
  show(screen.el, () => guestLobby(gs), gs.module.id);
  const off = gs.subscribe(update);
  refreshGuest = update;
  unmount = () => { off(); refreshGuest = () => {}; };
  update();
}

function playGuest(gs: GuestSession): void {
  const entry = GAMES[gs.module.id]!;
  session = gs;
  const leave = async () => {
    if (gs.net.role === 'guest' && gs.result() === null && !(await confirmDialog(t('net.leaveGuestTitle'), t('net.leaveGuestText'), t('net.leave')))) return;
    void home();
  };
  const mountIt = () => {
    unmount?.();
    root.replaceChildren();
    root.dataset.ready = '';
    unmount = mountGameScreen(root, {
      session: gs, presenter: entry.presenter, settings, bots,
      onHome: () => void leave(), onAgain: () => void home(), onSettings: () => settingsPage(mountIt), onRules: rulesOver(gs.module.id),
    });
    redraw = mountIt;
  };
  mountIt();
}

/** Online routes, at start-up and when a link is opened in a running app. */
function onlineRoute(hash: string): Promise<void> | null {
  const m = /^#\/(host|join|watch)\/([^/?#]+)/.exec(hash);
  if (!m) return null;
  const room = decodeURIComponent(m[2]!);
  if (m[1] === 'host') return resumeHost(room);
  if (m[1] === 'join') return joinPage(room);
  return watchPage(room);
}

function download(record: SaveRecord): void {
  const blob = new Blob([exportSave(record)], { type: 'application/json' });
  const a = h('a', { href: URL.createObjectURL(blob), download: `${record.game}-${new Date(record.updatedAt).toISOString().slice(0, 16).replace(':', '')}.json` });
  document.body.append(a);
  a.click();
  setTimeout(() => { URL.revokeObjectURL(a.href); a.remove(); }, 1000);
}

async function importFile(file: File): Promise<void> {
  const parsed = parseImport(await file.text(), MODULES);
  if (!parsed.ok) {
    toast(t('store.importFailed', { reason: parsed.error.reason }), 'error', 6000);
    return;
  }
  const stored = await putSave({ ...parsed.value, updatedAt: Date.now() });
  if (!stored.ok) toast(stored.error.code === 'quota' ? t('store.full') : t('store.failed', { reason: stored.error.reason }), 'error');
  else toast(t('store.imported'));
  void home();
}

function settingsPage(back: () => void): void {
  const draw = () => show(settingsScreen(settings, (patch) => {
    settings = { ...settings, ...patch };
    applySettings(settings);
    if ('lang' in patch) setLang(settings.lang ?? detectLang(navigator.languages));
    void saveSettings(settings);
  }, back), draw, session?.module.id ?? GAME_ORDER[0]);
  draw();
}

async function boot(): Promise<void> {
  applyTokens();
  settings = await loadSettings();
  applySettings(settings);
  setLang(settings.lang ?? detectLang(navigator.languages ?? [navigator.language]));
  document.documentElement.lang = settings.lang ?? detectLang(navigator.languages ?? []);
  onLangChange((lang) => { document.documentElement.lang = lang; redraw(); });
  void requestPersistence();
  const match = /^#\/game\/(.+)$/.exec(location.hash);
  if (match) {
    const rec = await getSave(decodeURIComponent(match[1]!));
    if (rec.ok) return resume(rec.value);
  }
  const routed = onlineRoute(location.hash);
  if (routed) return routed;
  const direct = /^#\/new\/(\w+)\?(.*)$/.exec(location.hash);
  if (direct && GAMES[direct[1]!]) return startFromLink(direct[1]!, new URLSearchParams(direct[2]));
  await home();
}

// Test and debugging hook: the state hash of the game on screen (a guest: its view's hash), never
// used by the app itself.
(window as unknown as { __meso: unknown }).__meso = {
  hash: () => session?.hash() ?? null, version: () => session?.version ?? -1, flush: () => session?.flush(),
  room: () => (online instanceof HostSession ? online.id : online?.room ?? null), awake: () => wakeHeld,
};

void boot();
// A join or watch link opened while the app is already running.
window.addEventListener('hashchange', () => {
  if (/^#\/(join|watch)\//.test(location.hash)) void onlineRoute(location.hash);
});

// Never blocks start-up; never reloads by itself: the player chooses, and the game is saved first.
const update = registerServiceWorker({
  onOfflineReady() { root.setAttribute('data-offline-ready', ''); },
  onNeedRefresh() {
    if (document.querySelector('[data-update]')) return;
    const bar = h('div', { class: 'toast', role: 'status' }, t('app.updateReady'), ' ',
      h('button', { class: 'btn primary', 'data-update': '', onclick: async () => { await session?.flush(); void update(); } }, t('app.updateNow')));
    root.append(bar);
  },
});
