// Copan's cover: the terraced pyramid of the Acropolis with its stairway and temple, and a quetzal
// plume rising beside it. Our own drawing (flat shapes, obsidian 2 px outlines); token classes.
import { fretPath } from './fret.ts';

export const COPAN_COVER = `
<rect class="f-jade-dark" width="160" height="100"/>
<path class="f-jade" d="M0 60C20 52 34 58 50 54S90 46 160 56V100H0Z" opacity=".6"/>
<g class="f-bone-3 s-obsidian" stroke-width="2" stroke-linejoin="round">
  <rect x="12" y="72" width="100" height="12"/>
  <rect x="22" y="60" width="80" height="12"/>
  <rect x="32" y="48" width="60" height="12"/>
  <rect x="42" y="36" width="40" height="12"/>
  <path d="M50 36V22H74V36Z"/>
  <path d="M54 22V14H70V22Z"/>
</g>
<rect class="f-obsidian" x="58" y="27" width="8" height="9"/>
<path class="f-stone s-obsidian" stroke-width="2" d="M54 36H70V84H54Z"/>
<path class="s-obsidian" stroke-width="1.5" d="M54 42H70M54 48H70M54 54H70M54 60H70M54 66H70M54 72H70M54 78H70"/>
<g transform="translate(-8 0)">
<path class="f-turquoise-light s-obsidian" stroke-width="2" stroke-linejoin="round" d="M126 86C124 60 134 34 152 10C150 38 142 62 132 86Z"/>
<path class="s-turquoise" fill="none" stroke-width="2" stroke-linecap="round" d="M129 72L120 64M131 58L122 48M135 44L128 32M130 80C134 62 140 40 150 14"/>
<path class="f-jade-light s-obsidian" stroke-width="2" stroke-linejoin="round" d="M122 86C116 68 116 52 122 38C126 54 126 70 126 86Z"/>
</g>
<rect class="f-obsidian" y="88" width="160" height="12"/>
<path class="s-maize" fill="none" stroke-width="1.5" d="${fretPath(2, 98, 13, 12)}"/>`;
