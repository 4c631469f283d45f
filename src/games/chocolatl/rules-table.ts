// Which decision each phase asks for.
import { city, dice, discard, offer, pyramidOrder, sacrifice } from './decisions.ts';
import type { Decision } from './handlers.ts';
import type { Phase } from './types.ts';

export const PHASE_DECISION: Record<Phase, Decision | null> = {
  sacrifice,
  commitAll: offer,
  commitFirst: offer,
  commitSecond: offer,
  commitLoc: offer,
  dice,
  city,
  pyramidOrder,
  discard,
  over: null,
};

/** Every choice kind some phase answers. */
export const KINDS: ReadonlySet<string> = new Set(Object.values(PHASE_DECISION).flatMap((d) => d?.rules.kinds ?? []));
