import { useTranslate } from 'react-admin';
import { formatRupees, TO_THE_PAISA } from '../../src/i18n/formats';
import { useIntlLocale } from '../../src/i18n/useIntlLocale';
import { extractionOutputMessages } from './messages';
import type { CheckName, ReviewReason, StoredReviewReason } from './reviewReasons';
import { sayRefusal } from './sayRefusal';

const REASONS = 'resources.extractionOutputs.reasons';

/** A reason stored before the codes, as its code when its English is the OCR sentence or a check's (so Hindi says it too); else as it was. */
function codedFromEnglish(message: string): ReviewReason | string {
  const { ocr, checks } = extractionOutputMessages.reasons;
  if (message === ocr) return { code: 'ocr', message };
  const check = (Object.keys(checks) as CheckName[]).find((name) => checks[name] === message);
  return check ? { code: 'check', check, message } : message;
}

/** Why a read document needs review, in the user's language; a row stored before the codes shows its English message. */
export function ReviewReasonList({ reasons }: { reasons: readonly StoredReviewReason[] }) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const fieldLabel = (field: string) => translate(`resources.motorPolicies.fields.${field}`, { _: field });
  const checkText = (check: string, message: string) => translate(`${REASONS}.checks.${check}`, { _: message });
  const amount = (value: number | string | undefined) => (typeof value === 'number' ? formatRupees(value, locale, TO_THE_PAISA) : (value ?? '—'));

  const textOf = (stored: StoredReviewReason) => {
    const reason = typeof stored === 'string' ? codedFromEnglish(stored) : stored;
    if (typeof reason === 'string') return reason;
    switch (reason.code) {
      case 'doubtful':
      case 'missing':
        return translate(`${REASONS}.${reason.code}`, { fields: reason.fields.map(fieldLabel).join(', '), _: reason.message });
      case 'check':
        return checkText(reason.check, reason.message);
      case 'mended':
        return translate(`${REASONS}.mended`, {
          field: fieldLabel(reason.field),
          value: amount(reason.value),
          printed: amount(reason.printed),
          check: checkText(reason.check, ''),
          _: reason.message,
        });
      case 'refused':
        return translate(`${REASONS}.refused`, { message: sayRefusal(translate, reason), _: reason.message });
      default:
        return translate(`${REASONS}.${reason.code}`, { message: reason.message, _: reason.message });
    }
  };

  return (
    <ul style={{ margin: 0, paddingLeft: 20 }}>
      {reasons.map((reason, index) => (
        <li key={index}>{textOf(reason)}</li>
      ))}
    </ul>
  );
}
