// Play on this device: the home screen, a new game (or one from a #/new link), resuming a save,
// the rules reference and the settings.
import { detectLang, loadAllGameStrings, loadGameStrings, t, useLang } from '../i18n/index.ts';
import { saveSettings } from '../store/settings.ts';
import { deleteSave, listSaves, type SaveRecord } from '../store/saves.ts';
import { idbHostStore, listHostedRooms } from '../store/guest-storage.ts';
import { applySettings } from '../ui/theme.ts';
import { confirmDialog, toast } from '../ui/overlays.ts';
import { homeScreen } from '../ui/home.ts';
import { newGameScreen, type NewGameRequest } from '../ui/new-game.ts';
import { settingsScreen } from '../ui/settings-screen.ts';
import { rulesScreen } from '../ui/rules.ts';
import { GAME_ORDER, GAMES, MODULES } from './games.ts';
import { homeSaves } from './home-model.ts';
import { isGame, linkRequest } from './routes.ts';
import { LocalSession } from './session.ts';
import { leaveOnline, rulesBooks, rulesOver, show, showGame, type AppShell } from './app-shell.ts';
import { download, importFile } from './saves-io.ts';
import { shareReplay, watchSaved } from './replay-flow.ts';

export async function home(app: AppShell): Promise<void> {
  leaveOnline(app);
  app.session = null;
  if (location.hash) history.replaceState(null, '', location.pathname);
  const [saves, hostedRooms] = await Promise.all([listSaves(), listHostedRooms()]);
  show(app, homeScreen({
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
      if (!res.ok) toast(t('store.failed', { reason: res.error.reason }), 'error');
      void home(app);
    },
    onExport: (r) => download(r),
    onImport: (f) => void importFile(app, f),
    onSettings: () => settingsPage(app, () => void home(app)),
    onRules: () => showRules(app, GAME_ORDER[0], () => void home(app)),
    games: GAME_ORDER.map((id) => ({ id, ready: isGame(id) })),
  }), () => void home(app));
}

/** The rules reference, opened on `game`'s tab. */
function showRules(app: AppShell, game: string, back: () => void): void {
  void loadAllGameStrings().catch(() => {}).then(() => show(app, rulesScreen(rulesBooks(), game, back), () => showRules(app, game, back)));
}

export function newGame(app: AppShell, game: string): void {
  leaveOnline(app);
  show(app, newGameScreen(game, GAMES[game]!.setup, t('new.defaultName'), (req) => start(app, game, req), () => void home(app)), () => newGame(app, game), game);
}

function start(app: AppShell, game: string, req: NewGameRequest): void {
  if (req.online) return void app.hostOnline(game, req, req.online.table);
  const entry = GAMES[game]!;
  const options = entry.setup.options(req);
  const s = LocalSession.start(entry.module, options, req.seed, req.seats, entry.roundOf, hooks);
  play(app, s, () => start(app, game, { ...req, seed: `${req.seed}+` }));
}

/** `#/new/zapotec?players=1&difficulty=hard&seed=abc`: a game with default seats, straight away.
 * Other query parameters are the game's extra choices (e.g. Copan's `event`). */
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
  onSaveError: (e: { code: string; reason: string }) =>
    toast(e.code === 'quota' ? t('store.full') : t('store.failed', { reason: e.reason }), 'error', 6000),
};

function play(app: AppShell, s: LocalSession, again: () => void): void {
  history.replaceState(null, '', `#/game/${encodeURIComponent(s.record.id)}`);
  showGame(app, s, (redraw) => ({
    onHome: () => void home(app), onAgain: again, onExport: () => download(s.record),
    onSettings: () => settingsPage(app, redraw), onRules: rulesOver(s.module.id),
    onReplay: () => void watchSaved(app, s.record, redraw), onShareReplay: () => void shareReplay(s.record),
  }));
}

export async function resume(app: AppShell, record: SaveRecord): Promise<void> {
  await loadGameStrings(record.game).catch(() => {}); // offline and never cached: English keys, still playable
  const entry = isGame(record.game) ? GAMES[record.game]! : null;
  const s = entry && LocalSession.resume(entry.module, record, entry.roundOf, hooks);
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
}

export function settingsPage(app: AppShell, back: () => void): void {
  const draw = () => show(app, settingsScreen(app.settings, (patch) => {
    app.settings = { ...app.settings, ...patch };
    applySettings(app.settings);
    // The language's catalogs load first; the switch then redraws the screen (main.ts).
    if ('lang' in patch) void useLang(app.settings.lang ?? detectLang(navigator.languages)).catch(() => {});
    void saveSettings(app.settings);
  }, back), draw, app.session?.module.id ?? GAME_ORDER[0]);
  draw();
}
