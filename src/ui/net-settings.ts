// Settings' online-play section: one signalling server and a list of STUN/TURN servers, typed into
// checked fields (src/net/servers.ts says what is valid). Left empty, config.json's servers are
// used. Nothing is saved while a field is wrong; the error names the field in the person's language.
import { t } from '../i18n/index.ts';
import { checkAll, checkIceServer, checkSignaling, type FieldError, type IceServer, type SignalingServer } from '../net/servers.ts';
import type { Settings } from '../store/settings.ts';
import { h } from './dom.ts';

type NetPatch = Pick<Settings, 'signaling' | 'iceServers'>;

export type NetForm = { ok: true; value: NetPatch } | { ok: false; error: FieldError; index?: number; field: string };

export interface NetFields {
  host: string;
  port: string;
  path: string;
  secure: boolean;
  ownIce: boolean;
  ice: { urls: string; username: string; credential: string }[];
}

/** The fields as typed, checked: what Settings stores, or the first error and the field it is in. */
export function readNetFields(f: NetFields): NetForm {
  let signaling: SignalingServer | null = null;
  if (f.host.trim()) {
    const port = f.port.trim() === '' ? undefined : Number(f.port.trim());
    const r = checkSignaling({ host: f.host.trim(), port, path: f.path.trim() || undefined, secure: f.secure });
    if (!r.ok) return { ...r, field: r.error === 'settings.err.port' ? 'set-sig-port' : r.error === 'settings.err.path' ? 'set-sig-path' : 'set-sig-host' };
    signaling = r.value;
  }
  let iceServers: IceServer[] | null = null;
  if (f.ownIce) {
    const rows = f.ice.filter((row) => row.urls.trim() || row.username.trim() || row.credential);
    const r = checkAll(rows.map((row) => ({ urls: row.urls, username: row.username, credential: row.credential })), checkIceServer);
    if (!r.ok) {
      const at = r.index === undefined ? -1 : f.ice.indexOf(rows[r.index]!);
      return { ...r, index: at, field: r.error === 'settings.err.turnCreds' ? `set-ice-user-${at}` : `set-ice-url-${at}` };
    }
    iceServers = r.value;
  }
  return { ok: true, value: { signaling, iceServers } };
}

export function netSettings(s: Settings, update: (patch: Partial<Settings>) => void): HTMLElement {
  const sig = s.signaling;
  const input = (id: string, value: string, attrs: Record<string, string> = {}) =>
    h('input', { id, type: 'text', value, autocomplete: 'off', spellcheck: 'false', autocapitalize: 'off', ...attrs });
  const field = (el: HTMLElement, label: string) => h('div', { class: 'field' }, h('label', { for: el.id }, label), el);
  const host = input('set-sig-host', sig?.host ?? '', { placeholder: t('settings.peerDefault') });
  const port = input('set-sig-port', sig ? String(sig.port) : '', { inputmode: 'numeric', placeholder: '443' });
  const path = input('set-sig-path', sig?.path ?? '', { placeholder: '/peerjs' });
  const secure = h('input', { type: 'checkbox', id: 'set-sig-secure', checked: sig ? sig.secure : true });
  const ownIce = h('input', { type: 'checkbox', id: 'set-ice-own', checked: s.iceServers !== null });
  const rows = h('div', { class: 'ice-rows' });
  const error = h('p', { id: 'set-net-error', class: 'field-error', role: 'alert' });
  const status = h('p', { id: 'set-net-status', class: 'muted', role: 'status' });

  const addRow = (server: IceServer | null) => {
    const i = rows.children.length;
    const row = h('fieldset', { class: 'ice-row', 'data-testid': 'ice-row' },
      h('legend', {}, t('settings.iceServer', { n: i + 1 })),
      field(input(`set-ice-url-${i}`, server?.urls ?? '', { placeholder: 'turn:turn.example.org:3478' }), t('settings.iceUrl')),
      field(input(`set-ice-user-${i}`, server?.username ?? ''), t('settings.iceUser')),
      field(input(`set-ice-cred-${i}`, server?.credential ?? '', { type: 'password' }), t('settings.iceCred')));
    rows.append(row);
  };
  for (const server of s.iceServers ?? []) addRow(server);
  if (!rows.children.length) addRow(null);
  const showRows = () => { rows.hidden = !ownIce.checked; add.hidden = !ownIce.checked; };
  const add = h('button', { class: 'btn quiet', type: 'button', id: 'set-ice-add', onclick: () => addRow(null) }, t('settings.iceAdd'));
  ownIce.addEventListener('change', showRows);

  const value = (id: string) => (rows.querySelector<HTMLInputElement>(`#${id}`)?.value ?? '');
  const save = () => {
    for (const el of document.querySelectorAll('[aria-invalid]')) el.removeAttribute('aria-invalid');
    const res = readNetFields({
      host: host.value, port: port.value, path: path.value, secure: secure.checked, ownIce: ownIce.checked,
      ice: [...rows.children].map((_, i) => ({ urls: value(`set-ice-url-${i}`), username: value(`set-ice-user-${i}`), credential: value(`set-ice-cred-${i}`) })),
    });
    if (!res.ok) {
      error.textContent = t(res.error, { n: (res.index ?? 0) + 1 });
      status.textContent = '';
      const bad = document.getElementById(res.field);
      bad?.setAttribute('aria-invalid', 'true');
      bad?.focus();
      return;
    }
    error.textContent = '';
    update(res.value);
    status.textContent = t('settings.netSaved');
  };
  showRows();
  return h('form', { class: 'net-settings', novalidate: true, onsubmit: (e: Event) => { e.preventDefault(); save(); } },
    h('p', { class: 'muted' }, t('settings.netHelp')),
    field(host, t('settings.sigHost')), field(port, t('settings.sigPort')), field(path, t('settings.sigPath')),
    h('div', { class: 'check-row' }, secure, h('label', { for: 'set-sig-secure' }, t('settings.sigSecure'))),
    h('div', { class: 'check-row' }, ownIce, h('label', { for: 'set-ice-own' }, t('settings.iceOwn'))),
    rows, add, error, status,
    h('button', { class: 'btn primary', type: 'submit', id: 'set-net-save' }, t('settings.netSave')));
}
