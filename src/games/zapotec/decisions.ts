// One handler per choice kind: its candidates, its check and what it does. The legal choices are
// the candidates that pass the same check, so what a seat is offered and what apply accepts cannot
// disagree. The per-step refusals (wrong-step) live in each kind's check, so a choice of the wrong
// step gets the reason that kind gives.
import * as act from './actions.ts';
import { BASIC_RESOURCES, BOARD_SPACES, MAX_CORN_PER_SACRIFICE, R, SACRIFICE_TOP } from './data.ts';
import { drawCard, endConstruction, pickCard, scoreTurn } from './flow.ts';
import { defineHandler } from './handlers.ts';
import { checkBuild, checkPyramid, checkRitualTarget, checkUse, ritualLimit, scoringIsChoice } from './legality.ts';
import { refusal as err } from './refusals.ts';
import { ritualNeedsPriest, tradeCost } from './costs.ts';
import { NONE, cardOf, piecesBuilt, spaceHas, tradeTileOf, type ZapotecMove } from './types.ts';

const rituals = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

export const pick = defineHandler('pick', {
  candidates: (s, seat) => s.players[seat]!.hand.map((card) => ({ kind: 'pick', card }) as const),
  validate(s, seat, c) {
    if (s.phase !== 'select') return err('wrong-step', 'Cards are chosen at the start of the round.');
    return s.players[seat]!.hand.includes(c.card) ? null : err('card-not-in-hand', 'That card is not in your hand.');
  },
  run: (s, seat, c, events) => pickCard(s, seat, c.card, events),
});

export const bonus = defineHandler('bonus', {
  candidates: () => BASIC_RESOURCES.map((resource) => ({ kind: 'bonus', resource }) as const),
  validate: (s) => (s.sub[0] === 'bonus' ? null : err('wrong-step', 'No free resource is owed now.')),
  run(s, seat, c, events) {
    s.sub.shift();
    act.gain(s, seat, c.resource, 1, events, 'step');
  },
});

export const ritual11 = defineHandler('ritual11', {
  candidates: (s) => rituals(s.rituals.length).map((ritual) => ({ kind: 'ritual11', ritual }) as const),
  validate: (s, seat, c) => (s.sub[0] === 'ritual11' ? checkRitualTarget(s, seat, c.ritual) : err('wrong-step', 'No free ritual is owed now.')),
  run(s, seat, c, events) {
    s.sub.shift();
    act.placeRitualDisc(s, seat, c.ritual, events, 'step11');
  },
});

export const place = defineHandler('place', {
  candidates: () => rituals(9).map((cell) => ({ kind: 'place', cell }) as const),
  validate(s, seat, c) {
    if (s.sub[0] !== 'place') return err('wrong-step', 'No building tile waits for a place.');
    return s.players[seat]!.grid[c.cell] === NONE ? null : err('cell-taken', 'That space of your grid already holds a tile.');
  },
  run(s, seat, c, events) {
    s.sub.shift();
    act.placeTile(s, seat, c.cell, events);
  },
});

export const income = defineHandler('income', {
  candidates: () => [{ kind: 'income', line: 'row' }, { kind: 'income', line: 'col' }],
  validate: (s) => (s.step === 'income' ? null : err('wrong-step', 'Income is collected at the start of your turn.')),
  run(s, seat, c, events) {
    act.takeIncome(s, seat, c.line, events);
    s.step = 'capital';
  },
});

export const buy = defineHandler('buy', {
  candidates() {
    const out: Extract<ZapotecMove, { kind: 'buy' }>[] = [];
    for (const level of [1, 2, 3] as const) for (let slot = 0; slot < 3; slot++) out.push({ kind: 'buy', level, slot });
    return out;
  },
  validate(s, seat, c) {
    const p = s.players[seat]!;
    if (s.step !== 'capital') return err('wrong-step', 'Trade tiles are bought during capital actions.');
    if (p.boughtLevels[c.level - 1]) return err('trade-level-bought', 'You already bought a tile of this level this round.', { level: c.level });
    if (s.tradeRows[c.level - 1]![c.slot] === NONE) return err('trade-slot-empty', 'That trade space is empty.');
    const cost = tradeCost(p, c.level);
    return p.res[R.gold]! >= cost ? null : err('cannot-afford', `This tile costs ${cost} gold.`, { gold: cost });
  },
  run: (s, seat, c, events) => act.buyTrade(s, seat, c.level, c.slot, events),
});

/** Trade tiles used as an action: in capital actions, or a converting tile while building too. */
export const use = defineHandler('use', {
  candidates(s, seat) {
    const out: Extract<ZapotecMove, { kind: 'use' }>[] = [];
    for (const t of s.players[seat]!.trade) {
      if (!t.up) continue;
      if (tradeTileOf(t.id).effect.kind === 'freeRitual') for (const ritual of rituals(s.rituals.length)) out.push({ kind: 'use', tile: t.id, ritual });
      else out.push({ kind: 'use', tile: t.id });
    }
    return out;
  },
  validate: (s, seat, c) => checkUse(s, seat, s.players[seat]!, c),
  run: (s, seat, c, events) => act.useTrade(s, seat, c.tile, c.ritual, events),
});

