// Lets Node-run scripts (npm run fuzz) load app modules that import a stylesheet for the browser
// build (a presenter's `import './x.css'`): in Node such an import is an empty module.
import { register } from 'node:module';

const hooks = `export async function load(url, context, next) {
  if (url.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
  return next(url, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
