// Which signalling server and ICE servers online play uses, from the Settings fields.
import { describe, expect, it } from 'vitest';
import { iceServersOf, parsePeerHost } from '../../src/app/session-net.ts';

describe('online settings', () => {
  it('reads a signalling server as host, host:port or a URL (our server\'s /peerjs path by default)', () => {
    expect(parsePeerHost('')).toBeNull();
    expect(parsePeerHost('192.168.1.20:8080')).toEqual({ host: '192.168.1.20', port: 8080, path: '/peerjs', secure: false });
    expect(parsePeerHost('https://table.example.org')).toEqual({ host: 'table.example.org', port: 443, path: '/peerjs', secure: true });
    expect(parsePeerHost('https://peer.example.org:9000/signal')).toEqual({ host: 'peer.example.org', port: 9000, path: '/signal', secure: true });
    expect(parsePeerHost('public')).toEqual({ broker: 'public' });
    expect(parsePeerHost('::::')).toBeNull();
  });

  it('reads STUN/TURN servers one per line, ignoring anything else', () => {
    expect(iceServersOf('')).toEqual([]);
    expect(iceServersOf('stun:stun.example.org:3478\n\nturn:turn.example.org\nnonsense')).toEqual([
      { urls: 'stun:stun.example.org:3478' }, { urls: 'turn:turn.example.org' },
    ]);
  });
});
