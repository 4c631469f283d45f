import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/engine/types.ts';
import { zapotecGame } from '../../../src/games/zapotec/index.ts';
import { BOT, botPyramid, botSacrifice, botTrade, cocijobotCard, runCocijobotTurn } from '../../../src/games/zapotec/cocijobot.ts';
import { COCIJOBOT_CARDS, PROPERTIES } from '../../../src/games/zapotec/data.ts';
import { sacrificeRankPoints, scoreLine } from '../../../src/games/zapotec/scoring.ts';
import { NONE, type ZapotecState } from '../../../src/games/zapotec/types.ts';
import { clean, giveHouse, moveCard, newGame, play } from './fixtures.ts';

const P = (name: string) => PROPERTIES.indexOf(name as never);
const cardId = (type: string, region: string, terrain: string) =>
  COCIJOBOT_CARDS.find((c) => c.type === type && c.region === region && c.terrain === terrain)!.id;
const space = (region: string, terrain: string, type: string) =>
  Array.from({ length: 45 }, (_, i) => i).find((i) => {
    const r = ['etla', 'ocotlan', 'mitla'][Math.floor(i / 15)], t = ['plains', 'hills', 'forest'][Math.floor(i / 5) % 3];
    return r === region && t === terrain && i % 5 < 3 && ['cornfield', 'village', 'temple'][i % 5] === type;
  })!;

/** A solo game where Cocijobot is about to act with `card`, and `bonus` is the bonus card's property. */
function botTurn(card: number, bonus: string, difficulty: 'easy' | 'normal' | 'hard' = 'normal'): ZapotecState {
  const s = newGame(1, 'bot', difficulty);
  const bonusCard = Array.from({ length: 27 }, (_, i) => i + 1).find((n) => ['cornfield', 'etla', 'plains', 'village', 'ocotlan', 'hills', 'temple', 'mitla', 'forest'][(n - 1) % 9] === bonus && !s.players[0]!.hand.includes(n))!;
  moveCard(s, bonusCard);
  s.bonusStack.push(bonusCard);
  const bot = s.cocijobot!;
  bot.deck = bot.deck.filter((c) => c !== card);
  bot.revealed = [card];
  return s;
}
const run = (s: ZapotecState): GameEvent[] => {
  const events: GameEvent[] = [];
  runCocijobotTurn(s, events);
  return events;
};

describe('Cocijobot construction', () => {
  it('rulebook example: temple/Mitla/forest with a plains bonus card builds there and on temple/plains/Mitla', () => {
    const s = botTurn(cardId('temple', 'mitla', 'forest'), 'plains');
    run(s);
    expect(s.spaceOwner[space('mitla', 'forest', 'temple')]).toBe(BOT);
    expect(s.spaceOwner[space('mitla', 'plains', 'temple')]).toBe(BOT);
    expect(s.players[BOT]!.houses).toBe(7);
    expect(clean(s)).toEqual([]);
  });

  it('rulebook example: with a pyramid on an Etla tile it also builds on temple/forest/Etla', () => {
    const s = botTurn(cardId('temple', 'mitla', 'forest'), 'plains');
    s.pyramids[0] = { tile: P('etla'), pieces: [{ seat: BOT, size: 3 }] };
    s.scoringTiles = s.scoringTiles.filter((t) => t !== P('etla'));
    s.players[BOT]!.pieces[2] = 0;
    s.cocijobot!.pyramid = 0;
    run(s);
    expect(s.spaceOwner[space('etla', 'forest', 'temple')]).toBe(BOT);
    expect(s.players[BOT]!.houses).toBe(6);
  });

  it('skips spaces already built; when the bonus property is one of its icons the second house is not built', () => {
    const s = botTurn(cardId('village', 'ocotlan', 'hills'), 'hills');
    giveHouse(s, 0, space('ocotlan', 'hills', 'village'));
    const events = run(s);
    expect(s.players[BOT]!.houses).toBe(9);
    expect(events.filter((e) => e.type === 'botBuildFailed')).toHaveLength(3);
  });

  it('hard: every failed attempt gives it 2 VP (one house built = 4 VP)', () => {
    const s = botTurn(cardId('temple', 'mitla', 'forest'), 'forest', 'hard');
    run(s);
    expect(s.players[BOT]!.houses).toBe(8);
    expect(s.players[BOT]!.vpOther).toBe(4);
  });

  it('easy: the human gains 2 VP for each attempt blocked by the human’s own house', () => {
    const s = botTurn(cardId('temple', 'mitla', 'forest'), 'plains', 'easy');
    giveHouse(s, 0, space('mitla', 'forest', 'temple'));
    run(s);
    expect(s.players[0]!.vpOther).toBe(2);
    expect(s.players[BOT]!.vpOther).toBe(0);
  });

  it('places its palace where a space matches both its pyramid tile and the bonus card', () => {
    const s = botTurn(cardId('temple', 'mitla', 'forest'), 'plains');
    s.pyramids[0] = { tile: P('temple'), pieces: [{ seat: BOT, size: 3 }] };
    s.scoringTiles = s.scoringTiles.filter((t) => t !== P('temple'));
    s.players[BOT]!.pieces[2] = 0;
    s.cocijobot!.pyramid = 0;
    run(s);
    // temple/Mitla/plains matches both the temple tile and the plains bonus card.
    expect(s.players[BOT]!.palaceSpace).toBe(space('mitla', 'plains', 'temple'));
    expect(s.spaceOwner[space('mitla', 'forest', 'temple')]).toBe(BOT);
    expect(s.players[BOT]!.palaceTile).not.toBe(NONE);
    expect(clean(s)).toEqual([]);
  });

  it('in the last round it places the palace on a space matching its pyramid, else the bonus card', () => {
    const s = botTurn(cardId('cornfield', 'etla', 'hills'), 'plains');
    s.round = 5;
    run(s);
    // No pyramid: the palace goes where the bonus card (plains) matches: cornfield/etla/plains.
    expect(s.players[BOT]!.palaceSpace).toBe(space('etla', 'plains', 'cornfield'));
  });

  it('a turn without any building turns a second card and does both capital actions, then scores', () => {
    const s = botTurn(cardId('village', 'ocotlan', 'hills'), 'hills');
    giveHouse(s, 0, space('ocotlan', 'hills', 'village'));
    const deckBefore = s.cocijobot!.deck.length;
    const events = run(s);
    expect(s.cocijobot!.revealed).toHaveLength(2);
    expect(s.cocijobot!.deck).toHaveLength(deckBefore - 1);
    expect(events.filter((e) => e.type === 'botCapital')).toHaveLength(2);
  });

  it('scores its houses against the bonus card like a player', () => {
    const s = botTurn(cardId('temple', 'mitla', 'forest'), 'mitla');
    run(s);
    expect(s.players[BOT]!.vpTurn).toBe(2);
  });
});

