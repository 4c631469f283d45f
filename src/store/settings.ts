// Player settings, kept in IndexedDB. Unknown or missing fields fall back to the defaults.
import { LANGS, type Lang } from '../i18n/index.ts';
import { checkAll, checkIceServer, checkSignaling, type IceServer, type SignalingServer } from '../net/servers.ts';
import { db } from './db.ts';

export interface Settings {
  lang: Lang | null; // null: follow the browser
  theme: 'system' | 'light' | 'dark';
  motion: 'system' | 'reduced' | 'full';
  botPaceMs: number; // pause between automated steps
  confirmEndTurn: boolean; // ask before a move that cannot be undone
  coach: boolean; // first-game tips
  signaling: SignalingServer | null; // null: config.json's servers (or the app's own server)
  iceServers: IceServer[] | null; // null: config.json's STUN/TURN servers
  sound: 'off' | 'quiet' | 'normal'; // synthesised cues (ui/sound.ts), heard after the first tap
}

export const DEFAULT_SETTINGS: Settings = {
  lang: null,
  theme: 'system',
  motion: 'system',
  botPaceMs: 700,
  confirmEndTurn: true,
  coach: true,
  signaling: null,
  iceServers: null,
  sound: 'normal',
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
  const sig = get('signaling');
  if (sig !== undefined && sig !== null) {
    const r = checkSignaling(sig);
    if (r.ok) out.signaling = r.value;
  }
  const ice = get('iceServers');
  if (Array.isArray(ice)) {
    const r = checkAll(ice, checkIceServer);
    if (r.ok) out.iceServers = r.value;
  } else if (typeof ice === 'string' && ice.length <= 4_000) {
    // Written by an earlier version: STUN/TURN URLs one per line (no credentials then).
    const r = checkAll(ice.split(/[\s,]+/).filter(Boolean).map((urls) => ({ urls })), checkIceServer);
    if (r.ok) out.iceServers = r.value;
  }
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
