// The lobby of an online game. The host sees the link to share (Copy, Share), its QR code, the
// link for spectators, every seat with its status, and Start, disabled with a reason until every
// online seat has its player. A guest (or a spectator) sees the seats and waits for the start.
import { t, tk } from '../i18n/index.ts';
import type { SeatPublic } from '../net/protocol-host.ts';
import type { BotLevel } from '../store/guest-storage.ts';
import { h } from './dom.ts';
import { toast } from './overlays.ts';
import { glyphOf } from './seat-badge.ts';

export type LobbyNet = 'connecting' | 'open' | 'retrying' | 'error' | 'joined';

export interface LobbyState {
  seats: SeatPublic[];
  net: LobbyNet;
  /** Shown with 'error' (and the Retry button when onRetry is given). */
  error?: string;
}

export interface LobbyOptions {
  role: 'host' | 'guest' | 'spectator';
  /** The host's game (a guest's lobby names none: the title says the guest joined). */
  game?: string;
  /** Host: the links to share. */
  joinLink?: string;
  watchLink?: string;
  table?: boolean;
  levels?: (BotLevel | null)[];
  /** Guest: its own seat (null for spectators, and until the host has answered). */
  mySeat?: () => number | null;
  onStart?(): void;
  /** Host, before the start: gives a gone guest's seat back to the link. */
  onFree?(seat: number): void;
  /** Host: a seat's rejoin link (for the seats `rejoinable` says a person holds or held). */
  onRejoin?(seat: number): void;
  rejoinable?(seat: number): boolean;
  onLeave(): void;
  onRetry?(): void;
  /** Host: the grace period (ms, 0: no limit) before a silent seat can be handed to a bot. */
  grace?: number;
  onGrace?(ms: number): void;
}

/** The grace periods a host can choose: 15 s to 2 min, or no limit. */
const GRACES = [15_000, 30_000, 60_000, 120_000, 0];

function graceField(o: LobbyOptions): HTMLElement {
  const select = h('select', { id: 'grace', onchange: () => o.onGrace?.(Number(select.value)) },
    ...GRACES.map((ms) => h('option', { value: String(ms), selected: ms === o.grace }, ms === 0 ? t('net.graceNone') : t('net.graceSeconds', { n: ms / 1000 }))));
  return h('div', { class: 'field' }, h('label', { for: 'grace' }, t('net.grace')), select);
}

export async function copy(text: string, input?: HTMLInputElement): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    input?.select();
    document.execCommand?.('copy');
  }
  toast(t('net.copied'));
}

/** The share link (read-only field, Copy, Share), the QR code and the spectators' link. */
export function sharePanel(game: string, joinLink: string, watchLink?: string): HTMLElement {
  const field = h('input', { id: 'share-link', class: 'share-link', type: 'text', readonly: true, value: joinLink, 'aria-describedby': 'share-help', spellcheck: 'false' });
  field.addEventListener('focus', () => field.select());
  const share = typeof navigator.share === 'function'
    ? h('button', { class: 'btn', 'data-testid': 'share', onclick: () => {
      navigator.share({ title: t('net.shareTitle', { game: tk(`game.${game}`) }), url: joinLink }).catch(() => {});
    } }, t('net.share'))
    : null;
  const watch = watchLink
    ? h('details', { class: 'watch-link' }, h('summary', {}, t('net.watchLabel')),
      h('div', { class: 'row' }, h('code', { class: 'grow', 'data-testid': 'watch-link' }, watchLink),
        h('button', { class: 'btn', onclick: () => void copy(watchLink) }, t('net.copy'))))
    : null;
  return h('section', { class: 'share', 'aria-label': t('net.linkLabel') },
    h('div', { class: 'share-text' },
      h('label', { for: 'share-link' }, t('net.linkLabel')),
      field,
      h('div', { class: 'row' },
        h('button', { class: 'btn primary', 'data-testid': 'copy-link', onclick: () => void copy(joinLink, field) }, t('net.copy')), share),
      h('p', { class: 'muted', id: 'share-help' }, t('net.scan')),
      watch),
    qrFigure(joinLink));
}

/** The QR code of the link (none for a link too long to encode: the link itself still works). The
 * encoder is a chunk of its own, fetched when a lobby first shows a code, not in the first download. */
