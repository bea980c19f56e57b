import type { TranslateFunction } from 'react-admin';
import { parseFieldMessages } from '../core/fieldMessages';
import { sayServerMessage } from '../../src/i18n/fieldMessages';
import type { Refusal } from './reviewReasons';

/**
 * A refusal in the user's language: each field's message as a form says it, a refusal about no field from its own code.
 * One stored before the codes has only the server's message (`"customer_phone" Phone Number is required; …`): its field
 * messages are read out of it, and said as sent; a message about no field stays as it is.
 */
export function sayRefusal(translate: TranslateFunction, refusal: Refusal): string {
  const { fieldErrors, other } = refusal.errors ? { fieldErrors: refusal.errors, other: [] } : parseFieldMessages(refusal.message.split('; '));
  const said = Object.entries(fieldErrors).map(([field, message]) => sayServerMessage(translate, message, refusal.codes?.[field]));
  return [...said, ...other.map((message) => sayServerMessage(translate, message, refusal.coded))].join('; ');
}
