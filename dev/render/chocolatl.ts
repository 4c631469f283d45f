// Dev-only (render-dev.html?game=chocolatl): the Chocolatl scene on a sample game, played into a
// round's location loop. URL: ?players=3|4|5&round=3&icons=1 and the options of dev-page.ts;
// window.__dev adds stepNow(kind?) (one move shown at once, for frame-by-frame captures).
import { chocolatlGame, type ChocolatlChoice, type ChocolatlOptions, type ChocolatlState, type ChocolatlView } from '../../src/games/chocolatl/index.ts';
import { DevGame, devHost, devQuery, devSceneOptions, iconSheet, playerSwatches } from './dev-page.ts';
import { CHOC_ICONS, drawChocIcon } from '../../src/render/chocolatl/icons.ts';
import { createChocolatlScene } from '../../src/render/chocolatl/index.ts';

const EN: Record<string, string> = {
  'c.loc.1': 'Chocolatl', 'c.loc.2': 'Cacao Harvest', 'c.loc.3': 'Tenochtitlan', 'c.loc.4': 'Pyramid of Cholula',
  'c.loc.5': 'Cacao Drink', 'c.loc.6': 'Tachli',
  'c.zone.round': 'Round', 'c.zone.next': 'Next round', 'c.zone.altar': 'Temple altar', 'c.zone.modes': 'Offering modes',
  'c.mode.gold': 'One at a time', 'c.mode.red': 'All at once', 'c.mode.green': 'Split',
  'c.lastRound': 'Last round',
};
type Dev = DevGame<ChocolatlState, ChocolatlOptions, ChocolatlChoice, ChocolatlView>;

/** Plays until `round`, then into its location loop: some locations revealed and ranked, a decision owed. */
function playToSample(d: Dev, round: number): number {
  let guard = 0;
  while (d.state.round < round && guard++ < 5000) if (!d.randomMove()) break;
  while (guard++ < 5000) {
    const p = chocolatlGame.pending(d.state);
    if (p.length === 0) break;
    const lively = d.state.revealedTo >= 2 && d.state.phase !== 'commitAll';
    if (lively && d.rng.float() < 0.6) return p[0]!.seat;
    if (!d.randomMove()) break;
  }
  return chocolatlGame.pending(d.state)[0]?.seat ?? 0;
}

/** One random move shown at once (no waiting); `kind` plays on until a move of that kind ('reveal' and 'score': until cards turn or a marker moves). */
function stepNow(d: Dev, kind?: string): string {
  for (let i = 0; i < 400; i++) {
    const p = chocolatlGame.pending(d.state)[0];
    if (!p) return 'over';
    const list = chocolatlGame.choices(d.state, p.seat);
    if (kind === 'reveal' || kind === 'score') {
      // Plays silently until the next move reveals cards (or moves a marker), then shows that move.
      const c = list[d.rng.int(list.length)]!;
      const res = chocolatlGame.apply(d.state, p.seat, c);
      if (!res.ok) return res.error.reason;
      const was = d.state;
      const hit = kind === 'reveal' ? res.state.revealedTo > was.revealedTo || (res.state.firstUp && !was.firstUp) : res.state.scores.some((x, j) => x !== was.scores[j]);
      d.state = res.state;
      if (hit) { d.show(); return c.id; }
      continue;
    }
    const c = kind ? list.find((x) => x.kind === kind) : list[d.rng.int(list.length)];
    if (!c) { d.randomMove(); continue; }
    const res = chocolatlGame.apply(d.state, p.seat, c);
    if (!res.ok) return res.error.reason;
    d.state = res.state;
    d.show();
    return c.id;
  }
  return 'none';
}

export async function run(): Promise<void> {
  if (devQuery.get('icons')) {
    return iconSheet(CHOC_ICONS, (g, name, x, y, size) => drawChocIcon(g, name, x, y, size), playerSwatches);
  }
  const d: Dev = new DevGame(chocolatlGame, { players: Math.min(5, Math.max(2, Number(devQuery.get('players') ?? 3))) });
  d.viewer = playToSample(d, Number(devQuery.get('round') ?? 3));
  d.mount(await createChocolatlScene(devHost, devSceneOptions((k) => EN[k] ?? k)), () => {
    const pending = chocolatlGame.pending(d.state);
    return pending.find((p) => p.seat === d.viewer)?.seat ?? pending[0]?.seat ?? d.viewer;
  });
  d.expose({ stepNow: (kind?: string) => stepNow(d, kind) });
}
