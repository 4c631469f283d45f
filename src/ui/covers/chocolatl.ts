// Chocolatl's cover: a spouted cup of foaming chocolate with its steam, and a ripe cacao pod on its
// leaf. Our own drawing (flat shapes, obsidian 2 px outlines); colours are token classes.
import { fretPath } from './fret.ts';

export const CHOCOLATL_COVER = `
<rect class="f-cacao" width="160" height="100"/>
<circle class="f-terracotta" cx="128" cy="20" r="30" opacity=".5"/>
<rect class="f-cacao-ink" y="80" width="160" height="8"/>
<path class="s-bone-2" fill="none" stroke-width="3" stroke-linecap="round" d="M54 36C48 30 60 26 54 18M66 34C60 26 72 22 66 12M78 36C72 30 84 26 78 18"/>
<path class="f-terracotta s-obsidian" stroke-width="2" stroke-linejoin="round" d="M88 56L106 44L108 50L90 70Z"/>
<path class="f-terracotta s-obsidian" stroke-width="2" stroke-linejoin="round" d="M36 44H96L90 80H42Z"/>
<path class="s-maize" fill="none" stroke-width="2.5" stroke-linejoin="round" d="M40 58L46 64L52 58L58 64L64 58L70 64L76 58L82 64L88 58"/>
<ellipse class="f-cacao-ink s-obsidian" stroke-width="2" cx="66" cy="44" rx="30" ry="5"/>
<g transform="translate(-6 0)">
<path class="f-jade s-obsidian" stroke-width="2" stroke-linejoin="round" d="M112 80C110 66 118 58 130 56C128 68 122 76 112 80Z"/>
<path class="f-maize s-obsidian" stroke-width="2" d="M136 22C152 32 152 68 136 80C120 68 120 32 136 22Z"/>
<path class="s-maize-dark" fill="none" stroke-width="1.5" d="M136 24V78M130 28C126 42 126 60 130 74M142 28C146 42 146 60 142 74"/>
<path class="s-obsidian" stroke-width="2.5" stroke-linecap="round" d="M136 22V14"/>
</g>
<rect class="f-obsidian" y="88" width="160" height="12"/>
<path class="s-maize" fill="none" stroke-width="1.5" d="${fretPath(2, 98, 13, 12)}"/>`;
