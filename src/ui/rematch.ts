// "Play again" in the same online room: the host's panel (who said yes, who left, who is gone;
// start with those here or give the missing seats to bots) and the note on a guest's end sheet
// (the offer, with Play again and Leave). Lives in the lazy online chunks.
import { t } from '../i18n/index.ts';
import { h } from './dom.ts';
import './chat.css';

export type RematchAnswer = 'accepted' | 'declined' | 'waiting' | 'gone' | 'here';

export interface RematchRow { seat: number; name: string; answer: RematchAnswer }

const ANSWER_KEYS = {
  accepted: 'rematch.accepted', declined: 'rematch.declined', waiting: 'rematch.waiting', gone: 'rematch.gone', here: 'rematch.here',
} as const;

/** The host's panel, shown in a dialog while the offer is open. */
export function rematchPanel(o: { onStart(bots: boolean): void; onCancel(): void }): { el: HTMLElement; update(rows: RematchRow[]): void } {
  const list = h('ul', { class: 'list rematch-seats' });
  const startBots = h('button', { class: 'btn', 'data-testid': 'rematch-start-bots', onclick: () => o.onStart(true) }, t('rematch.startBots'));
  const el = h('div', { class: 'rematch-panel', 'data-testid': 'rematch-panel' },
    h('p', { class: 'muted' }, t('rematch.text')), list,
    h('div', { class: 'row' },
      h('button', { class: 'btn primary', 'data-testid': 'rematch-start', onclick: () => o.onStart(false) }, t('rematch.start')), startBots,
      h('button', { class: 'btn quiet', 'data-testid': 'rematch-cancel', onclick: o.onCancel }, t('rematch.cancel'))));
  return {
    el,
    update(rows) {
      list.replaceChildren(...rows.map((r) => h('li', { class: `rematch-seat ${r.answer}`, 'data-seat': r.seat, 'data-answer': r.answer },
        h('strong', {}, r.name), ' · ', h('span', {}, t(ANSWER_KEYS[r.answer])))));
      startBots.hidden = rows.every((r) => r.answer === 'accepted' || r.answer === 'here');
    },
  };
}

export type GuestRematch = 'none' | 'offered' | 'accepted';

/** A guest's note on its end sheet: the host's offer, answered here. */
export function rematchNote(o: { onAccept(): void; onLeave(): void }): { el: HTMLElement; update(state: GuestRematch): void } {
  const text = h('p', {});
  const accept = h('button', { class: 'btn primary', 'data-testid': 'rematch-accept', onclick: o.onAccept }, t('end.again'));
  const leave = h('button', { class: 'btn', 'data-testid': 'rematch-leave', onclick: o.onLeave }, t('rematch.leave'));
  const el = h('div', { class: 'rematch-note', role: 'status', 'data-testid': 'rematch-note', hidden: true }, text, h('div', { class: 'row' }, accept, leave));
  return {
    el,
    update(state) {
      el.hidden = state === 'none';
      el.dataset.state = state;
      text.textContent = state === 'accepted' ? t('rematch.waitHost') : t('rematch.offered');
      accept.hidden = state !== 'offered';
    },
  };
}
