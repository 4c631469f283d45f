// Checks every byte a Zapotec guest received against the host's whole game: nothing of the other
// seats' hands, their hidden picks, the deck or the trade stacks may appear. "Secret" at version v
// means: a card in another seat's hand or pick, in the deck or back in the box at v, that was never
// face up (offer, bonus, played, discard) up to v and never in this seat's own hand. Cards drawn from
// the offer are public: everyone saw them taken.
import { hashState } from '../../src/engine/hash.ts';
import { act, createMatch, type SaveFile } from '../../src/engine/match.ts';
import { zapotecGame, type ZapotecState } from '../../src/games/zapotec/index.ts';
import { Reassembler } from '../../src/net/chunk.ts';
import { applyPatches, type Patch } from '../../src/net/delta.ts';
import { decodeHostMessage } from '../../src/net/protocol-host.ts';

type Path = (string | number)[];

/** Keys a host message may carry, by type: anything else could smuggle data past the decoder. */
const KEYS: Record<string, string[]> = {
  // draw: the joint seed's commitments (hashes), in the lobby only.
  welcome: ['v', 'type', 'room', 'game', 'gameFormat', 'options', 'seat', 'secret', 'seats', 'started', 'secretKinds', 'draw'],
  lobby: ['v', 'type', 'seats', 'started', 'draw'],
  'seed-ask': ['v', 'type'],
  // The guests' shares; the host's share and the seed only once the game is over (checked below).
  seed: ['v', 'type', 'host', 'shares', 'hostShare', 'seed'],
  view: ['v', 'type', 'viewer', 'from', 'version', 'full', 'delta', 'events', 'pending', 'hash', 'ack', 'undo'],
  'secret-phase': ['v', 'type', 'phase'],
  rejected: ['v', 'type', 'reason', 'detail', 'ref', 'fatal'],
  'seat-status': ['v', 'type', 'seat', 'status'],
  ping: ['v', 'type', 'n'],
  pong: ['v', 'type', 'n', 'at', 'phase'], // at, phase: where the game is (a guest that lost a message resyncs)
};
const NESTED: Record<string, string[]> = {
  seats: ['seat', 'kind', 'name', 'color', 'status', 'connected'],
  pending: ['seat', 'kind'],
  phase: ['round', 'kind', 'seats', 'committed', 'stage'],
  draw: ['host', 'seats'],
  shares: ['seat', 'share'],
};
/** Events whose `card` is not an action card (a ritual card, Cocijobot's own deck). */
const OTHER_CARD_EVENTS = new Set(['ritualDisc', 'botCapital', 'botReveal']);
/** Where a number is an action card. */
const CARD_KEYS = new Set(['hand', 'deck', 'removedCards', 'offer', 'discard', 'chosen', 'played', 'bonusStack', 'card', 'cards', 'bonus']);

/** The host's state after each applied move (index = version), from its saved log. */
export function statesOf(file: SaveFile<{ players: 1 | 2 | 3 | 4 }>): ZapotecState[] {
  let match = createMatch(zapotecGame, file.options, file.seed);
  const states: ZapotecState[] = [match.state];
  for (const [i, entry] of file.log.entries()) {
    const res = act(zapotecGame, match, entry.seat, entry.choice);
    if (!res.ok) throw new Error(`replay failed at move ${i}: ${res.error.reason}`);
    match = res.match;
    states.push(match.state);
  }
  return states;
}

/** Secret card numbers for `me` at each version. */
export function secretsOf(states: ZapotecState[], me: number): Set<number>[] {
  const seen = new Set<number>();
  return states.map((s) => {
    for (const c of [...s.offer, ...s.played, ...s.discard, ...s.bonusStack, ...s.players[me]!.hand]) seen.add(c);
    const hidden = [...s.deck, ...s.removedCards, ...s.players.flatMap((p, k) => (k === me ? [] : [...p.hand, s.chosen[k]!]))];
    return new Set(hidden.filter((c) => c > 0 && !seen.has(c)));
  });
}

/** True when `path` is inside a zone that `me` must only ever see blank. */
function hiddenZone(path: Path, me: number): boolean {
  const [a, b, c] = path;
  if (a === 'players') return b !== me && c === 'hand';
  if (a === 'chosen') return b !== undefined && b !== me;
  if (a === 'cocijobot') return b === 'deck';
  return a === 'deck' || a === 'removedCards' || a === 'tradeStacks' || a === 'tradeRemoved';
}

function leaves(value: unknown, path: Path, out: [Path, unknown][]): void {
  if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) leaves(v, [...path, Array.isArray(value) ? Number(k) : k], out);
  } else out.push([path, value]);
}

function nearestKey(path: Path): string | undefined {
  for (let i = path.length - 1; i >= 0; i--) if (typeof path[i] === 'string') return path[i] as string;
  return undefined;
}

export interface Received {
  /** [channel, frame] in arrival order. */
  frames: [number, string][];
  me: number;
}