describe('Cocijobot capital actions', () => {
  it('sacrifice: one step per cornfield tile, scoring VP steps; steps 3 and 6 take the leftmost level 2 / 3 tile', () => {
    const s = newGame(1, 'botsac');
    for (const sp of [space('etla', 'plains', 'cornfield'), space('etla', 'hills', 'cornfield'), space('ocotlan', 'plains', 'cornfield')]) giveHouse(s, BOT, sp);
    const level2 = s.tradeRows[1]![0]!;
    botSacrifice(s, []);
    expect(s.players[BOT]!.sacrifice).toBe(3);
    expect(s.players[BOT]!.vp).toBe(1);
    expect(s.players[BOT]!.trade).toEqual([{ id: level2, up: false }]);
    for (const sp of [space('mitla', 'plains', 'cornfield'), space('mitla', 'hills', 'cornfield'), space('mitla', 'forest', 'cornfield')]) giveHouse(s, BOT, sp);
    const level3 = s.tradeRows[2]![0]!;
    botSacrifice(s, []);
    expect(s.players[BOT]!.sacrifice).toBe(9);
    expect(s.players[BOT]!.trade.map((t) => t.id)).toContain(level3);
    // Step 8 built a pyramid level and step 9 placed a ritual disc on the leftmost card.
    expect(s.pyramids.some((p) => p.pieces.some((x) => x.seat === BOT))).toBe(true);
    expect(s.ritualDiscs[0]).toEqual([BOT]);
    expect(s.players[BOT]!.vp).toBe(1 + 2 + 3);
    expect(clean(s)).toEqual([]);
  });

  it('sacrifice: no cornfields, no move; steps 2 and 5 give it nothing', () => {
    const s = newGame(1, 'botsac0');
    botSacrifice(s, []);
    expect(s.players[BOT]!.sacrifice).toBe(0);
    expect(s.players[BOT]!.res).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('trade: row 1 by default, row 2 with three villages or step 3, row 3 with four villages or step 6; leftmost tile', () => {
    const s = newGame(1, 'bottrade');
    const first = s.tradeRows[0]![0]!;
    botTrade(s, []);
    expect(s.players[BOT]!.trade.map((t) => t.id)).toEqual([first]);
    expect(s.tradeRows[0]![0]).toBe(NONE);
    s.players[BOT]!.sacrifice = 3;
    const second = s.tradeRows[1]![0]!;
    botTrade(s, []);
    expect(s.players[BOT]!.trade.map((t) => t.id)).toContain(second);
    for (const sp of [space('etla', 'plains', 'village'), space('etla', 'hills', 'village'), space('etla', 'forest', 'village'), space('ocotlan', 'plains', 'village')]) giveHouse(s, BOT, sp);
    s.players[BOT]!.sacrifice = 0;
    const third = s.tradeRows[2]![0]!;
    botTrade(s, []);
    expect(s.players[BOT]!.trade.map((t) => t.id)).toContain(third);
    // An empty row falls back to the next best one.
    s.tradeRows[2] = [NONE, NONE, NONE];
    s.tradeRemoved.push(...[s.tradeRows[2]].flat().filter((t) => t !== NONE));
    const next = s.tradeRows[1]!.find((t) => t !== NONE)!;
    const before = s.players[BOT]!.trade.length;
    botTrade(s, []);
    expect(s.players[BOT]!.trade).toHaveLength(before + 1);
    expect(s.players[BOT]!.trade.map((t) => t.id)).toContain(next);
  });

  it('pyramid: starts one on the tile matching most of its houses, then fewest of yours, then the first shown', () => {
    const s = newGame(1, 'botpyr');
    s.scoringTiles = [P('cornfield'), P('mitla'), P('hills')];
    giveHouse(s, BOT, space('mitla', 'plains', 'village'));
    giveHouse(s, BOT, space('etla', 'hills', 'village'));
    giveHouse(s, 0, space('mitla', 'forest', 'village'));
    botPyramid(s, []);
    // Mitla and hills match one Cocijobot house each; the human has a Mitla house, so hills wins.
    expect(s.pyramids[0]).toEqual({ tile: P('hills'), pieces: [{ seat: BOT, size: 3 }] });
    botPyramid(s, []);
    botPyramid(s, []);
    expect(s.pyramids[0]!.pieces.map((p) => p.size)).toEqual([3, 2, 1]);
    // Complete: the next pyramid action puts a disc on the leftmost ritual card without its disc.
    botPyramid(s, []);
    expect(s.ritualDiscs[0]).toEqual([BOT]);
    expect(clean(s)).toEqual([]);
  });

  it('pyramid: when both spaces were started by you, it joins the one whose tile suits it best', () => {
    const s = newGame(1, 'botjoin');
    s.pyramids = [
      { tile: s.scoringTiles[0]!, pieces: [{ seat: 0, size: 3 }] },
      { tile: s.scoringTiles[1]!, pieces: [{ seat: 0, size: 2 }] },
    ];
    s.players[0]!.pieces = [3, 1, 0];
    s.scoringTiles = s.scoringTiles.slice(2);
    const tile = PROPERTIES[s.pyramids[1]!.tile]!;
    const target = Array.from({ length: 45 }, (_, i) => i).find((i) => i % 5 < 3 && s.spaceTile[i] !== NONE &&
      [['cornfield', 'village', 'temple'][i % 5], ['etla', 'ocotlan', 'mitla'][Math.floor(i / 15)], ['plains', 'hills', 'forest'][Math.floor(i / 5) % 3]].includes(tile)
      && ![['cornfield', 'village', 'temple'][i % 5], ['etla', 'ocotlan', 'mitla'][Math.floor(i / 15)], ['plains', 'hills', 'forest'][Math.floor(i / 5) % 3]].includes(PROPERTIES[s.pyramids[0]!.tile]!))!;
    giveHouse(s, BOT, target);
    botPyramid(s, []);
    expect(s.pyramids[1]!.pieces).toEqual([{ seat: 0, size: 2 }, { seat: BOT, size: 1 }]);
  });
});

describe('Cocijobot turn order and scoring', () => {
  it('goes first when its number is equal or lower than yours', () => {
    let s = newGame(1, 'order');
    const mine = Math.max(...s.players[0]!.hand);
    const top = s.cocijobot!.deck[s.cocijobot!.deck.length - 1]!;
    s = play(s, 0, { kind: 'pick', card: mine });
    expect(s.order[0] === BOT).toBe(cocijobotCard(top).num <= mine);
    expect(zapotecGame.pending(s)).toEqual([{ seat: 0, kind: 'income' }]);
  });

  it('end scoring: sacrifice floor of 3, 3 VP per trade tile level, 10/6 per ritual, bonus for every pyramid piece', () => {
    const s = newGame(1, 'botend');
    expect(sacrificeRankPoints(s, BOT)).toBe(3);
    s.players[BOT]!.trade = [{ id: 1, up: false }, { id: 13, up: false }, { id: 25, up: false }];
    s.ritualDiscs[0] = [BOT];
    s.ritualDiscs[1] = [BOT, 0];
    s.players[BOT]!.discs = 1;
    s.players[0]!.discs = 2;
    s.pyramids[0] = { tile: P('etla'), pieces: [{ seat: BOT, size: 3 }] };
    s.players[BOT]!.pieces[2] = 0;
    giveHouse(s, BOT, space('etla', 'plains', 'temple'));
    const line = scoreLine(s, BOT);
    expect(line.breakdown.tradeTiles).toBe(3 + 6 + 9);
    expect(line.breakdown.rituals).toBe(16);
    // Incomplete pyramid: no per-house points for Cocijobot, but the 5-point piece bonus.
    expect(line.breakdown.pyramids).toBe(5);
    s.players[BOT]!.sacrifice = 2;
    s.players[0]!.sacrifice = 4;
    expect(sacrificeRankPoints(s, BOT)).toBe(6);
  });

  it('a whole solo game runs to its end with Cocijobot acting by itself', () => {
    let s = newGame(1, 'wholesolo', 'hard');
    while (s.phase !== 'over') {
      const [p] = zapotecGame.pending(s);
      s = play(s, p!.seat, zapotecGame.choices(s, p!.seat).at(-1)!);
    }
    expect(clean(s)).toEqual([]);
    expect(zapotecGame.result(s)!.scores).toHaveLength(2);
  });
});
