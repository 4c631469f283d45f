// Whether the "new version" bar shows (pure, so it is unit-tested). A new version stays pending
// until the app updates; "Later" hides the bar until the next time the home screen opens.
export class UpdateNotice {
  private pending = false;
  private dismissed = false;

  /** The service worker has a new version waiting. */
  need(): void { this.pending = true; }
  /** "Later": hidden for now. */
  dismiss(): void { this.dismissed = true; }
  /** The home screen opened: a dismissed bar comes back if the update is still waiting. */
  atHome(): void { this.dismissed = false; }
  get visible(): boolean { return this.pending && !this.dismissed; }
}
