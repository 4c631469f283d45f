// Why the hard AI likes a Zapotec move, in one line: the feature the move changes most in the
// viewer's own end-of-game count (a pyramid level, a ritual set, the sacrifice rank), else what it
// brings (a card's income line and build options, resources for the next build). Reads only the
// viewer's own position before and after the move, on a state sampled from the viewer's view, so
// it tells nothing hidden. Part of the lazy suggestion chunk: the rules helpers come in `k`
// (hint-kit.ts, from the first download), so that this chunk imports no rules module.
import { t } from '../../i18n/index.ts';
import type { Property } from '../../games/zapotec/data.ts';
import type { ZapotecChoice, ZapotecState } from '../../games/zapotec/types.ts';
import type { ZapotecHintKit } from './hint-kit.ts';

/** The kit's helpers by name (see hint-kit.ts for why it comes as a tuple). */
function named(kit: ZapotecHintKit) {
  const [NONE, incomeCells, BUILD_COST, PROPERTIES, R, RESOURCES, RITUAL_CARDS,
    pyramidComplete, pyramidPoints, ritualPoints, sacrificeOrder, cardOf, spaceHas, spaceOf, prop, res, ritualName] = kit;
  return {
    NONE, incomeCells, BUILD_COST, PROPERTIES, R, RESOURCES, RITUAL_CARDS,
    pyramidComplete, pyramidPoints, ritualPoints, sacrificeOrder, cardOf, spaceHas, spaceOf, prop, res, ritualName,
  };
}
type Kit = ReturnType<typeof named>;

/** Open spaces a card lets the viewer build on (a free space with the card's property). */
function openSpaces(k: Kit, s: ZapotecState, property: Property): number {
  let n = 0;
  for (let sp = 0; sp < s.spaceTile.length; sp++)
    if (s.spaceTile[sp] !== k.NONE && s.spaceOwner[sp] === k.NONE && k.spaceHas(sp, property)) n++;
  return n;
}

/** Resources the better of a card's two income lines pays: the header's one and two per tile. */
function bestIncome(k: Kit, grid: readonly number[], resource: string): number {
  const tiles = (line: 'row' | 'col') => k.incomeCells(resource, line).filter((cell) => grid[cell] !== k.NONE).length;
  return 1 + 2 * Math.max(tiles('row'), tiles('col'));
}

/** The first building the viewer can now pay for and could not before, if any. */
function newlyAffordable(k: Kit, before: readonly number[], after: readonly number[]): string | null {
  for (const [what, cost] of Object.entries(k.BUILD_COST)) {
    const can = (r: readonly number[]) => cost.every((c) => r[k.R[c]]! >= cost.filter((x) => x === c).length);
    if (!can(before) && can(after)) return what;
  }
  return null;
}

/** End points a new building adds through the ritual cards the viewer holds a disc on. */
function ritualGain(k: Kit, before: ZapotecState, after: ZapotecState, seat: number): number {
  return before.rituals.reduce((sum, card, i) =>
    before.ritualDiscs[i]!.includes(seat) ? sum + k.ritualPoints(after, seat, card) - k.ritualPoints(before, seat, card) : sum, 0);
}

function pyramidHint(k: Kit, before: ZapotecState, after: ZapotecState, i: number, seat: number): string {
  const property = k.prop(k.PROPERTIES[after.pyramids[i]!.tile]!);
  const gain = k.pyramidPoints(after, seat) - k.pyramidPoints(before, seat);
  if (k.pyramidComplete(after, i) && !k.pyramidComplete(before, i)) return t('z.hint.pyramidDone', { property, n: gain });
  const mine = after.pyramids[i]!.pieces.filter((x) => x.seat === seat).length;
  const others = after.pyramids[i]!.pieces.length - mine;
  if (mine > others && others > 0) return t('z.hint.pyramidLead', { property, mine, others });
  return t('z.hint.pyramid', { property, n: gain });
}

export function zapotecHint(
  _view: unknown, before: ZapotecState, after: ZapotecState, choice: ZapotecChoice, seat: number, kit: ZapotecHintKit,
): string | null {
  const k = named(kit);
  const p0 = before.players[seat]!;
  const p1 = after.players[seat]!;
  const rank = (s: ZapotecState): number => k.sacrificeOrder(s).indexOf(seat) + 1;
  switch (choice.kind) {
    case 'pick': case 'draw': {
      const c = k.cardOf(choice.card);
      const n = openSpaces(k, before, c.property);
      const income = bestIncome(k, p0.grid, c.resource);
      if (income >= 3) return t('z.hint.pickIncome', { income, resource: k.res(c.resource), n, property: k.prop(c.property) });
      return n > 0 ? t('z.hint.pick', { n, property: k.prop(c.property) }) : null;
    }
    case 'pyramid':
      return pyramidHint(k, before, after, choice.pyramid, seat);
    case 'ritual': case 'ritual11': {
      const card = before.rituals[choice.ritual];
      if (card === undefined) return null;
      return t('z.hint.ritual', { name: k.ritualName(k.RITUAL_CARDS[card]!.id), n: k.ritualPoints(after, seat, card) });
    }
    case 'sacrifice': {
      const r0 = rank(before);
      const r1 = rank(after);
      if (r1 >= 1 && r1 <= 3 && (r0 === 0 || r1 < r0)) return t('z.hint.sacrificeRank', { step: p1.sacrifice, rank: r1 });
      return t('z.hint.sacrifice', { step: p1.sacrifice });
    }
    case 'build': {
      const rit = ritualGain(k, before, after, seat);
      if (rit > 0) return t('z.hint.buildSet', { n: rit });
      const pyr = k.pyramidPoints(after, seat) - k.pyramidPoints(before, seat);
      if (pyr > 0) return t('z.hint.buildPyramid', { n: pyr });
      const region = k.spaceOf(choice.space).region;
      const n = after.spaceOwner.reduce((m, o, i) => (o === seat && k.spaceOf(i).region === region ? m + 1 : m), 0);
      return t('z.hint.buildRegion', { region: k.prop(region), n });
    }
    default: break;
  }
  // What it brings: resources, and the building they now pay for.
  const got = k.RESOURCES.flatMap((r, i) => (p1.res[i]! > p0.res[i]! ? [`${p1.res[i]! - p0.res[i]!} ${k.res(r)}`] : []));
  if (!got.length) return null;
  const build = newlyAffordable(k, p0.res, p1.res);
  if (!build) return t('z.hint.res', { list: got.join(', ') });
  return t('z.hint.resFor', { list: got.join(', '), what: build === 'palace' ? t('z.hint.palace') : k.prop(build) });
}
