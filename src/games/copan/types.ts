// State, task and choice types. The state is plain JSON of small numbers (resource, Site and card
// indices from data.ts) so that copying it for every applied choice stays cheap.
import type { RngState, Seat } from '../../engine/index.ts';
import type { EventId, Fx, ResName, SiteName } from './data.ts';

export interface CopanOptions {
  players: 2 | 3 | 4;
  event: EventId; // the Event card in play
  solo?: SoloOptions; // present: a 2-seat game, seat 0 human, seat 1 the Automa
}

export interface SoloOptions {
  mode: 'basic' | 'advanced';
  levels: ('easy' | 'hard')[]; // the card chosen for each resource
}

/** The Automa's side of a solo game; its Court tiles on its cards are its player's `hand`. */
export interface AutomaState {
  seat: Seat;
  advanced: boolean;
  hard: boolean[]; // per resource card
  order: number[]; // card resources left to right: the priority for the whole game
  card: number; // resource of the card played this turn, -1 before the choice
  glyphOrder: number[]; // Glyph colours in the order gained ("lose the most recent", D37)
}

export interface PlayerState {
  res: number[]; // [food, fame, zeal, power]
  ext: number; // storage extensions owned
  vp: number; // VP scored during play (may be negative)
  hand: number[]; // Court tiles in hand per resource (hidden from others)
  glyphs: number[]; // Glyph cards in hand per colour (hidden from others)
  chars: number[]; // face-up Character indices, in the order gained
  down: number[]; // face-down (discarded) Character indices (hidden from others)
  jade: number; // bit n - 1 set: jade tile n is on the mask
  priests: number[]; // position 0..8 per stairway
  zenith: number; // bit per stairway whose priest has claimed a Zenith token
  court: number[]; // own tokens on the Ball Court [left half, right half]
  emb: number[]; // own tokens per City space
  reserve: number; // own tokens in the altar reserve
  supply: number; // player tokens not on the board
  site: number; // totem Site, -1 when off the board
  space: number; // totem space 0..2 (s1..s3)
  side: number; // 0 resource side, 1 VP side
  turns: number; // turns completed
}

export interface Bonus {
  site: number; // Site index, -1 = a Site of the player's choice
  disc: number; // resources taken off the cost
}

/** Pending work. Decision tasks name the seat that owes the choice; the rest run automatically. */
export type Task =
  // turn flow of the active player (free actions are allowed at place, site and bonus)
  | { k: 'place' }
  | { k: 'site' }
  | { k: 'bonus'; seat?: Seat } // seat: an ejected totem's owner taking its own bonus actions out of turn
  | { k: 'cube'; r: number }
  | { k: 'events' }
  | { k: 'collect'; at: number }
  | { k: 'action'; seat: Seat; site: number; disc: number }
  | { k: 'riverTake'; seat: Seat }
  | { k: 'embTokens'; seat: Seat; city: number }
  | { k: 'afterAction'; seat?: Seat } // seat: whose action ended, when not the active player's
  | { k: 'ejectAction'; seat: Seat; site: number }
  | { k: 'resumeAction'; inAction: boolean; pendingJade: number; bonusQueue: Bonus[] }
  | { k: 'endTurn' }
  | { k: 'omen' }
  | { k: 'fate' }
  | { k: 'close'; track: number }
  | { k: 'fx'; seat: Seat; fx: Fx }
  | { k: 'automaTurn' }
  | { k: 'automaAction' }
  // decisions owed by `seat`
  | { k: 'gain'; seat: Seat; n: number }
  | { k: 'lose'; seat: Seat; n: number }
  | { k: 'climb'; seat: Seat; n: number }
  | { k: 'descend'; seat: Seat; n: number }
  | { k: 'jade'; seat: Seat }
  | { k: 'pickGlyph'; seat: Seat }
  | { k: 'pickChar'; seat: Seat }
  | { k: 'newChar'; seat: Seat; card: number }
  | { k: 'discardChar'; seat: Seat }
  | { k: 'trimChars'; seat: Seat }
  | { k: 'removeJade'; seat: Seat }
  | { k: 'loseGlyph'; seat: Seat }
  | { k: 'relocate'; seat: Seat }
  | { k: 'freeEmbassy'; seat: Seat }
  | { k: 'eject'; seat: Seat; from: number }
  | { k: 'riverBuy'; seat: Seat; disc: number }
  | { k: 'embassy'; seat: Seat; disc: number }
  | { k: 'recruit'; seat: Seat; disc: number }
  | { k: 'altar'; seat: Seat; disc: number }
  | { k: 'glyphLine'; seat: Seat; disc: number }
  | { k: 'automaPlace'; seat: Seat }; // the human places the Automa's tile

