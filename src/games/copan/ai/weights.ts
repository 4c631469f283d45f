// Tunable numbers of the Copan bots, in victory points. One place, so tuning never touches logic.

export interface CopanWeights {
  /** A resource held with several turns still to play. */
  res: number;
  /** Own turns over which a resource keeps its full value (fewer turns left: it fades). */
  spendTurns: number;
  /** Each unit already held lowers the next one's value by this share (diminishing returns). */
  resGlut: number;
  /** A Court tile in hand, while there are turns left to place it. */
  tile: number;
  /** Mean worth of a jade space's own effect, before the power stairway multiplier. */
  jadeEffect: number;
  /** Expected additions per own turn to each stairway's count (extensions, court, altars, jade). */
  futureCount: number;
  /** Option value of each step a priest stands up a stairway. */
  priestStep: number;
  /** A pending bonus action. */
  bonus: number;
  /** Share of the next space's symbol a totem that can still stay is worth (s1 or s2). */
  stay: number;
  /** Chance per own turn to act at a given Site (for permanent Characters' worth). */
  siteRate: number;
  /** The Automa's VP per turn still to come, by mode then level (its end lines grow each turn). */
  automaRate: { basic: [number, number]; advanced: [number, number] };
  /** Width, in points, of the logistic that turns a projected lead into a reward. */
  marginScale: number;
  /** Share of an Embassy stack's future draws (stack.ts) counted as the seat's own. */
  stack: number;
  /** Embassies actions per own turn at a City without a loop tile. */
  stackRate: number;
  /**
   * Share of its capacity a seat expects to hold of each resource at the end, for the end-game
   * Characters (2 VP per unit of their type) and the storage that raises that capacity. Embassy
   * loops flood every seat with resources, so a planning seat counts on full storage.
   */
  endFill: number;
  /** Share of an end-game Character's expected points counted when taking it. */
  endShare: number;
}

/** The weights of the players that plan (normal and hard). */
export const DEFAULT_WEIGHTS: CopanWeights = {
  res: 2.6,
  spendTurns: 3,
  resGlut: 0.1,
  tile: 1.5,
  jadeEffect: 4.5,
  futureCount: 0.05,
  priestStep: 0.25,
  bonus: 7,
  stay: 0.4,
  siteRate: 0.25,
  automaRate: { basic: [5, 7], advanced: [10, 13] },
  marginScale: 12,
  stack: 0.25,
  stackRate: 0.3,
  endFill: 0.75,
  endShare: 1,
};

/**
 * The easy player is the greedy one: it rates each choice by what it brings now and does not plan
 * Embassy stacks (these were every level's weights before stacks were valued; tuning against them,
 * bonus actions 7 and resource glut 0.1 did better too).
 */
export const EASY_WEIGHTS: CopanWeights = { ...DEFAULT_WEIGHTS, resGlut: 0.05, bonus: 5, stack: 0, endFill: 0, endShare: 0.5 };
