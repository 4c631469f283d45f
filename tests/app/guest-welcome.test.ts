// A guest never guesses the game: it joins with a lookup, and the host's welcome names the game.
// Only our own games are found (an inherited key such as 'constructor' is not one), and a welcome
// naming a game this app does not know is refused with a message that names it.
import { describe, expect, it } from 'vitest';
import { GAMES, moduleOf } from '../../src/app/games.ts';
import { refusalText } from '../../src/app/guest-refusal.ts';
import type { GameLookup } from '../../src/net/guest.ts';
import { HostRoom } from '../../src/net/host.ts';
import { MemoryHub } from '../../src/net/transport.ts';
import { game, makeGuest, makeHost } from '../net/helpers.ts';
import type { ZapotecView } from '../../src/games/zapotec/index.ts';

/** The app's lookup, typed for the Zapotec test guests. */
const lookup = moduleOf as GameLookup<ZapotecView>;

describe('the game a guest joins', () => {
  it('is found among our own games only', () => {
    for (const id of Object.keys(GAMES)) expect(moduleOf(id)).toBe(GAMES[id]!.module);
    for (const id of ['constructor', '__proto__', 'toString', 'hasOwnProperty', '', 'chess']) expect(moduleOf(id)).toBeNull();
  });

  it('is learnt from the welcome: no rules before it, the host\'s after', async () => {
    const { host, hub, detach } = makeHost({ players: 2, seed: 'welcome', seats: [{ kind: 'local', name: 'Host' }, { kind: 'remote' }] });
    const guest = makeGuest({ hub, name: 'Guest', options: { module: lookup } });
    expect(guest.module).toBeNull();
    expect(await guest.join()).toEqual({ ok: true });
    expect(guest.module).toBe(game);
    expect(guest.game?.id).toBe(game.id);
    guest.leave();
    detach();
    host.close();
  });

  it('a welcome naming a game this app does not know is refused, with its name', async () => {
    const hub = new MemoryHub();
    const host = HostRoom.create({
      module: { ...game, id: 'constructor' }, room: 'testroom', options: { players: 2 }, seed: 'odd',
      seats: [{ kind: 'local', name: 'Host' }, { kind: 'remote' }],
    });
    const endpoint = hub.openHost('testroom');
    endpoint.onLink((link) => host.accept(link));
    const guest = makeGuest({ hub, name: 'Guest', options: { module: lookup } });
    expect(await guest.join()).toEqual({ ok: false, reason: 'unknown-game', detail: 'constructor' });
    expect(guest.status).toBe('refused');
    expect(guest.module).toBeNull();
    expect(refusalText('unknown-game', 'constructor')).toBe('The host plays a game this version of the app does not know (constructor).');
    endpoint.close();
    host.close();
  });

  it('a client given one game refuses a host of another', async () => {
    const hub = new MemoryHub();
    const host = HostRoom.create({
      module: GAMES.copan!.module, room: 'testroom', options: { players: 2 }, seed: 'other',
      seats: [{ kind: 'local', name: 'Host' }, { kind: 'remote' }],
    });
    const endpoint = hub.openHost('testroom');
    endpoint.onLink((link) => host.accept(link));
    const guest = makeGuest({ hub, name: 'Guest' });
    expect(await guest.join()).toMatchObject({ ok: false, reason: 'game-mismatch' });
    expect(refusalText('game-mismatch', '')).toBe('This link leads to a game this version of the app cannot play.');
    endpoint.close();
    host.close();
  });
});
