// Game-agnostic bots: the contract, information-set MCTS and ready-made bots.
export type * from './types.ts';
export { runSearch, type SearchConfig } from './ismcts.ts';
export { searchBot, randomBot, ratingBot } from './bots.ts';
export { marginRewards, randomPolicy } from './rewards.ts';
export { argmax, playOut } from './playout.ts';
export { lookaheadBot, type Lookahead } from './lookahead.ts';
