// Composition root: the one place that wires storage, language, theme, PWA, bots and screens.
// Routes live in the URL hash (#/game/<save id>), so a reload comes back to the same game.
import '../ui/styles.css';
import { registerServiceWorker } from '../pwa/index.ts';
import { detectLang, onLangChange, setLang, t } from '../i18n/index.ts';
import { loadSettings, saveSettings, type Settings } from '../store/settings.ts';
import { requestPersistence } from '../store/db.ts';
import { deleteSave, exportSave, getSave, listSaves, parseImport, putSave, type SaveRecord } from '../store/saves.ts';
import { applySettings, applyTokens } from '../ui/theme.ts';
import { h } from '../ui/dom.ts';
import { confirmDialog, toast } from '../ui/overlays.ts';
import { homeScreen } from '../ui/home.ts';
import { newGameScreen, type NewGameRequest } from '../ui/new-game.ts';
import { settingsScreen } from '../ui/settings-screen.ts';
import { rulesScreen } from '../ui/rules.ts';
import { mountGameScreen } from '../ui/game-screen.ts';
import { GAMES, MODULES } from './games.ts';
import { LocalSession } from './session.ts';
import { workerBotClient } from './bot-client.ts';

const root = document.getElementById('app')!;
let settings: Settings;
let session: LocalSession | null = null;
let unmount: (() => void) | null = null;
let redraw: () => void = () => {};
const bots = workerBotClient();

function show(el: HTMLElement, again: () => void): void {
  unmount?.();
  unmount = null;
  redraw = again;
  root.replaceChildren(el);
  root.dataset.ready = '';
  (el.querySelector('h1') as HTMLElement | null)?.setAttribute('tabindex', '-1');
}

async function home(): Promise<void> {
  session = null;
  if (location.hash) history.replaceState(null, '', location.pathname);
  const saves = await listSaves();
  show(homeScreen({
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
    onRules: () => show(rulesScreen(() => void home()), () => void home()),
  }), () => void home());
}

function newGame(game: string): void {
  show(newGameScreen(game, t('new.defaultName'), (req) => start(game, req), () => void home()), () => newGame(game));
}

function start(game: string, req: NewGameRequest): void {
  const entry = GAMES[game]!;
  const options = req.players === 1 ? { players: 1, difficulty: req.difficulty } : { players: req.players };
  const s = LocalSession.start(entry.module, options, req.seed, req.seats, entry.roundOf, hooks);
  play(s, () => start(game, { ...req, seed: `${req.seed}+` }));
}

/** `#/new/zapotec?players=1&difficulty=hard&seed=abc`: a game with default seats, straight away. */
function startFromLink(game: string, q: URLSearchParams): void {
  const entry = GAMES[game]!;
  const players = Math.min(entry.players.max, Math.max(entry.players.min, Number(q.get('players') ?? 1) || 1));
  const difficulty = (['easy', 'normal', 'hard'] as const).find((d) => d === q.get('difficulty')) ?? 'normal';
  const seats: NewGameRequest['seats'] = players === 1
    ? [{ name: t('new.defaultName'), kind: 'human', color: 0 }, { name: t('z.cocijobot'), kind: 'automa', color: 4 }]
    : Array.from({ length: players }, (_, i) => i === 0
      ? { name: t('new.defaultName'), kind: 'human' as const, color: 0 }
      : { name: t('new.botName', { n: i }), kind: 'ai' as const, level: difficulty, color: i });
  start(game, { players, difficulty, seats, seed: q.get('seed') || `link-${Date.now().toString(36)}` });
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
      onSettings: () => settingsPage(mountIt),
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
  play(s, () => start(record.game, { players: seats.filter((x) => x.kind !== 'automa').length, difficulty: 'normal', seats, seed: `${record.id}+` }));
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
  }, back), draw);
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
  const direct = /^#\/new\/(\w+)\?(.*)$/.exec(location.hash);
  if (direct && GAMES[direct[1]!]) return startFromLink(direct[1]!, new URLSearchParams(direct[2]));
  await home();
}

// Test and debugging hook: the state hash of the game on screen (never used by the app itself).
(window as unknown as { __meso: unknown }).__meso = { hash: () => session?.hash() ?? null, version: () => session?.version ?? -1, flush: () => session?.flush() };

void boot();

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
