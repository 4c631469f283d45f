// Copan's words, own area and board scene for the generic game screen.
import { t, tk } from '../../i18n/index.ts';
import type { CopanChoice, CopanView } from '../../games/copan/index.ts';
import type { Choice, GameEvent } from '../../engine/types.ts';
import type { Detail, GamePresenter } from '../presenter.ts';
import { lazyCall } from '../lazy-call.ts';
import { choiceLabel } from './labels.ts';
import { isChance, logLines, points, rollBy } from './log.ts';
import { roundOfView } from './summary.ts';
import { OWN_AREA_KINDS, PLACE, ownArea } from './own-area.ts';
import { boardFoot } from './board-foot.ts';
import { placementOfPick } from './tile-pick.ts';
import { status, summary } from './summary.ts';
import { whyNot } from './why.ts';
import './copan.css';

/** What the scene last said about each board element (targets' details and inspected elements), so
 * tooltips, detail sheets and the DOM twins' descriptions read the same words. */
const details = new Map<string, string>();
function detailOf(id: string): Detail | null {
  const text = details.get(id);
  if (!text) return null;
  const cut = text.indexOf(': ');
  return cut > 0 ? { title: text.slice(0, cut), lines: [text.slice(cut + 2)] } : { title: text, lines: [] };
}

const popcount = (x: number): number => { let n = 0; while (x) { x &= x - 1; n++; } return n; };

/** Decision kinds with a first-game tip. */
const COACHED = new Set(['place', 'automaPlace', 'site', 'riverBuy', 'embassy', 'recruit', 'altar', 'glyphLine', 'climb', 'jade', 'bonus', 'gain', 'newChar', 'eject']);

export const copanPresenter: GamePresenter = {
  title: () => t('game.copan'),
  status: (view, pending) => status(view as CopanView, pending),
  score: (view, seat) => (view as CopanView).players[seat]?.vp ?? 0,
  chipDetail(view, seat) {
    const v = view as CopanView;
    const p = v.players[seat]!;
    if (v.automa?.seat === seat) return t('cp.u.chipAutoma', { tiles: p.handSize, chars: p.chars.length });
    return t('cp.u.chip', { res: p.res.reduce((a, b) => a + b, 0), hand: p.handSize, jade: popcount(p.jade) });
  },
  prompt: (kind) => tk(`cp.u.prompt.${kind}`),
  choiceLabel: (c, view, seat) => choiceLabel(c as CopanChoice, view as CopanView, seat),
  inOwnArea: (c) => OWN_AREA_KINDS.has(c.kind),
  // Court tiles go on the Pyramid's spaces; the own area only preselects which tile.
  onBoard: (c) => PLACE.has(c.kind),
  pickOnBoard: (options) => placementOfPick(options as CopanChoice[]),
  boardFoot: (view, seat, choices) => boardFoot(view as CopanView, seat, choices as CopanChoice[]),
  ownArea: (view, seat, name, choices, choose) =>
    ownArea(view as CopanView, seat, name, choices as CopanChoice[], choose as (c: CopanChoice) => void),
  logLines,
  isChance,
  rollBy,
  // Worded only when a confirm opens: a chunk of its own, not in the first download.
  irreversibleWhy: lazyCall(() => import('./confirm.ts'), (m, c: Choice, events: readonly GameEvent[], seat: number) => m.irreversibleWhy(c, events, seat)),
  points,
  roundOf: (view) => roundOfView(view as CopanView),
  categoryLabel: (c) => tk(`cp.u.cat.${c}`),
  // Nothing in Copan is chosen secretly and at the same time: every decision is one seat's, in turn.
  isSecretPick: () => false,
  summary: (view, seat, name) => summary(view as CopanView, seat, name),
  describe: (id) => detailOf(id),
  whyNot: (id, view, seat) => whyNot(id, view as CopanView, seat),
  coach: (kind) => (COACHED.has(kind) ? tk(`cp.u.coach.${kind}`) : null),
  // The Pyramid beside the Site and board panels: in table mode the seats go above, not beside.
  wideBoard: true,
  changes: () => import('./changed.ts'),
  async createScene(host, opts) {
    // Pixi loads only when a board is shown, so the first screen stays small.
    const { createCopanScene } = await import('../../render/copan/index.ts');
    const dark = document.documentElement.dataset.theme === 'dark' ||
      (document.documentElement.dataset.theme === 'system' && window.matchMedia?.('(prefers-color-scheme: dark)').matches);
    const scene = await createCopanScene(host, {
      label: opts.label, reducedMotion: opts.reducedMotion, theme: dark ? 'dark' : 'light',
      ...(opts.seatColors ? { seatColors: opts.seatColors } : {}),
    });
    return {
      update: (view, ctx) => scene.update(view as CopanView, { seat: ctx.seat, choices: ctx.choices as CopanChoice[], ...(ctx.events ? { events: ctx.events } : {}) }),
      setSize: (w, h) => scene.setSize(w, h),
      onTarget: (cb) => { scene.onTarget((ids) => cb(ids)); },
      targets: () => scene.targets().map((x) => {
        if (x.detail) details.set(x.id, x.detail);
        return { id: x.id, choiceIds: x.choiceIds, rect: x.rect };
      }),
      onInspect: (cb) => { scene.onInspect?.((e) => {
        if (e.id && e.text) details.set(e.id, e.text);
        cb({ id: e.id, how: e.how, ...(e.rect ? { rect: e.rect } : {}) });
      }); },
      onMoved: (cb) => { scene.onMoved(cb); },
      panels: () => scene.panels?.() ?? [],
      showPanel: (id) => scene.showPanel?.(id),
      zoom: (cmd) => scene.zoom(cmd),
      destroy: () => scene.destroy(),
      settled: scene.settled,
      measure: () => scene.measure(),
      markChanged: scene.markChanged, // the facade's methods are bound
      marked: scene.marked,
      setSeatColors: (colors) => scene.configure({ seatColors: colors }),
    };
  },
};
