// Messages between the page and the bot worker.
export interface BotRequest {
  id: number;
  game: string;
  level: 'easy' | 'normal' | 'hard';
  seat: number;
  view: unknown; // the seat's own view: bots never receive hidden information
  seed: string;
}
export type BotResponse = { id: number; ok: true; choice: unknown; ms: number } | { id: number; ok: false; reason: string };
