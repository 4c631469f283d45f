// On a phone the own area is a closed sheet: while a Court tile is placed, the hand's tile types sit
// at the board's foot as toggles, so the tile a Pyramid space places is picked beside the Pyramid.
import { t } from '../../i18n/index.ts';
import type { CopanChoice, CopanView } from '../../games/copan/index.ts';
import { h } from '../dom.ts';
import { handPicker } from './pyramid-grid.ts';
import { onTilePicked, pickTile, pickedTile, placeTypes } from './tile-pick.ts';

/** The strip, or null when there is no tile to pick (no placement, or one type only). */
export function boardFoot(v: CopanView, seat: number, choices: readonly CopanChoice[]): HTMLElement | null {
  const types = placeTypes(choices);
  const hand = v.players[seat]?.hand;
  if (types.size < 2 || !hand) {
    onTilePicked('foot', null);
    return null;
  }
  const strip = h('div', { class: 'cp-foot' });
  const draw = (focus?: string) => {
    strip.replaceChildren(h('span', { class: 'cp-foot-label' }, t('cp.u.foot.pick')),
      handPicker(hand, pickedTile(types), types, (r) => pickTile(r, 'foot')));
    if (focus) strip.querySelector<HTMLElement>(`[data-tile="${focus}"]`)?.focus();
  };
  onTilePicked('foot', draw);
  draw();
  return strip;
}
