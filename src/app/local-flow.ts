// Play on this device: the home screen, a new game (or one from a #/new link), resuming a save,
// the rules reference and the settings.
import { detectLang, loadAllGameStrings, loadGameStrings, t, useLang } from '../i18n/index.ts';
import { saveSettings } from '../store/settings.ts';
import { deleteSave, listSaves, type SaveRecord } from '../store/saves.ts';
import { idbHostStore, listHostedRooms } from '../store/guest-storage.ts';
import { applySettings } from '../ui/theme.ts';
import { confirmDialog, toast } from '../ui/overlays.ts';
import { homeScreen } from '../ui/home.ts';
import { joinHash } from '../ui/join-code.ts';
import { newGameScreen, type NewGameRequest } from '../ui/new-game.ts';
import { rulesScreen } from '../ui/rules.ts';
import { GAME_ORDER, GAMES, MODULES } from './games.ts';
import { homeSaves } from './home-model.ts';
import { isGame, linkRequest } from './routes.ts';
import { LocalSession } from './session.ts';
import { leaveOnline, rulesBooks, rulesOver, show, showGame, type AppShell } from './app-shell.ts';
import { download, importFile } from './saves-io.ts';
import { navBack, navHome, navScreen } from './nav.ts';
import { awaitGame, claimGame, onGameTakenOver, releaseGame, takeOverGame } from './game-lock.ts';
import { getSave } from '../store/saves.ts';
import { takenScreen } from '../ui/taken-screen.ts';
import { offerSinceLooked, sinceLastActed } from '../ui/replay/since-looked.ts';
import { deleteThumb, getThumbs, putThumb } from '../store/thumbs.ts';
import { captureThumbNow, scheduleThumb } from '../ui/thumb-capture.ts';
import { withBusy } from '../ui/busy.ts';
import { installState, promptInstall, dismissIosHint } from '../pwa/install.ts';
import { updateAtHome } from '../ui/update-bar.ts';

/** The replay viewer is a chunk of its own, fetched when a replay is first opened. */
const replayFlow = () => import('./replay-flow.ts');

export async function home(app: AppShell): Promise<void> {
  // Leaving a local game: a picture of its board for the Continue list.
  const leaving = app.session instanceof LocalSession ? app.session : null;
  if (leaving) captureThumbNow(app.root, leaving.record.id, putThumb);
  // Its last moves are written before the Continue list is read.
  const saved = leaving ? leaving.flush() : undefined;
  leaveOnline(app);
  app.session = null;
  // Another tab waiting for this game opens it once its last move is saved, not before.
  releaseGame(saved);
  navHome();
  await saved;
  const [saves, hostedRooms] = await Promise.all([listSaves(), listHostedRooms()]);
  const thumbs = await getThumbs(saves.ok ? saves.value.map((r) => r.id) : []);
  const install = installState(saves.ok && saves.value.some((r) => r.over));
  show(app, homeScreen({
    thumbs,
    install: install.button ? { card: install.card, onInstall: () => void promptInstall().then(() => void home(app)) } : null,
    iosHint: install.iosHint ? { onDismiss: dismissIosHint } : null,
    onJoin: (target) => void navScreen(joinHash(target), () => routeAgain(app)).then(() => routeAgain(app)),
    hosted: hostedRooms.flatMap((r) => (isGame(r.game) ? [{
      room: r.room, game: r.game, started: r.snapshot.started, updatedAt: r.updatedAt,
      seats: r.snapshot.seats.map((x, i) => (x.kind === 'ai' ? { name: x.name, kind: 'ai' as const, level: r.levels[i] ?? 'normal', color: x.color } : { name: x.name, kind: 'human' as const, color: x.color })),
    }] : [])),
    onReopen: (room) => void app.resumeHost(room),
    onForget: async (room) => {
      if (!(await confirmDialog(t('net.closeTitle'), t('net.closeText'), t('net.closeRoom')))) return;
      await idbHostStore.clear(room).catch(() => {});
      void home(app);
    },
    saves: saves.ok ? homeSaves(saves.value, MODULES) : [],
    savesError: saves.ok ? null : t('store.unavailable'),
    onNew: (game) => newGame(app, game),
    onResume: (r) => void resume(app, r),
    onDelete: async (r) => {
      if (!(await confirmDialog(t('home.deleteTitle'), t('home.deleteText'), t('home.deleteOne')))) return;
      const res = await deleteSave(r.id);
      void deleteThumb(r.id);
      if (!res.ok) toast(t('store.failed', { reason: res.error.reason }), 'error');
      void home(app);
    },
    onExport: (r) => download(r),
    onReplay: (r) => void replayFlow().then((m) => m.watchSaved(app, r, () => void home(app))),
    onImport: (f) => void withBusy(t('app.importing'), () => importFile(app, f)),
    onSettings: () => settingsPage(app, () => void home(app)),
    onRules: () => showRules(app, GAME_ORDER[0]!, () => void home(app)),
    games: GAME_ORDER.map((id) => ({ id, ready: isGame(id) })),
  }), () => void home(app));
  updateAtHome();
}

