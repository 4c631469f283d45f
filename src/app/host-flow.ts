// Hosting an online room on this device: a new room or a stored one reopened, its registration with
// the signalling server, the lobby, and the game played here with guests and bots.
import { navUrl } from './nav.ts';
import { gameStringsReady, loadGameStrings, t } from '../i18n/index.ts';
import type { SaveRecord } from '../store/saves.ts';
import { idbHostStore } from '../store/guest-storage.ts';
import { confirmDialog, openDialog, toast } from '../ui/overlays.ts';
import type { NewGameRequest } from '../ui/new-game.ts';
import { lobbyScreen, sharePanel } from '../ui/lobby.ts';
import { newRoomId, randomHex } from '../net/secret.ts';
import { linkServerOf, linkServerParam, type LinkServer } from '../net/servers.ts';
import { GAMES } from './games.ts';
import { HostSession, type BotDecider } from './host-session.ts';
import { keepAwake, openRoom, transportOptions, type RoomNet } from './session-net.ts';
import { leaveOnline, rulesOver, show, showGame, sleep, type AppShell } from './app-shell.ts';
import { download } from './saves-io.ts';
import { howWonOf, shareReplay, watchSaved } from './replay-flow.ts';
import { hostExtras, offerRematch } from './online-extras.ts';

/** The signaling server each hosted room registered with, once known: its invite links name it. */
const roomServers = new Map<string, LinkServer>();
/** The room whose lobby is on screen (its links are drawn again once the server is known). */
let lobbyOf: HostSession | null = null;

const linkTo = (kind: 'join' | 'watch', room: string) => {
  const server = roomServers.get(room);
  const sig = server ? `?sig=${encodeURIComponent(linkServerParam(server))}` : '';
  return `${location.origin}${location.pathname}#/${kind}/${room}${sig}`;
};

/** Bot seats of a hosted room: the same worker as local games, at the chosen pace. */
const decideForHost = (app: AppShell): BotDecider => async (req) => {
  const begun = performance.now();
  const resp = await app.bots.decide({ game: req.game, level: req.level, seat: req.seat, view: req.view, seed: req.seed });
  const wait = app.settings.botPaceMs - (performance.now() - begun);
  if (wait > 0) await sleep(wait);
  return resp.ok ? resp.choice : undefined;
};

const hostHooks = { onSaveError: (reason: string) => toast(t('store.failed', { reason }), 'error', 6000) };

async function openHosted(app: AppShell, hs: HostSession): Promise<void> {
  const setStatus = (s: RoomNet) => {
    if (app.online !== hs) return;
    app.roomNet = s;
    for (const cb of [...app.roomNetListeners]) cb();
  };
  setStatus({ status: 'connecting' });
  const options = await transportOptions(app.settings, hs.id);
  if (!roomServers.has(hs.id)) {
    roomServers.set(hs.id, linkServerOf(options));
    if (lobbyOf === hs && app.online === hs) hostLobby(app, hs);
  }
  if (app.online === hs) await openRoom(hs, options, setStatus);
}

function beginHosting(app: AppShell, hs: HostSession): void {
  app.online = hs;
  app.session = hs;
  hs.roundOf = GAMES[hs.module.id]?.roundOf;
  app.roomNet = { status: 'connecting' };
  void loadGameStrings('online').catch(() => {}); // the chat's strings, fetched while the lobby fills
  if (hs.table) app.releaseWake = keepAwake((held) => { app.wakeHeld = held; });
  navUrl(`#/host/${hs.id}`);
  if (hs.started) playHosted(app, hs);
  else hostLobby(app, hs);
  void openHosted(app, hs);
}

export function hostOnline(app: AppShell, game: string, req: NewGameRequest, table: boolean): void {
  const entry = GAMES[game]!;
  leaveOnline(app);
  // Fair by construction: an online game's deal is never the host's choice. A typed seed (meant to
  // replay a setup on this device) is ignored; the seed is 128 fresh random bits, so nobody can
  // replay it elsewhere to read the others' hands or pick a deal that suits them.
  const hs = HostSession.create({
    module: entry.module, room: newRoomId(), options: entry.setup.options(req), seed: randomHex(), seats: req.seats, table,
    decide: decideForHost(app), store: idbHostStore, hooks: hostHooks,
  });
  beginHosting(app, hs);
}

