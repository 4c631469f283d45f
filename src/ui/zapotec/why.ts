// Why a board element cannot be acted on now: the element is turned into the move it stands for
// and the engine's own legality check answers; its error code is shown translated (the engine's
// English reason when a code has no translation yet). Views have the state's shape, so the check
// runs on the viewer's view, offline and online alike.
import { tk } from '../../i18n/index.ts';
import { check } from '../../games/zapotec/rules-table.ts';
import { NONE, type ZapotecChoice, type ZapotecMove, type ZapotecView } from '../../games/zapotec/types.ts';

/** Elements that never stand for a move, and what to do instead (i18n key under z.why.*). */
const NO_MOVE: Record<string, string> = { scoring: 'scoring', stack: 'stack', deck: 'deck', res: 'resource', palace: 'palaceSpace' };

/** The move a tap on element `id` would ask for, from `seat`'s point of view (null: none). */
export function moveFor(id: string, v: ZapotecView, seat: number): ZapotecMove | 'passed' | 'notYours' | null {
  const [kind, a = '', b = ''] = id.split(':');
  const n = Number(a), m = Number(b);
  const p = v.players[seat];
  if (!p) return null;
  const sub = v.sub[0];
  switch (kind) {
    case 'space': return { kind: 'build', space: n, palace: false };
    case 'trade': return { kind: 'buy', level: n as 1 | 2 | 3, slot: m };
    case 'pyramid': {
      const scoring = v.pyramids[n]?.tile === NONE ? v.scoringTiles[0] : undefined;
      return scoring === undefined ? { kind: 'pyramid', pyramid: n } : { kind: 'pyramid', pyramid: n, scoring };
    }
    case 'ritual': return { kind: sub === 'ritual11' ? 'ritual11' : 'ritual', ritual: n };
    case 'step': return n <= p.sacrifice ? 'passed' : { kind: 'sacrifice', corn: n - p.sacrifice };
    case 'offer': return { kind: 'draw', card: n };
    case 'hand': return n === seat ? (v.phase === 'select' ? { kind: 'pick', card: m } : { kind: 'score', card: m }) : 'notYours';
    case 'bonus': return { kind: 'score', card: NONE };
    case 'owned': return n === seat ? { kind: 'use', tile: m } : 'notYours';
    case 'cell': return n === seat ? { kind: 'place', cell: m } : 'notYours';
    default: return null;
  }
}

/** The translated reason why `seat` cannot act on element `id` now, or null (legal, or nothing to do there). */
export function whyNot(id: string, v: ZapotecView, seat: number): string | null {
  const plain = NO_MOVE[id.split(':')[0]!];
  if (plain) return tk('z.why', { reason: tk(`z.why.${plain}`) });
  const move = moveFor(id, v, seat);
  if (move === null) return null;
  if (move === 'passed') return tk('z.why', { reason: tk('z.why.stepPassed') });
  if (move === 'notYours') return tk('z.why', { reason: tk('z.why.notYours') });
  const e = check(v, seat, { ...move, id: '' } as ZapotecChoice);
  if (!e) return null;
  const key = `err.${e.code}`;
  const text = tk(key, e.data);
  return tk('z.why', { reason: text === key ? e.reason : text });
}
