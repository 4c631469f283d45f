// Links and URL fragments from outside: own-key game lookups, malformed escapes, clamped #/new
// parameters. None of them may throw; a bad one leads home (or to "bad link").
import { describe, expect, it } from 'vitest';
import { isGame, linkExtra, linkRequest, parseRoute, safeDecode } from '../../src/app/routes.ts';
import { GAMES } from '../../src/app/games.ts';
import { linkServerParam } from '../../src/net/servers.ts';

describe('routes', () => {
  it('parses the app routes', () => {
    expect(parseRoute('#/game/zapotec-abc')).toEqual({ kind: 'game', id: 'zapotec-abc' });
    expect(parseRoute('#/join/abc-def')).toMatchObject({ kind: 'join', room: 'abc-def' });
    const direct = parseRoute('#/new/copan?players=3&seed=s');
    expect(direct.kind === 'new' && [direct.game, direct.params.get('players')]).toEqual(['copan', '3']);
    expect(parseRoute('')).toEqual({ kind: 'home' });
  });

  it('reads the signaling server an invite link names, and ignores a bad one', () => {
    const server = { host: 'peer2.example.org', port: 443, path: '/peerjs', secure: true };
    const sig = encodeURIComponent(linkServerParam(server));
    expect(parseRoute(`#/join/abc-def?sig=${sig}`)).toEqual({ kind: 'join', room: 'abc-def', server });
    expect(parseRoute(`#/watch/abc-def?sig=public`)).toEqual({ kind: 'watch', room: 'abc-def', server: 'public' });
    expect(parseRoute('#/join/abc-def?sig=ws%3A%2F%2Fbad%20host%3A1%2Fp')).toEqual({ kind: 'join', room: 'abc-def' });
    expect(parseRoute('#/join/abc-def?sig=%E0%A4%A')).toEqual({ kind: 'join', room: 'abc-def' });
  });

  it('a replay link may be long, but only base64url and never past the decoder\'s limit', () => {
    const long = 'A'.repeat(5000);
    expect(parseRoute(`#/replay/${long}`)).toEqual({ kind: 'replay', link: long });
    expect(parseRoute('#/replay/ab+c')).toEqual({ kind: 'home' });
    expect(parseRoute('#/replay/')).toEqual({ kind: 'home' });
    expect(parseRoute(`#/replay/${'A'.repeat(70_000)}`)).toEqual({ kind: 'home' });
  });

  it('never names a game that is not one of ours, and never throws on a malformed escape', () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(isGame(name)).toBe(false);
      expect(parseRoute(`#/new/${name}?players=2`)).toEqual({ kind: 'home' });
    }
    expect(safeDecode('%E0%A4%A')).toBeNull();
    expect(parseRoute('#/game/%E0%A4%A')).toEqual({ kind: 'home' });
    expect(parseRoute('#/join/%')).toEqual({ kind: 'home' });
    expect(parseRoute('#/host/%zz')).toEqual({ kind: 'home' });
    expect(parseRoute(`#/game/${'x'.repeat(5000)}`)).toEqual({ kind: 'home' });
  });

  it('a #/new link is clamped to what the form can make, and cannot pollute prototypes', () => {
    const q = new URLSearchParams('players=99&difficulty=evil&__proto__=x&constructor=y&event=ev11&mode=advanced');
    const req = linkRequest(GAMES.copan!.setup, q, 'fallback');
    expect(req.players).toBe(4);
    expect(req.difficulty).toBe('normal');
    expect(req.seed).toBe('fallback');
    expect(Object.keys(req.extra)).not.toContain('constructor');
    expect(Object.getPrototypeOf(req.extra)).toBe(Object.prototype);
    expect(req.extra.mode).toBe('advanced');
    expect(linkExtra(GAMES.zapotec!.setup, q)).toEqual({});
    expect(linkRequest(GAMES.zapotec!.setup, new URLSearchParams('players=-3'), 's').players).toBe(1);
    expect(linkRequest(GAMES.chocolatl!.setup, new URLSearchParams('players=abc'), 's').players).toBeGreaterThanOrEqual(2);
  });
});
