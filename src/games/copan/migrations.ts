// Save migrations between Copan rules versions (engine/match.ts applies them to a save's snapshot
// when its log no longer replays to the same position).
//
// 1 → 2: an ejected totem's owner now performs the action of the Site it moves to (eject.ts).
// The state's shape did not change: new task kinds only appear in version 2 positions, and the
// optional `seat` of 'bonus' / 'afterAction' tasks means the active player when absent, as in
// version 1. A version 1 position, even one waiting for an ejected owner's move, is therefore a
// valid version 2 position: that move is now followed by the Site's action. The step only checks
// that it was handed a Copan state.
import type { Migration } from '../../engine/index.ts';

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function looksLikeCopan(s: unknown): boolean {
  return isObject(s) && s.v === 1 && Array.isArray(s.players) && Array.isArray(s.tasks) && s.tasks.every((t) => isObject(t) && typeof t.k === 'string');
}

export const COPAN_MIGRATIONS: readonly Migration[] = [
  { from: 1, to: 2, migrate: (s) => (looksLikeCopan(s) ? s : null) },
];
