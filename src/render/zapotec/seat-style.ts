// Which colour and glyph a seat's pieces wear (pure, no Pixi).
import { BOT_STYLE, PLAYERS, type PlayerStyle } from '../tokens.ts';

/**
 * The style of a seat; Cocijobot (solo seat 1) is the stone-grey bot. `colors` holds the colour
 * index each seat chose (new-game screen); without one a seat takes the colour of its number.
 */
export function seatStyle(seat: number, bot: boolean, colors: readonly number[] = []): PlayerStyle {
  const c = colors[seat] ?? seat;
  return bot ? BOT_STYLE : PLAYERS[((c % PLAYERS.length) + PLAYERS.length) % PLAYERS.length]!;
}
