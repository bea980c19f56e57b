/**
 * An address printed over several lines, joined as one: lines the printer wrapped for width run
 * on with a space (the caller joins those before this); lines broken on purpose get a comma, and
 * a PIN on a line of its own follows a dash ("…, Pune - 411001"), as policy records keep them.
 */
/** A PIN, India's six-digit postal code, printed whole or parted after three ("411001", "411 001"). */
const PIN = String.raw`\d{3}\s?\d{3}`;
const [PIN_ALONE, PIN_AT_END, PIN_ANYWHERE] = [String.raw`^${PIN}$`, String.raw`\b${PIN}$`, String.raw`\b${PIN}\b`].map((source) => new RegExp(source));
/** A text that is a PIN alone. */
export const isPin = (text: string) => PIN_ALONE.test(text.trim());
/** A text that ends in a PIN: an address printed whole. */
export const endsInPin = (text: string) => PIN_AT_END.test(text.trim());
/** A text holding a PIN anywhere. */
export const holdsPin = (text: string) => PIN_ANYWHERE.test(text);
/** How a PIN's label is worded: "Pin Code", "PIN", "Postal Code". */
const PIN_WORDS = String.raw`pin\s*code|pincode|pin|postal\s+code|zip`;
/** A run that ends in a PIN's label: it names no field of its own. */
export const ENDS_IN_PIN_LABEL = new RegExp(String.raw`(?:^|\s)(?:${PIN_WORDS})$`, 'i');
const PIN_LINE = new RegExp(String.raw`^(?:pin(?:\s*code)?|pincode|postal\s+code|zip)?\s*[:.-]?\s*(${PIN})$`, 'i');
const RUNS_ON = /(?:,|&|-|\b(?:and|of|near|opp\.?|opposite|behind|the|at|on|in|to))$/i;

/** A PIN printed after a label on the address's last line: "…, PIN - 201063", "PIN Code: 201063". */
const PIN_LABEL = new RegExp(String.raw`[,\s]*\b(?:${PIN_WORDS})\b\s*[:.-]?\s*(${PIN})\b`, 'gi');

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
      // (A PIN opening a line goes on from the place before it: "…, Jaipur" / "302021, Rajasthan".)
      const runsOn = RUNS_ON.test(address) || /^[a-z]/.test(part) || new RegExp(String.raw`^${PIN},`).test(part);
      return `${address}${runsOn ? ' ' : ', '}${part}`;
    }, '')
    .replace(/\s+/g, ' ')
    // "Odisha- 751068", "Odisha -751068": the PIN after a dash, spaced as records keep it.
    .replace(/\s*-\s*(\d{6})$/, ' - $1')
    .trim();
}

/** Words that end a part and never start one: "Ashok" / "Vihar", "Shivaji" / "Nagar". */
const ONLY_ENDING_PARTS: ReadonlySet<string> = new Set(
  'nagar colony society apartments apartment apts residency enclave nivas niwas bhavan bhawan sadan kunj vihar puram layout extension'.split(' '),
);

/**
 * Words that end a part of an Indian address ("… Road", "… Nagar", "… Apartments") or the second word
 * of a state's name: a line starting with one goes on from the line before ("Baner" / "Road, Nashik").
 */
export const PART_ENDS: ReadonlySet<string> = new Set([
  ...ONLY_ENDING_PARTS,
  ...(
    'road rd street st marg path lane gali cross main heights towers tower complex lines hills park garden gardens chowk circle ' +
    'bazar bazaar market crossing hospital school college temple mandir church station depot tank bridge dham palms town ' +
    'pradesh nadu bengal kashmir'
  ).split(' '),
]);

/** Words a part's number follows: "Phase 2", "Sector 21", "Block 4". */
const NUMBERED_PARTS = new Set('phase sector block stage pocket plot gate'.split(' '));
/** Words that open a place's name: "New Delhi", "Navi Mumbai", "Greater Noida", "Lower Parel". */
const OPENING_WORDS = new Set('new navi greater old upper lower'.split(' '));
/** Ways a number follows after "No.": "Road No. 36", "Gali No. 4". */
const NUMBERED_WAYS = new Set('road rd street st lane gali marg cross main'.split(' '));
/** A line opening with a part's number ("36, Chandigarh", "2 - Surat"). */
const PART_NUMBER_FIRST = /^\d{1,4}[a-z]?\s*(?:,|-|$)/i;
const ENDS_IN_WAYS_NO = new RegExp(String.raw`\b(?:${[...NUMBERED_WAYS].join('|')})\s+no\.?$`, 'i');

