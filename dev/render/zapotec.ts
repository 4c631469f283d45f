// Dev-only (render-dev.html?game=zapotec): the Zapotec scene on a sample game, played to a
// construction or capital step with plenty of targets. URL: ?players=2|3|4|1&round=3&icons=1 and the
// options of dev-page.ts; window.__dev adds playKind(kind) (plays on to a move of that kind).
import { zapotecGame, type ZapotecChoice, type ZapotecOptions, type ZapotecState, type ZapotecView } from '../../src/games/zapotec/index.ts';
import { DevGame, devHost, devQuery, devSceneOptions, iconSheet, playerSwatches } from './dev-page.ts';
import { ICON_NAMES, drawIcon } from '../../src/render/icons/index.ts';
import { createZapotecScene } from '../../src/render/zapotec/index.ts';

const EN: Record<string, string> = {
  'z.prop.etla': 'Etla', 'z.prop.ocotlan': 'Ocotlán', 'z.prop.mitla': 'Mitla',
  'z.prop.plains': 'Plains', 'z.prop.hills': 'Hills', 'z.prop.forest': 'Forest',
  'z.zone.rituals': 'Rituals', 'z.zone.bonus': 'Bonus', 'z.zone.offer': 'Offer', 'z.zone.deck': 'Deck',
  'z.page.main': 'Board', 'z.page.capital': 'Capital', 'z.page.pyramids': 'Pyramids', 'z.page.trade': 'Trade', 'z.page.map': 'Map',
  'z.page.sections': 'Map', 'z.page.sacrifice': 'Sacrifice', 'z.page.table': 'Cards', 'z.page.rituals': 'Rituals', 'z.page.offer': 'Offer',
  'z.page.players': 'Players',
};
const CHIPS: readonly string[] = ['wood', 'brick', 'stone', 'corn', 'gold', 'priest'];
const lively = (kind: string): boolean => kind !== 'endCapital' && kind !== 'endConstruction';

/** Plays until `round`, then to a construction or capital step of a human seat (lots of targets). */
function playToSample(d: DevGame<ZapotecState, ZapotecOptions, ZapotecChoice, ZapotecView>, round: number): number {
  let guard = 0;
  while (d.state.round < round && guard++ < 5000) if (!d.randomMove()) break;
  while (guard++ < 5000) {
    const p = zapotecGame.pending(d.state)[0];
    if (!p) break;
    const many = zapotecGame.choices(d.state, p.seat).filter((c) => lively(c.kind)).length;
    if ((p.kind === 'construction' || p.kind === 'capital') && p.seat < d.state.playerCount && many >= 3 && d.rng.float() < 0.5) return p.seat;
    if (!d.randomMove()) break;
  }
  return zapotecGame.pending(d.state)[0]?.seat ?? 0;
}

export async function run(): Promise<void> {
  if (devQuery.get('icons')) {
    return iconSheet(ICON_NAMES, (g, name, x, y, size) => drawIcon(g, name, x, y, size, size === 72 ? { chip: CHIPS.includes(name) } : undefined), playerSwatches);
  }
  const players = Number(devQuery.get('players') ?? 3) as 1 | 2 | 3 | 4;
  // Prefer doing something over ending a step, so sample states are lively.
  const d = new DevGame(zapotecGame, { players: [1, 2, 3, 4].includes(players) ? players : 2 }, {
    prefer: (list, rng) => { const busy = list.filter((c) => lively(c.kind)); return busy.length > 0 && rng.float() < 0.8 ? busy : list; },
  });
  d.viewer = playToSample(d, Number(devQuery.get('round') ?? 3));
  d.mount(await createZapotecScene(devHost, devSceneOptions((k) => EN[k] ?? k)), () => zapotecGame.pending(d.state)[0]?.seat ?? d.viewer);

  /** Plays random moves until the acting seat can make a move of `kind`, then makes it. */
  function playKind(kind: string, guard = 400): boolean {
    for (let i = 0; i < guard; i++) {
      const p = zapotecGame.pending(d.state)[0];
      if (!p) return false;
      const c = zapotecGame.choices(d.state, p.seat).find((x) => x.kind === kind);
      if (c) {
        d.viewer = p.seat;
        d.show();
        const res = zapotecGame.apply(d.state, p.seat, c);
        if (!res.ok) return false;
        d.state = res.state;
        d.show();
        return true;
      }
      if (!d.randomMove()) return false;
    }
    return false;
  }
  d.expose({ playKind });
}
