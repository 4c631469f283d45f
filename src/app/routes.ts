// URL fragments from outside (a link, a reload, a typed address) turned into a checked route.
// Every game name goes through an own-property lookup, every percent-escape may be malformed,
// and a #/new link's parameters are clamped to what the game's new-game form could produce.
import { MAX_LINK_CHARS } from '../engine/replay-limits.ts';
import { t } from '../i18n/index.ts';
import { isRoomId } from '../net/secret.ts';
import { parseLinkServer, type LinkServer } from '../net/servers.ts';
import type { NewGameRequest, SetupSpec } from '../ui/new-game.ts';
import { GAMES } from './games.ts';

export type Route =
  | { kind: 'home' }
  | { kind: 'game'; id: string }
  | { kind: 'host' | 'join' | 'watch'; room: string; server?: LinkServer }
  | { kind: 'new'; game: string; params: URLSearchParams }
  | { kind: 'replay'; link: string };

/** An own game of this app (never `constructor`, `__proto__`, `toString`…). */
export const isGame = (name: unknown): name is string => typeof name === 'string' && Object.hasOwn(GAMES, name);

/** decodeURIComponent that answers null on a malformed escape (`%E0%A4%A`) instead of throwing. */
export function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

const MAX_HASH = 2_000;

export function parseRoute(hash: string): Route {
  if (typeof hash !== 'string') return { kind: 'home' };
  // A replay link carries a whole game (checked move by move when opened), so it may be long.
  const replay = /^#\/replay\/([A-Za-z0-9_-]+)$/.exec(hash);
  if (replay && replay[1]!.length <= MAX_LINK_CHARS) return { kind: 'replay', link: replay[1]! };
  if (hash.length > MAX_HASH) return { kind: 'home' };
  const game = /^#\/game\/(.+)$/.exec(hash);
  if (game) {
    const id = safeDecode(game[1]!);
    return id && id.length <= 200 ? { kind: 'game', id } : { kind: 'home' };
  }
  const online = /^#\/(host|join|watch)\/([^/?#]+)/.exec(hash);
  if (online) {
    const room = safeDecode(online[2]!);
    // A host route names a room this device hosts; join and watch show "bad link" for a bad id.
    if (room === null || (online[1] === 'host' && !isRoomId(room))) return { kind: 'home' };
    const kind = online[1] as 'host' | 'join' | 'watch';
    // An invite link names its host's signaling server (?sig=…); a bad value is ignored.
    const query = /^#\/\w+\/[^/?#]+\?(.*)$/.exec(hash);
    let server: LinkServer | null = null;
    try { server = query ? parseLinkServer(new URLSearchParams(query[1]).get('sig')) : null; } catch { server = null; }
    return server && kind !== 'host' ? { kind, room, server } : { kind, room };
  }
  const direct = /^#\/new\/(\w+)\?(.*)$/.exec(hash);
  if (direct && isGame(direct[1])) {
    try {
      return { kind: 'new', game: direct[1]!, params: new URLSearchParams(direct[2]) };
    } catch {
      return { kind: 'home' };
    }
  }
  return { kind: 'home' };
}

const RESERVED = ['players', 'difficulty', 'seed'];

/** A link's extra choices (e.g. an `event` to play): only the keys the game's form has, short values. */
export function linkExtra(setup: SetupSpec, q: URLSearchParams): Record<string, string> {
  const extra: Record<string, string> = { ...setup.defaultExtra?.() };
  for (const [k, v] of q) {
    if (RESERVED.includes(k) || !Object.hasOwn(extra, k) || v.length > 40) continue;
    extra[k] = v;
  }
  return extra;
}

/** `#/new/<game>?players=1&difficulty=hard&seed=abc`: a request with default seats, as the form would make it. */
export function linkRequest(setup: SetupSpec, q: URLSearchParams, fallbackSeed: string): NewGameRequest {
  const least = setup.automa ? 1 : Math.max(2, setup.players.min);
  const asked = Number(q.get('players') ?? setup.defaultPlayers ?? least);
  const players = Math.min(setup.players.max, Math.max(least, Number.isInteger(asked) ? asked : least));
  const difficulty = (['easy', 'normal', 'hard'] as const).find((d) => d === q.get('difficulty')) ?? 'normal';
  const seats: NewGameRequest['seats'] = players === 1
    ? [{ name: t('new.defaultName'), kind: 'human', color: 0 }, { name: setup.automa?.name() ?? '', kind: 'automa', color: 4 }]
    : Array.from({ length: players }, (_, i) => i === 0
      ? { name: t('new.defaultName'), kind: 'human' as const, color: 0 }
      : { name: t('new.botName', { n: i }), kind: 'ai' as const, level: difficulty, color: i });
  const seed = (q.get('seed') ?? '').slice(0, 100) || fallbackSeed;
  return { players, difficulty, seats, seed, extra: linkExtra(setup, q) };
}
