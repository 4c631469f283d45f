// Saves in and out of the app as files: a game exported as JSON, and a file imported as a save.
import { t } from '../i18n/index.ts';
import { exportSave, parseImport, putSave, type SaveRecord } from '../store/saves.ts';
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

export async function importFile(app: AppShell, file: File): Promise<void> {
  const parsed = parseImport(await file.text(), MODULES);
  if (!parsed.ok) {
    toast(t('store.importFailed', { reason: parsed.error.reason }), 'error', 6000);
    return;
  }
  const stored = await putSave({ ...parsed.value, updatedAt: Date.now() });
  if (!stored.ok) toast(stored.error.code === 'quota' ? t('store.full') : t('store.failed', { reason: stored.error.reason }), 'error');
  else toast(t('store.imported'));
  void app.home();
}
