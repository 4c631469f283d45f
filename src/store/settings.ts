// Player settings, kept in IndexedDB. Unknown or missing fields fall back to the defaults.
import { LANGS, type Lang } from '../i18n/index.ts';
import { db } from './db.ts';

export interface Settings {
  lang: Lang | null; // null: follow the browser
  theme: 'system' | 'light' | 'dark';
  motion: 'system' | 'reduced' | 'full';
  botPaceMs: number; // pause between automated steps
  confirmEndTurn: boolean; // ask before a move that cannot be undone
  coach: boolean; // first-game tips
  sound: 'off' | 'quiet' | 'normal'; // synthesised cues (ui/sound.ts), heard after the first tap
  peerHost: string | null; // null: the server that served the app, else the public broker
  iceServers: string; // one STUN/TURN URL per line
}

export const DEFAULT_SETTINGS: Settings = {
  lang: null,
  theme: 'system',
  motion: 'system',
  botPaceMs: 700,
  confirmEndTurn: true,
  coach: true,
  sound: 'normal',
  peerHost: null,
  iceServers: 'stun:stun.l.google.com:19302',
};

/**
 * Stored settings, field by field: own properties only, each of the right type and range, else the
 * default (a settings record written by another version, or edited by hand, never breaks start-up).
 */
export function checkSettings(stored: unknown): Settings {
  const out: Settings = { ...DEFAULT_SETTINGS };
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return out;
  const get = (k: keyof Settings): unknown => (Object.hasOwn(stored, k) ? (stored as Record<string, unknown>)[k] : undefined);
  const oneOf = <T>(v: unknown, values: readonly T[]): v is T => values.includes(v as T);
  const lang = get('lang');
  if (lang === null || oneOf(lang, LANGS)) out.lang = lang;
  const theme = get('theme');
  if (oneOf(theme, ['system', 'light', 'dark'] as const)) out.theme = theme;
  const motion = get('motion');
  if (oneOf(motion, ['system', 'reduced', 'full'] as const)) out.motion = motion;
  const pace = get('botPaceMs');
  if (typeof pace === 'number' && Number.isFinite(pace) && pace >= 0 && pace <= 10_000) out.botPaceMs = pace;
  const sound = get('sound');
  if (oneOf(sound, ['off', 'quiet', 'normal'] as const)) out.sound = sound;
  for (const k of ['confirmEndTurn', 'coach'] as const) {
    const v = get(k);
    if (typeof v === 'boolean') out[k] = v;
  }
  const peer = get('peerHost');
  if (peer === null || (typeof peer === 'string' && peer.length <= 300)) out.peerHost = peer;
  const ice = get('iceServers');
  if (typeof ice === 'string' && ice.length <= 4_000) out.iceServers = ice;
  return out;
}

export async function loadSettings(): Promise<Settings> {
  try {
    return checkSettings(await (await db()).get('kv', 'settings'));
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

export async function saveSettings(settings: Settings): Promise<boolean> {
  try {
    await (await db()).put('kv', settings, 'settings');
    return true;
  } catch {
    return false;
  }
}
