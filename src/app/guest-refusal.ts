// What a guest reads when the host did not let it in (a refusal it cannot get past by waiting).
import { t } from '../i18n/index.ts';

export function refusalText(reason: string, detail: string): string {
  switch (reason) {
    case 'room-full': return t('net.full');
    // The welcome named a game this app has no rules for (a newer version's, or nonsense).
    case 'unknown-game': return t('net.unknownGame', { game: detail });
    case 'game-mismatch': return t('net.otherGame');
    case 'bad-secret':
    case 'seat-reassigned': return t('net.seatTaken');
    default: return t('net.refused', { reason: detail });
  }
}
