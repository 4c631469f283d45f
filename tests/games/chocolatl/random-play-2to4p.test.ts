import { describe, it } from 'vitest';
import { playMany } from './random-play.ts';

describe('random play, 2-4 players', () => {
  it.each([2, 3, 4])('%i players: 200 seeded games with every check after every move', (players) => playMany(players, 200), 120_000);
});