/** Every problem found (empty when the guest learned nothing it should not have). */
export function checkGuestTraffic(received: Received, states: ZapotecState[], seed?: string): { problems: string[]; messages: number; viewsChecked: number } {
  const { me } = received;
  const secrets = secretsOf(states, me);
  const problems: string[] = [];
  const flag = (what: string) => { if (problems.length < 20) problems.push(what); };
  const assemblers = new Map<number, Reassembler>();
  let view: unknown = null;
  let version = 0;
  let messages = 0;
  let viewsChecked = 0;

  // Signatures for the raw text: another seat's hidden hand, the deck, a trade stack, as JSON lists
  // (three items at least: shorter lists match unrelated small arrays by chance).
  const signatures = new Set<string>();
  states.forEach((s, v) => {
    const secret = secrets[v]!;
    const cardLists = [s.deck, ...s.players.filter((_, k) => k !== me).map((p) => p.hand)];
    for (const list of cardLists) if (list.length >= 3 && list.some((c) => secret.has(c))) signatures.add(JSON.stringify(list));
    for (const stack of s.tradeStacks) if (stack.length >= 3) signatures.add(JSON.stringify(stack));
  });

  for (const [channel, frame] of received.frames) {
    for (const sig of signatures) if (frame.includes(sig)) flag(`frame on channel ${channel} holds ${sig}`);
    let assembler = assemblers.get(channel);
    if (!assembler) assemblers.set(channel, (assembler = new Reassembler()));
    const out = assembler.push(frame);
    if ('error' in out) { flag(`frame error ${out.error}`); continue; }
    if (!('message' in out)) continue;
    const text = out.message;
    messages++;
    for (const sig of signatures) if (text.includes(sig)) flag(`message holds ${sig}`);
    const decoded = decodeHostMessage(text);
    if (!decoded.ok) { flag(`undecodable message ${decoded.reason}`); continue; }
    const raw = JSON.parse(text) as Record<string, unknown>;
    const type = decoded.msg.type;
    for (const k of Object.keys(raw)) if (!KEYS[type]!.includes(k)) flag(`${type} carries an unknown field ${k}`);
    for (const [field, allowed] of Object.entries(NESTED)) {
      const v = raw[field];
      const items = Array.isArray(v) ? v : v && typeof v === 'object' ? [v] : [];
      for (const item of items) for (const k of Object.keys(item as object)) if (!allowed.includes(k)) flag(`${type}.${field} carries ${k}`);
    }
    if (decoded.msg.type === 'view') version = decoded.msg.version;
    const secret = secrets[Math.min(version, secrets.length - 1)]!;
    // The seed deals the whole game: no guest may hold it (or the host's share of it) before the end.
    const over = zapotecGame.result(states[Math.min(version, states.length - 1)]!) !== null;
    if (!over && seed !== undefined && text.includes(seed)) flag(`v${version}: the seed before the end`);
    if (!over && decoded.msg.type === 'seed' && decoded.msg.hostShare !== undefined) flag(`v${version}: the host's share of the seed before the end`);

    // Every number the message carries, with where it would land in the view.
    const found: [Path, unknown][] = [];
    if (decoded.msg.type === 'view') {
      if (decoded.msg.full !== undefined) leaves(decoded.msg.full, [], found);
      for (const [path, value] of (decoded.msg.delta ?? []) as Patch[]) {
        // A truncation ([…, 'length'], n) carries a count, not a card.
        if (path[path.length - 1] !== 'length') leaves(value, [...path], found);
      }
      for (const l of found) if (hiddenZone(l[0], me) && l[1] !== 0 && l[1] !== -1) flag(`v${version}: ${l[0].join('.')} = ${String(l[1])} in a hidden zone`);
      decoded.msg.events.forEach((e, i) => { if (!OTHER_CARD_EVENTS.has(e.type)) leaves(e, ['events', i], found); });
    } else leaves(raw, [], found);
    for (const [path, value] of found) {
      if (typeof value === 'number' && secret.has(value) && CARD_KEYS.has(nearestKey(path) ?? '') && !hiddenZone(path, me)) {
        flag(`v${version}: secret card ${value} at ${path.join('.')}`);
      }
    }

    // The guest's view must be exactly the engine's redacted view of the host's state.
    if (decoded.msg.type === 'view') {
      const next = decoded.msg.full !== undefined ? { ok: true as const, value: decoded.msg.full } : applyPatches(view, decoded.msg.delta ?? []);
      if (!next.ok) { flag(`v${version}: delta does not apply`); continue; }
      view = next.value;
      const state = states[version];
      if (!state) { flag(`v${version}: no such host version`); continue; }
      if (hashState(view) !== hashState(zapotecGame.view(state, me))) flag(`v${version}: the view differs from the engine's view for seat ${me}`);
      viewsChecked++;
    }
  }
  return { problems, messages, viewsChecked };
}
