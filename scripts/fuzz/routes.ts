// The routes fuzzer: URL fragments from outside (links, typed addresses, reloads) through the
// same parsing the app runs at start-up and on hashchange (app/routes.ts), and for a #/new link
// on through what starting that game does (its form's options, the rules' check, the setup).
import { makeRng } from '../../src/engine/rng.ts';
import { isRoomId } from '../../src/net/secret.ts';
import { GAMES } from '../../src/app/games.ts';
import { linkRequest, parseRoute } from '../../src/app/routes.ts';
import { decodeReplay } from '../../src/engine/replay-link.ts';
import { damagedReplayFragment, realLinks } from './replay-fragments.ts';

export interface RoutesReport { target: 'routes'; cases: number; crashes: number }

const KINDS = ['game', 'join', 'watch', 'host', 'new', 'nwe', '', 'game/'];
const NAMES = ['zapotec', 'chocolatl', 'copan', 'constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype', ''];
const PIECES = ['%', '%E0%A4%A', '%zz', '%00', '%F0%9F%8E%B2', 'abc-def', '../', '?', '#', '&', '=', '🎲', '\u0000', 'x'.repeat(3000), ' ', '+'];
const KEYS = ['players', 'difficulty', 'seed', 'event', 'mode', 'lv_food', 'lv_fame', 'lv_zeal', 'lv_power', '__proto__', 'constructor', 'toString', ''];
const VALUES = ['1', '2', '3', '4', '5', '0', '-1', '99', '1e308', 'NaN', 'abc', 'easy', 'hard', 'evil', 'basic', 'advanced', 'ev11', 'ev99', '', '%', 'x'.repeat(500)];

const defaultOptions = (game: string): unknown => {
  const entry = GAMES[game]!;
  const checked = entry.module.checkOptions(entry.setup.options(linkRequest(entry.setup, new URLSearchParams(), 'fuzz')));
  if (!checked.ok) throw new Error(`${game}: its default options are refused`);
  return checked.options;
};

/** Every fourth case is a replay link (a real one, damaged), decoded as opening it would. */
export async function fuzzRoutes(cases: number, seed: string, log: (line: string) => void = () => {}): Promise<RoutesReport> {
  const rng = makeRng(`fuzz-routes:${seed}`);
  const modules = Object.fromEntries(Object.entries(GAMES).map(([id, g]) => [id, g.module]));
  const links = await realLinks(modules, defaultOptions);
  const lookup = (game: string) => (Object.hasOwn(modules, game) ? modules[game]! : null);
  const pick = <T>(items: readonly T[]): T => items[rng.int(items.length)]!;
  let crashes = 0;
  for (let i = 0; i < cases; i++) {
    if (rng.int(4) === 0) {
      const hash = await damagedReplayFragment(links, rng);
      try {
        const route = parseRoute(hash);
        if (route.kind === 'replay') {
          const decoded = await decodeReplay(route.link, lookup);
          if (!decoded.ok && typeof decoded.error.code !== 'string') throw new Error('a refusal with no code');
        }
      } catch (e) {
        crashes++;
        log(`case ${i} (${JSON.stringify(hash.slice(0, 120))}): ${(e as Error).stack}`);
      }
      continue;
    }
    let hash = `#/${pick(KINDS)}/`;
    hash += rng.int(2) ? pick(NAMES) : Array.from({ length: 1 + rng.int(3) }, () => pick(PIECES)).join('');
    if (rng.int(3)) hash += '?' + Array.from({ length: rng.int(6) }, () => `${pick(KEYS)}=${pick(VALUES)}`).join('&');
    if (rng.int(10) === 0) hash = hash.slice(0, rng.int(hash.length));
    try {
      const route = parseRoute(hash);
      if (route.kind === 'join' || route.kind === 'watch') isRoomId(route.room);
      if (route.kind === 'new') {
        const entry = GAMES[route.game]!;
        const req = linkRequest(entry.setup, route.params, `fallback-${i}`);
        const checked = entry.module.checkOptions(entry.setup.options(req));
        if (checked.ok) {
          const state = entry.module.setup(checked.options, req.seed);
          entry.module.pending(state);
          if (entry.module.seatCount(state) !== req.seats.length) throw new Error(`seats ${req.seats.length} for a ${entry.module.seatCount(state)}-seat game`);
        }
      }
    } catch (e) {
      crashes++;
      log(`case ${i} (${JSON.stringify(hash.slice(0, 120))}): ${(e as Error).stack}`);
    }
  }
  if (({} as Record<string, unknown>).polluted !== undefined) crashes++;
  return { target: 'routes', cases, crashes };
}
