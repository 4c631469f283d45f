// Hosting an online room on this device: a new room or a stored one reopened, its registration with
// the signalling server, the lobby, and the game played here with guests and bots.
import { navUrl } from './nav.ts';
import { gameStringsReady, loadGameStrings, t } from '../i18n/index.ts';
import type { SaveRecord } from '../store/saves.ts';
import { idbGuestStorage, idbHostStore } from '../store/guest-storage.ts';
import { confirmDialog, openDialog, toast } from '../ui/overlays.ts';
import type { NewGameRequest } from '../ui/new-game.ts';
import { lobbyScreen, sharePanel } from '../ui/lobby.ts';
import { h } from '../ui/dom.ts';
import { newRoomId } from '../net/secret.ts';
import { MOVE_HOLD_MS } from '../net/guest-inbox.ts';
import { linkServerOf, linkServerParam, type LinkServer } from '../net/servers.ts';
import { GAMES } from './games.ts';
import { isGame } from './routes.ts';
import { HostSession, type BotDecider } from './host-session.ts';
import type { HostPage } from './host-bot-answer.ts';
import { handedRecord, onHandover } from './host-handover.ts';
import { matchNumber } from './host-rematch.ts';
import { rejoinDialog, rejoinSeat, rejoinable } from './host-rejoin.ts';
import { withRejoin } from './rejoin-link.ts';
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

/** A seat's rejoin link: the join link with the seat and its new secret (rejoin-link.ts). */
const rejoinLink = (room: string) => (seat: number, key: string) => withRejoin(linkTo('join', room), seat, key);

/**
 * Bot seats of a hosted room when no screen paces them (none shows the game, or the host's page is
 * hidden): the same worker as local games, each move at least the chosen pace after the last.
 */
const decideForHost = (app: AppShell): BotDecider => async (req) => {
  const begun = performance.now();
  const resp = await app.bots.decide({ game: req.game, level: req.level, seat: req.seat, view: req.view, seed: req.seed });
  const wait = app.settings.botPaceMs - (performance.now() - begun);
  if (wait > 0) await sleep(wait);
  return resp.ok ? resp.choice : undefined;
};

/** The host's page: out of sight, its room's bots stop waiting for its screen (host-session.ts). */
const hostPage: HostPage = {
  visible: () => document.visibilityState === 'visible',
  onHidden: (cb) => {
    const seen = () => { if (document.visibilityState === 'hidden') cb(); };
    document.addEventListener('visibilitychange', seen);
    return () => document.removeEventListener('visibilitychange', seen);
  },
};

const hostHooks = { onSaveError: (reason: string) => toast(t('store.failed', { reason }), 'error', 6000), page: hostPage };

async function openHosted(app: AppShell, hs: HostSession, linked: LinkServer | null = null): Promise<void> {
  const setStatus = (s: RoomNet) => {
    if (app.online !== hs) return;
    app.roomNet = s;
    for (const cb of [...app.roomNetListeners]) cb();
  };
  setStatus({ status: 'connecting' });
  // A reloaded host registers where it did before (its guests' links name that server), rather
  // than choosing again: a same-origin check that timed out on a busy device would pick another.
  const options = await transportOptions(app.settings, hs.id, linked ?? hs.server);
  const server = linkServerOf(options);
  hs.keepServer(server);
  if (!roomServers.has(hs.id)) {
    roomServers.set(hs.id, server);
    if (lobbyOf === hs && app.online === hs) hostLobby(app, hs);
  }
  if (app.online === hs) await openRoom(hs, options, setStatus);
}

function beginHosting(app: AppShell, hs: HostSession, linked: LinkServer | null = null): void {
  app.online = hs;
  app.session = hs;
  hs.roundOf = GAMES[hs.module.id]?.roundOf;
  app.roomNet = { status: 'connecting' };
  void loadGameStrings('online').catch(() => {}); // the hand-over's and the chat's strings, while the lobby fills
  if (hs.table) app.releaseWake = keepAwake((held) => { app.wakeHeld = held; });
  navUrl(`#/host/${hs.id}`);
  if (hs.started) playHosted(app, hs);
  else hostLobby(app, hs);
  void openHosted(app, hs, linked);
}

export function hostOnline(app: AppShell, game: string, req: NewGameRequest, table: boolean): void {
  const entry = GAMES[game]!;
  leaveOnline(app);
  // Fair by construction: an online game's deal is nobody's choice. The form offers no seed for it;
  // the seed is drawn jointly at the start (net/host-draw.ts), from a share of every device.
  const hs = HostSession.create({
    module: entry.module, room: newRoomId(), options: entry.setup.options(req), seats: req.seats, table,
    decide: decideForHost(app), store: idbHostStore, hooks: hostHooks,
  });
  beginHosting(app, hs);
}

