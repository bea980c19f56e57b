import type { TranslateFunction } from 'react-admin';
import { sayServerMessage } from '../../src/i18n/fieldMessages';
import type { Refusal } from './reviewReasons';

/**
 * A refusal in the user's language: each field's message as a form says it; one stored before the codes, or not
 * about fields, as the server sent it (without the field keys the API puts first: `"customer_phone" Phone …`).
 */
export function sayRefusal(translate: TranslateFunction, refusal: Refusal): string {
  if (!refusal.errors) return refusal.message.replace(/^"[^"]+" /, '').replace(/; "[^"]+" /g, '; ');
  return Object.entries(refusal.errors)
    .map(([field, message]) => sayServerMessage(translate, message, refusal.codes?.[field]))
    .join('; ');
}
