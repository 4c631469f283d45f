// Saves in and out of the app as files: a game exported as JSON, and a file imported as a save.
import { t, tk } from '../i18n/index.ts';
import { exportSave, type SaveRecord } from '../store/saves.ts';
import { importSaveFile } from '../store/import.ts';
import type { StoreError } from '../store/db.ts';
import { h } from '../ui/dom.ts';
import { toast } from '../ui/overlays.ts';
import { MODULES } from './games.ts';
import type { AppShell } from './app-shell.ts';

export function download(record: SaveRecord): void {
  const blob = new Blob([exportSave(record)], { type: 'application/json' });
  const a = h('a', { href: URL.createObjectURL(blob), download: `${record.game}-${new Date(record.updatedAt).toISOString().slice(0, 16).replace(':', '')}.json` });
  document.body.append(a);
  a.click();
  setTimeout(() => { URL.revokeObjectURL(a.href); a.remove(); }, 1000);
}

/** What the person reads for a failed import or store: the translated reason, never the English log text. */
export function storeErrorText(error: StoreError): string {
  if (error.code === 'quota') return t('store.full');
  if (error.key) return t('store.importFailed', { reason: tk(error.key, error.data) });
  return t('store.failed', { reason: error.reason });
}

export async function importFile(app: AppShell, file: File): Promise<void> {
  const res = await importSaveFile(file, MODULES, Date.now());
  if (!res.ok) toast(storeErrorText(res.error), 'error', 8000);
  else toast(t('store.imported'));
  void app.home();
}
