// The data the home screen's Continue list renders, built without the DOM (the fuzzer checks it
// in Node). Every stored record is listed, never dropped: one that no longer loads (made by an
// older version whose rules cannot be brought forward) is flagged so it can still be exported.
import type { GameModule } from '../engine/types.ts';
import { fromSaveFile } from '../engine/match.ts';
import type { SaveRecord } from '../store/saves.ts';
import { checkSeats, isPlainObject } from '../store/validate.ts';

export type HomeSave = SaveRecord & { stale: boolean };

const loadable = new WeakMap<GameModule<any, any>, Map<string, boolean>>();

/** Whether the record's game loads now (memoised per record version: a home redraw replays nothing twice). */
function loads(record: SaveRecord, modules: Record<string, GameModule<any, any>>): boolean {
  if (typeof record.game !== 'string' || !Object.hasOwn(modules, record.game)) return false;
  const file = record.file as unknown;
  const log = isPlainObject(file) && Array.isArray(file.log) ? file.log.length : -1;
  const key = `${String(record.id)}|${String(record.updatedAt)}|${log}`;
  const module = modules[record.game]!;
  let known = loadable.get(module);
  if (!known) loadable.set(module, (known = new Map()));
  let ok = known.get(key);
  if (ok === undefined) {
    const res = fromSaveFile(module, file);
    ok = res.ok && checkSeats(record.seats, module.seatCount(res.match.state), res.match.options).ok;
    if (known.size > 500) known.clear();
    known.set(key, ok);
  }
  return ok;
}

const validTime = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 8.64e15 ? v : 0);

/** One entry per record; fields a render reads are made safe (a stale record's seats may be anything). */
export function homeSaves(records: readonly SaveRecord[], modules: Record<string, GameModule<any, any>>): HomeSave[] {
  return records.map((r) => {
    const ok = loads(r, modules);
    // A stale record's seats are shown when each is a valid seat (their count is not checked: its game did not load).
    const shown = Array.isArray(r.seats) ? checkSeats(r.seats, r.seats.length, r.file?.options) : null;
    const seats = ok ? r.seats : shown?.ok ? shown.value : [];
    return {
      ...r, seats, stale: !ok,
      id: String(r.id), game: String(r.game),
      round: Number.isInteger(r.round) && r.round >= 0 && r.round < 1000 ? r.round : 0,
      over: r.over === true, updatedAt: validTime(r.updatedAt), createdAt: validTime(r.createdAt),
    };
  });
}
