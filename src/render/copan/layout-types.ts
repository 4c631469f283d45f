// The shapes a Copan scene layout is made of, apart from the layouts (layout.ts, layout-phone.ts)
// so that both can use them without importing each other.
import type { Place, Rect } from '../core/geom.ts';

/** A component of the scene: the score track, the Pyramid, the tab strip, a Site, a player board. */
export type CompId = 'score' | 'pyr' | 'tabs' | `s${number}` | `b${number}`;

export interface SceneLayout {
  places: Record<string, Place>;
  content: Rect; // world rect of everything (CSS px at fit)
  shape: 'portrait' | 'landscape';
  /** Phone, or a canvas too small for every panel: the tab strip's panels in order and the one shown (the others are not placed). */
  tabs?: { ids: CompId[]; panel: CompId };
  /** Phone: whether the Pyramid is shown above the tabbed panel (else it is a tab). */
  pyrShown?: boolean;
}