export type TaskKind = Task['k'];

export interface CopanState {
  v: 1;
  opts: CopanOptions;
  rng: RngState; // hidden: the Fate die, bag and deck draws come from here
  first: Seat;
  active: Seat;
  endTriggered: boolean;
  over: boolean;
  cubes: number[]; // Decline cube position per track, 0..14
  fired: number[]; // per track, bit i set: threshold i has fired its event
  pyramid: number[]; // per space: -2 setup tile, -1 open, 0..3 face-up tile, 4..7 face-down tile (type + 4)
  bag: number[]; // Court tiles in the bag per resource (drawn at random: no hidden order)
  river: number[]; // slots r1..r4: resource or -1
  cities: number[]; // City tile index per City space, -1 closed
  embPile: number[][]; // per level, tokens per kind still in the pile
  embDiscard: number[][];
  charDeck: number[]; // unseen Character cards, an unordered set drawn at random
  charTop: number[]; // cards put back on top of the deck (public), last = top
  charDisplay: number[]; // per Ball Court slot: card, -1 empty, -2 closed
  charDiscard: number[];
  altarDeck: number[]; // unordered set
  altarDisplay: number[]; // per slot: card or -1
  altarDiscard: number[];
  altarSpaces: number[]; // 12 token spaces: -1 free, -2 closed, else the seat whose token is there
  glyphDeck: number[]; // unseen Glyph cards per colour
  glyphTop: number[]; // colours put back on top (public), last = top
  glyphDisplay: number[]; // per slot: colour, -1 empty, -2 closed
  glyphDiscard: number[]; // per colour
  storagePile: number;
  zenithTaken: number; // 0..3
  fate: number; // Fate face rolled this turn, -1 before the first event
  fateApplied: boolean; // the Event card effect was applied this turn
  exchanged: boolean; // the active player exchanged Glyph cards this turn
  inAction: boolean; // a Site action (main or bonus) is being resolved: jade tiles wait
  pendingJade: number; // jade tiles the active player places after the current action
  bonusQueue: Bonus[];
  eventQueue: number[]; // -1 omen, 0..3 decline event of that track
  tasks: Task[];
  players: PlayerState[];
  automa: AutomaState | null; // solo games only
}

export type Pay = number[]; // [food, fame, zeal, power]
export type SideName = 'side_resource' | 'side_vp';

/** Every decision a seat can make; `id` is unique in a choice list and stable across copies. */
export type CopanChoice =
  | { id: string; kind: 'place'; tile: ResName; space: string }
  | { id: string; kind: 'place_blind'; space: string }
  | { id: string; kind: 'place_automa'; space: string }
  | { id: string; kind: 'gain'; amounts: number[] }
  | { id: string; kind: 'lose'; amounts: number[] }
  | { id: string; kind: 'move'; site: SiteName; side: SideName }
  | { id: string; kind: 'stay' }
  | { id: string; kind: 'fallback'; site: SiteName }
  | { id: string; kind: 'eject_move'; site: SiteName; side: SideName }
  | { id: string; kind: 'river_buy'; option: 'none' | 'tiles' | 'storage'; pay: Pay }
  | { id: string; kind: 'embassy'; city: string; pay: Pay }
  | { id: string; kind: 'recruit'; slot: string; pay: Pay }
  | { id: string; kind: 'altar'; space: string; pay: Pay }
  | { id: string; kind: 'glyph_line'; line: string; pay: Pay }
  | { id: string; kind: 'climb'; stair: string }
  | { id: string; kind: 'descend'; stair: string }
  | { id: string; kind: 'jade'; tile: number }
  | { id: string; kind: 'pick_glyph'; slot: string }
  | { id: string; kind: 'pick_character'; slot: string }
  | { id: string; kind: 'new_character'; action: 'keep' | 'use' | 'discard' }
  | { id: string; kind: 'replace_character'; card: string }
  | { id: string; kind: 'discard_owned'; card: string }
  | { id: string; kind: 'remove_jade'; tile: number }
  | { id: string; kind: 'lose_glyph'; colour: string }
  | { id: string; kind: 'relocate'; site: SiteName }
  | { id: string; kind: 'relocate_skip' }
  | { id: string; kind: 'free_embassy'; city: string }
  | { id: string; kind: 'bonus'; site: SiteName }
  | { id: string; kind: 'bonus_skip' }
  | { id: string; kind: 'end_turn' }
  | { id: string; kind: 'use_character'; card: string }
  | { id: string; kind: 'discard_character'; card: string }
  | { id: string; kind: 'exchange'; colours: number[] };

export type ChoiceKind = CopanChoice['kind'];
export type ChoiceOf<K extends ChoiceKind> = Extract<CopanChoice, { kind: K }>;
