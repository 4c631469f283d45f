// The chat of an online room, drawn for the game screen: a button in the top bar with a badge of
// unseen lines, a panel (a sheet on a phone, a column over the side on wider screens) with the
// lines, six quick reactions, a short free text and a mute per player, and a one-line toast in the
// top bar for each new line (never over the board's targets). Every line is text (textContent),
// never HTML. Lives in the lazy online chunks (only host-flow and guest-flow import it).
import { t, type MessageKey } from '../i18n/index.ts';
import { CHAT_REACTIONS, LIMITS, type ChatReaction } from '../net/protocol-fields.ts';
import type { ChatEntry, ChatRoom } from '../app/chat-room.ts';
import { announce, h } from './dom.ts';
import { toast } from './overlays.ts';
import './chat.css';

/** Each reaction's glyph (the same on every device; its name is translated). */
export const REACTION_GLYPHS: Record<ChatReaction, string> = {
  'thumbs-up': '\u{1F44D}', laugh: '\u{1F602}', wow: '\u{1F62E}', clap: '\u{1F44F}', think: '\u{1F914}', 'good-game': '\u{1F91D}',
};

const reactionName = (r: ChatReaction) => t(`chat.r.${r}` as MessageKey);
/** A line as plain text: "Ana: hello" or "Ana: 👏 Applause". */
export const lineText = (l: ChatEntry): string =>
  `${l.name}: ${l.reaction ? `${REACTION_GLYPHS[l.reaction]} ${reactionName(l.reaction)}` : l.text ?? ''}`;

const TOAST_MS = 4_000;
const NS = 'http://www.w3.org/2000/svg';

function bubbleIcon(): SVGSVGElement {
  const svg = document.createElementNS(NS, 'svg');
  for (const [k, v] of Object.entries({ viewBox: '0 0 24 24', width: 24, height: 24, fill: 'none', stroke: 'currentColor', 'stroke-width': 2,
    'stroke-linecap': 'round', 'stroke-linejoin': 'round', 'aria-hidden': 'true', focusable: 'false', class: 'icon' })) svg.setAttribute(k, String(v));
  const path = document.createElementNS(NS, 'path');
  path.setAttribute('d', 'M4 5h16v11H9l-5 4z');
  svg.append(path);
  return svg;
}

export interface ChatWidget {
  /** For the top bar: the button and, over the title while it shows, the newest line. */
  readonly topbar: HTMLElement[];
  /** For the game screen: the panel. */
  readonly overlay: HTMLElement[];
  destroy(): void;
}

/** people: the other seats (for the mute buttons), read each time the panel is drawn. */
export function chatWidget(room: ChatRoom, people: () => { seat: number; name: string }[]): ChatWidget {
  const badge = h('span', { class: 'chat-badge', 'aria-hidden': 'true' });
  const button = h('button', { class: 'icon-btn chat-btn', 'data-testid': 'chat-open', onclick: () => room.setOpen(!room.open) }, bubbleIcon(), badge);
  const line = h('div', { class: 'chat-toast', 'data-testid': 'chat-toast', 'aria-hidden': 'true', hidden: true });
  const list = h('div', { class: 'chat-lines', role: 'log', 'aria-label': t('chat.open'), tabindex: 0 });
  const mutes = h('div', { class: 'chat-mutes', role: 'group', 'aria-label': t('chat.muteHint') });
  const input = h('input', { type: 'text', class: 'chat-input', maxlength: LIMITS.chat, 'aria-label': t('chat.input'), placeholder: t('chat.input'), enterkeyhint: 'send' });
  const say = (body: Parameters<ChatRoom['send']>[0]) => { if (!room.send(body)) toast(t('net.lostHost'), 'error'); };
  const form = h('form', { class: 'chat-form' }, input, h('button', { class: 'btn', type: 'submit' }, t('chat.send')));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    say({ text });
    input.value = '';
  });
  const reactions = h('div', { class: 'chat-reactions', role: 'group', 'aria-label': t('chat.reactions') },
    // The glyph with its name under it: a device without colour emoji still shows what each one says.
    CHAT_REACTIONS.map((r) => h('button', { class: 'btn quiet chat-reaction', 'data-reaction': r, onclick: () => say({ reaction: r }) },
      h('span', { class: 'glyph', 'aria-hidden': 'true' }, REACTION_GLYPHS[r]), h('span', { class: 'name' }, reactionName(r)))));
  const panel = h('section', { class: 'chat-panel', 'aria-label': t('chat.open'), 'data-testid': 'chat-panel' },
    h('div', { class: 'chat-head' }, h('h2', {}, t('chat.open')),
      h('button', { class: 'icon-btn', 'aria-label': t('chat.close'), onclick: () => room.setOpen(false) }, '\u2715')),
    list, mutes, room.canSend ? reactions : null, room.canSend ? form : null);
  panel.addEventListener('keydown', (e) => { if (e.key === 'Escape') { e.stopPropagation(); room.setOpen(false); button.focus(); } });

  let toastTimer: ReturnType<typeof setTimeout> | undefined;
  let wasOpen = room.open;
  const draw = (fresh: ChatEntry | null) => {
    badge.textContent = room.unread > 0 ? String(Math.min(room.unread, 99)) : '';
    badge.hidden = room.unread === 0;
    button.setAttribute('aria-label', room.unread > 0 ? t('chat.unread', { n: room.unread }) : t('chat.open'));
    button.setAttribute('aria-expanded', String(room.open));
    panel.classList.toggle('open', room.open);
    const shown = room.visible();
    list.replaceChildren(...(shown.length ? shown.map((l) => h('p', { class: 'chat-line', 'data-seat': l.seat }, lineText(l))) : [h('p', { class: 'chat-empty' }, t('chat.empty'))]));
    list.scrollTop = list.scrollHeight;
    mutes.replaceChildren(...people().filter((p) => p.seat !== room.mySeat()).map((p) => {
      const muted = room.isMuted(p.seat);
      return h('button', { class: `btn quiet chat-mute${muted ? ' on' : ''}`, 'aria-pressed': String(muted), 'data-mute': p.seat,
        onclick: () => room.setMuted(p.seat, !room.isMuted(p.seat)) }, t('chat.mute', { name: p.name }));
    }));
    if (room.open && !wasOpen) { line.hidden = true; (room.canSend ? input : list).focus({ preventScroll: true }); } // the panel shows the line
    wasOpen = room.open;
    if (fresh && !room.open) {
      line.textContent = lineText(fresh);
      line.hidden = false;
      announce(lineText(fresh));
      clearTimeout(toastTimer);
      toastTimer = setTimeout(() => { line.hidden = true; }, TOAST_MS);
    }
  };
  const off = room.onChange(draw);
  draw(null);
  return {
    topbar: [line, button],
    overlay: [panel],
    destroy: () => { off(); clearTimeout(toastTimer); },
  };
}