export const pyramid = defineHandler('pyramid', {
  candidates(s) {
    const out: Extract<ZapotecMove, { kind: 'pyramid' }>[] = [];
    s.pyramids.forEach((pyr, pyramid) => {
      if (pyr.tile !== NONE) out.push({ kind: 'pyramid', pyramid });
      else for (const scoring of s.scoringTiles) out.push({ kind: 'pyramid', pyramid, scoring });
    });
    return out;
  },
  validate: (s, seat, c) => checkPyramid(s, s.players[seat]!, c),
  run: (s, seat, c, events) => act.buildPyramid(s, seat, c.pyramid, c.scoring, events),
});

export const ritual = defineHandler('ritual', {
  candidates: (s) => rituals(s.rituals.length).map((ritual) => ({ kind: 'ritual', ritual }) as const),
  validate(s, seat, c) {
    const p = s.players[seat]!;
    if (s.step !== 'capital') return err('wrong-step', 'Rituals are performed during capital actions.');
    if (piecesBuilt(p) === 0) return err('ritual-needs-pyramid', 'Build a pyramid level before performing a ritual.');
    if (p.ritualActions >= ritualLimit(p))
      return err('ritual-limit', 'Your pyramid levels limit how many ritual cards you may join.', { limit: ritualLimit(p) });
    const target = checkRitualTarget(s, seat, c.ritual);
    if (target) return target;
    const gold = s.ritualDiscs[c.ritual]!.length;
    if (ritualNeedsPriest(p) && p.res[R.priest]! < 1) return err('cannot-afford', 'A ritual costs 1 priest.');
    return p.res[R.gold]! >= gold ? null : err('cannot-afford', `Joining this ritual costs ${gold} gold.`, { gold });
  },
  run: (s, seat, c, events) => act.performRitual(s, seat, c.ritual, events),
});

export const sacrifice = defineHandler('sacrifice', {
  candidates: () => rituals(MAX_CORN_PER_SACRIFICE).map((i) => ({ kind: 'sacrifice', corn: i + 1 }) as const),
  validate(s, seat, c) {
    const p = s.players[seat]!;
    if (s.step !== 'capital') return err('wrong-step', 'Sacrifices are made during capital actions.');
    if (p.res[R.priest]! < 1) return err('cannot-afford', 'A sacrifice costs 1 priest.');
    if (p.res[R.corn]! < c.corn) return err('cannot-afford', `You do not have ${c.corn} corn.`, { corn: c.corn });
    if (p.sacrifice + c.corn > SACRIFICE_TOP) return err('sacrifice-top', 'The sacrifice track ends at step 12.');
    return null;
  },
  run: (s, seat, c, events) => act.sacrifice(s, seat, c.corn, events),
});

export const endCapital = defineHandler('endCapital', {
  candidates: () => [{ kind: 'endCapital' }],
  validate: (s) => (s.step === 'capital' ? null : err('wrong-step', 'You are not in the capital actions step.')),
  run(s, seat, _c, events) {
    s.step = 'construction';
    events.push({ type: 'step', seat, step: 'construction' });
  },
});

export const build = defineHandler('build', {
  candidates(s, seat) {
    // Pre-filter by the card and the tiles' terrains/regions: most of the 45 spaces fall out here.
    const out: Extract<ZapotecMove, { kind: 'build' }>[] = [];
    const p = s.players[seat]!;
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
    return out;
  },
  validate: (s, seat, c) => checkBuild(s, seat, s.players[seat]!, c),
  run: (s, seat, c, events) => act.build(s, seat, c, events),
});

export const endConstructionStep = defineHandler('endConstruction', {
  candidates: () => [{ kind: 'endConstruction' }],
  validate: (s) => (s.step === 'construction' ? null : err('wrong-step', 'You are not in the construction step.')),
  run: (s, seat, _c, events) => endConstruction(s, seat, events),
});

export const score = defineHandler('score', {
  candidates(s, seat) {
    if (!scoringIsChoice(s, seat)) return [];
    return [{ kind: 'score', card: NONE } as const, ...s.players[seat]!.hand.map((card) => ({ kind: 'score', card }) as const)];
  },
  validate(s, seat, c) {
    if (s.step !== 'scoring') return err('wrong-step', 'You are not in the scoring step.');
    return c.card === NONE || s.players[seat]!.hand.includes(c.card) ? null : err('card-not-in-hand', 'That card is not in your hand.');
  },
  run: (s, seat, c, events) => scoreTurn(s, seat, c.card, events),
});

export const draw = defineHandler('draw', {
  candidates: (s) => s.offer.map((card) => ({ kind: 'draw', card }) as const),
  validate(s, _seat, c) {
    if (s.step !== 'draw') return err('wrong-step', 'You are not in the draw step.');
    return s.offer.includes(c.card) ? null : err('card-not-in-offer', 'That card is not in the offer.');
  },
  run: (s, seat, c, events) => drawCard(s, seat, c.card, events),
});
