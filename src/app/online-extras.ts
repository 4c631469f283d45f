// What an online game adds to the game screen, for the host and for guests: the room's chat (one
// ChatRoom and one widget per session, so a redraw or a new game in the room keeps the lines),
// and "Play again" in the same room (the host's panel; a guest's note on its end sheet). Only the
// lazy host and guest flows import this.
import { t } from '../i18n/index.ts';
import { openDialog, toast } from '../ui/overlays.ts';
import { chatWidget, type ChatWidget } from '../ui/chat.ts';
import { rematchNote, rematchPanel, type GuestRematch, type RematchRow } from '../ui/rematch.ts';
import type { SaveFile } from '../engine/match.ts';
import { putSave, type SaveRecord } from '../store/saves.ts';
import { ChatRoom } from './chat-room.ts';
import { GAMES } from './games.ts';
import type { HostSession } from './host-session.ts';
import { chat, onChat } from './host-chat.ts';
import { cancelRematch, matchNumber, offerRematch as offerAnother, onRematch, rematch, startRematch } from './host-rematch.ts';
import type { GuestSession } from './guest-session.ts';
import type { GameCallbacks } from './app-shell.ts';

type Extras = NonNullable<GameCallbacks['extras']>;
const widgets = new WeakMap<object, ChatWidget>();

function widgetOf(session: object, make: () => ChatWidget): ChatWidget {
  let w = widgets.get(session);
  if (!w) { w = make(); widgets.set(session, w); }
  return w;
}

/** The host's chat: its own player speaks through the room; a table-mode tablet only reads. */
export function hostExtras(hs: HostSession): Extras {
  const w = widgetOf(hs, () => {
    const room = new ChatRoom(hs.id, (body) => chat(hs, body), () => hs.localSeats()[0] ?? null);
    onChat(hs, (line) => room.add(line));
    return chatWidget(room, () => hs.lobby().map((s) => ({ seat: s.seat, name: s.name })));
  });
  return { topbar: w.topbar, overlay: w.overlay };
}

/** A finished game of the room stays among the saved games (replayable) once another begins. */
function keepFinished(hs: HostSession, file: SaveFile<unknown>): void {
  const entry = GAMES[hs.module.id]!;
  const n = matchNumber(hs);
  const record: SaveRecord = {
    v: 1, id: `${hs.module.id}-online-${hs.id}${n > 0 ? `-${n}` : ''}`, game: hs.module.id,
    seats: hs.seats.map((s) => (s.kind === 'remote' ? { ...s, kind: 'human' } : s)),
    round: entry.roundOf(file.snapshot), over: true, createdAt: hs.createdAt, updatedAt: Date.now(), file: file as SaveRecord['file'],
  };
  void putSave(record).then((res) => { if (!res.ok) toast(t('store.failed', { reason: res.error.reason }), 'error', 6000); });
}

function rows(hs: HostSession): RematchRow[] {
  const offer = rematch(hs);
  return hs.lobby().map((s) => ({
    seat: s.seat, name: s.name,
    answer: s.kind !== 'remote' ? 'here'
      : offer?.accepted.includes(s.seat) ? 'accepted'
      : offer?.declined.includes(s.seat) ? 'declined'
      : s.status === 'connected' || s.status === 'stalled' ? 'waiting' : 'gone',
  }));
}

/**
 * The host's "Play again": the offer goes to every guest, and a panel shows their answers until
 * the host starts (with those here, or bots for the missing) or withdraws it. `began` shows the
 * new game's screen.
 */
export function offerRematch(hs: HostSession, began: () => void): void {
  if (!offerAnother(hs)) return;
  let close = () => {};
  const panel = rematchPanel({
    onStart: (bots) => {
      if (!startRematch(hs, bots, (file) => keepFinished(hs, file))) return;
      close();
      toast(t('rematch.began'));
      // The new game is saved, then sent to the guests, then drawn here: drawing a board is the
      // heavy part, and the guests should not wait for it.
      void hs.flush().then(() => setTimeout(began, 0));
    },
    onCancel: () => { cancelRematch(hs); close(); },
  });
  const update = () => panel.update(rows(hs));
  const offs = [onRematch(hs, update), hs.onLobby(update)];
  close = openDialog(t('rematch.title'), panel.el, () => offs.forEach((off) => off()));
  update();
}

interface GuestParts { widget: ChatWidget; note: { el: HTMLElement; update(state: GuestRematch): void }; accept(): void }
const guestParts = new WeakMap<GuestSession, GuestParts>();

/**
 * A guest's chat and rematch note, made once per session. onNewGame: a rematch began (the flow
 * shows its screen); onLeave: the guest said no and goes.
 */
export function guestExtras(gs: GuestSession, onNewGame: () => void, onLeave: () => void): Extras & { accept(): void } {
  let parts = guestParts.get(gs);
  if (!parts) {
    const client = gs.client;
    const room = new ChatRoom(gs.id, (body) => client.chat(body), () => (gs.net.role === 'guest' ? client.seat : null));
    client.on('chat', (line) => room.add(line));
    client.on('rejected', (r) => { if (r.reason === 'chat-rate') toast(t('chat.tooFast'), 'error'); });
    // The joint seed did not check out (net/guest-draw.ts): said once, the game goes on.
    const seedBad = () => toast(t('net.seedBad'), 'error', 10_000);
    if (client.seedCheck?.ok === false) seedBad(); // found in the lobby, before this screen
    client.on('seed', (check) => { if (!check.ok) seedBad(); });
    let said = -1;
    const sync = () => note.update(client.rematch ? (said === client.rematch.match ? 'accepted' : 'offered') : 'none');
    const accept = () => {
      if (!client.rematch) return toast(t('rematch.noOffer'));
      if (client.replyRematch(true)) said = client.rematch.match;
      sync();
    };
    const note = rematchNote({ onAccept: accept, onLeave: () => { client.replyRematch(false); onLeave(); } });
    client.on('rematch', sync);
    client.on('new-match', () => { gs.newMatch(); toast(t('rematch.began')); onNewGame(); });
    const widget = chatWidget(room, () => client.seats.map((s) => ({ seat: s.seat, name: s.name })));
    parts = { widget, note, accept };
    guestParts.set(gs, parts);
    sync();
  }
  // Spectators read the chat and see the new game; they have no seat to answer the offer with.
  return { topbar: parts.widget.topbar, overlay: parts.widget.overlay, ...(gs.net.role === 'guest' ? { endNote: parts.note.el } : {}), accept: parts.accept };
}