/** The rules reference, opened on `game`'s tab. */
function showRules(app: AppShell, game: string, back: () => void): void {
  const draw = () => void loadAllGameStrings().catch(() => {}).then(() => show(app, rulesScreen(rulesBooks(), game, () => { back(); navBack(); }), draw));
  navScreen('#/rules', draw);
  draw();
}

export function newGame(app: AppShell, game: string): void {
  leaveOnline(app);
  const draw = () => show(app, newGameScreen(game, GAMES[game]!.setup, t('new.defaultName'), (req) => start(app, game, req), () => void home(app)), draw, game);
  navScreen(`#/new/${game}`, draw);
  draw();
}

function start(app: AppShell, game: string, req: NewGameRequest): void {
  if (req.online) return void app.hostOnline(game, req, req.online.table);
  const entry = GAMES[game]!;
  const options = entry.setup.options(req);
  const s = LocalSession.start(entry.module, options, req.seed, req.seats, entry.roundOf, hooks);
  play(app, s, () => start(app, game, { ...req, seed: `${req.seed}+` }));
}

/** `#/new/<game>?players=1&difficulty=hard&seed=abc`: a game with default seats, straight away.
 * Other query parameters are the game's extra choices (e.g. an `event` to play). */
export function startFromLink(app: AppShell, game: string, q: URLSearchParams): void {
  if (!isGame(game)) return void home(app);
  const entry = GAMES[game]!;
  const req = linkRequest(entry.setup, q, `link-${Date.now().toString(36)}`);
  if (!entry.module.checkOptions(entry.setup.options(req)).ok) {
    toast(t('net.badLink'), 'error', 6000);
    return void home(app);
  }
  start(app, game, req);
}

const hooks = {
  // Each autosave: a fresh board picture soon after (the board has drawn the move by then).
  onChange: () => thumbSoon(),
  onSaveError: (e: { code: string; reason: string }) =>
    toast(e.code === 'quota' ? t('store.full') : t('store.failed', { reason: e.reason }), 'error', 6000),
};

/** The app whose local game autosaves (for the board thumbnails). */
let shown: AppShell | null = null;

/** A board picture soon (after a move, or once a game's board is first drawn). */
function thumbSoon(): void {
  const a = shown;
  if (!(a?.session instanceof LocalSession)) return;
  const id = a.session.record.id;
  // Stored only if that game is still the one on screen when the picture is taken.
  scheduleThumb(a.root, id, (_, ...pic) => (a.session instanceof LocalSession && a.session.record.id === id ? putThumb(id, ...pic) : null));
}

/** The page is hidden (app switched, tab closed): the board as it is now. */
function thumbOnHide(): void {
  const a = shown;
  if (document.visibilityState === 'hidden' && a?.session instanceof LocalSession) captureThumbNow(a.root, a.session.record.id, putThumb);
}

function play(app: AppShell, s: LocalSession, again: () => void): void {
  if (!shown) {
    document.addEventListener('visibilitychange', thumbOnHide);
    // Another tab took this game over: its last moves are saved first, then this tab goes home.
    onGameTakenOver(async (id) => {
      const a = shown;
      if (!(a?.session instanceof LocalSession) || a.session.record.id !== id) return releaseGame();
      await a.session.flush();
      await home(a);
      toast(t('app.continuedElsewhere'), 'info', 6000);
    });
  }
  void claimGame(s.record.id); // a new game (a fresh id) or one resume() has claimed already
  shown = app;
  let redrawGame: (() => void) | null = null;
  // Back to this entry (from the settings or the rules): the same game screen again; after a
  // reload or from home, the game comes back from its save (main.ts routes by the URL).
  navScreen(`#/game/${encodeURIComponent(s.record.id)}`, () => (app.session === s && redrawGame ? redrawGame() : routeAgain(app)),
    (hash) => hash.startsWith('#/new/') || hash.startsWith('#/game/'));
  showGame(app, s, (redraw) => (redrawGame = redraw, {
    onHome: () => void home(app), onAgain: again, onExport: () => download(s.record),
    onSettings: () => settingsPage(app, redraw), onRules: rulesOver(s.module.id),
    onReplay: (at) => void replayFlow().then((m) => m.watchSaved(app, s.record, redraw, at)),
    howWon: () => replayFlow().then((m) => m.howWonOf(s.record)), onShareReplay: () => void replayFlow().then((m) => m.shareReplay(s.record)),
    onReplaySoFar: (from) => void replayFlow().then((m) => m.watchSaved(app, s.record, redraw, undefined, from)),
  }));
  thumbSoon();
}