/** A reloaded host (or one coming back from the home screen): the same room, state and seat secrets. */
export async function resumeHost(app: AppShell, room: string): Promise<void> {
  const record = await idbHostStore.load(room);
  const entry = record && isGame(record.game) ? GAMES[record.game] : undefined;
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

/**
 * Pass the host, on the new host's device: the room it received and stored (pass-host.ts checked
 * it), opened on the signalling server its invite link named, once the old host let the id go
 * (openRoom tries again while the id is still taken). The other guests reconnect by themselves.
 */
export async function takeOverHost(app: AppShell, room: string, linked: LinkServer | null): Promise<void> {
  const record = await idbHostStore.load(room);
  const entry = record && isGame(record.game) ? GAMES[record.game] : undefined;
  const hs = record && entry ? HostSession.restore(entry.module, record, decideForHost(app), idbHostStore, hostHooks) : null;
  if (!(hs instanceof HostSession)) {
    toast(t('net.handoverBad'), 'error', 6000);
    return app.home();
  }
  leaveOnline(app);
  beginHosting(app, hs, linked);
  toast(t('net.youHost'), 'info', 6000);
}

/** How long the chosen player has to answer (and their device to store the room) before the host keeps it. */
const HANDOVER_WAIT_MS = 60_000;

/**
 * Pass the host, on the host's device: pick a connected guest; once that player accepted, the room
 * goes to their device alone; once it is stored there, every guest is told, this room closes
 * without a word of closing (guests reconnect to the new host as after a reload), and this device
 * joins as the guest of its own former seat, with the secret it kept.
 */
function handOver(app: AppShell, hs: HostSession): void {
  const guests = hs.lobby().filter((s) => s.kind === 'remote' && s.status === 'connected');
  const me = hs.lobby().find((s) => s.kind === 'local')?.name ?? '';
  const pick = (seat: number, name: string) => {
    close();
    const offered = hs.room.offerHost(seat, me);
    if (!offered.ok) return toast(t('net.handoverLost'), 'error', 6000);
    toast(t('net.handoverWait', { name }), 'info', 6000);
    let former: ReturnType<typeof handedRecord>['former'] = null;
    const timer = setTimeout(() => {
      if (hs.room.handoverSeat() !== seat) return;
      hs.room.cancelHandover();
      toast(t('net.handoverLost'), 'error', 6000);
    }, HANDOVER_WAIT_MS);
    const off = onHandover(hs, (e) => {
      if (e.seat !== seat) return;
      if (e.stage === 'declined') {
        clearTimeout(timer);
        off();
        toast(t('net.handoverNo', { name }), 'info', 6000);
      } else if (e.stage === 'accepted') {
        const built = handedRecord(hs, seat);
        former = built.former;
        hs.room.sendHandover(built.record);
      } else if (e.stage === 'ready' && app.online === hs) {
        clearTimeout(timer);
        off();
        void leaveForGuestSeat(app, hs, former, name);
      }
    });
  };
  const close = openDialog(t('net.handover'), h('div', { class: 'list' },
    h('p', {}, t(guests.length > 0 ? 'net.handoverText' : 'net.handoverNone')),
    guests.map((s) => h('button', { class: 'btn', 'data-testid': `handover-${s.seat}`, onclick: () => pick(s.seat, s.name) }, s.name))));
}

async function leaveForGuestSeat(app: AppShell, hs: HostSession, former: ReturnType<typeof handedRecord>['former'], name: string): Promise<void> {
  const server = roomServers.get(hs.id) ?? null;
  hs.room.announceMove();
  // Forget the hosted room (this device no longer holds it), and no 'room closed': the room goes on.
  hs.close(true, false);
  leaveOnline(app);
  toast(t('net.hostNow', { name }), 'info', 6000);
  if (!former) return app.home();
  await idbGuestStorage.save({ room: hs.id, seat: former.seat, secret: former.secret, name: former.name, color: former.color, ...(former.pick ? { pick: former.pick } : {}) });
  // This room's own peer lingers a moment (the last messages leave): knock once it is gone, as the
  // other guests do (MOVE_HOLD_MS), so the offer waits at the signalling server for the new host.
  await sleep(MOVE_HOLD_MS);
  if (app.online !== null || app.session !== hs) return; // the person went elsewhere meanwhile (the seat is kept)
  return app.joinAsGuest(hs.id, server);
}

function hostLobby(app: AppShell, hs: HostSession): void {
  let starting = false;
  const screen = lobbyScreen({
    role: 'host', game: hs.module.id, joinLink: linkTo('join', hs.id), watchLink: linkTo('watch', hs.id), table: hs.table, levels: hs.levels,
    // The guests reveal their shares of the seed first: the game shows once it is dealt.
    onStart: () => {
      if (starting) return;
      starting = true;
      void hs.start().then(() => { if (app.online === hs && hs.started) playHosted(app, hs); });
    },
    onLeave: async () => {
      if (!(await confirmDialog(t('net.closeTitle'), t('net.closeText'), t('net.closeRoom')))) return;
      hs.close(true);
      void app.home();
    },
    onRetry: () => void openHosted(app, hs),
    onFree: (seat) => hs.freeSeat(seat, t('new.playerName', { n: seat + 1 })),
    onRejoin: (seat) => void rejoinSeat(hs, seat, rejoinLink(hs.id)), rejoinable: rejoinable(hs),
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
    v: 1, id: `${hs.module.id}-online-${hs.id}${matchNumber(hs) > 0 ? `-${matchNumber(hs)}` : ''}`, game: hs.module.id, seats: hs.seats.map((s) => (s.kind === 'remote' ? { ...s, kind: 'human' } : s)),
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
    // Table mode: the tablet is a shared screen and its file would hold every phone's hand; once the
    // game is over every hand is public and the file may go.
    exportable: () => !hs.table || hs.result() !== null,
    extras: hostExtras(hs),
    onSettings: () => app.settingsPage(redraw), onRules: rulesOver(hs.module.id),
    onInvite: () => void openDialog(t('net.invite'), sharePanel(hs.module.id, linkTo('join', hs.id), linkTo('watch', hs.id))),
    onHandover: () => handOver(app, hs),
    onRejoin: () => rejoinDialog(hs, rejoinLink(hs.id)),
    // The host holds the seed and the whole log: its replay is the full one, every seat, and a link.
    onReplay: (at) => void watchSaved(app, hostedSave(hs), redraw, at), howWon: () => howWonOf(hostedSave(hs)), onShareReplay: () => void shareReplay(hostedSave(hs)),
    onReplaySoFar: (from) => void watchSaved(app, hostedSave(hs), redraw, undefined, from),
  }));
}
