// Unit tests read every catalog synchronously (t(), CATALOGS): load all of them, in every language,
// before each test file, as the app does before the screens that need them.
import { loadEverything } from '../../src/i18n/index.ts';

await loadEverything();
