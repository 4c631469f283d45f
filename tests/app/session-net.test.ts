// Which signalling server and ICE servers a room uses: the link's, else Settings', else config.json's
// by room (host and guest compute the same), with Settings' STUN/TURN list over config.json's.
import { describe, expect, it } from 'vitest';
import { useNetConfig } from '../../src/app/runtime-config.ts';
import { transportOptions } from '../../src/app/session-net.ts';
import { serverForRoom, type SignalingServer } from '../../src/net/servers.ts';
import { DEFAULT_SETTINGS } from '../../src/store/settings.ts';

const servers: SignalingServer[] = ['a', 'b', 'c'].map((n) => ({ host: `${n}.example.org`, port: 443, path: '/peerjs', secure: true }));
const ice = [{ urls: 'stun:stun.example.org:3478' }];
const strip = ({ onError: _, ...o }: { onError?: unknown }) => o;

describe('online settings', () => {
  it('puts a room on its server from config.json, the same for host and guest', async () => {
    useNetConfig({ signaling: servers, iceServers: ice });
    for (const room of ['r1', 'kx7q-2m', 'zz']) {
      expect(strip(await transportOptions(DEFAULT_SETTINGS, room))).toEqual({ ...serverForRoom(room, servers), iceServers: ice });
    }
  });

  it('prefers the server the link names, then the one from Settings', async () => {
    useNetConfig({ signaling: servers, iceServers: ice });
    const mine: SignalingServer = { host: '192.168.1.20', port: 8080, path: '/peerjs', secure: false };
    const settings = { ...DEFAULT_SETTINGS, signaling: mine, iceServers: [] };
    expect(strip(await transportOptions(settings, 'r1'))).toEqual({ ...mine, iceServers: [] });
    expect(strip(await transportOptions(settings, 'r1', servers[1]!))).toEqual({ ...servers[1], iceServers: [] });
    expect(strip(await transportOptions(settings, 'r1', 'public'))).toEqual({ broker: 'public', iceServers: [] });
  });
});