/** A line whose first word is a part by itself ("Chennai, Tamil Nadu", "Ludhiana - 141401"). */
const startsWholePart = (line: string) => /^\S+\s*(?:,|-|$)/.test(line.trim());
/** A line that is the address's last parts and its PIN ("Andhra Pradesh - 530013", "New Delhi, Delhi 110085"). */
const LAST_PART_WITH_PIN = new RegExp(String.raw`^[^\d]+?\s*[-–,]?\s*${PIN}$`);
export const isLastPartWithPin = (line: string) => LAST_PART_WITH_PIN.test(line.trim());
/** A line that opens with a landmark ("Near Bus Stand", "Opp. City Mall"). */
const startsLandmark = (line: string) => /^(?:near|opp\.?|opposite|behind|beside)\b/i.test(line.trim());
/** A line whose first part, up to its comma, is named whole: a numbered part ("Sector 4,"), a way or place by its last word ("Chilavannur Road,"). */
export const startsNamedPart = (line: string) => {
  const first = /^([^,]+),/.exec(line.trim())?.[1].trim().split(/\s+/);
  if (!first || first.length > 3) return false;
  const last = first.at(-1)!.toLowerCase();
  return (first.length === 2 && NUMBERED_PARTS.has(first[0].toLowerCase()) && /^\d{1,4}[a-z]?$/i.test(last)) || (first.length >= 2 && PART_ENDS.has(last));
};
/** A line that starts a part of its own: a word alone, the last parts and the PIN, a landmark. */
export const startsPartOfItsOwn = (line: string) => startsWholePart(line) || isLastPartWithPin(line) || startsLandmark(line);

const firstWord = (text: string) => text.trim().split(/\s+/)[0]?.replace(/[^\p{L}]/gu, '').toLowerCase() ?? '';
const lastWord = (text: string) => text.trim().split(/\s+/).at(-1)?.replace(/[^\p{L}]/gu, '').toLowerCase() ?? '';

/**
 * Whether an address's next printed line goes on with the part the line before left open: 'join'
 * when it starts with a part's last word and the part ends there, 'break' when the line before
 * ended a part (in a part's last word or its number), undefined when the words do not say.
 */
export function addressLineJoin(before: string, next: string): 'join' | 'break' | undefined {
  // The part's last word ends the part there ("Road, Nashik", "Pradesh - 462011"); "Station Road, …" may be a part of its own.
  const endsPartAtOnce = startsWholePart(next);
  const last = lastWord(before);
  // A name's opening word goes on ("New" / "Delhi", "Navi" / "Mumbai"); a phase follows its place ("Ashok Vihar" / "Phase 2").
  if (OPENING_WORDS.has(last)) return 'join';
  if (/^(?:phase|stage)\s*[-.]?\s*(?:\d{1,2}|[ivx]{1,4})\b/i.test(next.trim())) return 'join';
  // A part's number goes on after its word ("Ashok Vihar Phase" / "2, Nashik", "Jubilee Hills Road" / "No. 36"); a PIN does not.
  if (NUMBERED_PARTS.has(last) && (PART_NUMBER_FIRST.test(next.trim()) || /^[ivx]{1,4}\s*(?:,|$)/i.test(next.trim()))) return 'join';
  // …and after its "No." ("Jubilee Hills Road No." / "36, Chandigarh").
  if (ENDS_IN_WAYS_NO.test(before.trim()) && PART_NUMBER_FIRST.test(next.trim())) return 'join';
  if ((NUMBERED_PARTS.has(last) || NUMBERED_WAYS.has(last)) && /^no\.?\s*\d/i.test(next.trim())) return 'join';
  if (PART_ENDS.has(firstWord(next)) && endsPartAtOnce) return 'join';
  // A suburb's side goes on after its name ("Thane" / "West, Maharashtra", "Andheri" / "East - 400069"); "West Bengal" starts a part.
  if (/^(?:east|west|north|south|\((?:e|w|n|s)\))\s*(?:[,-]|$)/i.test(next.trim()) && !/,$/.test(before.trim())) return 'join';
  // A road named by its width goes on after the number ("Indiranagar 100" / "Feet Road"); so does a road's number after
  // the place it is named for ("Jubilee Hills" / "Road No. 36").
  if (/\d$/.test(before.trim()) && /^(?:feet|ft\.?)\s+(?:road|rd)\b/i.test(next.trim())) return 'join';
  if (NUMBERED_WAYS.has(firstWord(next)) && /^\S+\s+no\.?\s*\d/i.test(next.trim()) && !/\d$/.test(before.trim())) return 'join';
  // A part ends in its number as often as in its word ("Sector 21" / "Ahmedabad", "Road No. 36" / "Indore", "Sector V" / "New Delhi").
  if (PART_ENDS.has(lastWord(before)) || /(?:\d|\b(?:sector|phase|block|stage|pocket)\s+[ivx]{1,4})$/i.test(before.trim())) return 'break';
  // Nor a word or a number before it: the line's first word ends the part the line before began ("Ashok" / "Vihar Phase 2, Surat"),
  // if it is a word that only ends a part ("Station Road, Guwahati" may start one).
  if (ONLY_ENDING_PARTS.has(firstWord(next))) return 'join';
  return undefined;
}