export function qrFigure(link: string): HTMLElement {
  const figure = h('figure', { class: 'qr-box' });
  void import('./qr.ts').then(({ qrSvg }) => figure.append(qrSvg(link, 232, t('net.qrLabel')))).catch(() => figure.remove());
  return figure;
}

function statusText(s: SeatPublic, levels: (BotLevel | null)[] | undefined, host: boolean): string {
  if (s.kind === 'ai') return levels ? t('net.status.ai', { level: t(`level.${levels[s.seat] ?? 'normal'}`) }) : t('net.status.bot');
  if (s.status === 'local' && !host) return t('net.status.hosting'); // the host's own seat, seen from a guest
  return t(`net.status.${s.status}`);
}

export function lobbyScreen(o: LobbyOptions): { el: HTMLElement; update(state: LobbyState): void } {
  const host = o.role === 'host';
  const line = h('p', { class: 'net-line', role: 'status' });
  const retry = h('button', { class: 'btn', hidden: true, onclick: () => o.onRetry?.() }, t('net.retry'));
  const seatList = h('ul', { class: 'list seats', 'aria-label': t('net.players') });
  const reason = h('p', { class: 'muted start-reason', id: 'start-reason' });
  const start = h('button', { class: 'btn primary', 'data-testid': 'start-online', disabled: true, 'aria-describedby': 'start-reason', onclick: () => o.onStart?.() }, t('net.start'));
  const title = host ? t('net.title', { game: tk(`game.${o.game}`) }) : o.role === 'spectator' ? t('net.watchTitle') : t('net.joinedTitle');

  const el = h('main', { class: 'screen lobby' },
    h('div', { class: 'row' }, h('button', { class: 'btn quiet', 'data-testid': 'leave', onclick: () => o.onLeave() }, `← ${host ? t('net.closeRoom') : t('net.leave')}`)),
    h('h1', {}, title),
    h('div', { class: 'row net-row' }, line, retry),
    o.table ? h('p', { class: 'note' }, t('net.tableOn')) : null,
    host && o.joinLink && o.game ? sharePanel(o.game, o.joinLink, o.watchLink) : null,
    h('h2', {}, t('net.players')),
    seatList,
    host && o.onGrace ? graceField(o) : null,
    host ? h('div', { class: 'sticky-foot' }, reason, start) : null);

  function update(state: LobbyState): void {
    const net = state.net;
    line.textContent = net === 'error' ? t('net.failed', { reason: state.error ?? '' })
      : net === 'connecting' ? (host ? t('net.opening') : t('net.connecting'))
      : net === 'retrying' ? t('net.retrying')
      : host ? t('net.open')
      : o.role === 'spectator' ? t('net.watchingWait') : t('net.waitHost');
    line.classList.toggle('error', net === 'error');
    line.classList.toggle('ok', net === 'open' || net === 'joined');
    retry.hidden = net !== 'error' || !o.onRetry;
    seatList.replaceChildren(...state.seats.map((s) => {
      const ready = s.connected;
      return h('li', { class: 'card-row seat-row', 'data-seat': s.seat, 'data-status': s.status },
        glyphOf({ name: s.name, kind: s.kind === 'ai' ? 'ai' : 'human', color: s.color }),
        h('div', { class: 'grow' },
          h('strong', {}, s.name), s.seat === o.mySeat?.() ? h('span', { class: 'muted' }, ` ${t('net.you')}`) : null,
          h('div', { class: 'muted' }, statusText(s, o.levels, host))),
        host && s.status === 'reconnecting' && o.onFree
          ? h('button', { class: 'btn', 'data-testid': `free-${s.seat}`, onclick: () => o.onFree!(s.seat) }, t('net.free'))
          : null,
        host && o.onRejoin && o.rejoinable?.(s.seat)
          ? h('button', { class: 'btn quiet', 'data-testid': `rejoin-${s.seat}`, onclick: () => o.onRejoin!(s.seat) }, t('net.rejoin'))
          : null,
        h('span', { class: `dot${ready ? ' on' : ' wait'}`, 'aria-hidden': 'true' }));
    }));
    if (host) {
      const missing = state.seats.filter((s) => s.kind === 'remote' && !s.connected).length;
      const blocked = net !== 'open' ? t('net.startNotOpen') : missing === 1 ? t('net.waitOne') : missing > 1 ? t('net.waitMany', { n: missing }) : '';
      start.disabled = blocked !== '';
      reason.textContent = blocked || t('net.ready');
    }
  }

  return { el, update };
}