/** A reloaded host (or one coming back from the home screen): the same room, state and seat secrets. */
export async function resumeHost(app: AppShell, room: string): Promise<void> {
  const record = await idbHostStore.load(room);
  const entry = record ? GAMES[record.game] : undefined;
  if (!record || !entry) {
    toast(t('net.noRoom'), 'error', 6000);
    return app.home();
  }
  leaveOnline(app);
  const hs = HostSession.restore(entry.module, record, decideForHost(app), idbHostStore, hostHooks);
  if (!(hs instanceof HostSession)) {
    toast(t('store.corrupt', { reason: hs.error.reason }), 'error', 6000);
    return app.home();
  }
  beginHosting(app, hs);
}

function hostLobby(app: AppShell, hs: HostSession): void {
  const screen = lobbyScreen({
    role: 'host', game: hs.module.id, joinLink: linkTo('join', hs.id), watchLink: linkTo('watch', hs.id), table: hs.table, levels: hs.levels,
    onStart: () => {
      hs.start();
      playHosted(app, hs);
    },
    onLeave: async () => {
      if (!(await confirmDialog(t('net.closeTitle'), t('net.closeText'), t('net.closeRoom')))) return;
      hs.close(true);
      void app.home();
    },
    onRetry: () => void openHosted(app, hs),
    onFree: (seat) => hs.freeSeat(seat, t('new.playerName', { n: seat + 1 })),
    grace: hs.graceMs, onGrace: (ms) => hs.setGrace(ms),
  });
  const update = () => screen.update({ seats: hs.lobby(), net: app.roomNet.status, error: app.roomNet.error });
  show(app, screen.el, () => hostLobby(app, hs), hs.module.id);
  update();
  const off = hs.onLobby(update);
  app.roomNetListeners.add(update);
  lobbyOf = hs;
  app.unmount = () => { off(); app.roomNetListeners.delete(update); lobbyOf = null; };
}

/** The hosted game as a save file (guests' seats become seats on this device). */
function hostedSave(hs: HostSession): SaveRecord {
  const entry = GAMES[hs.module.id]!;
  return {
    v: 1, id: `${hs.module.id}-online-${hs.id}${hs.matchNumber > 0 ? `-${hs.matchNumber}` : ''}`, game: hs.module.id, seats: hs.seats.map((s) => (s.kind === 'remote' ? { ...s, kind: 'human' } : s)),
    round: entry.roundOf(hs.room.state), over: hs.result() !== null, createdAt: hs.createdAt, updatedAt: Date.now(), file: hs.room.saveFile(),
  };
}

let onlineStringsTried = false;

function playHosted(app: AppShell, hs: HostSession): void {
  // The chat's and rematch's strings are a chunk of their own (not in the first download).
  if (!gameStringsReady('online') && !onlineStringsTried) {
    onlineStringsTried = true; // unreachable (offline, never cached): the keys show, the game goes on
    void loadGameStrings('online').catch(() => {}).then(() => { if (app.online === hs) playHosted(app, hs); });
    return;
  }
  const leave = async () => {
    if (hs.result() === null && !(await confirmDialog(t('net.leaveHostTitle'), t('net.leaveHostText'), t('net.leave')))) return;
    if (hs.result() !== null) hs.close(true); // a finished game is not listed to be reopened
    void app.home();
  };
  showGame(app, hs, (redraw) => ({
    // Play again: the same room, seats and options; every guest is asked on its end sheet.
    onHome: () => void leave(), onAgain: () => offerRematch(hs, () => playHosted(app, hs)), onExport: () => download(hostedSave(hs)),
    extras: hostExtras(hs),
    onSettings: () => app.settingsPage(redraw), onRules: rulesOver(hs.module.id),
    onInvite: () => void openDialog(t('net.invite'), sharePanel(hs.module.id, linkTo('join', hs.id), linkTo('watch', hs.id))),
    // The host holds the seed and the whole log: its replay is the full one, every seat, and a link.
    onReplay: (at) => void watchSaved(app, hostedSave(hs), redraw, at), howWon: () => howWonOf(hostedSave(hs)), onShareReplay: () => void shareReplay(hostedSave(hs)),
  }));
}
