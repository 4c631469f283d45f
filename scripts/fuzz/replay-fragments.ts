// Replay links from outside (#/replay/<text>) for the routes fuzzer: real links of short seeded games
// of every game, damaged as text (characters, cuts, junk) or inside (the inflated bytes cut or
// flipped, the header's JSON mutated like a save file), then routed and decoded as the app does.
import type { GameModule } from '../../src/engine/types.ts';
import { B64, encodeReplay, packLink, pushVarint, readVarint, seatsOwing, unpackLink } from '../../src/engine/replay-link.ts';
import { makeRng } from '../../src/engine/rng.ts';
import { mutateTree } from './mutate.ts';

type Rng = ReturnType<typeof makeRng>;
type AnyModule = GameModule<any, any>;

/** A link for the first `steps` decisions of a seeded game with random legal picks. */
async function shortGame(module: AnyModule, options: unknown, seed: string, steps: number): Promise<string> {
  const rng = makeRng(`fuzz-replay-game:${seed}`);
  let state = module.setup(options, seed);
  const log: { seat: number; choice: unknown }[] = [];
  for (let i = 0; i < steps; i++) {
    const owing = seatsOwing(module, state);
    if (owing.length === 0) break;
    const seat = owing[rng.int(owing.length)]!;
    const list = module.choices(state, seat);
    const choice = list[rng.int(list.length)];
    const res = module.apply(state, seat, choice);
    if (!res.ok) break;
    log.push({ seat, choice });
    state = res.state;
  }
  const link = await encodeReplay(module, { game: module.id, options, seed, log });
  if (!link) throw new Error(`${module.id}: a random game could not be written as a link`);
  return link;
}

/** Real links to damage: one short game per game module, at its smallest legal player count. */
export async function realLinks(modules: Record<string, AnyModule>, optionsOf: (game: string) => unknown): Promise<string[]> {
  const out: string[] = [];
  for (const [id, module] of Object.entries(modules)) out.push(await shortGame(module, optionsOf(id), `${id}-fuzz`, 40));
  return out;
}

function damageText(link: string, rng: Rng): string {
  switch (rng.int(5)) {
    case 0: return link.slice(0, rng.int(link.length + 1));
    case 1: { const at = rng.int(link.length); return link.slice(0, at) + B64[rng.int(64)] + link.slice(at + 1); }
    case 2: return link + link.slice(rng.int(link.length));
    case 3: return Array.from({ length: rng.int(3000) }, () => B64[rng.int(64)]).join('');
    default: { const at = rng.int(link.length); return link.slice(0, at) + ['%', '=', '.', '~', '🎲', '/'][rng.int(6)] + link.slice(at); }
  }
}

async function damageInside(link: string, rng: Rng): Promise<string> {
  const bytes = (await unpackLink(link))!;
  const at = { i: 0 };
  const length = readVarint(bytes, at);
  const head = length === null ? null : { length, from: at.i };
  const out = [...bytes];
  const op = rng.int(4);
  if (op === 0 && head) {
    // The header's JSON, mutated like a save file's tree; the body kept.
    const json = JSON.parse(new TextDecoder().decode(bytes.subarray(head.from, head.from + head.length)));
    mutateTree(json, rng);
    const text = new TextEncoder().encode(JSON.stringify(json) ?? 'null');
    const len: number[] = [];
    pushVarint(len, text.length);
    return (await packLink(new Uint8Array([...len, ...text, ...bytes.subarray(head.from + head.length)])))!;
  }
  if (op === 1) out.length = rng.int(out.length + 1);
  else if (op === 2) for (let k = 0; k <= rng.int(4); k++) out[rng.int(out.length)] = rng.int(256);
  else out.push(...Array.from({ length: 1 + rng.int(40) }, () => [0x7f, 0xff, 0x80, 0][rng.int(4)]!));
  return (await packLink(new Uint8Array(out)))!;
}

/** One damaged #/replay/ fragment. */
export async function damagedReplayFragment(links: string[], rng: Rng): Promise<string> {
  const link = links[rng.int(links.length)]!;
  return `#/replay/${rng.int(2) ? damageText(link, rng) : await damageInside(link, rng)}`;
}
