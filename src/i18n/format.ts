// Fills a catalog string: `{name}` placeholders, and counts in the ICU plural form
//   '{n, plural, one {# point} other {# points}}'
// whose branch Intl.PluralRules picks for the language (French and Portuguese put 0 with 1:
// "0 point"; English says "0 points"). `=N {…}` matches one number exactly; `#` is the count.
// A string may hold several counts ('{a, plural, …} · {b, plural, …}'), which a key-per-form
// scheme could not say.
export type Params = Record<string, string | number>;

const rules = new Map<string, Intl.PluralRules>();

export function pluralCategory(lang: string, n: number): Intl.LDMLPluralRule {
  let r = rules.get(lang);
  if (!r) rules.set(lang, (r = new Intl.PluralRules(lang)));
  return r.select(n);
}

/** Index of the `}` closing the `{` at `open`, or -1. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/** The branches of a plural body: ' one {# point} other {# points}' → { one: '# point', … }. */
function branches(body: string): Map<string, string> | null {
  const out = new Map<string, string>();
  let i = 0;
  while (i < body.length) {
    const m = /^\s*(=\d+|zero|one|two|few|many|other)\s*\{/.exec(body.slice(i));
    if (!m) return /^\s*$/.test(body.slice(i)) && out.has('other') ? out : null;
    const open = i + m[0].length - 1;
    const close = closing(body, open);
    if (close < 0) return null;
    out.set(m[1]!, body.slice(open + 1, close));
    i = close + 1;
  }
  return out.has('other') ? out : null;
}

function plural(whole: string, name: string, body: string, lang: string, params?: Params): string {
  const forms = branches(body);
  const n = params && name in params ? Number(params[name]) : NaN;
  if (!forms || Number.isNaN(n)) return whole;
  const form = forms.get(`=${n}`) ?? forms.get(pluralCategory(lang, n)) ?? forms.get('other')!;
  return format(form.replace(/#/g, String(params![name])), lang, params);
}

export function format(text: string, lang: string, params?: Params): string {
  if (!text.includes('{')) return text;
  if (!text.includes(', plural,')) {
    return params ? text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m)) : text;
  }
  let out = '';
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    const close = open < 0 ? -1 : closing(text, open);
    if (close < 0) return out + text.slice(i);
    out += text.slice(i, open);
    const inner = text.slice(open + 1, close);
    const whole = text.slice(open, close + 1);
    const p = /^(\w+), plural,(.*)$/s.exec(inner);
    if (p) out += plural(whole, p[1]!, p[2]!, lang, params);
    else out += params && /^\w+$/.test(inner) && inner in params ? String(params[inner]) : whole;
    i = close + 1;
  }
  return out;
}

/** The parameter names a string uses, counts included (each once, sorted): translations must match. */
export function paramNames(text: string): string[] {
  const names = new Set<string>();
  const walk = (t: string): void => {
    let i = 0;
    while (i < t.length) {
      const open = t.indexOf('{', i);
      const close = open < 0 ? -1 : closing(t, open);
      if (close < 0) return;
      const inner = t.slice(open + 1, close);
      const p = /^(\w+), plural,(.*)$/s.exec(inner);
      if (p) {
        names.add(p[1]!);
        for (const form of branches(p[2]!)?.values() ?? []) walk(form);
      } else if (/^\w+$/.test(inner)) names.add(inner);
      i = close + 1;
    }
  };
  walk(text);
  return [...names].sort();
}

/** True when every plural count in the string has an 'other' branch and is well formed. */
export function pluralsWellFormed(text: string): boolean {
  for (const m of text.matchAll(/\{(\w+), plural,/g)) {
    const close = closing(text, m.index);
    if (close < 0 || !branches(text.slice(m.index + m[0].length, close))) return false;
  }
  return true;
}
