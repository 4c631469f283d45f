// The Zapotec rules helpers "Suggest a move" reads (hint.ts), handed to the suggestion chunk through
// the presenter. Zapotec's rules are in the first download; were the lazy chunk to import these
// modules too, the bundler would move them out into a chunk of their own that the first screen
// fetches as well, and that split alone costs half a kilobyte of the first download.
import { incomeCells } from '../../games/zapotec/actions.ts';
import { BUILD_COST, PROPERTIES, R, RESOURCES, RITUAL_CARDS } from '../../games/zapotec/data.ts';
import { pyramidComplete, pyramidPoints, ritualPoints, sacrificeOrder } from '../../games/zapotec/scoring.ts';
import { NONE, cardOf, spaceHas, spaceOf } from '../../games/zapotec/types.ts';
import { prop, res, ritualName } from './labels.ts';

// A tuple, not an object: its names would stay in the first download, minified code drops them.
// hint.ts names them again (named()), in the lazy chunk.
export const zapotecHintKit = [
  NONE, incomeCells, BUILD_COST, PROPERTIES, R, RESOURCES, RITUAL_CARDS,
  pyramidComplete, pyramidPoints, ritualPoints, sacrificeOrder, cardOf, spaceHas, spaceOf, prop, res, ritualName,
] as const;
export type ZapotecHintKit = typeof zapotecHintKit;
