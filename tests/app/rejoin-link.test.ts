// A seat's rejoin link: the seat and secret it names are read back, and a malformed one is a plain
// join link (it never gives a seat by accident).
import { describe, expect, it } from 'vitest';
import { rejoinOf, withRejoin } from '../../src/app/rejoin-link.ts';

describe('rejoin links', () => {
  const key = 'a'.repeat(32);
  it('round-trips the seat and secret, with or without a signaling server', () => {
    expect(rejoinOf(withRejoin('#/join/abc-def?sig=public', 1, key))).toEqual({ seat: 1, key });
    expect(rejoinOf(withRejoin('#/join/abc-def', 2, key))).toEqual({ seat: 2, key });
  });
  it('takes a malformed one for a plain join link', () => {
    expect(rejoinOf('#/join/abc-def')).toBeUndefined();
    expect(rejoinOf(`#/join/abc-def?seat=-1&key=${key}`)).toBeUndefined();
    expect(rejoinOf(`#/join/abc-def?key=${key}`)).toBeUndefined();
    expect(rejoinOf('#/join/abc-def?seat=1&key=XYZ')).toBeUndefined();
    expect(rejoinOf(`#/watch/abc-def?seat=1&key=${key}`)).toBeUndefined();
  });
});
