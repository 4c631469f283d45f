// Import checks every field of a save against the game's own rules, refuses with a translated
// reason, and stores nothing on failure.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetDbForTests } from '../../src/store/db.ts';
import { importSaveText } from '../../src/store/import.ts';
import { listSaves } from '../../src/store/saves.ts';
import { checkSettings, DEFAULT_SETTINGS } from '../../src/store/settings.ts';
import { MODULES } from '../../src/app/games.ts';
import { CATALOGS } from '../../src/i18n/index.ts';
import { newestGolden } from '../../scripts/make-golden-saves.ts';

const good = (name: string) => JSON.parse(readFileSync(`${newestGolden()}/${name}.json`, 'utf8'));
const zap = good('zapotec-2p-mid');
const solo = good('copan-1p-basic-mid');

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  resetDbForTests();
});

const withFile = (o: any, patch: object) => ({ ...o, file: { ...o.file, ...patch } });

const BAD: [string, string, string][] = [
  ['empty file', '', 'store.err.empty'],
  ['not JSON', '{"kind":', 'store.err.notJson'],
  ['an array', '[]', 'store.err.notSave'],
  ['seats of junk', JSON.stringify({ ...zap, seats: [{ color: 'x' }] }), 'store.err.seats'],
  ['no seats', JSON.stringify({ ...zap, seats: [] }), 'store.err.seats'],
  ['a martian seat', JSON.stringify({ ...zap, seats: [zap.seats[0], { ...zap.seats[1], kind: 'martian' }] }), 'store.err.seat'],
  ['a colour out of range', JSON.stringify({ ...zap, seats: [zap.seats[0], { ...zap.seats[1], color: 9 }] }), 'store.err.seat'],
  ['a negative colour', JSON.stringify({ ...zap, seats: [zap.seats[0], { ...zap.seats[1], color: -1 }] }), 'store.err.seat'],
  ['a huge name', JSON.stringify({ ...zap, seats: [{ ...zap.seats[0], name: 'x'.repeat(500) }, zap.seats[1]] }), 'store.err.seat'],
  ['a level on a person', JSON.stringify({ ...zap, seats: [{ ...zap.seats[0], level: 'hard' }, zap.seats[1]] }), 'store.err.seat'],
  ['an automa in a 2-player game', JSON.stringify({ ...zap, seats: [zap.seats[0], { name: 'X', kind: 'automa', color: 4 }] }), 'store.err.automa'],
  ['no automa in a solo game', JSON.stringify({ ...solo, seats: [solo.seats[0], { name: 'X', kind: 'ai', level: 'easy', color: 1 }] }), 'store.err.automa'],
  ['a __proto__ key', JSON.stringify(zap).replace('"round"', '"__proto__":{"polluted":1},"round"'), 'store.err.protoKey'],
  ['a constructor game', JSON.stringify({ ...zap, game: 'constructor' }), 'store.err.game'],
  ['a toString game', JSON.stringify({ ...zap, game: 'toString' }), 'store.err.game'],
  ['an unknown field', JSON.stringify({ ...zap, extra: 1 }), 'store.err.extra'],
  ['a negative round', JSON.stringify({ ...zap, round: -1 }), 'store.err.field'],
  ['a huge date', JSON.stringify({ ...zap, updatedAt: 1e300 }), 'store.err.field'],
  ['an options field too many', JSON.stringify(withFile(zap, { options: { ...zap.file.options, x: 1 } })), 'store.err.options'],
  ['five Zapotec players', JSON.stringify(withFile(zap, { options: { players: 5 } })), 'store.err.options'],
  ['a Copan automa mode that does not exist', JSON.stringify(withFile(solo, { options: { ...solo.file.options, solo: { mode: 'wild', levels: ['easy', 'easy', 'easy', 'easy'] } } })), 'store.err.options'],
  ['a log entry of the wrong shape', JSON.stringify(withFile(zap, { log: [{ seat: 0, choice: 3 }] })), 'store.err.log'],
  ['a log entry with a field too many', JSON.stringify(withFile(zap, { log: [{ ...zap.file.log[0], at: 1 }, ...zap.file.log.slice(1)] })), 'store.err.log'],
  ['a log far too long', JSON.stringify(withFile(zap, { log: new Array(20_001).fill(zap.file.log[0]) })), 'store.err.log'],
  ['a move of a seat that does not exist', JSON.stringify(withFile(zap, { log: [{ ...zap.file.log[0], seat: 7 }] })), 'store.err.move'],
  ['an illegal move', JSON.stringify(withFile(zap, { log: [zap.file.log[0], zap.file.log[0], ...zap.file.log.slice(1)] })), 'store.err.move'],
  ['a tampered hash', JSON.stringify(withFile(zap, { hash: '0123456789abcdef' })), 'store.err.hash'],
  ['a newer rules version', JSON.stringify(withFile(zap, { rulesVersion: 99 })), 'store.err.newer'],
  ['deep nesting', JSON.stringify(withFile(zap, { snapshot: JSON.parse('{"a":'.repeat(60) + '1' + '}'.repeat(60)) })), 'store.err.deep'],
];

describe('import validation', () => {
  it.each(BAD)('refuses %s with a translated reason and stores nothing', async (_what, text, key) => {
    const res = await importSaveText(text, MODULES, 1);
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect(res.error.key).toBe(key);
    for (const lang of ['en', 'fr', 'pt'] as const) expect(CATALOGS[lang][res.error.key!]).toBeTruthy();
    const listed = await listSaves();
    expect(listed.ok && listed.value).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('accepts a good file and stores exactly the checked record', async () => {
    const res = await importSaveText(JSON.stringify(solo), MODULES, 5);
    expect(res.ok).toBe(true);
    const listed = await listSaves();
    expect(listed.ok && listed.value.map((r) => [r.id, r.updatedAt])).toEqual([[solo.id, 5]]);
  });

  it('settings from storage are checked field by field', () => {
    expect(checkSettings({ lang: 'xx', theme: 'dark', botPaceMs: -5, coach: 'yes', ['__proto__']: { theme: 'light' } })).toEqual({ ...DEFAULT_SETTINGS, theme: 'dark' });
    expect(checkSettings(JSON.parse('{"__proto__":{"theme":"dark"}}'))).toEqual(DEFAULT_SETTINGS);
    expect(checkSettings(null)).toEqual(DEFAULT_SETTINGS);
    const sig = { host: 'x.example', port: 9000, path: '/peerjs', secure: true };
    expect(checkSettings({ lang: 'pt', botPaceMs: 0, signaling: sig })).toMatchObject({ lang: 'pt', botPaceMs: 0, signaling: sig });
    // Servers are checked like config.json's; a bad one leaves the default (config.json's list).
    expect(checkSettings({ signaling: { ...sig, port: 0 }, iceServers: [{ urls: 'turn:t.example' }] })).toEqual(DEFAULT_SETTINGS);
    // An earlier version's text (one URL per line; '' meant none): still read.
    expect(checkSettings({ iceServers: '' }).iceServers).toEqual([]);
    expect(checkSettings({ iceServers: 'stun:s.example:3478\nstun:t.example' }).iceServers).toEqual([{ urls: 'stun:s.example:3478' }, { urls: 'stun:t.example' }]);
    expect(checkSettings({ sound: 'quiet' }).sound).toBe('quiet');
    expect(checkSettings({ sound: 'loud' }).sound).toBe(DEFAULT_SETTINGS.sound);
  });
});
