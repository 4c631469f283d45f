export type * from './types.ts';
export * from './rng.ts';
export * from './hash.ts';
export * from './clone.ts';
export * from './match.ts';
export * from './random-play.ts';
export * from './steps.ts';
export * from './rules.ts';
