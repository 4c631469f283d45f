// Every count a person reads goes through Intl.PluralRules: "1 point", "2 points" in English;
// French and Portuguese put 0 with 1 ("0 point"). Catalog strings say it in ICU plural form.
import { afterAll, describe, expect, it } from 'vitest';
import { CATALOGS, LANGS, setLang, t, type Lang, type MessageKey } from '../../src/i18n/index.ts';
import { format, paramNames } from '../../src/i18n/format.ts';
import { fxText } from '../../src/render/copan/describe.ts';

afterAll(() => setLang('en'));

describe('format', () => {
  const points = '{n, plural, one {# point} other {# points}}';
  it('picks the form by the language’s plural rules', () => {
    expect([0, 1, 2, 10].map((n) => format(points, 'en', { n }))).toEqual(['0 points', '1 point', '2 points', '10 points']);
    expect([0, 1, 2].map((n) => format(points, 'fr', { n }))).toEqual(['0 point', '1 point', '2 points']);
    expect([1, 2].map((n) => format('{n, plural, one {# ponto} other {# pontos}}', 'pt', { n }))).toEqual(['1 ponto', '2 pontos']);
  });

  it('fills placeholders inside and around the forms, several counts in one string, exact matches first', () => {
    const text = '{who}: {a, plural, one {# tile of {who}} other {# tiles}} · {b, plural, =0 {none} one {# card} other {# cards}}';
    expect(format(text, 'en', { who: 'Ana', a: 1, b: 0 })).toBe('Ana: 1 tile of Ana · none');
    expect(format(text, 'en', { who: 'Ana', a: 3, b: 1 })).toBe('Ana: 3 tiles · 1 card');
    expect(paramNames(text)).toEqual(['a', 'b', 'who']);
  });

  it('leaves a count without its number, or a malformed one, as it is (never throws)', () => {
    expect(format('{n, plural, one {# x} other {# xs}}', 'en', {})).toBe('{n, plural, one {# x} other {# xs}}');
    expect(format('{n, plural, one {# x}', 'en', { n: 1 })).toBe('{n, plural, one {# x}');
    expect(format('{n, plural, one {# x}}', 'en', { n: 1 })).toBe('{n, plural, one {# x}}'); // no 'other'
  });
});

describe('the counts of the three games and the app', () => {
  const cases: [Lang, MessageKey, Record<string, number>, string][] = [
    ['en', 'game.points', { n: 1 }, '1 point'],
    ['en', 'game.points', { n: 0 }, '0 points'],
    ['fr', 'game.points', { n: 0 }, '0 point'],
    ['fr', 'game.points', { n: 1 }, '1 point'],
    ['fr', 'game.points', { n: 2 }, '2 points'],
    ['pt', 'end.points', { n: 1 }, '1 ponto'],
    ['pt', 'end.points', { n: 5 }, '5 pontos'],
    ['en', 'z.d.deck.text', { n: 1 }, '1 action card left, face down.'],
    ['fr', 'z.d.deck.text', { n: 1 }, 'Il reste 1 carte Action, face cachée.'],
    ['en', 'c.handCount', { n: 1 }, 'Your hand (1 card)'],
    ['fr', 'c.handCount', { n: 0 }, 'Votre main (0 carte)'],
    ['en', 'c.target.dice', { count: 1 }, 'Roll 1 black die'],
    ['fr', 'c.sum.pyramid', { n: 1 }, 'Pyramide : 1 case remplie sur 14'],
    ['en', 'cp.u.chipAutoma', { tiles: 1, chars: 2 }, '1 tile · 2 Characters'],
    ['fr', 'cp.u.own.glyphCount', { n: 1 }, '1 carte Glyphe'],
    ['pt', 'cp.u.own.glyphCount', { n: 3 }, '3 cartas de Glifo'],
  ];
  it.each(cases)('%s %s %o → %s', (lang, key, params, expected) => {
    setLang(lang);
    expect(t(key, params)).toBe(expected);
  });

  it('the Copan board descriptions use them too', () => {
    const label = (k: string) => CATALOGS.en[k as MessageKey] ?? k;
    setLang('en');
    expect(fxText(label, { t: 'vp', n: 1 } as never)).toBe('score 1 point');
    expect(fxText(label, { t: 'climb', n: 2 } as never)).toBe('climb 2 steps with your priests');
  });

  // A guard over every string: with every parameter at 1 (and, in French and Portuguese, at 0), no
  // number may stand before a plural noun. A new count string written as '{n} cards' fails here.
  const NOUNS: Record<Lang, string> = {
    en: 'points|cards|dice|resources|tiles|steps|players|tokens|extensions|spaces|ways|Characters|boxes',
    fr: 'points|cartes|dés|ressources|tuiles|marches|joueurs|jetons|extensions|cases|façons|Personnages|défaussés',
    pt: 'pontos|cartas|dados|recursos|peças|degraus|jogadores|fichas|extensões|espaços|formas|Personagens|descartados',
  };
  // Parameters that are counts get the number; the others (names, places, lists) a word.
  const COUNTS = new Set(['n', 'count', 'vp', 'ext', 'tokens', 'tiles', 'chars', 'hand', 'open', 'steps', 'a', 'b', 'corn', 'huts', 'dice', 'stones', 'cubes', 'pile', 'jade', 'res', 'discs', 'houses', 'total', 'sum', 'delta', 'score', 'slots']);
  it.each(LANGS)('%s: no "1 points"', (lang) => {
    setLang(lang);
    const wrong = new RegExp(`(^|[^\\d/.,])(${lang === 'en' ? '1' : '[01]'}) (\\p{L}+ ){0,1}(${NOUNS[lang]})(?![\\p{L}])`, 'u');
    const bad: string[] = [];
    for (const [key, text] of Object.entries(CATALOGS[lang])) {
      for (const n of lang === 'en' ? [1] : [0, 1]) {
        const out = t(key as MessageKey, Object.fromEntries(paramNames(text ?? '').map((p) => [p, COUNTS.has(p) ? n : 'Ana'])));
        if (wrong.test(out)) bad.push(`${key}: ${out}`);
      }
    }
    expect(bad).toEqual([]);
  });
});
