// What Copan asks on the new-game screen: 2-4 seats, or solo against the Automa (a 2-seat game with
// the Automa at seat 1); the Event card in play (all nine, with length and difficulty); and for
// solo the Automa's mode and, per resource card, easy or hard.
import { t } from '../../i18n/index.ts';
import { DEFAULT_EVENT, EVENT_CARDS, EVENT_IDS, RESOURCES, type EventId } from '../../games/copan/data.ts';
import type { CopanOptions } from '../../games/copan/index.ts';
import { h } from '../dom.ts';
import type { SetupSpec } from '../new-game.ts';
import { eventName } from './summary.ts';
import { faceName, fxText, resName } from './words.ts';

const LEVEL_KEYS = RESOURCES.map((r) => `lv_${r}`);
const eventOf = (extra: Record<string, string>): EventId =>
  (EVENT_IDS as readonly string[]).includes(extra.event ?? '') ? (extra.event as EventId) : DEFAULT_EVENT;

function seg(label: string, values: string[], current: string, text: (v: string) => string, set: (v: string) => void, testid: string): HTMLElement {
  return h('div', { class: 'field' }, h('span', { class: 'label', style: 'font-weight:600;font-size:14px' }, label),
    h('div', { class: 'seg', role: 'group', 'aria-label': label, 'data-testid': testid }, values.map((v) =>
      h('button', { type: 'button', 'aria-pressed': String(v === current), 'data-value': v, onclick: () => set(v) }, text(v)))));
}

function eventField(extra: Record<string, string>, redraw: () => void): HTMLElement {
  const current = eventOf(extra);
  const select = h('select', { id: 'cp-event', 'data-testid': 'cp-event', style: 'width:100%;max-width:100%;' }, EVENT_IDS.map((id) =>
    h('option', { value: id, selected: id === current }, `${eventName(id)}${id === DEFAULT_EVENT ? ` — ${t('cp.u.new.firstGame')}` : ''}`)));
  select.addEventListener('change', () => { extra.event = select.value; redraw(); document.getElementById('cp-event')?.focus(); });
  const faces = h('ul', { class: 'list muted', style: 'font-size:14px;margin:4px 0 0;' },
    EVENT_CARDS[current].map((fx, i) => h('li', {}, `${faceName(i)}: ${fxText(fx)}`)));
  return h('div', { class: 'field' }, h('label', { for: 'cp-event' }, t('cp.u.new.event')),
    select, h('p', { class: 'muted' }, t('cp.u.new.eventHelp')), faces);
}

function automaFields(extra: Record<string, string>, redraw: () => void): HTMLElement {
  const mode = extra.mode === 'advanced' ? 'advanced' : 'basic';
  const levels = LEVEL_KEYS.map((k) => (extra[k] === 'hard' ? 'hard' : 'easy'));
  const preset = levels.every((l) => l === 'easy') ? 'easy' : levels.every((l) => l === 'hard') ? 'hard' : 'mixed';
  return h('div', {},
    seg(t('cp.u.new.mode'), ['basic', 'advanced'], mode, (v) => t(`cp.u.new.${v as 'basic'}`), (v) => { extra.mode = v; redraw(); }, 'cp-mode'),
    h('p', { class: 'muted' }, t(mode === 'advanced' ? 'cp.u.new.advancedHelp' : 'cp.u.new.basicHelp')),
    seg(t('cp.u.new.cards'), ['easy', 'hard', 'mixed'], preset, (v) => t(`cp.u.new.all.${v as 'easy'}`), (v) => {
      if (v !== 'mixed') for (const k of LEVEL_KEYS) extra[k] = v;
      else { extra.lv_food = 'easy'; extra.lv_fame = 'hard'; extra.lv_zeal = 'easy'; extra.lv_power = 'hard'; }
      redraw();
    }, 'cp-preset'),
    ...RESOURCES.map((r, i) => seg(t('cp.u.new.card', { res: resName(i) }), ['easy', 'hard'], levels[i]!, (v) => t(`cp.u.new.${v as 'easy'}`),
      (v) => { extra[LEVEL_KEYS[i]!] = v; redraw(); }, `cp-level-${r}`)),
    h('p', { class: 'muted' }, t('cp.u.new.levelHelp')));
}

export const copanSetup: SetupSpec = {
  players: { min: 1, max: 4 },
  automa: { name: () => t('cp.automa'), difficulties: false },
  defaultExtra: () => ({ event: DEFAULT_EVENT, mode: 'basic', lv_food: 'easy', lv_fame: 'easy', lv_zeal: 'easy', lv_power: 'easy' }),
  fields: (extra, players, redraw) => h('div', {}, players === 1 ? automaFields(extra, redraw) : null, eventField(extra, redraw)),
  options(req): CopanOptions {
    const event = eventOf(req.extra);
    if (req.players !== 1) return { players: Math.min(4, Math.max(2, req.players)) as 2 | 3 | 4, event };
    const levels = LEVEL_KEYS.map((k) => (req.extra[k] === 'hard' ? 'hard' : 'easy') as 'easy' | 'hard');
    return { players: 2, event, solo: { mode: req.extra.mode === 'advanced' ? 'advanced' : 'basic', levels } };
  },
};

/** Rules reference sections (keys rules.cp.<id>.title / .text). */
export const COPAN_RULES = [
  'goal', 'turn', 'court', 'decline', 'events', 'sites', 'river', 'embassies', 'ballcourt', 'altars', 'glyphs',
  'characters', 'jade', 'stairs', 'end', 'scoring', 'solo', 'rebuilt',
] as const;
