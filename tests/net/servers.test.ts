// src/net/servers.ts: config.json and Settings entries checked as outside input, the room → server
// hash (stable, spread), and the invite link's server naming (round trip, refusing bad values).
import { describe, expect, it } from 'vitest';
import {
  checkIceServer, checkNetConfig, checkSignaling, DEFAULT_NET_CONFIG, linkServerOf, linkServerParam,
  parseLinkServer, peerOptionsFor, roomHash, serverForRoom, signalingOptions, type SignalingServer,
} from '../../src/net/servers.ts';
import { newRoomId } from '../../src/net/secret.ts';

const servers: SignalingServer[] = [1, 2, 3, 4].map((n) => ({ host: `peer${n}.example.org`, port: 443, path: '/peerjs', secure: true }));

describe('signaling servers by room', () => {
  it('hashes a room id the same way every time (fixed values, so another version computes the same)', () => {
    expect(roomHash('')).toBe(0x811c9dc5);
    expect(roomHash('a')).toBe(0xe40c292c); // FNV-1a reference value
    expect(roomHash('foobar')).toBe(0xbf9cf968); // FNV-1a reference value
    expect(serverForRoom('kx7q-2m', servers)).toEqual(serverForRoom('kx7q-2m', [...servers]));
    expect(serverForRoom('anything', [])).toBeNull();
    expect(serverForRoom('anything', servers.slice(0, 1))).toBe(servers[0]);
  });

  it('spreads rooms evenly over the servers', () => {
    const counts = new Map<string, number>();
    const N = 8000;
    for (let i = 0; i < N; i++) {
      const s = serverForRoom(`${i.toString(36)}-room`, servers)!;
      counts.set(s.host, (counts.get(s.host) ?? 0) + 1);
    }
    expect(counts.size).toBe(4);
    for (const c of counts.values()) expect(Math.abs(c - N / 4)).toBeLessThan(N / 4 * 0.1);
    // Real room ids too (random, from the app's own generator).
    const real = new Map<string, number>();
    for (let i = 0; i < 2000; i++) real.set(serverForRoom(newRoomId(), servers)!.host, (real.get(serverForRoom(newRoomId(), servers)!.host) ?? 0) + 1);
    for (const c of real.values()) expect(c).toBeGreaterThan(350);
  });
});

describe('the invite link names the host\'s server', () => {
  it('round-trips a server and the public broker', () => {
    for (const s of [...servers, { host: '192.168.1.20', port: 8080, path: '/peerjs', secure: false }, { host: '[::1]', port: 9000, path: '/sig/nal', secure: false }]) {
      expect(parseLinkServer(linkServerParam(s))).toEqual(s);
      // Through a URL fragment, as the link carries it.
      const hash = `#/join/abc?sig=${encodeURIComponent(linkServerParam(s))}`;
      expect(parseLinkServer(new URLSearchParams(hash.split('?')[1]).get('sig'))).toEqual(s);
    }
    expect(parseLinkServer('public')).toBe('public');
    expect(linkServerParam('public')).toBe('public');
  });

  it('refuses what is not a checked server', () => {
    for (const bad of ['', 'http://x.org:80/peerjs', 'ws://x.org/peerjs', 'ws://x.org:0/p', 'ws://x.org:70000/p', 'wss://ex ample.org:443/p',
      'wss://x.org:443/../etc', 'wss://x.org:443/p?q=1', 'javascript:alert(1)', 'wss://user@x.org:443/p', 'x'.repeat(500), null, undefined]) {
      expect(parseLinkServer(bad as string), String(bad)).toBeNull();
    }
  });

  it('names the server a host\'s options point at', () => {
    const s = servers[2]!;
    expect(linkServerOf(signalingOptions(s))).toEqual(s);
    expect(linkServerOf({ broker: 'public' })).toBe('public');
    expect(peerOptionsFor({ ...s, iceServers: [] })).toEqual({ debug: 0, config: { iceServers: [] }, ...s });
  });
});

describe('config.json and Settings entries', () => {
  it('accepts well-formed servers', () => {
    expect(checkSignaling({ host: 'Peer.Example.org', port: 9000, path: '/peerjs', secure: true })).toEqual({ ok: true, value: { host: 'peer.example.org', port: 9000, path: '/peerjs', secure: true } });
    expect(checkSignaling({ host: 'peer.example.org', secure: true })).toEqual({ ok: true, value: { host: 'peer.example.org', port: 443, path: '/peerjs', secure: true } });
    expect(checkIceServer({ urls: 'stun:stun.example.org:3478' })).toEqual({ ok: true, value: { urls: 'stun:stun.example.org:3478' } });
    expect(checkIceServer({ urls: 'turns:turn.example.org:5349?transport=tcp', username: 'u', credential: 'p' }).ok).toBe(true);
  });

  it('says what is wrong with a bad entry', () => {
    expect(checkSignaling({ host: '', port: 443 })).toMatchObject({ error: 'settings.err.host' });
    expect(checkSignaling({ host: 'a b', port: 443 })).toMatchObject({ error: 'settings.err.host' });
    expect(checkSignaling({ host: 'x.org', port: 0 })).toMatchObject({ error: 'settings.err.port' });
    expect(checkSignaling({ host: 'x.org', port: Number.NaN })).toMatchObject({ error: 'settings.err.port' });
    expect(checkSignaling({ host: 'x.org', port: '443' })).toMatchObject({ error: 'settings.err.port' });
    expect(checkSignaling({ host: 'x.org', port: 443, path: 'peerjs' })).toMatchObject({ error: 'settings.err.path' });
    expect(checkIceServer({ urls: 'http://turn.example.org' })).toMatchObject({ error: 'settings.err.iceUrl' });
    expect(checkIceServer({ urls: ['stun:x.org'] })).toMatchObject({ error: 'settings.err.iceUrl' });
    expect(checkIceServer({ urls: 'turn:turn.example.org' })).toMatchObject({ error: 'settings.err.turnCreds' });
    expect(checkIceServer({ urls: 'turn:turn.example.org', username: 'u', credential: '' })).toMatchObject({ error: 'settings.err.turnCreds' });
  });

  it('reads own properties only, and falls back to the defaults with a warning', () => {
    const warnings: string[] = [];
    const warn = (m: string) => warnings.push(m);
    expect(checkNetConfig(JSON.parse('{"__proto__":{"signaling":[{"host":"evil.org"}]}}'), warn)).toEqual(DEFAULT_NET_CONFIG);
    expect(checkNetConfig(Object.create({ signaling: [{ host: 'evil.org', port: 1 }] }), warn)).toEqual(DEFAULT_NET_CONFIG);
    expect(warnings).toEqual([]);
    expect(checkNetConfig('nonsense', warn)).toEqual(DEFAULT_NET_CONFIG);
    expect(checkNetConfig({ signaling: 'x' }, warn)).toEqual(DEFAULT_NET_CONFIG);
    expect(checkNetConfig({ signaling: [servers[0], { host: 'ok.org', port: 99999 }], iceServers: [{ urls: 'turn:x.org' }] }, warn)).toEqual(DEFAULT_NET_CONFIG);
    expect(warnings.length).toBe(4);
    const good = { signaling: servers, iceServers: [{ urls: 'turn:t.example.org:3478', username: 'u', credential: 'p' }], extra: 1 };
    expect(checkNetConfig(good, warn)).toEqual({ signaling: servers, iceServers: good.iceServers });
    expect(warnings.length).toBe(4);
  });
});
