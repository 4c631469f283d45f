// Zapotec's cover: a stepped temple with its shrine under the sun of the valley, and an ear of
// maize. Our own drawing (flat shapes, obsidian 2 px outlines); colours are token classes.
import { fretPath } from './fret.ts';

export const ZAPOTEC_COVER = `
<rect class="f-turquoise" width="160" height="100"/>
<circle class="f-maize" cx="62" cy="34" r="20"/>
<path class="f-jade-dark" d="M0 74C30 64 50 70 80 72S130 62 160 68V100H0Z"/>
<g class="f-bone-3 s-obsidian" stroke-width="2" stroke-linejoin="round">
  <rect x="22" y="68" width="80" height="14"/>
  <rect x="32" y="56" width="60" height="12"/>
  <rect x="42" y="44" width="40" height="12"/>
  <rect x="50" y="30" width="24" height="14"/>
</g>
<rect class="f-obsidian" x="57" y="35" width="10" height="9"/>
<path class="f-stone s-obsidian" stroke-width="2" d="M55 44H69V82H55Z"/>
<path class="s-obsidian" stroke-width="1.5" d="M55 50H69M55 56H69M55 62H69M55 68H69M55 74H69"/>
<g transform="translate(-8 0)">
<path class="f-jade s-obsidian" stroke-width="2" stroke-linejoin="round" d="M128 86C114 74 110 58 114 44C120 58 124 70 128 86ZM128 86C142 74 146 58 142 44C136 58 132 70 128 86Z"/>
<ellipse class="f-maize s-obsidian" stroke-width="2" cx="128" cy="50" rx="9" ry="22"/>
<path class="s-maize-dark" stroke-width="1.5" d="M120 42H136M119 50H137M120 58H136M128 29V71M123 31V69M133 31V69"/>
</g>
<rect class="f-obsidian" y="88" width="160" height="12"/>
<path class="s-maize" fill="none" stroke-width="1.5" d="${fretPath(2, 98, 13, 12)}"/>`;
