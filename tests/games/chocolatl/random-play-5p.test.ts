import { describe, it } from 'vitest';
import { playMany } from './random-play.ts';

describe('random play, 5 players', () => {
  it('200 seeded games: invariants, no leaks, replay and save checks after every move', () => playMany(5, 200), 120_000);
});
