// Every data-channel frame a page receives, for the tests that check what a guest was sent.
import type { Browser, Page } from 'playwright-core';
import { VIEWPORTS, newPerson, type Person } from './harness.ts';
import { prepare } from './net-ui.ts';

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

/**
 * A host and a guest whose frames are recorded, both on phones, new for each attempt of a test (a
 * retry must not record its frames after the first attempt's). `settings` go to each one's stored prefs.
 */
export async function hostAndRecordedGuest(
  browser: Browser, names: [string, string], settings: [Record<string, unknown>, Record<string, unknown>],
): Promise<[Person, Person]> {
  const host = await newPerson(browser, names[0], { viewport: VIEWPORTS.phone });
  const guest = await newPerson(browser, names[1], { viewport: VIEWPORTS.phone });
  await guest.context.addInitScript(recordFrames);
  await Promise.all([prepare(host.page, settings[0]), prepare(guest.page, settings[1])]);
  return [host, guest];
}
