// npm run fuzz -- --target saves|routes --cases N --seed S
//   Feeds mutated save files (or URL fragments) to the app's own import (or routing) code in Node
//   and prints, last, one JSON line: {"target":"saves","cases":N,"crashes":0,"accepted":N,
//   "acceptedInvalid":0,"homeIntact":true} or {"target":"routes","cases":N,"crashes":0}.
//   Details of each failure go to stderr. Exit code 1 when anything failed, 2 on bad arguments.
import { cliArgs } from './args.ts';
import { fuzzSaves } from './fuzz/saves.ts';
import { fuzzRoutes } from './fuzz/routes.ts';

const args = cliArgs({
  target: { type: 'string', default: 'saves' },
  cases: { type: 'string', number: 'int', min: 1, default: 1000 },
  seed: { type: 'string', default: 'fuzz' },
}, 'npm run fuzz -- --target saves|routes --cases N --seed S');

const log = (line: string) => console.error(line);
let failed: boolean;
if (args.target === 'saves') {
  const report = await fuzzSaves(args.cases, args.seed, log);
  failed = report.crashes > 0 || report.acceptedInvalid > 0 || !report.homeIntact;
  console.log(JSON.stringify(report));
} else if (args.target === 'routes') {
  const report = await fuzzRoutes(args.cases, args.seed, log);
  failed = report.crashes > 0;
  console.log(JSON.stringify(report));
} else {
  console.error(`Unknown --target "${args.target}": saves or routes.`);
  process.exit(2);
}
process.exit(failed ? 1 : 0);