export async function resume(app: AppShell, record: SaveRecord): Promise<void> {
  if (!(await claimGame(record.id))) return showTaken(app, record.id);
  await loadGameStrings(record.game).catch(() => {}); // offline and never cached: English keys, still playable
  const entry = isGame(record.game) ? GAMES[record.game]! : null;
  // Replaying a long game's moves can take a moment: say so (the spinner turns on the compositor).
  const s = entry && await withBusy(t('app.replaying'), async () => LocalSession.resume(entry.module, record, entry.roundOf, hooks));
  if (!s || !(s instanceof LocalSession)) {
    toast(t('store.corrupt', { reason: t('store.olderVersion') }), 'error', 6000);
    return;
  }
  // Rules changed since this game was saved: it goes on from its snapshot; said once, quietly.
  if (s.loadedVia === 'migrated') toast(t('store.migrated'), 'info', 6000);
  const { seats } = record;
  // Play again: the same module options as the saved game (its difficulty, its Event card…).
  const again = () => {
    const seed = `${record.id}+${Date.now().toString(36)}`;
    const s2 = LocalSession.start(entry.module, record.file.options, seed, seats, entry.roundOf, hooks);
    play(app, s2, again);
  };
  play(app, s, again);
  // Since you looked: others moved after this device's last decision (bots, or friends passing the
  // device round): offer to watch just those moves, from the position right after it.
  const since = sinceLastActed(record.file.log, seats);
  if (!record.over && since.moves > 0 && seats.some((x) => x.kind === 'human')) {
    const close = offerSinceLooked(since.moves, () => void replayFlow().then((m) => m.watchSaved(app, s.record, () => play(app, s, again), since.from)));
    window.addEventListener('hashchange', close, { once: true });
  }
}

/** Draws the screen the current URL names (set by main.ts): a history entry we hold no drawing for. */
let routeAgain: (app: AppShell) => void = (app) => void home(app);
export function setRouteAgain(route: (app: AppShell) => void): void { routeAgain = route; }

/** The game is played in another tab: say so, with "Continue here" (which reads the save afresh). */
function showTaken(app: AppShell, id: string): void {
  leaveOnline(app);
  app.session = null;
  const url = `#/game/${encodeURIComponent(id)}`;
  // The game from its save as it is now (the other tab saved its last moves before letting go).
  const open = async () => {
    const rec = await getSave(id);
    if (rec.ok) await resume(app, rec.value); else void home(app);
  };
  let screen: HTMLElement | null = null;
  const draw = () => show(app, screen = takenScreen({
    onHome: () => void home(app),
    onHere: () => void withBusy(t('app.replaying'), () => takeOverGame(id)).then(open),
  }), draw);
  navScreen(url, () => routeAgain(app), (hash) => hash.startsWith('#/game/'));
  draw();
  // The other tab closes or goes home: the game opens here by itself (if this screen still shows;
  // leaving it gives the wait up).
  void awaitGame(id).then((ok) => { if (!ok) return; if (screen?.isConnected) void open(); else releaseGame(); });
}

export function settingsPage(app: AppShell, back: () => void): void {
  navScreen('#/settings', () => settingsPage(app, back));
  // Its own chunk (the network servers' editor with it): not needed before the first screen.
  void import('../ui/settings-screen.ts').then(({ settingsScreen }) => {
    const draw = () => show(app, settingsScreen(app.settings, (patch) => {
      app.settings = { ...app.settings, ...patch };
      applySettings(app.settings);
      // The language's catalogs load first; the switch then redraws the screen (main.ts).
      if ('lang' in patch) void useLang(app.settings.lang ?? detectLang(navigator.languages)).catch(() => {});
      void saveSettings(app.settings);
    }, () => { back(); navBack(); }), draw, app.session?.module.id ?? GAME_ORDER[0]);
    draw();
  });
}
