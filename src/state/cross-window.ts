/**
 * Applies what the app's other windows announce on the sync channel: a language change, a login or a
 * logout. Nothing is re-broadcast, so two windows never echo each other.
 */
import { endSession, loadSession } from './session';
import { setLanguage } from './settings';
import { onSync } from './sync';

export function startCrossWindowSync(): () => void {
  return onSync((message) => {
    switch (message.type) {
      case 'language':
        setLanguage(message.language, { broadcast: false });
        break;
      case 'session':
        if (message.status === 'guest') endSession();
        else void loadSession();
        break;
    }
  });
}
