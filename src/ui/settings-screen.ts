// Settings: language, theme, motion, bot pace, confirmation, network (signalling server, ICE).
import { LANGS, t, tk } from '../i18n/index.ts';
import type { Settings } from '../store/settings.ts';
import { h } from './dom.ts';
import { netSettings } from './net-settings.ts';
import './forms.css';

export function settingsScreen(s: Settings, update: (patch: Partial<Settings>) => void, onBack: () => void): HTMLElement {
  const select = <K extends keyof Settings>(key: K, label: string, values: { value: string; text: string }[], current: string, parse: (v: string) => Settings[K]) => {
    const el = h('select', { id: `set-${key}` }, values.map((v) => h('option', { value: v.value, selected: v.value === current }, v.text)));
    el.addEventListener('change', () => update({ [key]: parse(el.value) } as Partial<Settings>));
    return h('div', { class: 'field' }, h('label', { for: `set-${key}` }, label), el);
  };
  const confirm = h('input', { type: 'checkbox', id: 'set-confirm', checked: s.confirmEndTurn });
  confirm.addEventListener('change', () => update({ confirmEndTurn: confirm.checked }));
  const coach = h('input', { type: 'checkbox', id: 'set-coach', checked: s.coach });
  coach.addEventListener('change', () => update({ coach: coach.checked }));
  return h('main', { class: 'screen' },
    h('div', { class: 'row' }, h('button', { class: 'btn quiet', onclick: onBack }, `← ${t('app.back')}`)),
    h('h1', {}, t('app.settings')),
    select('lang', t('settings.language'), [{ value: '', text: t('settings.langAuto') }, ...LANGS.map((l) => ({ value: l, text: t(`lang.${l}`) }))], s.lang ?? '', (v) => (v ? (v as Settings['lang']) : null)),
    select('theme', t('settings.theme'), (['system', 'light', 'dark'] as const).map((v) => ({ value: v, text: t(`settings.theme.${v}`) })), s.theme, (v) => v as Settings['theme']),
    select('motion', t('settings.motion'), (['system', 'reduced', 'full'] as const).map((v) => ({ value: v, text: t(`settings.motion.${v}`) })), s.motion, (v) => v as Settings['motion']),
    select('sound', t('settings.sound'), (['normal', 'quiet', 'off'] as const).map((v) => ({ value: v, text: t(`settings.sound.${v}`) })), s.sound, (v) => v as Settings['sound']),
    select('botPaceMs', t('settings.pace'), [[1200, 'slow'], [700, 'normal'], [250, 'fast'], [0, 'instant']].map(([v, k]) => ({ value: String(v), text: tk(`settings.pace.${k}`) })), String(s.botPaceMs), Number),
    h('div', { class: 'check-row' }, confirm, h('label', { for: 'set-confirm' }, t('settings.confirm'))),
    h('div', { class: 'check-row' }, coach, h('label', { for: 'set-coach' }, t('settings.coach'))),
    h('h2', {}, t('settings.network')),
    netSettings(s, update));
}
