// How long a replay link may be: read by the router before it loads the replay code.
/** Longest link fragment accepted, in characters. */
export const MAX_LINK_CHARS = 64_000;
