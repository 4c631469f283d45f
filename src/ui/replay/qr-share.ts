// A replay link's QR code for the Share replay dialog. A whole game makes a dense code (version 20
// to 30 for a 4-player game): drawn as wide as the dialog allows, at least 2 CSS px a module where
// the dialog is that wide, and a "Show larger" view that gives it the whole screen. The encoder is a
// chunk of its own, fetched when a code is first shown.
import { t } from '../../i18n/index.ts';
import { h } from '../dom.ts';
import { openDialog } from '../overlays.ts';
import './qr-share.css';

/** The most bytes a code holds (version 40, level L): a longer link is offered without one. */
export const QR_MAX_BYTES = 2953;

export function replayQr(url: string, label: string): HTMLElement | null {
  if (new TextEncoder().encode(url).length > QR_MAX_BYTES) return null;
  const figure = h('figure', { class: 'qr-box qr-dense-box', 'data-testid': 'replay-qr' });
  void import('../qr.ts').then(({ qrSvg }) => {
    const code = (cls: string) => {
      const svg = qrSvg(url, 232, label);
      svg.classList.add(cls);
      return svg;
    };
    const larger = h('button', { class: 'btn quiet', 'data-testid': 'qr-larger', onclick: () =>
      void openDialog(label, h('div', { class: 'qr-full-box' }, code('qr-full'))) }, t('replay.qrLarger'));
    figure.append(code('qr-dense'), larger);
  }).catch(() => figure.remove());
  return figure;
}
