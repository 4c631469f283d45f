// Zapotec's words and own area for the generic game screen.
import { t, tk } from '../../i18n/index.ts';
import { ROUNDS } from '../../games/zapotec/data.ts';
import type { ZapotecChoice, ZapotecView } from '../../games/zapotec/types.ts';
import type { GamePresenter } from '../presenter.ts';
import { cardText, choiceLabel, prop, res, ritualName } from './labels.ts';
import { PROPERTIES, RESOURCES } from '../../games/zapotec/data.ts';
import { HIDDEN, NONE } from '../../games/zapotec/types.ts';
import { logLines, points } from './log.ts';
import { ownArea } from './own-area.ts';
import { describe, guide } from './details.ts';
import { whyNot } from './why.ts';
import { zapotecHintKit } from './hint-kit.ts';

export const zapotecPresenter: GamePresenter = {
  title: () => t('z.name'),
  status(view, pending) {
    const v = view as ZapotecView;
    if (v.phase === 'over') return t('z.status.over');
    const step = v.phase === 'select' ? t('z.step.select') : tk(`z.stepName.${pending[0]?.kind ?? v.step}`);
    return t('z.status', { round: v.round, rounds: ROUNDS, step });
  },
  score: (view, seat) => (view as ZapotecView).players[seat]!.vp,
  chipDetail: (view, seat) => t('z.chip', { step: (view as ZapotecView).players[seat]!.sacrifice }),
  prompt: (kind) => tk(`z.prompt.${kind}`),
  choiceLabel: (c, view, seat) => choiceLabel(c as ZapotecChoice, view as ZapotecView, seat),
  // Cards are chosen in the own area; where to build is chosen on the board (its rings, their DOM
  // twins and the page tabs), not from a list of up to 18 buttons that would squeeze the board.
  inOwnArea: (c) => c.kind === 'pick' || c.kind === 'draw' || (c.kind === 'score' && (c as ZapotecChoice & { card: number }).card > 0),
  onBoard: (c) => c.kind === 'build',
  ownArea: (view, seat, name, choices, choose) => ownArea(view as ZapotecView, seat, name, choices as ZapotecChoice[], choose as (c: ZapotecChoice) => void),
  logLines,
  points,
  roundOf: (view) => (view as ZapotecView).round,
  categoryLabel: (c) => tk(`z.cat.${c}`),
  isSecretPick: (kind) => kind === 'pick',
  hintKit: zapotecHintKit,
  summary(view, seat, name) {
    const v = view as ZapotecView;
    const p = v.players[seat]!;
    const lines = [
      t('z.sum.round', { round: v.round, bonus: cardText(v.bonusStack[v.bonusStack.length - 1]!) }),
      t('z.sum.scores', { scores: v.players.map((q, i) => `${name(i)} ${q.vp}`).join(', ') }),
      t('z.sum.resources', { list: RESOURCES.map((r, i) => `${res(r)} ${p.res[i]}`).join(', ') }),
      t('z.sum.hand', { cards: p.hand.filter((c) => c !== HIDDEN).map(cardText).join('; ') || '—' }),
      t('z.sum.offer', { cards: v.offer.map(cardText).join('; ') || '—' }),
      t('z.sum.pyramids', { list: v.pyramids.filter((q) => q.tile !== NONE).map((q) => `${prop(PROPERTIES[q.tile]!)} ${q.pieces.length}`).join(', ') || '—' }),
      t('z.sum.rituals', { list: v.rituals.map((r, i) => `${ritualName(r)} (${v.ritualDiscs[i]!.map(name).join(', ') || '—'})`).join('; ') }),
      t('z.sum.sacrifice', { list: v.players.map((q, i) => `${name(i)} ${q.sacrifice}`).join(', ') }),
    ];
    return lines;
  },
  coach: (kind) => (['pick', 'income', 'capital', 'construction', 'place', 'draw'].includes(kind) ? tk(`z.coach.${kind}`) : null),
  describe: (id, view, seat, name) => describe(id, view as ZapotecView, seat, name),
  whyNot: (id, view, seat) => whyNot(id, view as ZapotecView, seat),
  guide: (view, seat, name) => guide(view as ZapotecView, seat, name),
  changes: () => import('./changed.ts'),
  async createScene(host, opts) {
    // Pixi loads only when a board is shown, so the first screen stays small.
    const { createZapotecScene } = await import('../../render/zapotec/index.ts');
    const dark = document.documentElement.dataset.theme === 'dark' ||
      (document.documentElement.dataset.theme === 'system' && window.matchMedia?.('(prefers-color-scheme: dark)').matches);
    const scene = await createZapotecScene(host, { label: opts.label, reducedMotion: opts.reducedMotion, theme: dark ? 'dark' : 'light', seatColors: opts.seatColors });
    return {
      update: (view, ctx) => scene.update(view as ZapotecView, { seat: ctx.seat, choices: ctx.choices as ZapotecChoice[] }),
      setSize: (w, h) => scene.setSize(w, h),
      onTarget: (cb) => { scene.onTarget((ids) => cb(ids)); },
      targets: () => scene.targets().map((x) => ({ id: x.id, choiceIds: x.choiceIds, rect: x.rect })),
      onMoved: (cb) => { scene.onMoved(cb); },
      panels: () => scene.panels(),
      showPanel: (id) => scene.showPanel(id),
      zoom: (cmd) => scene.zoom(cmd),
      destroy: () => scene.destroy(),
      settled: scene.settled,
      measure: () => scene.measure(),
      markChanged: scene.markChanged, // the facade's methods are bound
      marked: scene.marked,
      onInspect: (cb) => { scene.onInspect(cb); },
      setSeatColors: (colors) => scene.setSeatColors(colors),
    };
  },
};
