// Chocolatl's words, own area and board scene for the generic game screen.
import { t, tk } from '../../i18n/index.ts';
import { MAX_ROUNDS } from '../../games/chocolatl/data.ts';
import { chocolatlGame } from '../../games/chocolatl/index.ts';
import type { ChocolatlChoice, ChocolatlView } from '../../games/chocolatl/types.ts';
import type { Choice, GameEvent } from '../../engine/types.ts';
import type { GamePresenter } from '../presenter.ts';
import { lazyCall } from '../lazy-call.ts';
import { choiceLabel, modeName, stepName } from './labels.ts';
import { isChance, logLines, points, rollBy } from './log.ts';
import { heldIndex, onHeldChange, ownArea } from './own-area.ts';
import { summary } from './summary.ts';
import { describe, whyNot } from './why.ts';

/** Decisions made by several seats at once, each unseen by the others until a reveal. */
const SECRET = new Set<string>(chocolatlGame.secretKinds);
const COACHED = new Set<string>(['sacrifice', 'commitAll', 'commitFirst', 'commitSecond', 'commitLoc', 'dice', 'city', 'pyramidOrder', 'discard']);

export const chocolatlPresenter: GamePresenter = {
  title: () => t('c.title'),
  status(view) {
    const v = view as ChocolatlView;
    if (v.phase === 'over') return t('c.status.over');
    if (v.phase === 'sacrifice') return t('c.status.sacrifice');
    const last = v.lastRound ? ` · ${t('c.lastRound')}` : '';
    return t('c.status', { round: v.round, rounds: MAX_ROUNDS, mode: modeName(v.mode), step: stepName(v) }) + last;
  },
  score: (view, seat) => (view as ChocolatlView).scores[seat] ?? 0,
  chipDetail(view, seat) {
    const v = view as ChocolatlView;
    const marks = [v.chocolatl === seat ? t('c.chip.chocolatl') : '', v.oldMan === seat ? t('c.chip.oldMan') : ''].filter(Boolean);
    return [t('c.chip', { cards: v.handCounts[seat] ?? 0, huts: v.huts[seat] ?? 0, dice: v.dice[seat] ?? 0 }), ...marks].join(' · ');
  },
  prompt: (kind) => tk(`c.prompt.${kind}`),
  choiceLabel: (c, view) => choiceLabel(c as ChocolatlChoice, view as ChocolatlView),
  inOwnArea: (c) => c.kind === 'sacrifice' || c.kind === 'offer' || c.kind === 'discard',
  ownArea: (view, seat, name, choices, choose) =>
    ownArea(view as ChocolatlView, seat, name, choices as ChocolatlChoice[], choose as (c: ChocolatlChoice) => void),
  logLines,
  isChance,
  rollBy,
  // Worded only when a confirm opens: a chunk of its own, not in the first download.
  irreversibleWhy: lazyCall(() => import('./confirm.ts'), (m, c: Choice, events: readonly GameEvent[]) => m.irreversibleWhy(c, events)),
  points,
  roundOf: (view) => (view as ChocolatlView).round,
  categoryLabel: (c) => tk(`c.cat.${c}`),
  isSecretPick: (kind) => SECRET.has(kind),
  summary: (view, seat, name) => summary(view as ChocolatlView, seat, name),
  coach: (kind) => (COACHED.has(kind) ? tk(`c.coach.${kind}`) : null),
  describe: (id, view, seat, name) => describe(id, view as ChocolatlView, seat, name),
  whyNot: (id, view, seat) => whyNot(id, view as ChocolatlView, seat),
  changes: () => import('./changed.ts'),
  async createScene(host, opts) {
    // Pixi loads only when a board is shown, so the first screen stays small.
    const { createChocolatlScene } = await import('../../render/chocolatl/index.ts');
    const dark = document.documentElement.dataset.theme === 'dark' ||
      (document.documentElement.dataset.theme === 'system' && window.matchMedia?.('(prefers-color-scheme: dark)').matches);
    const scene = await createChocolatlScene(host, {
      label: opts.label, reducedMotion: opts.reducedMotion, theme: dark ? 'dark' : 'light',
      ...(opts.seatColors ? { seatColors: opts.seatColors } : {}),
    });
    let last: { view: ChocolatlView; seat: number; choices: ChocolatlChoice[] } | null = null;
    // The card held for a two-card offering (own area or board) keeps a maize ring on the board.
    const draw = () => {
      if (!last) return;
      const i = heldIndex(last.view, last.seat, last.choices);
      scene.update(last.view, { seat: last.seat, choices: last.choices, highlight: i === null ? [] : [`hand:${i}`] });
    };
    const offHeld = onHeldChange(draw);
    return {
      update: (view, ctx) => {
        last = { view: view as ChocolatlView, seat: ctx.seat, choices: ctx.choices as ChocolatlChoice[] };
        draw();
      },
      setSize: (w, h) => scene.setSize(w, h),
      onTarget: (cb) => {
        scene.onTarget((ids) => {
          // A hand card of a two-card offering: the own area's card takes the tap (the first tap
          // holds it, the second picks its partner), so both stay one and the same choice.
          const card = pairCard(ids, last?.choices ?? []);
          const button = card === null ? null : document.querySelector<HTMLElement>(`.own .acard.legal[data-card="${card}"]:not([aria-pressed="true"])`)
            ?? document.querySelector<HTMLElement>(`.own .acard.legal[data-card="${card}"]`);
          if (button) button.click();
          else cb(ids);
        });
      },
      targets: () => scene.targets().map((x) => ({ id: x.id, choiceIds: x.choiceIds, rect: x.rect })),
      onMoved: (cb) => { scene.onMoved(cb); },
      onInspect: (cb) => { scene.onInspect((e) => cb({ id: e.id, how: e.how, ...(e.rect ? { rect: e.rect } : {}) })); },
      panels: () => scene.panels(),
      showPanel: (id) => scene.showPanel(id),
      zoom: (cmd) => scene.zoom(cmd),
      destroy: () => { offHeld(); scene.destroy(); },
      settled: scene.settled,
      measure: () => scene.measure(),
      markChanged: scene.markChanged, // the facade's methods are bound
      marked: scene.marked,
      setSeatColors: (colors) => scene.setSeatColors(colors),
    };
  },
};

/** The card a hand-card target stands for when its choices are two-card offerings, else null. */
function pairCard(ids: string[], choices: ChocolatlChoice[]): number | null {
  const offers = choices.filter((c): c is Extract<ChocolatlChoice, { kind: 'offer' }> => c.kind === 'offer' && ids.includes(c.id));
  if (offers.length < 2 || offers.length !== ids.length || offers.some((c) => c.cards.length !== 2)) return null;
  const common = offers[0]!.cards.filter((v) => offers.every((c) => c.cards.includes(v)));
  return common[0] ?? null;
}
