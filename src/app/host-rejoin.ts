// A seat follows its player, on the host's device: pick a seat (a person's, connected or not, or a
// bot's that a person held), confirm, and its rejoin link shows with its QR code. The new secret
// is made on confirming, and the old one is revoked then (net/host-rejoin.ts). Only the hosting
// flow (a lazy chunk) imports this.
import { t } from '../i18n/index.ts';
import { confirmDialog, openDialog, toast } from '../ui/overlays.ts';
import { rejoinPanel } from '../ui/rejoin-panel.ts';
import { h } from '../ui/dom.ts';
import type { HostSession } from './host-session.ts';

/** The seats that can be given a rejoin link now. */
export const rejoinable = (hs: HostSession) => (seat: number) => hs.room.canRejoin(seat);

/** Gives `seat` a new link (after the host confirms) and shows it. */
export async function rejoinSeat(hs: HostSession, seat: number, linkFor: (seat: number, key: string) => string): Promise<void> {
  const s = hs.lobby()[seat];
  if (!s || !hs.room.canRejoin(seat)) return;
  if (!(await confirmDialog(t('net.rejoinTitle', { name: s.name }), t('net.rejoinText'), t('net.rejoinGo')))) return;
  const key = hs.rejoinSeat(seat);
  if (!key) return toast(t('net.rejoinNone'), 'error', 6000);
  openDialog(t('net.rejoinFor', { name: s.name }), rejoinPanel(linkFor(seat, key), s.kind === 'ai'));
}

/** The game menu's "Rejoin link": which seat, then as rejoinSeat. */
export function rejoinDialog(hs: HostSession, linkFor: (seat: number, key: string) => string): void {
  const seats = hs.lobby().filter((s) => hs.room.canRejoin(s.seat));
  const close = openDialog(t('net.rejoin'), h('div', { class: 'list' },
    h('p', {}, t(seats.length > 0 ? 'net.rejoinPick' : 'net.rejoinNone')),
    seats.map((s) => h('button', { class: 'btn', 'data-testid': `rejoin-${s.seat}`, onclick: () => { close(); void rejoinSeat(hs, s.seat, linkFor); } },
      s.kind === 'ai' ? t('net.rejoinBot', { name: s.name }) : s.name))));
}
