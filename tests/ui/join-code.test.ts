import { describe, expect, it } from 'vitest';
import { joinHash, parseJoinInput } from '../../src/ui/join-code.ts';
import { parseRoute } from '../../src/app/routes.ts';

describe('joining from a pasted link or a typed code', () => {
  it('reads invite and watch links', () => {
    expect(parseJoinInput('https://meso.example/#/join/abcd2345')).toEqual({ kind: 'join', room: 'abcd2345' });
    expect(parseJoinInput('  http://192.168.1.4:8080/#/watch/abcd2345 \n')).toEqual({ kind: 'watch', room: 'abcd2345' });
    expect(parseJoinInput('Join me: https://meso.example/#/join/ABCD2345')).toEqual({ kind: 'join', room: 'abcd2345' });
  });

  it('keeps the signaling server a link names (checked), through to the app\'s route', () => {
    const server = { host: 'peer2.example.org', port: 443, path: '/peerjs', secure: true };
    const target = parseJoinInput('https://meso.example/#/join/abcd2345?sig=wss%3A%2F%2Fpeer2.example.org%3A443%2Fpeerjs');
    expect(target).toEqual({ kind: 'join', room: 'abcd2345', server });
    expect(parseRoute(joinHash(target!))).toEqual({ kind: 'join', room: 'abcd2345', server });
    expect(parseJoinInput('https://meso.example/#/watch/abcd2345?sig=ws%3A%2F%2Fbad%20host%3A1%2Fp')).toEqual({ kind: 'watch', room: 'abcd2345' });
    expect(joinHash({ kind: 'join', room: 'abcd2345' })).toBe('#/join/abcd2345');
  });

  it('reads a bare room code, forgiving case and spaces', () => {
    expect(parseJoinInput('abcd2345')).toEqual({ kind: 'join', room: 'abcd2345' });
    expect(parseJoinInput(' ABCD 2345 ')).toEqual({ kind: 'join', room: 'abcd2345' });
  });

  it('refuses anything else', () => {
    for (const bad of ['', '   ', 'abc', 'https://meso.example/', 'https://meso.example/#/game/x', '#/join/../../x', 'room code?', 'a'.repeat(40)]) {
      expect(parseJoinInput(bad), bad).toBeNull();
    }
  });
});
