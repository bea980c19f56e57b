/** How schedules print dates, amounts, registration numbers, phone numbers and percentages. */

export const DATE_FORMATS = ['dd/mm/yyyy', 'dd-mm-yyyy', 'dd.mm.yyyy', 'dd-Mon-yyyy', 'dd-MON-yyyy', 'dd Mon yyyy', 'dd Month yyyy', 'Month dd, yyyy', 'yyyy-mm-dd', 'dd/Mon/yyyy', 'd/m/yyyy'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function formatDate(iso: string, format: DateFormat): string {
  const [yyyy, mm, dd] = iso.split('-');
  const month = MONTHS[Number(mm) - 1];
  switch (format) {
    case 'dd/mm/yyyy':
      return `${dd}/${mm}/${yyyy}`;
    case 'dd-mm-yyyy':
      return `${dd}-${mm}-${yyyy}`;
    case 'dd.mm.yyyy':
      return `${dd}.${mm}.${yyyy}`;
    case 'dd-Mon-yyyy':
      return `${dd}-${month.slice(0, 3)}-${yyyy}`;
    case 'dd-MON-yyyy':
      return `${dd}-${month.slice(0, 3).toUpperCase()}-${yyyy}`;
    case 'dd Mon yyyy':
      return `${dd} ${month.slice(0, 3)} ${yyyy}`;
    case 'dd Month yyyy':
      return `${Number(dd)} ${month} ${yyyy}`;
    case 'Month dd, yyyy':
      return `${month} ${Number(dd)}, ${yyyy}`;
    case 'yyyy-mm-dd':
      return iso;
    case 'dd/Mon/yyyy':
      return `${dd}/${month.slice(0, 3)}/${yyyy}`;
    case 'd/m/yyyy':
      return `${Number(dd)}/${Number(mm)}/${yyyy}`;
  }
}

/** A month and year of manufacture ("03/2021", "Mar-2021"). */
export function formatMonthYear(month: number, year: number, format: DateFormat): string {
  const name = MONTHS[month - 1].slice(0, 3);
  if (format.includes('Mon') || format.includes('MON') || format.includes('Month')) return `${format.includes('MON') ? name.toUpperCase() : name}-${year}`;
  return `${String(month).padStart(2, '0')}/${year}`;
}

export interface AmountFormat {
  grouping: 'indian' | 'western' | 'none';
  /** `whenPaise` prints 3,416 but 5,427.22. */
  decimals: 'always' | 'whenPaise';
  currency: '' | 'Rs.' | 'Rs' | 'INR' | '₹';
  suffix: '' | '/-';
  negative: 'minus' | 'parens' | 'minusSpaced';
}

function group(digits: string, grouping: AmountFormat['grouping']): string {
  if (grouping === 'none' || digits.length <= 3) return digits;
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const size = grouping === 'indian' ? 2 : 3;
  const parts: string[] = [];
  for (let end = rest.length; end > 0; end -= size) parts.unshift(rest.slice(Math.max(0, end - size), end));
  return `${parts.join(',')},${last3}`;
}

/** The number alone, grouped, with or without paise ("1,23,456.00"). */
export function formatNumber(value: number, format: Pick<AmountFormat, 'grouping' | 'decimals'>): string {
  const paise = Math.round(Math.abs(value) * 100);
  const whole = group(String(Math.floor(paise / 100)), format.grouping);
  const fraction = String(paise % 100).padStart(2, '0');
  return format.decimals === 'whenPaise' && fraction === '00' ? whole : `${whole}.${fraction}`;
}

/** An amount as printed; `negative` for discounts ("-1,234.00", "(1,234.00)"). */
export function formatAmount(value: number, format: AmountFormat, { negative = false, currency = true } = {}): string {
  const symbol = currency && format.currency ? (format.currency === '₹' ? '₹ ' : `${format.currency} `) : '';
  const text = `${symbol}${formatNumber(value, format)}${currency ? format.suffix : ''}`;
  if (!negative) return text;
  if (format.negative === 'parens') return `(${text})`;
  return format.negative === 'minus' ? `-${text}` : `- ${text}`;
}

export type RegistrationFormat = 'compact' | 'spaced' | 'dashed' | 'halfSpaced';

/** Splits "MH12AB1234" into MH / 12 / AB / 1234 ("DL3CAB1234" into DL / 3C / AB / 1234, BH series too). */
function registrationParts(number: string): string[] {
  const bh = /^(\d{2})(BH)(\d{4})([A-Z]{1,2})$/.exec(number);
  if (bh) return bh.slice(1);
  const [, state, district, letters, digits] = /^([A-Z]{2})(\d{1,2})([A-Z]*)(\d{4})$/.exec(number)!;
  if (state === 'DL' && letters.length >= 2) return [state, district + letters[0], letters.slice(1), digits];
  return [state, district, letters, digits];
}

export function formatRegistration(number: string, format: RegistrationFormat): string {
  const parts = registrationParts(number);
  switch (format) {
    case 'compact':
      return number;
    case 'spaced':
      return parts.join(' ');
    case 'dashed':
      return parts.join('-');
    case 'halfSpaced':
      return `${parts[0]}${parts[1]} ${parts.slice(2).join(' ')}`;
  }
}

export type PhoneFormat = 'plain' | 'plus91' | 'plus91dash' | 'zero' | 'spaced' | 'plus91spaced' | 'masked';

/** A 10-digit mobile number as printed; `masked` hides it, so it is not expected. */
export function formatPhone(digits: string, format: PhoneFormat): string {
  switch (format) {
    case 'plain':
      return digits;
    case 'plus91':
      return `+91 ${digits}`;
    case 'plus91dash':
      return `+91-${digits}`;
    case 'zero':
      return `0${digits}`;
    case 'spaced':
      return `${digits.slice(0, 5)} ${digits.slice(5)}`;
    case 'plus91spaced':
      return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
    case 'masked':
      return `${digits.slice(0, 2)}XXXXXX${digits.slice(8)}`;
  }
}

export type PercentFormat = 'percent' | 'spacedPercent' | 'bare' | 'decimalPercent';

export function formatPercent(value: number, format: PercentFormat): string {
  switch (format) {
    case 'percent':
      return `${value}%`;
    case 'spacedPercent':
      return `${value} %`;
    case 'bare':
      return String(value);
    case 'decimalPercent':
      return `${value.toFixed(2)}%`;
  }
}
