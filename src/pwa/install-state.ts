// When the app offers to install itself (pure, so it is unit-tested): the browser's install prompt
// (Chromium's beforeinstallprompt) or, on iOS Safari, which has none, a one-time hint about
// "Add to Home Screen". Nothing is offered once the app runs installed.

export interface InstallFacts {
  /** A beforeinstallprompt event is kept and not used yet. */
  promptReady: boolean;
  /** Running as the installed app (display-mode standalone, or navigator.standalone on iOS). */
  standalone: boolean;
  /** Safari on an iPhone or iPad. */
  iosSafari: boolean;
  iosHintDismissed: boolean;
  /** A game has been played to its end on this device. */
  finishedGame: boolean;
}

export interface InstallUi {
  /** An Install button exists (the home screen's row, the game menu). */
  button: boolean;
  /** The install pitch in view at the top of the home screen: after a first finished game. */
  card: boolean;
  iosHint: boolean;
}

export function installUi(f: InstallFacts): InstallUi {
  const button = f.promptReady && !f.standalone;
  return { button, card: button && f.finishedGame, iosHint: f.iosSafari && !f.standalone && !f.iosHintDismissed && !f.promptReady };
}

/** Safari on iOS/iPadOS (iPadOS says "Macintosh" but has touch); other iOS browsers name themselves. */
export function isIosSafari(ua: string, maxTouchPoints: number): boolean {
  const ios = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && maxTouchPoints > 1);
  return ios && /Safari\//.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(ua);
}
