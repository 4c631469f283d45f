// The shape of a saved game's record, apart from the code that stores (saves.ts, db.ts) and checks
// (validate.ts) it, so that those can all name it without importing each other.
import type { SaveFile } from '../engine/match.ts';

export interface SeatInfo {
  name: string;
  kind: 'human' | 'ai' | 'automa' | 'remote';
  level?: 'easy' | 'normal' | 'hard';
  color: number; // index into the player colours
}

export interface SaveRecord {
  v: number;
  id: string;
  game: string;
  seats: SeatInfo[];
  round: number;
  over: boolean;
  createdAt: number;
  updatedAt: number;
  file: SaveFile<unknown>;
}
