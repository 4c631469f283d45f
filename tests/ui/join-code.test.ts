import { describe, expect, it } from 'vitest';
import { parseJoinInput } from '../../src/ui/join-code.ts';

describe('joining from a pasted link or a typed code', () => {
  it('reads invite and watch links', () => {
    expect(parseJoinInput('https://meso.example/#/join/abcd2345')).toEqual({ kind: 'join', room: 'abcd2345' });
    expect(parseJoinInput('  http://192.168.1.4:8080/#/watch/abcd2345 \n')).toEqual({ kind: 'watch', room: 'abcd2345' });
    expect(parseJoinInput('Join me: https://meso.example/#/join/ABCD2345')).toEqual({ kind: 'join', room: 'abcd2345' });
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
