// A few sounds of our own, synthesised with the Web Audio API (no audio files): your turn, a piece
// or card placed, a die roll, a reveal, the end of the game; a haptic tick for your turn where the
// device has one. Browsers let a page make sound only after a user gesture, so the audio context
// starts at the first tap or key; sounds are never played while the page is hidden, and never
// delay anything (each is scheduled and forgotten). Driven by a browser test (navigator.webdriver),
// the app stays silent unless the test asks for sound.
import type { GameEvent } from '../engine/types.ts';

export type SoundCue = 'turn' | 'place' | 'roll' | 'reveal' | 'end';
export type SoundLevel = 'off' | 'quiet' | 'normal';

const GAIN: Record<SoundLevel, number> = { off: 0, quiet: 0.18, normal: 0.45 };

let level: SoundLevel = 'normal';
let ctx: AudioContext | null = null;
let armed = false;
/** Cues played (or that would have been, in a test): read by browser tests through window.__meso. */
export const soundLog: SoundCue[] = [];

export function setSoundLevel(l: SoundLevel): void { level = l; }

const inTest = () => typeof navigator !== 'undefined' && navigator.webdriver === true &&
  !(globalThis as { __mesoSoundInTests?: boolean }).__mesoSoundInTests;

/** Listens for the first user gesture, after which the audio context may start. */
export function armSound(): void {
  if (armed || typeof window === 'undefined') return;
  armed = true;
  const start = () => {
    if (ctx || typeof AudioContext === 'undefined' || inTest()) return;
    try { ctx = new AudioContext(); } catch { ctx = null; }
  };
  window.addEventListener('pointerdown', start, { once: true, capture: true });
  window.addEventListener('keydown', start, { once: true, capture: true });
}

/** One tone: a frequency glide under a short attack and an exponential fade. */
function tone(ac: AudioContext, out: AudioNode, at: number, type: OscillatorType, from: number, to: number, dur: number, peak: number): void {
  const osc = ac.createOscillator();
  const env = ac.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(from, at);
  osc.frequency.exponentialRampToValueAtTime(to, at + dur);
  env.gain.setValueAtTime(0.0001, at);
  env.gain.exponentialRampToValueAtTime(peak, at + 0.01);
  env.gain.exponentialRampToValueAtTime(0.0001, at + dur);
  osc.connect(env).connect(out);
  osc.start(at);
  osc.stop(at + dur + 0.02);
}

/** A burst of filtered noise: the click of a die on the table. */
function click(ac: AudioContext, out: AudioNode, at: number, dur: number, peak: number, freq: number): void {
  const frames = Math.max(1, Math.floor(ac.sampleRate * dur));
  const buf = ac.createBuffer(1, frames, ac.sampleRate);
  const data = buf.getChannelData(0);
  // Noise for a sound only (never game logic): Math.random is fine here.
  for (let i = 0; i < frames; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / frames) ** 2;
  const src = ac.createBufferSource();
  src.buffer = buf;
  const band = ac.createBiquadFilter();
  band.type = 'bandpass';
  band.frequency.value = freq;
  const env = ac.createGain();
  env.gain.value = peak;
  src.connect(band).connect(env).connect(out);
  src.start(at);
}

const SHAPES: Record<SoundCue, (ac: AudioContext, out: AudioNode, t: number) => void> = {
  // Two soft bell notes, rising: your turn.
  turn: (ac, out, t) => { tone(ac, out, t, 'sine', 659, 659, 0.35, 0.8); tone(ac, out, t + 0.14, 'sine', 880, 880, 0.5, 0.7); },
  // A short wooden knock.
  place: (ac, out, t) => { tone(ac, out, t, 'triangle', 220, 140, 0.12, 0.9); click(ac, out, t, 0.03, 0.6, 1800); },
  // A rattle of a few clicks, slowing down.
  roll: (ac, out, t) => { for (const [d, f] of [[0, 2400], [0.07, 2000], [0.15, 2600], [0.26, 1900], [0.4, 2200]] as const) click(ac, out, t + d, 0.04, 1, f); },
  // An upward sweep.
  reveal: (ac, out, t) => tone(ac, out, t, 'sine', 440, 990, 0.25, 0.6),
  // A rising major arpeggio.
  end: (ac, out, t) => { [523, 659, 784, 1047].forEach((f, i) => tone(ac, out, t + i * 0.12, 'sine', f, f, 0.6, 0.6)); },
};

export function playSound(cue: SoundCue): void {
  if (level === 'off' || (typeof document !== 'undefined' && document.visibilityState === 'hidden')) return;
  soundLog.push(cue);
  if (soundLog.length > 100) soundLog.shift();
  if (cue === 'turn') (navigator as Navigator & { vibrate?: (ms: number) => boolean }).vibrate?.(30);
  const ac = ctx;
  if (!ac || inTest()) return;
  try {
    if (ac.state === 'suspended') void ac.resume();
    const out = ac.createGain();
    out.gain.value = GAIN[level];
    out.connect(ac.destination);
    SHAPES[cue](ac, out, ac.currentTime + 0.01);
  } catch { /* sound is never worth an error */ }
}

/**
 * The cue for a game event, from its type's words (a game's presenter may answer more precisely):
 * dice and Fate rolls rattle, reveals and draws sweep, pieces and cards placed knock.
 */
export function defaultSoundOf(e: GameEvent): SoundCue | null {
  const type = e.type.toLowerCase();
  if (/die|dice|roll|fate/.test(type)) return 'roll';
  if (/reveal|draw/.test(type)) return 'reveal';
  if (/place|build|pick|offer|play|pyramid|temple|hut|figure|tile/.test(type)) return 'place';
  return null;
}
