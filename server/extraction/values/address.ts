/**
 * An address printed over several lines, joined as one: lines the printer wrapped for width run
 * on with a space (the caller joins those before this); lines broken on purpose get a comma, and
 * a PIN on a line of its own follows a dash ("…, Pune - 411001"), as policy records keep them.
 */
const PIN_LINE = /^(?:pin(?:\s*code)?|pincode|postal\s+code|zip)?\s*[:.-]?\s*(\d{3}\s?\d{3})$/i;
const RUNS_ON = /(?:,|\b(?:and|of|near|opp\.?|opposite|behind|the|at|on|in|to|&|-))$/i;

/** A PIN printed after a label on the address's last line: "…, PIN - 201063", "PIN Code: 201063". */
const PIN_LABEL = /[,\s]*\b(?:pin\s*code|pincode|pin|postal\s+code|zip)\b\s*[:.-]?\s*(\d{3}\s?\d{3})\b/gi;

export function joinAddress(text: string): string {
  return text
    .replace(PIN_LABEL, (_, pin: string) => ` - ${pin.replace(/\s/g, '')}`)
    .split('\n')
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .reduce((address, part) => {
      if (!address) return part;
      const pin = PIN_LINE.exec(part);
      if (pin) return `${address.replace(/[,\s-]+$/, '')} - ${pin[1].replace(/\s/g, '')}`;
      const runsOn = RUNS_ON.test(address) || /^[a-z]/.test(part);
      return `${address}${runsOn ? ' ' : ', '}${part}`;
    }, '')
    .replace(/\s+/g, ' ')
    .trim();
}
