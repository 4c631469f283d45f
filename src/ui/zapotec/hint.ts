// Why the hard AI likes a Zapotec move, in one line: the feature the move changes most in the
// viewer's own end-of-game count (a pyramid level, a ritual set, the sacrifice rank), else what it
// brings (a card's build options, resources for the next build). Reads only the viewer's own
// position before and after the move, on a state sampled from the viewer's view, so it tells
// nothing hidden. Part of the lazy suggestion chunk.
import { t } from '../../i18n/index.ts';
import { BUILD_COST, PROPERTIES, R, RESOURCES, RITUAL_CARDS, type Property } from '../../games/zapotec/data.ts';
import { incomeCells } from '../../games/zapotec/actions.ts';
import { pyramidComplete, pyramidPoints, ritualPoints, sacrificeOrder } from '../../games/zapotec/scoring.ts';
import { NONE, cardOf, spaceHas, spaceOf, type ZapotecChoice, type ZapotecState } from '../../games/zapotec/state.ts';
import { prop, res, ritualName } from './labels.ts';

const rank = (s: ZapotecState, seat: number): number => sacrificeOrder(s).indexOf(seat) + 1;

/** Open spaces a card lets the viewer build on (a free space with the card's property). */
function openSpaces(s: ZapotecState, property: Property): number {
  let n = 0;
  for (let sp = 0; sp < s.spaceTile.length; sp++)
    if (s.spaceTile[sp] !== NONE && s.spaceOwner[sp] === NONE && spaceHas(sp, property)) n++;
  return n;
}

/** Resources the better of a card's two income lines pays: the header's one and two per tile. */
function bestIncome(grid: readonly number[], resource: string): number {
  const tiles = (line: 'row' | 'col') => incomeCells(resource, line).filter((cell) => grid[cell] !== NONE).length;
  return 1 + 2 * Math.max(tiles('row'), tiles('col'));
}

/** The first building the viewer can now pay for and could not before, if any. */
function newlyAffordable(before: readonly number[], after: readonly number[]): string | null {
  for (const [what, cost] of Object.entries(BUILD_COST)) {
    const can = (r: readonly number[]) => cost.every((c) => r[R[c]]! >= cost.filter((x) => x === c).length);
    if (!can(before) && can(after)) return what;
  }
  return null;
}

/** End points a new building adds through the ritual cards the viewer holds a disc on. */
function ritualGain(before: ZapotecState, after: ZapotecState, seat: number): number {
  return before.rituals.reduce((sum, card, i) =>
    before.ritualDiscs[i]!.includes(seat) ? sum + ritualPoints(after, seat, card) - ritualPoints(before, seat, card) : sum, 0);
}

function pyramidHint(before: ZapotecState, after: ZapotecState, i: number, seat: number): string {
  const property = prop(PROPERTIES[after.pyramids[i]!.tile]!);
  const gain = pyramidPoints(after, seat) - pyramidPoints(before, seat);
  if (pyramidComplete(after, i) && !pyramidComplete(before, i)) return t('z.hint.pyramidDone', { property, n: gain });
  const mine = after.pyramids[i]!.pieces.filter((x) => x.seat === seat).length;
  const others = after.pyramids[i]!.pieces.length - mine;
  if (mine > others && others > 0) return t('z.hint.pyramidLead', { property, mine, others });
  return t('z.hint.pyramid', { property, n: gain });
}

export function zapotecHint(_view: unknown, before: ZapotecState, after: ZapotecState, choice: ZapotecChoice, seat: number): string | null {
  const p0 = before.players[seat]!;
  const p1 = after.players[seat]!;
  switch (choice.kind) {
    case 'pick': case 'draw': {
      const c = cardOf(choice.card);
      const n = openSpaces(before, c.property);
      const income = bestIncome(p0.grid, c.resource);
      if (income >= 3) return t('z.hint.pickIncome', { income, resource: res(c.resource), n, property: prop(c.property) });
      return n > 0 ? t('z.hint.pick', { n, property: prop(c.property) }) : null;
    }
    case 'pyramid':
      return pyramidHint(before, after, choice.pyramid, seat);
    case 'ritual': case 'ritual11': {
      const card = before.rituals[choice.ritual];
      if (card === undefined) return null;
      return t('z.hint.ritual', { name: ritualName(RITUAL_CARDS[card]!.id), n: ritualPoints(after, seat, card) });
    }
    case 'sacrifice': {
      const r0 = rank(before, seat);
      const r1 = rank(after, seat);
      if (r1 >= 1 && r1 <= 3 && (r0 === 0 || r1 < r0)) return t('z.hint.sacrificeRank', { step: p1.sacrifice, rank: r1 });
      return t('z.hint.sacrifice', { step: p1.sacrifice });
    }
    case 'build': {
      const rit = ritualGain(before, after, seat);
      if (rit > 0) return t('z.hint.buildSet', { n: rit });
      const pyr = pyramidPoints(after, seat) - pyramidPoints(before, seat);
      if (pyr > 0) return t('z.hint.buildPyramid', { n: pyr });
      const region = spaceOf(choice.space).region;
      const n = after.spaceOwner.reduce((k, o, i) => (o === seat && spaceOf(i).region === region ? k + 1 : k), 0);
      return t('z.hint.buildRegion', { region: prop(region), n });
    }
    default: break;
  }
  // What it brings: resources, and the building they now pay for.
  const got = RESOURCES.flatMap((r, i) => (p1.res[i]! > p0.res[i]! ? [`${p1.res[i]! - p0.res[i]!} ${res(r)}`] : []));
  if (!got.length) return null;
  const build = newlyAffordable(p0.res, p1.res);
  if (!build) return t('z.hint.res', { list: got.join(', ') });
  return t('z.hint.resFor', { list: got.join(', '), what: build === 'palace' ? t('z.hint.palace') : prop(build) });
}
