// Joining an online room from this device: the join form (or watching), connecting to the host and
// retrying until it is there, the guest's lobby, and the game played as a guest or a spectator.
import { navUrl } from './nav.ts';
import { gameStringsReady, loadGameStrings, t } from '../i18n/index.ts';
import { idbGuestStorage, idbHostStore } from '../store/guest-storage.ts';
import { idbViewStore } from '../store/guest-views.ts';
import { confirmDialog, toast } from '../ui/overlays.ts';
import { lobbyScreen } from '../ui/lobby.ts';
import { joinScreen } from '../ui/join.ts';
import { roomClosedScreen } from '../ui/room-closed.ts';
import { seatMovedScreen } from '../ui/seat-moved.ts';
import { GuestClient } from '../net/guest.ts';
import { joinRoom } from '../net/peer-transport.ts';
import { isRoomId } from '../net/secret.ts';
import { rejoinOf, type Rejoin } from './rejoin-link.ts';
import { linkServerParam, type LinkServer } from '../net/servers.ts';
import { watchOwnViews } from './replay-flow.ts';
import { guestExtras } from './online-extras.ts';
import { moduleOf } from './games.ts';
import { GuestSession } from './guest-session.ts';
import { refusalText } from './guest-refusal.ts';
import { hasSameOriginBroker, transportOptions } from './session-net.ts';
import { checkHandedRecord, replayHash } from './pass-host.ts';
import { leaveOnline, rulesOver, show, showGame, sleep, type AppShell } from './app-shell.ts';

/** Kept in the address, so a reload still meets the host on the server its link named. */
const sigQuery = (server: LinkServer | null) => (server ? `?sig=${encodeURIComponent(linkServerParam(server))}` : '');

/**
 * `#/join/<room>`: the join form, or straight back in when this device already holds a seat there.
 * A seat's rejoin link (`link`, the address opened) gives this device that seat: its secret is
 * stored, as if this device had always held it, and the address keeps no secret.
 */
export async function joinPage(app: AppShell, room: string, error?: string, server: LinkServer | null = null, link?: string): Promise<void> {
  const rejoin = link ? rejoinOf(link) : undefined;
  leaveOnline(app);
  app.session = null;
  if (!isRoomId(room)) {
    toast(t('net.badLink'), 'error', 6000);
    return app.home();
  }
  navUrl(`#/join/${room}${sigQuery(server)}`);
  void hasSameOriginBroker(); // asked while the person types a name
  void loadGameStrings('online').catch(() => {}); // the chat's strings, meanwhile
  if (rejoin && !error) await keepRejoin(room, rejoin);
  const stored = error ? null : await idbGuestStorage.load(room);
  if (stored) return connectGuest(app, room, server, stored.name, stored.color, false);
  const draw = () => show(app, joinScreen({
    room, error,
    name: localStorage.getItem('meso.name') ?? t('new.defaultName'),
    color: Number(localStorage.getItem('meso.color') ?? 0) || 0,
    onJoin: (name, color) => {
      localStorage.setItem('meso.name', name);
      localStorage.setItem('meso.color', String(color));
      void connectGuest(app, room, server, name, color, false);
    },
    onWatch: () => void connectGuest(app, room, server, '', 0, true),
    onBack: () => void app.home(),
  }), draw); // no game yet: the host's welcome names it

  draw();
}

/** A rejoin link's seat and secret, stored for this room (the name and colour the host has win). */
async function keepRejoin(room: string, rejoin: Rejoin): Promise<void> {
  const name = localStorage.getItem('meso.name') ?? t('new.defaultName');
  const color = Number(localStorage.getItem('meso.color') ?? 0) || 0;
  await Promise.resolve(idbGuestStorage.save({ room, seat: rejoin.seat, secret: rejoin.key, name, color })).catch(() => {});
}

export async function watchPage(app: AppShell, room: string, server: LinkServer | null = null): Promise<void> {
  if (!isRoomId(room)) {
    toast(t('net.badLink'), 'error', 6000);
    return app.home();
  }
  return connectGuest(app, room, server, '', 0, true);
}

/**
 * Connects to the room's host. Nothing here is of a game until the host's welcome names it (the
 * lobby shows "looking for the host" meanwhile): the client finds the rules by that id, among our
 * own games only, and a game this app does not know is refused with its name.
 */
