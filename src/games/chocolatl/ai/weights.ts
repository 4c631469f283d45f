// Tunable numbers of the Chocolatl bots, in victory points. One place, so tuning never touches logic.

export interface ChocolatlWeights {
  /** VP a point of hand strength earns per round still to play (improvement cards, sacrifice cost). */
  pointPerRound: number;
  /** VP a hut earns per later round (+1 at five locations, -1 at Tenochtitlan). */
  hutPerRound: number;
  /** A black die kept for a later offering. */
  die: number;
  /** A stone in the pyramid: its end point, a share of the majority and of the row bonuses. */
  stone: number;
  /** Chance an opponent's unknown offering is a random pair rather than its obvious allocation. */
  randomShare: number;
  /** VP shared out per round still to play, for the projection of a position. */
  roundPool: number;
  /** Exponent of hand strength in each seat's share of the later rounds. */
  strengthPower: number;
  /** Width, in points, of the logistic that turns a projected lead into a reward. */
  marginScale: number;
  /** Card sacrificed to the temple (the highest of the hand at most). */
  sacrifice: number;
}

export const DEFAULT_WEIGHTS: ChocolatlWeights = {
  pointPerRound: 0.1,
  hutPerRound: 1.2,
  die: 2.5,
  stone: 1.8,
  randomShare: 0.4,
  roundPool: 20,
  strengthPower: 2,
  marginScale: 5,
  sacrifice: 12,
};

/**
 * The hard bot's own weights (it still expects the others to play with DEFAULT_WEIGHTS): it
 * values a stronger hand (improvement cards from Tachli) more and a wider lead (docs/ai.md).
 */
export const HARD_WEIGHTS: ChocolatlWeights = { ...DEFAULT_WEIGHTS, pointPerRound: 0.3, roundPool: 40, strengthPower: 3, marginScale: 8 };
