// Every data-channel frame a page receives, for the tests that check what a guest was sent.
import type { Page } from 'playwright-core';

/** Runs in the page before the app (an init script): keeps every frame of every data channel it opens. */
export function recordFrames(): void {
  const frames: [number, string][] = [];
  (window as unknown as { __netFrames: typeof frames }).__netFrames = frames;
  let channels = 0;
  const original = RTCPeerConnection.prototype.createDataChannel;
  RTCPeerConnection.prototype.createDataChannel = function (this: RTCPeerConnection, ...args: Parameters<typeof original>) {
    const channel = original.apply(this, args);
    const id = channels++;
    channel.addEventListener('message', (e: MessageEvent) => frames.push([id, typeof e.data === 'string' ? e.data : '<binary frame>']));
    return channel;
  };
}

/** The frames recorded so far: [channel number, text]. */
export const framesOf = (page: Page): Promise<[number, string][]> =>
  page.evaluate(() => (window as unknown as { __netFrames: [number, string][] }).__netFrames.slice());