async function connectGuest(app: AppShell, room: string, server: LinkServer | null, name: string, color: number, spectator: boolean): Promise<void> {
  leaveOnline(app);
  navUrl(`#/${spectator ? 'watch' : 'join'}/${room}${sigQuery(server)}`);
  app.guestNet = 'connecting';
  const options = await transportOptions(app.settings, room, server);
  const endpoint = joinRoom(room, options);
  const client = new GuestClient({
    module: moduleOf, room, connect: endpoint.connect, name, color, spectator, storage: spectator ? undefined : idbGuestStorage,
  });
  const gs = new GuestSession(client, room, { spectator, endpoint });
  // A seated guest's views outlive a reload, so its replay still starts where the game did (this
  // room's only: an older room's go).
  if (!spectator) void idbViewStore.keepOnly(room).catch(() => {}).then(() => gs.keepViews(idbViewStore));
  app.online = gs;
  app.session = gs;
  client.on('status', (e) => {
    if (e.status === 'refused' && e.reason === 'room-closed' && app.online === gs) roomClosed(app, client.module?.id);
    // A bot took this seat over: keep knocking with the same secret until the host gives it back.
    if (e.status === 'refused' && e.reason === 'seat-bot' && app.online === gs && app.guestNet === 'joined') void connectGuest(app, room, server, name, color, spectator);
    // The host gave someone else this seat: say so, not only "no longer connected".
    if (e.status === 'refused' && e.reason === 'seat-reassigned' && app.online === gs && app.guestNet === 'joined') toast(t('net.seatTaken'), 'info', 10_000);
    // The seat moved to another device (its rejoin link): only that, not "waiting for the host".
    if (e.status === 'refused' && e.reason === 'seat-moved' && app.online === gs) seatMoved(app, gs);
  });
  passHost(app, gs, server);
  guestLobby(app, gs);
  let botToasted = false;
  for (let attempt = 0; ; attempt++) {
    const res = await client.join();
    if (app.online !== gs) return;
    if (res.ok) break;
    if (res.reason === 'room-closed') return roomClosed(app, client.module?.id);
    if (res.reason === 'seat-moved') return seatMoved(app, gs);
    if (res.reason === 'seat-bot' && !botToasted) { botToasted = true; toast(t('net.seatBot'), 'info', 8000); }
    if (['unreachable', 'timeout', 'closed', 'busy', 'seat-bot'].includes(res.reason)) {
      // The host is not there yet (or reloading): keep looking until the person leaves.
      app.guestNet = 'retrying';
      app.refreshGuest();
      await sleep(Math.min(4_000, 1_000 + attempt * 500));
      if (app.online !== gs) return;
      continue;
    }
    return joinPage(app, room, refusalText(res.reason, res.detail), server);
  }
  app.guestNet = 'joined';
  app.refreshGuest();
}

/**
 * Pass the host, on a guest's device: the host asks, the player answers (the dialog says what the
 * device would hold); the room received is checked and replayed to the host's state hash before it
 * is stored; when the host says the room moved here, this device hosts it; anywhere else, the
 * player is told who hosts now (the link reconnects by itself, as after a host reload).
 */
function passHost(app: AppShell, gs: GuestSession, server: LinkServer | null): void {
  const client = gs.client;
  const room = gs.room;
  let stored = false;
  void loadGameStrings('online').catch(() => {}); // what a hand-over says, before it comes
  client.on('host-offer', (o) => {
    void loadGameStrings('online').catch(() => {}).then(() => confirmDialog(t('net.offerTitle'), t('net.offerText', { name: o.from || t('net.theHost') }), t('net.offerYes'))).then((yes) => {
      if (app.online === gs) client.answerHost(o.id, yes);
    });
  });
  client.on('host-handover', (h) => {
    const own = client.ownSeat();
    const record = own ? checkHandedRecord(h.room, room, gs.module.id, own) : 'no seat';
    const hash = typeof record === 'string' ? null : replayHash(gs.module, record);
    if (typeof record === 'string' || hash !== h.hash) {
      toast(t('net.handoverBad'), 'error', 6000);
      return;
    }
    void idbHostStore.save(record).then(() => {
      stored = true;
      if (app.online === gs) client.hostReady(h.id, hash);
    }, () => toast(t('net.handoverBad'), 'error', 6000));
  });
  client.on('host-moved', (m) => {
    if (app.online !== gs) return;
    if (m.seat !== client.seat || !stored) return toast(t('net.hostNow', { name: m.name }), 'info', 6000);
    leaveOnline(app);
    void Promise.resolve(idbGuestStorage.clear(room)).catch(() => {});
    void app.takeOverHost(room, server);
  });
}

