// When a bot's decided move is played on this screen. No clock of its own: the move waits for what
// the person is shown of the moves before it, that is their captions (each read for its dwell, the
// pace chosen in the settings, the last one at least LAST_MIN_MS: the rhythm of bot turns) and the
// board's animations (scene.settled()). Skipping and the instant pace wait for neither, only for a
// person's own roll still on screen (see narration.ts).

/** What a bot's move waits for before it is played. */
export interface BotWait {
  /** The captions told so far were shown (or skipped), and a held roll was seen. */
  captions: boolean;
  /** Then the board drew where those captions left it and its animations finished. */
  board: boolean;
}

/**
 * `pace`: the settings' bot pace (ms, 0: instant); `skipping`: the person skipped ahead past this
 * move; `held`: a person's own roll is on screen until they have seen it.
 */
export function botWait(pace: number, skipping: boolean, held: boolean): BotWait {
  const paced = pace > 0 && !skipping;
  return { captions: paced || held, board: paced };
}
