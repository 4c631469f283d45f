// Dev-only (render-dev.html?game=copan): the Copan scene on a sample game. URL: ?players=2|3|4|1
// (1 = solo against the Automa) &moves=N (random moves before showing; 0 = the set-up) &kind=K
// (then on to a decision of that kind) &lang=fr|pt &icons=1 and the options of dev-page.ts;
// window.__dev adds playKind(kind) (plays on until the acting seat can make such a move, shows
// that position), panels() and showPanel(id).
import type { Graphics } from 'pixi.js';
import { copanGame, type CopanOptions } from '../../src/games/copan/index.ts';
import { CATALOGS, loadGameStrings, loadLang, type Lang } from '../../src/i18n/index.ts';
import { DevGame, devHost, devQuery, devSceneOptions, iconSheet } from './dev-page.ts';
import { C } from '../../src/render/tokens.ts';
import { CP_ICONS, drawCpIcon, drawFate } from '../../src/render/copan/icons.ts';
import { createCopanScene } from '../../src/render/copan/index.ts';

/** The icon sheet's footer: the six Fate die faces. */
function fateFaces(g: Graphics): void {
  for (let f = 0; f < 6; f++) {
    g.roundRect(20 + f * 60, innerHeight - 70, 48, 48, 8).fill(C.bone).stroke({ color: C.obsidian, width: 2 });
    drawFate(g.context, f, 44 + f * 60, innerHeight - 46, 44);
  }
}

export async function run(): Promise<void> {
  if (devQuery.get('icons')) return iconSheet(CP_ICONS, (g, name, x, y, size) => drawCpIcon(g, name, x, y, size, size === 72), fateFaces);
  const players = Number(devQuery.get('players') ?? 3);
  const lang = (['en', 'fr', 'pt'].includes(devQuery.get('lang') ?? '') ? devQuery.get('lang') : 'en') as Lang;
  await loadLang(lang);
  await loadGameStrings('copan');
  const catalog = CATALOGS[lang] as Record<string, string>;
  const opts: CopanOptions = players === 1
    ? { players: 2, event: 'ev21', solo: { mode: 'advanced', levels: ['easy', 'hard', 'easy', 'hard'] } }
    : { players: Math.min(4, Math.max(2, players)) as 2 | 3 | 4, event: 'ev11' };
  // Prefer acting over skipping, so sample states are lively.
  const d = new DevGame(copanGame, opts, {
    firstPending: true,
    prefer: (list, rng) => { const busy = list.filter((c) => !/skip|end_turn|discard/.test(c.kind)); return busy.length > 0 && rng.float() < 0.85 ? busy : list; },
  });
  const moves = Number(devQuery.get('moves') ?? 60);
  for (let i = 0; i < moves; i++) if (!d.randomMove()) break;
  // Stop where a human seat owes a decision (solo: seat 0), of the kind asked for if any.
  const wanted = devQuery.get('kind');
  for (let i = 0; i < 400; i++) {
    const p = copanGame.pending(d.state)[0];
    if (!p) break;
    const human = !(players === 1 && p.seat !== 0);
    if (human && (!wanted || copanGame.choices(d.state, p.seat).some((c) => c.kind === wanted))) break;
    d.randomMove();
  }
  d.viewer = copanGame.pending(d.state)[0]?.seat ?? 0;
  const scene = await createCopanScene(devHost, devSceneOptions((k) => catalog[k] ?? k));
  d.mount(scene, () => copanGame.pending(d.state)[0]?.seat ?? d.viewer);

  function playKind(kind: string, guard = 600): boolean {
    for (let i = 0; i < guard; i++) {
      const p = copanGame.pending(d.state)[0];
      if (!p) return false;
      if (copanGame.choices(d.state, p.seat).some((x) => x.kind === kind)) {
        d.viewer = p.seat;
        d.show();
        return true;
      }
      if (!d.randomMove()) return false;
    }
    return false;
  }
  d.expose({ playKind, panels: () => scene.panels?.() ?? [], showPanel: (id: string) => scene.showPanel?.(id) });
}
