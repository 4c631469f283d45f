// Command-line options for the scripts: node:util parseArgs in strict mode, so a typo (--gmaes),
// a stray word or a non-number (--games abc) stops the script with a clear message and exit code
// 2 instead of silently playing with defaults.
import { parseArgs } from 'node:util';

export type OptionSpec =
  | { type: 'string'; default?: string; help?: string; number?: never }
  | { type: 'string'; number: 'int' | 'float'; min?: number; default?: number; help?: string }
  | { type: 'boolean'; default?: boolean; help?: string };

type Value<O> = O extends { type: 'boolean' } ? boolean : O extends { number: 'int' | 'float' } ? number : string;
export type Args<T extends Record<string, OptionSpec>> = {
  [K in keyof T]: T[K] extends { default: unknown } ? Value<T[K]> : Value<T[K]> | undefined;
};

export class ArgsError extends Error {}

function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
  return d[a.length]![b.length]!;
}

function unknownOption(token: string, names: string[]): ArgsError {
  const name = token.replace(/^-+/, '').split('=')[0]!;
  const near = names.map((n) => [n, distance(name, n)] as const).sort((x, y) => x[1] - y[1])[0];
  const hint = near && near[1] <= Math.max(2, Math.floor(name.length / 3)) ? ` Did you mean --${near[0]}?` : '';
  return new ArgsError(`Unknown option ${token.split('=')[0]}.${hint} Known options: ${names.map((n) => `--${n}`).join(', ')}.`);
}

/** Parses `argv` against `spec`; throws ArgsError with a sentence a person can act on. */
export function parseCliArgs<T extends Record<string, OptionSpec>>(argv: string[], spec: T): Args<T> {
  const names = Object.keys(spec);
  const options = Object.fromEntries(names.map((n) => [n, { type: spec[n]!.type }])) as Record<string, { type: 'string' | 'boolean' }>;
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({ args: argv, options, strict: true, allowPositionals: false }).values as typeof values;
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
      const token = argv.find((a) => a.startsWith('-') && !names.includes(a.replace(/^-+/, '').split('=')[0]!));
      throw unknownOption(token ?? '?', names);
    }
    if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') throw new ArgsError(`Unexpected argument "${argv.find((a) => !a.startsWith('-'))}": options are written --name value.`);
    throw new ArgsError((e as Error).message);
  }
  const out: Record<string, string | boolean | number | undefined> = {};
  for (const name of names) {
    const o = spec[name]!;
    const raw = values[name];
    if (raw === undefined) { out[name] = o.default; continue; }
    if (o.type === 'string' && o.number) {
      const text = String(raw).trim();
      const ok = o.number === 'int' ? /^-?\d+$/.test(text) : /^-?\d+(\.\d+)?$/.test(text);
      const n = Number(text);
      if (!ok || !Number.isFinite(n)) throw new ArgsError(`--${name} must be ${o.number === 'int' ? 'a whole number' : 'a number'}, not "${String(raw)}".`);
      if (o.min !== undefined && n < o.min) throw new ArgsError(`--${name} must be at least ${o.min}, not ${n}.`);
      out[name] = n;
    } else out[name] = raw;
  }
  return out as Args<T>;
}

/** For a script's top level: parse, or print the reason (and the usage) and exit with code 2. */
export function cliArgs<T extends Record<string, OptionSpec>>(spec: T, usage: string, argv = process.argv.slice(2)): Args<T> {
  try {
    return parseCliArgs(argv, spec);
  } catch (e) {
    if (!(e instanceof ArgsError)) throw e;
    console.error(`${e.message}\nUsage: ${usage}`);
    process.exit(2);
  }
}
