// Settings' online-play fields: what is stored when they are right, the first error (and its field)
// when one is wrong, so that nothing is saved then.
import { describe, expect, it } from 'vitest';
import { readNetFields, type NetFields } from '../../src/ui/net-settings.ts';

const blank: NetFields = { host: '', port: '', path: '', secure: true, ownIce: false, ice: [] };
const row = (urls: string, username = '', credential = '') => ({ urls, username, credential });

describe('online settings fields', () => {
  it('empty fields mean config.json\'s servers', () => {
    expect(readNetFields(blank)).toEqual({ ok: true, value: { signaling: null, iceServers: null } });
  });

  it('reads a signalling server and STUN/TURN servers (empty rows skipped)', () => {
    expect(readNetFields({ ...blank, host: 'peer.example.org', port: '9000', ownIce: true, ice: [row('stun:s.example.org'), row(''), row('turn:t.example.org:3478', 'me', 'pw')] }))
      .toEqual({ ok: true, value: {
        signaling: { host: 'peer.example.org', port: 9000, path: '/peerjs', secure: true },
        iceServers: [{ urls: 'stun:s.example.org' }, { urls: 'turn:t.example.org:3478', username: 'me', credential: 'pw' }],
      } });
    expect(readNetFields({ ...blank, ownIce: true, ice: [row('')] })).toEqual({ ok: true, value: { signaling: null, iceServers: [] } });
  });

  it('names the first wrong field', () => {
    expect(readNetFields({ ...blank, host: 'bad host' })).toMatchObject({ ok: false, error: 'settings.err.host', field: 'set-sig-host' });
    expect(readNetFields({ ...blank, host: 'x.org', port: 'abc' })).toMatchObject({ ok: false, error: 'settings.err.port', field: 'set-sig-port' });
    expect(readNetFields({ ...blank, host: 'x.org', path: 'nope' })).toMatchObject({ ok: false, error: 'settings.err.path', field: 'set-sig-path' });
    expect(readNetFields({ ...blank, ownIce: true, ice: [row('stun:ok.org'), row(''), row('http://x.org')] }))
      .toMatchObject({ ok: false, error: 'settings.err.iceUrl', index: 2, field: 'set-ice-url-2' });
    expect(readNetFields({ ...blank, ownIce: true, ice: [row('turn:t.org')] })).toMatchObject({ ok: false, error: 'settings.err.turnCreds', index: 0, field: 'set-ice-user-0' });
  });
});
