import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makeRng } from '../../src/engine/rng.ts';
import { sha256Hex } from '../../src/net/sha256.ts';
import { commitHash, newRoomId, isRoomId, randomHex, sameSecret } from '../../src/net/secret.ts';

describe('sha256', () => {
  it('matches the FIPS test vectors', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe('248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1');
  });

  it('matches node:crypto on random text of every length around the block edges', () => {
    const rng = makeRng('sha');
    const alphabet = 'ab{}":,0123é€😀';
    for (let len = 0; len < 300; len++) {
      let s = '';
      for (let i = 0; i < len; i++) s += [...alphabet][rng.int([...alphabet].length)];
      expect(sha256Hex(s)).toBe(createHash('sha256').update(s, 'utf8').digest('hex'));
    }
  });
});

describe('secrets and commitments', () => {
  it('makes 128-bit hex secrets and short URL-safe room ids', () => {
    const a = randomHex(), b = randomHex();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
    const ids = new Set(Array.from({ length: 200 }, () => newRoomId()));
    expect(ids.size).toBe(200);
    for (const id of ids) {
      expect(id).toMatch(/^[a-z2-9]{8}$/);
      expect(isRoomId(id)).toBe(true);
      expect(encodeURIComponent(id)).toBe(id);
    }
  });

  it('commits to the canonical JSON of a choice: key order does not matter, content does', () => {
    const salt = randomHex();
    expect(commitHash({ kind: 'pick', card: 3 }, salt)).toBe(commitHash({ card: 3, kind: 'pick' }, salt));
    expect(commitHash({ kind: 'pick', card: 3 }, salt)).not.toBe(commitHash({ kind: 'pick', card: 4 }, salt));
    expect(commitHash({ kind: 'pick', card: 3 }, salt)).not.toBe(commitHash({ kind: 'pick', card: 3 }, randomHex()));
    expect(sameSecret(salt, salt)).toBe(true);
    expect(sameSecret(salt, randomHex())).toBe(false);
    expect(sameSecret(salt, salt.slice(1))).toBe(false);
  });
});