/**
 * The host closed the room: the guest is told so, in the lobby as in a game, and goes home from here
 * (`game`: the room's, when its welcome came before).
 */
function roomClosed(app: AppShell, game: string | undefined): void {
  leaveOnline(app);
  app.session = null;
  const draw = () => show(app, roomClosedScreen({ onHome: () => void app.home() }), draw, game);
  draw();
}

/**
 * The seat this device held was moved to another device (the host gave it a rejoin link). The
 * seat's record stays (opening the link again says the same), and so do the views this device saw:
 * they can be replayed from here.
 */
function seatMoved(app: AppShell, gs: GuestSession): void {
  if (app.online !== gs) return;
  const game = gs.client.module?.id;
  const seat = gs.client.seat;
  leaveOnline(app);
  app.session = null;
  const replay = game && seat !== null && gs.seenViews.length > 0
    ? () => void watchOwnViews(app, game, gs.seats, seat, gs.seenViews, gs.result(), draw)
    : undefined;
  const draw = () => show(app, seatMovedScreen({ onHome: () => void app.home(), onReplay: replay }), draw, game);
  // Its words are among online play's later strings: drawn once they are here (or their keys, offline).
  if (gameStringsReady('online')) return draw();
  const hash = location.hash;
  void loadGameStrings('online').catch(() => {}).then(() => { if (app.online === null && location.hash === hash) draw(); });
}

/**
 * A guest (or a spectator) waits here until the host starts; then the game screen takes over. Before
 * the host's welcome the lobby is of no game (no rules link); it is drawn again once the game is known.
 */
function guestLobby(app: AppShell, gs: GuestSession): void {
  const client = gs.client;
  const game = client.module?.id;
  const screen = lobbyScreen({
    role: gs.net.role === 'spectator' ? 'spectator' : 'guest', mySeat: () => client.seat,
    onLeave: () => void app.home(),
  });
  const update = () => {
    if (app.guestNet === 'joined' && client.started && client.view !== null) return playGuest(app, gs);
    if (game === undefined && client.module) {
      off();
      return guestLobby(app, gs);
    }
    screen.update({ seats: client.seats, net: app.guestNet });
  };
  show(app, screen.el, () => guestLobby(app, gs), game);
  const off = gs.subscribe(update);
  app.refreshGuest = update;
  app.unmount = () => { off(); app.refreshGuest = () => {}; };
  update();
}

let onlineStringsTried = false;

function playGuest(app: AppShell, gs: GuestSession): void {
  // The chat's and rematch's strings are a chunk of their own (not in the first download).
  if (!gameStringsReady('online') && !onlineStringsTried) {
    onlineStringsTried = true; // unreachable (offline, never cached): the keys show, the game goes on
    void loadGameStrings('online').catch(() => {}).then(() => { if (app.online === gs) playGuest(app, gs); });
    return;
  }
  const leave = async () => {
    if (gs.net.role === 'guest' && gs.result() === null && !(await confirmDialog(t('net.leaveGuestTitle'), t('net.leaveGuestText'), t('net.leave')))) return;
    void app.home();
  };
  const { accept, ...extras } = guestExtras(gs, () => { if (app.online === gs) playGuest(app, gs); },
    // Said no to another game: the answer leaves before the link closes.
    () => void sleep(200).then(() => { if (app.online === gs) void app.home(); }));
  showGame(app, gs, (redraw) => ({
    // Play again: yes to the host's offer of another game in this room (only the host offers one).
    onHome: () => void leave(), onAgain: gs.net.role === 'guest' ? accept : () => void app.home(), onSettings: () => app.settingsPage(redraw), onRules: rulesOver(gs.module.id),
    extras,
    // Its own view only: the views this device received (the host's replay is the full one).
    onReplay: () => void watchOwnViews(app, gs.module.id, gs.seats, gs.client.seat ?? 'spectator', gs.seenViews, gs.result(), redraw),
    onReplaySoFar: () => void watchOwnViews(app, gs.module.id, gs.seats, gs.client.seat ?? 'spectator', gs.seenViews, gs.result(), redraw),
  }));
}
