// When a bot's decided move is played on this screen. No clock of its own: the move waits for what
// the person is shown of the moves before it, that is their captions (each read for its dwell, the
// pace chosen in the settings, the last one at least LAST_MIN_MS: the rhythm of bot turns) and the
// board's animations (scene.settled()). Skipping and the instant pace wait for neither, only for a
// person's own roll still on screen (see narration.ts). Online, others wait on these moves too: a
// roll held on this screen then holds only its own captions, never the room.

/** What a bot's move waits for before it is played. */
export interface BotWait {
  /** The captions told so far were shown (or skipped), and a held roll was seen (not online). */
  captions: boolean;
  /** Online: a held roll on screen does not hold the move (the captions before it do). */
  pastHeld: boolean;
  /** Then the board drew where those captions left it and its animations finished. */
  board: boolean;
}

/**
 * `pace`: the settings' bot pace (ms, 0: instant); `skipping`: the person skipped ahead past this
 * move; `held`: a person's own roll is on screen until they have seen it; `online`: people on other
 * devices wait for this move as well.
 */
export function botWait(pace: number, skipping: boolean, held: boolean, online = false): BotWait {
  const paced = pace > 0 && !skipping;
  return { captions: paced || (held && !online), board: paced, pastHeld: online };
}
