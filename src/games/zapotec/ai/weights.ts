// The tunable numbers of the Zapotec evaluation, in victory points. Set by hand from the rules,
// then adjusted one at a time where seeded games of the easy and normal bots against Cocijobot
// showed a clear gain (and the gain held on other seeds).

export interface EvalWeights {
  /** Points per resource held while it can still be spent: wood, brick, stone, corn, gold, priest. */
  res: readonly number[];
  /** Factor on resource values by turns left to spend them (index 0, 1, 2, 3+). */
  spend: readonly number[];
  /** Chance that a house matches a bonus card not known yet. */
  bonusMatch: number;
  /** Future income: weight of the best line against the mean line of the three resources. */
  incomeBest: number;
  /** Factor on projected income. */
  incomeScale: number;
  /** Chance an unfinished pyramid gets finished by its owner, by levels still needed (index 1 or 2). */
  pyramidDone: readonly number[];
  /** Chance others finish it when its owner cannot (multiplayer). */
  pyramidOther: number;
  /** How fast ritual cards with the seat's disc are expected to grow (1 = the base rates in rituals.ts). */
  ritualGrowth: number;
  /** Value of an open ritual slot (a disc left and the pyramid limit not reached). */
  ritualSlot: number;
  /** Trade tiles, per turn left: level 2 converters, Z25-Z30 builders, Z31-Z33 cost cutters. */
  convertTile: number;
  buildTile: number;
  costTile: number;
  /** Z35 per scoring left, Z34 and Z36 while still unused. */
  scoreTile: number;
  advanceTile: number;
  ritualTile: number;
  /** Cocijobot's expected gain per turn it still plays, beyond its bonus-card scoring and trade tiles. */
  botPerTurn: number;
  /** Trade tiles Cocijobot takes per turn, on average. */
  botTradeRate: number;
  /** Sacrifice actions Cocijobot takes per turn, on average. */
  botSacrificeRate: number;
  /** Width of the logistic that turns a points lead into a search reward. */
  marginScale: number;
  /** Turn order: points per place earlier in the round's order (pick decisions). */
  orderValue: number;
  /** Solo: Cocijobot's later points are found by playing its remaining turns out (bot-forecast.ts)
   * rather than estimated with the bot* rates above. */
  forecastBot: boolean;
}

export const DEFAULT_WEIGHTS: EvalWeights = {
  res: [1.0, 1.0, 1.0, 0.8, 0.9, 1.4],
  spend: [0, 0.6, 0.9, 1],
  bonusMatch: 1 / 3,
  incomeBest: 0.5,
  incomeScale: 1,
  pyramidDone: [1, 0.75, 0.5],
  pyramidOther: 0.25,
  ritualGrowth: 0.7,
  ritualSlot: 3,
  convertTile: 1,
  buildTile: 1.5,
  costTile: 0.8,
  scoreTile: 1.5,
  advanceTile: 4,
  ritualTile: 6,
  botPerTurn: 5,
  botTradeRate: 0.45,
  botSacrificeRate: 0.35,
  marginScale: 20,
  orderValue: 0.5,
  forecastBot: false,
};

export function withWeights(overrides: Partial<EvalWeights>): EvalWeights {
  return { ...DEFAULT_WEIGHTS, ...overrides };
}

/** The hard bot's against Cocijobot: it plays the automa's remaining turns out, only the win
 * counts, so close margins are told apart more sharply, and its ritual cards are expected to grow
 * at the full base rate (measures: docs/ai.md). */
export const SOLO_HARD_WEIGHTS: EvalWeights = withWeights({ forecastBot: true, marginScale: 12, ritualGrowth: 1 });
