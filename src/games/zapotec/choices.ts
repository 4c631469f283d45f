// Every legal decision for a seat right now: candidates for the owed decision, kept when legal.
import { BASIC_RESOURCES, BOARD_SPACES, MAX_CORN_PER_SACRIFICE } from './data.ts';
import { choiceId } from './decode.ts';
import { checkMove, pending, scoringIsChoice } from './legality.ts';
import { NONE, cardOf, spaceHas, tradeTileOf, type ZapotecChoice, type ZapotecMove, type ZapotecState } from './state.ts';

function candidates(s: ZapotecState, seat: number, kind: string): ZapotecMove[] {
  const p = s.players[seat]!;
  const out: ZapotecMove[] = [];
  switch (kind) {
    case 'pick':
      for (const card of p.hand) out.push({ kind: 'pick', card });
      break;
    case 'bonus':
      for (const resource of BASIC_RESOURCES) out.push({ kind: 'bonus', resource });
      break;
    case 'ritual11':
      for (let ritual = 0; ritual < s.rituals.length; ritual++) out.push({ kind: 'ritual11', ritual });
      break;
    case 'place':
      for (let cell = 0; cell < 9; cell++) out.push({ kind: 'place', cell });
      break;
    case 'income':
      out.push({ kind: 'income', line: 'row' }, { kind: 'income', line: 'col' });
      break;
    case 'capital':
      for (const level of [1, 2, 3] as const) for (let slot = 0; slot < 3; slot++) out.push({ kind: 'buy', level, slot });
      for (const t of p.trade) {
        if (!t.up) continue;
        if (tradeTileOf(t.id).effect.kind === 'freeRitual')
          for (let ritual = 0; ritual < s.rituals.length; ritual++) out.push({ kind: 'use', tile: t.id, ritual });
        else out.push({ kind: 'use', tile: t.id });
      }
      s.pyramids.forEach((pyr, pyramid) => {
        if (pyr.tile !== NONE) out.push({ kind: 'pyramid', pyramid });
        else for (const scoring of s.scoringTiles) out.push({ kind: 'pyramid', pyramid, scoring });
      });
      for (let ritual = 0; ritual < s.rituals.length; ritual++) out.push({ kind: 'ritual', ritual });
      for (let corn = 1; corn <= MAX_CORN_PER_SACRIFICE; corn++) out.push({ kind: 'sacrifice', corn });
      out.push({ kind: 'endCapital' });
      break;
    case 'construction':
      for (const t of p.trade) if (t.up && tradeTileOf(t.id).effect.kind === 'convert') out.push({ kind: 'use', tile: t.id });
      {
        // Pre-filter by the card and the tiles' terrains/regions: most of the 45 spaces fall out here.
        const property = cardOf(s.played[seat]!).property;
        const builders = p.trade.filter((t) => t.up && tradeTileOf(t.id).effect.kind === 'build');
        for (const space of BOARD_SPACES) {
          if (s.spaceTile[space.id] === NONE) continue;
          if (spaceHas(space.id, property)) {
            out.push({ kind: 'build', space: space.id, palace: false });
            if (p.palaceSpace === NONE) out.push({ kind: 'build', space: space.id, palace: true });
          }
          for (const t of builders) {
            const e = tradeTileOf(t.id).effect;
            if (e.kind === 'build' && spaceHas(space.id, e.where)) out.push({ kind: 'build', space: space.id, palace: false, via: t.id });
          }
        }
      }
      out.push({ kind: 'endConstruction' });
      break;
    case 'scoring':
      if (scoringIsChoice(s, seat)) {
        out.push({ kind: 'score', card: NONE });
        for (const card of p.hand) out.push({ kind: 'score', card });
      }
      break;
    case 'draw':
      for (const card of s.offer) out.push({ kind: 'draw', card });
      break;
  }
  return out;
}

export function choices(s: ZapotecState, seat: number): ZapotecChoice[] {
  const owed = pending(s).find((p) => p.seat === seat);
  if (!owed) return [];
  const out: ZapotecChoice[] = [];
  for (const move of candidates(s, seat, owed.kind)) {
    const choice = move as ZapotecChoice;
    choice.id = choiceId(move);
    if (checkMove(s, seat, choice) === null) out.push(choice);
  }
  return out;
}
