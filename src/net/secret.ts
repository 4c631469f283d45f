// Random secrets, salts and room ids (crypto.getRandomValues), and the commitment of a secret choice.
import { canonicalJson } from '../engine/hash.ts';
import { sha256Hex, toHex } from './sha256.ts';

export type RandomBytes = (length: number) => Uint8Array;

export const cryptoRandom: RandomBytes = (length) => {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  return bytes;
};

/** 128 random bits as 32 hex digits: seat secrets and commitment salts. */
export function randomHex(random: RandomBytes = cryptoRandom, bytes = 16): string {
  return toHex(random(bytes));
}

/** Letters and digits that cannot be confused when read aloud or typed (no 0/o, 1/l/i). */
export const ROOM_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const ROOM_ID_LENGTH = 8;

/** A short, URL-safe, random room id (8 characters, about 40 bits). */
export function newRoomId(random: RandomBytes = cryptoRandom): string {
  const n = ROOM_ALPHABET.length;
  const limit = 256 - (256 % n); // rejection sampling: no modulo bias
  let id = '';
  while (id.length < ROOM_ID_LENGTH) {
    for (const byte of random(ROOM_ID_LENGTH * 2)) {
      if (byte < limit && id.length < ROOM_ID_LENGTH) id += ROOM_ALPHABET[byte % n];
    }
  }
  return id;
}

export function isRoomId(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z0-9-]{4,32}$/.test(value);
}

/** The commitment a seat sends before revealing: sha256(canonical JSON of the choice + salt). */
export function commitHash(choice: unknown, salt: string): string {
  return sha256Hex(canonicalJson(choice) + salt);
}

/** Compares two secrets without stopping at the first difference. */
export function sameSecret(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
