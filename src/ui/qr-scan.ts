// Scans an invite QR code with the camera where the browser has BarcodeDetector (Chromium on
// Android, Safari 17+…); elsewhere the home screen hides the Scan button and a link or code is
// pasted instead. The camera stops as soon as the dialog closes.
import { t } from '../i18n/index.ts';
import { h } from './dom.ts';
import { openDialog } from './overlays.ts';

interface Detector { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> }
type DetectorCtor = new (o: { formats: string[] }) => Detector;

export const canScan = (): boolean =>
  typeof window !== 'undefined' && 'BarcodeDetector' in window && Boolean(navigator.mediaDevices?.getUserMedia);

/** Opens the camera in a dialog; `found` gets the first QR code's text (then the dialog closes). */
export function scanDialog(found: (text: string) => void): void {
  const video = h('video', { class: 'scan-video', muted: true, playsinline: true, autoplay: true, 'aria-label': t('home.scanView') });
  const status = h('p', { class: 'muted', role: 'status' }, t('home.scanStart'));
  let stream: MediaStream | null = null;
  let stopped = false;
  const stop = () => {
    stopped = true;
    stream?.getTracks().forEach((track) => track.stop());
  };
  const close = openDialog(t('home.scan'), h('div', { class: 'scan' }, video, status,
    h('div', { class: 'row' }, h('button', { class: 'btn', onclick: () => close() }, t('app.cancel')))), stop);
  void (async () => {
    try {
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      if (stopped) return stop();
      video.srcObject = stream;
      await video.play();
      status.textContent = t('home.scanAim');
      const detector = new (window as unknown as { BarcodeDetector: DetectorCtor }).BarcodeDetector({ formats: ['qr_code'] });
      while (!stopped) {
        const codes = await detector.detect(video).catch(() => []);
        if (codes[0]?.rawValue) { close(); found(codes[0].rawValue); return; }
        await new Promise((r) => setTimeout(r, 250));
      }
    } catch {
      status.textContent = t('home.scanFailed');
    }
  })();
}
