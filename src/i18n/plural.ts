// Which variant of a count string to show: Intl.PluralRules of the language picks the category
// ('one', 'few', 'many', 'other'); a catalog gives `key.<category>` where the language needs it,
// and `key` itself is the general form. French and Portuguese put 0 with 1 ('one'), English not.
const rules = new Map<string, Intl.PluralRules>();

export function pluralCategory(lang: string, n: number): Intl.LDMLPluralRule {
  let r = rules.get(lang);
  if (!r) rules.set(lang, (r = new Intl.PluralRules(lang)));
  return r.select(n);
}

/** `key.<category>` when the catalog has it, else `key`. */
export function pluralKey(lang: string, key: string, n: number, has: (key: string) => boolean): string {
  const cat = pluralCategory(lang, n);
  const variant = `${key}.${cat}`;
  return cat !== 'other' && has(variant) ? variant : key;
}
