// Player settings, kept in IndexedDB. Unknown or missing fields fall back to the defaults.
import type { Lang } from '../i18n/index.ts';
import { db } from './db.ts';

export interface Settings {
  lang: Lang | null; // null: follow the browser
  theme: 'system' | 'light' | 'dark';
  motion: 'system' | 'reduced' | 'full';
  botPaceMs: number; // pause between automated steps
  confirmEndTurn: boolean; // ask before a move that cannot be undone
  coach: boolean; // first-game tips
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
  peerHost: null,
  iceServers: 'stun:stun.l.google.com:19302',
};

export async function loadSettings(): Promise<Settings> {
  try {
    const stored = (await (await db()).get('kv', 'settings')) as Partial<Settings> | undefined;
    return { ...DEFAULT_SETTINGS, ...(stored ?? {}) };
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
