import { describe, expect, it } from 'vitest';
import { installUi, isIosSafari, type InstallFacts } from '../../src/pwa/install-state.ts';

const facts = (over: Partial<InstallFacts> = {}): InstallFacts =>
  ({ promptReady: false, standalone: false, iosSafari: false, iosHintDismissed: false, finishedGame: false, ...over });

describe('install offers', () => {
  it('a kept install prompt gives a button; the home-screen pitch waits for a first finished game', () => {
    expect(installUi(facts())).toEqual({ button: false, card: false, iosHint: false });
    expect(installUi(facts({ promptReady: true }))).toEqual({ button: true, card: false, iosHint: false });
    expect(installUi(facts({ promptReady: true, finishedGame: true }))).toEqual({ button: true, card: true, iosHint: false });
  });

  it('offers nothing once the app runs installed', () => {
    expect(installUi(facts({ promptReady: true, finishedGame: true, standalone: true }))).toEqual({ button: false, card: false, iosHint: false });
    expect(installUi(facts({ iosSafari: true, standalone: true })).iosHint).toBe(false);
  });

  it('shows the iOS hint once: until it is dismissed', () => {
    expect(installUi(facts({ iosSafari: true })).iosHint).toBe(true);
    expect(installUi(facts({ iosSafari: true, iosHintDismissed: true })).iosHint).toBe(false);
  });

  it('knows Safari on iPhone and iPad from other browsers', () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    const ipadOs = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
    const chromeIos = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1';
    const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
    expect(isIosSafari(iphone, 5)).toBe(true);
    expect(isIosSafari(ipadOs, 5)).toBe(true);
    expect(isIosSafari(ipadOs, 0)).toBe(false); // a Mac
    expect(isIosSafari(chromeIos, 5)).toBe(false);
    expect(isIosSafari(android, 5)).toBe(false);
  });
});
