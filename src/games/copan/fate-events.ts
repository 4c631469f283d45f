// Omen and decline events (spec 5.3): one Fate roll and one Event-card effect per turn at most,
// while every decline event still closes its Site space.
import { ALTAR_SPACE_FACE, EVENT_CARDS, FATE_FACES, SITE_OF_TRACK, SITES } from './data.ts';
import type { Ctx } from './resources.ts';
import { drawAltar, random, refillCharacterSlot } from './supply.ts';
import type { CopanState, Task } from './types.ts';

/** Takes the next queued event and puts its steps in front of the queue, then comes back here. */
export function runNextEvent(s: CopanState): void {
  const e = s.eventQueue.shift();
  if (e === undefined) return;
  const steps: Task[] = e < 0 ? [{ k: 'omen' }, { k: 'fate' }] : [{ k: 'fate' }, { k: 'close', track: e }];
  s.tasks.unshift(...steps, { k: 'events' });
}

/** Omen: new Characters and Altar cards; tokens under the old Altar cards go to the reserves. */
export function omenRefresh(s: CopanState, ctx: Ctx): void {
  ctx.events.push({ type: 'omen' });
  for (let i = 0; i < s.charDisplay.length; i++) {
    const card = s.charDisplay[i]!;
    if (card === -2) continue; // closed spaces never get a card again
    if (card >= 0) s.charDiscard.push(card);
    s.charDisplay[i] = -1;
    refillCharacterSlot(s, i, ctx);
  }
  for (let i = 0; i < s.altarDisplay.length; i++) {
    const card = s.altarDisplay[i]!;
    if (card >= 0) s.altarDiscard.push(card);
    s.altarDisplay[i] = drawAltar(s, ctx);
  }
  for (let i = 0; i < s.altarSpaces.length; i++) {
    const who = s.altarSpaces[i]!;
    if (who >= 0) {
      s.players[who]!.reserve++;
      s.altarSpaces[i] = -1;
    }
  }
}

/** Rolls once per turn and applies the card once per turn, to every player in turn order (D6). */
export function fateStep(s: CopanState, ctx: Ctx): void {
  if (s.fate < 0) {
    s.fate = random(s, FATE_FACES.length, ctx);
    ctx.events.push({ type: 'fate', face: FATE_FACES[s.fate] });
  }
  if (s.fateApplied) return;
  s.fateApplied = true;
  const fx = EVENT_CARDS[s.opts.event][s.fate]!;
  ctx.events.push({ type: 'eventEffect', card: s.opts.event, face: FATE_FACES[s.fate] });
  if (fx.t === 'cube') {
    s.tasks.unshift({ k: 'fx', seat: s.active, fx });
    return;
  }
  const n = s.players.length;
  const steps: Task[] = [];
  for (let i = 0; i < n; i++) steps.push({ k: 'fx', seat: (s.active + i) % n, fx });
  s.tasks.unshift(...steps);
}

function closed(ctx: Ctx, track: number, space: number, face: number): void {
  ctx.events.push({ type: 'close', site: SITES[SITE_OF_TRACK[track]!], space, face: FATE_FACES[face] });
}

/** Closes the rolled space(s) on the Site of the track; an already closed space stays as it is. */
export function closeSpace(s: CopanState, track: number, ctx: Ctx): void {
  const f = s.fate;
  if (track === 0) {
    if (s.cities[f]! >= 0) {
      s.cities[f] = -1; // the City tile leaves the game; tokens already there stay (D13)
      closed(ctx, track, f, f);
    }
  } else if (track === 1) {
    const card = s.charDisplay[f]!;
    if (card !== -2) {
      if (card >= 0) s.charTop.push(card);
      s.charDisplay[f] = -2;
      closed(ctx, track, f, f);
    }
  } else if (track === 2) {
    for (let i = 0; i < s.altarSpaces.length; i++) {
      if (ALTAR_SPACE_FACE[i] !== f) continue;
      const who = s.altarSpaces[i]!;
      if (who === -2) continue;
      if (who >= 0) s.players[who]!.reserve++;
      s.altarSpaces[i] = -2;
      closed(ctx, track, i, f);
    }
  } else {
    const colour = s.glyphDisplay[f]!;
    if (colour !== -2) {
      if (colour >= 0) s.glyphTop.push(colour);
      s.glyphDisplay[f] = -2;
      closed(ctx, track, f, f);
    }
  }
}
