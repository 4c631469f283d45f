// Strings of online play needed only once a room is open (pass the host): a chunk of their own,
// loaded by the hosting and joining flows (loadGameStrings('online')), not in the first download.
import { chatEn } from '../chat/en.ts';
export const onlineEn = {
  ...chatEn,
  "net.handover": "Hand over hosting",
  "net.handoverText": "Who hosts from now on? Their device receives the whole game, every hand included, so they are asked first. You play on from here as a guest.",
  "net.handoverNone": "No player is connected right now.",
  "net.handoverWait": "Waiting for {name} to accept…",
  "net.handoverNo": "{name} would rather not host.",
  "net.handoverLost": "The hand-over did not finish: you still host.",
  "net.offerTitle": "Host this game?",
  "net.offerText": "{name} asks your device to host the game from now on. It would hold the whole game, every player's hidden cards included, as a host's device does. Keep this page open until the end.",
  "net.theHost": "The host",
  "net.offerYes": "Host the game",
  "net.hostNow": "{name} hosts the game now.",
  "net.youHost": "You host the game now: keep this page open.",
  "net.handoverBad": "The game received did not check out: you stay a guest.",
  "net.seedBad": "This game's deal did not check out: the host's seed does not match the shares every device drew. The deal may not be fair.",
  "net.hostMark": "host",
} as const;
