/**
 * Label text to canonical tokens: lower case, punctuation and abbreviation dots gone, multi-word
 * terms joined ("own damage" → od), synonyms and abbreviations mapped to one word each ("Regn."
 * → registration, "Mfg." → manufacture), Hindi words to their English token, and words a scan
 * misread by a letter mapped to the word they were. Two labels then match when their token sets
 * do, whatever their wording, order and spelling.
 */
import { distance } from 'fastest-levenshtein';
import { listedChoices } from '../normalise';
import { HINDI_IN_LATIN, HINDI_IN_LATIN_NOUNS, hindiToken } from './hindi';
import { PART_ENDS } from '../values/address';

/** Multi-word terms first, so their words are not mapped one by one. */
const PHRASES: [RegExp, string][] = [
  [/\be[\s.-]*mail\b/g, 'email'],
  [/\badd[\s.-]*ons?\b/g, 'addon'],
  [/\bown[\s-]+damages?\b/g, 'od'],
  // Section I's own words: a premium column's "Vehicle Damage", "Damage to Vehicle"; damage to others' property is third party's.
  [/\b(?:tp|third[\s-]+party)?\s*property\s+damages?\b/g, 'tp property'],
  // "PACKAGE" alone, as a policy's type is printed, is a comprehensive policy, not a label's word ("Package Premium").
  [/^\s*package(?:\s+(?:policy|cover))?\s*$/g, 'comprehensive'],
  // "Main Cover", "Core Premium": the basic cover's (not a "Main Policy No.").
  [/\b(?:main|core)\s+(?=(?:cover|premium)\b)/g, 'basic '],
  // (A sum insured for it is the vehicle's value: "Sum Insured (Vehicle Damage)".)
  [/(?<!\bsum[\s-]+insured\s*\(?\s*)\b(?:vehicle|car)\s+damages?\b|\bdamages?\s+to\s+(?:the\s+)?(?:insured\s+)?(?:vehicle|car)\b/g, 'vehicle od'],
  [/\b(?:3rd|third)[\s-]+party\b/g, 'tp'],
  [/\bno[\s-]+claims?[\s-]+bonus\b/g, 'ncb'],
  [/\binsured'?s?[\s-]+declared[\s-]+value\b/g, 'idv'],
  [/\bdeclared[\s-]+value\b/g, 'idv'],
  [/\bvalue\s*\(\s*idv\s*\)/g, 'idv'],
  [/\bsum[\s-]+insured\b/g, 'suminsured'],
  [/\bcubic[\s-]+capacity\b/g, 'cc'],
  [/\bpolicy[\s-]*holder'?s?\b/g, 'insured'],
  [/\bcover[\s-]+note\b/g, 'covernote'],
  [/\bsection[\s-]*(?:1|i)\b(?![\s-]*i)/g, 'od'],
  [/\bsection[\s-]*(?:2|ii)\b/g, 'tp'],
  [/\bsub[\s-]*total\b/g, 'subtotal'],
  // The premium for the Motor Vehicles Act's cover alone is the basic third-party premium ("Act Liability Premium").
  // (A total of it is the TP total: "Total Act Premium".)
  [/(?<!\b(?:total|net|gross)\s+)\bact[\s-]+(?:only[\s-]+)?(?:liability[\s-]+)?premium\b/g, 'basic tp premium'],
  // "Total Premium (A+B)": motor schedules letter their sections A (own damage) and B (liability), so this is their sum
  // before tax. (A schedule lettering its net premium A and its tax B is read wrongly: left for the checks to catch.)
  [/\btotal\s+premium\s*\(\s*(?:a\s*\+\s*b|i\s*\+\s*ii|1\s*\+\s*2)\s*\)/g, 'net premium'],
  [/\bsub[\s-]*model\b/g, 'variant'],
  [/\bvehicle\s+identification\s+(?:number|no)\b/g, 'chassis number'],
  // An electric car's "Motor No." is its engine number; "Motor" alone is a maker's word ("MG Motor", "Tata Motors").
  [/\bmotor\s+(?=(?:no|number|serial)\b)/g, 'engine '],
  [/\bno[\s-]+claims?[\s-]+discount\b/g, 'ncb'],
  [/\bclaims?[\s-]+free[\s-]+(?:discount|bonus)\b/g, 'ncb'],
  [/\b(?:power|energy)\s+source\b/g, 'fuel'],
  [/\bpowered\s+by\b/g, 'fuel'],
  [/\binsured\s+value\b/g, 'idv'],
  [/\bnumber\s+plate\b|\bplate\s+(?:number|no)\b|\blicen[cs]e\s+plate\b/g, 'registration number'],
  [/\bprevious\s+year\s+policy\b|\bpyp\b/g, 'previous policy'],
  [/\bdate\s+of\s+birth\b|\bd\.?o\.?b\.?(?=\s|$)/g, 'birth date'],
  [/\bpin[\s-]*code\b/g, 'pincode'],
  [/\bgoods\s+(?:and|&)\s+services?\s+tax\b/g, 'tax'],
  [/\bservice\s+tax\b/g, 'tax'],
  [/\bpre[\s-]*tax\b/g, 'before tax'],
  [/\bcentral\s+(?:gst|tax)\b/g, 'cgst'],
  [/\b(?:state|union\s+territory|ut)\s+(?:gst|tax)\b/g, 'sgst'],
  [/\bintegrated\s+(?:gst|tax)\b/g, 'tax'],
  [/\bup\s+to\b/g, 'upto'],
  // A format printed for the reader ("(MM/YYYY)", "DD-MM-YYYY") says nothing of the field.
  [/\b(?:dd|mm|yy|yyyy)(?:\s*[/.-]\s*(?:dd|mm|mmm|yy|yyyy)\b)+/g, ' '],
  // "Effective Period", "Validity Period": a period, not its start.
  [/\b(?:effective|validity|valid)\s+(?=period\b)/g, ' '],
  [/\bw\.?\s*e\.?\s*f\.?(?=\s|$)/g, 'start'],
  [/\bd\.?\s*o\.?\s*i\.?(?=\s|$)/g, 'issue date'],
  [/\bd\.?\s*o\.?\s*r\.?(?=\s|$)/g, 'registration date'],
  // "Registered on", "Regd. On": the date of registration.
  [/\b(?:registered|regd\.?)\s+on\b/g, 'registration date'],
  [/\by\.?\s*o\.?\s*m\.?(?=\s|$)/g, 'manufacture year'],
  [/\bm\.?\s*o\.?\s*b\.?(?=\s|$)/g, 'phone'],
  // "LL to Paid Driver", "PA & LL Premium": legal liability, a third-party cover.
  [/\bl\.?\s*l\.?(?=\s|$)/g, 'legal tp'],
  // "to" before whom a cover is for ("PA to Owner Driver", "Legal Liability to Paid Driver") is no end of a period.
  [/\bto\s+(?=(?:the\s+)?(?:paid|owner|unnamed|named|employees?|passengers?|cleaners?|drivers?|conductors?|occupants?)\b)/g, ' '],
  [/\bs\/o\b|\bw\/o\b|\bd\/o\b|\bc\/o\b/g, 'relation'],
  // A partner who sells the policy is its intermediary; a financing or roadside partner is not.
  [/\b(?:distribution|channel|sourcing|business|insurance)\s+partner\b/g, 'broker'],
  [/\bsourcing\s+(?=(?:intermediary|broker|agent|channel)\b)/g, ' '],
  // "Partner Code", "मध्यस्थ कोड / Partner E-mail": a partner's particulars, unqualified, are the intermediary's (an "RSA
  // Partner Name" or a "Bank Partner Name" is not).
  [/(?<=^|[/|(:]\s*)partner(?=\s+(?:code|name|e-?mail|mobile|phone|contact|id|no|number)\b|\s*[:：]?\s*$)/g, 'broker'],
  // A relationship manager is the intermediary's (or the insurer's) person, never the insured: "YOUR RELATIONSHIP MANAGER" over
  // "Mobile: …" heads the broker's contact.
  [/\brelationship\s+(?:manager|officer|executive)\b/g, 'broker contact'],
  // An insurance web aggregator is an intermediary the regulator licenses, as a broker is.
  [/\b(?:insurance\s+)?web\s+aggregator\b/g, 'broker'],
  // Hindi printed in Latin letters: "Bima Dharak" is the insured, "Bima Rashi" the sum insured, "Dey Rashi" the amount payable.
  [/\b(?:bima|beema)\s*dharak\b/g, 'insured'],
  [/\b(?:bima|beema)\s+rashi\b/g, 'suminsured'],
  [/\bdeya?\s+rashi\b/g, 'payable amount'],
  // Its particles before a Hindi noun ("Bima Dharak ka Naam", "Jaari karne ki Tithi"); "KA 09" opens a registration number.
  [new RegExp(String.raw`\b(?:ka|ki|ke)\s+(?=(?:${HINDI_IN_LATIN_NOUNS.join('|')})\b)`, 'g'), ' '],
  [/\bnirm(?:a|aa)n\s+varsh\b/g, 'manufacture year'],
  // A tax invoice's "Bill To" / "Billed to" is the insured.
  [/\bbill(?:ed)?\s+to\b/g, 'insured name'],
  // Whom the policy was "Sold by" / "sold through" / "Bought through" is its intermediary; when it was "Bought on" or "Purchased on", its issue.
  [/\b(?:sold\s+(?:by|through|via)|bought\s+(?:through|via|from))\b/g, 'broker'],
  // (Not the car's: "Vehicle purchased on 12/03/2019" is its purchase.)
  [/(?<!\b(?:vehicle|car|bike|scooter|motorcycle)\s+)\b(?:bought|purchased)\s+on\b/g, 'issue date'],
];

/** Surface word → canonical token. Words not listed stay as they are. */
const SYNONYMS: Record<string, string> = {
  no: 'number', nos: 'number', num: 'number', number: 'number', nbr: 'number', numb: 'number',
  regn: 'registration', reg: 'registration', registration: 'registration', registn: 'registration', rgn: 'registration', regis: 'registration', regno: 'registration number',
  regd: 'registered', registered: 'registered',
  // (An address's district, not a distributor: "DIST-RATNAGIRI".)
  dist: 'district', district: 'district',
  veh: 'vehicle', vehicle: 'vehicle', vehicles: 'vehicle', car: 'vehicle',
  mfg: 'manufacture', mfd: 'manufacture', manufacture: 'manufacture', manufacturing: 'manufacture', manufactured: 'manufacture', manuf: 'manufacture', mfgd: 'manufacture',
  manufacturer: 'make', maker: 'make', make: 'make', brand: 'make', oem: 'make', mfr: 'make',
  yr: 'year', yrs: 'year', year: 'year', years: 'year',
  dt: 'date', date: 'date', dated: 'date', dte: 'date',
  insured: 'insured', insd: 'insured', assured: 'insured', insureds: 'insured', proposer: 'insured', customer: 'insured', client: 'insured', policyholder: 'insured',
  name: 'name', nm: 'name',
  address: 'address', addr: 'address', adr: 'address', communication: 'address', correspondence: 'address', mailing: 'address', postal: 'address', residential: 'address', residence: 'address',
  mobile: 'phone', mob: 'phone', cell: 'phone', cellphone: 'phone', phone: 'phone', ph: 'phone', tel: 'phone', telephone: 'phone', contact: 'contact', handset: 'phone',
  email: 'email', mail: 'email', emailid: 'email',
  engine: 'engine', eng: 'engine', engn: 'engine',
  chassis: 'chassis', chasis: 'chassis', chassi: 'chassis', chs: 'chassis', ch: 'chassis', vin: 'chassis', frame: 'chassis',
  cc: 'cc', capacity: 'capacity', kw: 'cc',
  seating: 'seats', seats: 'seats', seat: 'seats', sitting: 'seats', passengers: 'seats', persons: 'seats',
  idv: 'idv', suminsured: 'suminsured', si: 'suminsured',
  fuel: 'fuel', propulsion: 'fuel',
  od: 'od', tp: 'tp', liability: 'tp', act: 'tp',
  basic: 'basic', base: 'basic',
  // "Extensions" head the add-ons; one "Geographical Extension" is a cover of its own (listed, so no misreading of "extensions").
  addon: 'addon', optional: 'addon', additional: 'addon', addl: 'addon', extensions: 'addon', extension: 'extension',
  ncb: 'ncb', bonus: 'ncb', claims: 'claim',
  discount: 'discount', disc: 'discount', rebate: 'discount', less: 'less', deduct: 'less', deduction: 'less',
  total: 'total', tot: 'total', ttl: 'total', grand: 'total', overall: 'total', net: 'net', gross: 'gross', final: 'final', payable: 'payable', subtotal: 'subtotal',
  premium: 'premium', prem: 'premium', premia: 'premium', amount: 'amount', amt: 'amount', value: 'value', charges: 'premium',
  gst: 'tax', igst: 'tax', tax: 'tax', taxes: 'tax', cess: 'tax', cgst: 'cgst', sgst: 'sgst', utgst: 'sgst', taxable: 'taxable',
  previous: 'previous', prev: 'previous', pvs: 'previous', expiring: 'previous', old: 'previous', last: 'previous', past: 'previous', prior: 'previous', existing: 'previous', earlier: 'previous', preceding: 'previous',
  insurer: 'insurer', insurers: 'insurer', underwriter: 'insurer', company: 'company', co: 'company', insurance: 'insurance', ins: 'insurance',
  broker: 'broker', brokers: 'broker', broking: 'broker', intermediary: 'broker', agent: 'broker', agency: 'broker', pos: 'broker', posp: 'broker', distributor: 'broker', channel: 'broker',
  code: 'code', cd: 'code', licence: 'licence', license: 'licence', lic: 'licence', id: 'id',
  start: 'start', from: 'start', fr: 'start', commencement: 'start', commence: 'start', commencing: 'start', comm: 'start', inception: 'start', effective: 'start', beginning: 'start', begins: 'start', starting: 'start', starts: 'start', commences: 'start',
  end: 'end', to: 'end', till: 'end', upto: 'end', until: 'end', expiry: 'end', expires: 'end', expiration: 'end', exp: 'end', ending: 'end', ends: 'end', expired: 'end',
  issue: 'issue', issued: 'issue', issuance: 'issue', iss: 'issue',
  period: 'period', duration: 'period', validity: 'period', tenure: 'period', term: 'period', valid: 'valid',
  business: 'business', transaction: 'business', nature: 'business', biz: 'business',
  policy: 'policy', pol: 'policy', plcy: 'policy', certificate: 'certificate', cert: 'certificate', covernote: 'covernote',
  product: 'product', plan: 'product', package: 'product', cover: 'cover', covers: 'cover', coverage: 'cover',
  model: 'model', mdl: 'model', variant: 'variant', submodel: 'variant', version: 'variant',
  colour: 'colour', color: 'colour', paint: 'colour',
  rto: 'rto', rta: 'rto', authority: 'authority',
  pa: 'pa', cpa: 'pa', driver: 'driver', owner: 'owner', legal: 'legal',
  nominee: 'nominee', nomination: 'nominee', relationship: 'relation', relation: 'relation', appointee: 'nominee',
  financier: 'financier', hypothecation: 'financier', hypothecated: 'financier', lease: 'financier', hire: 'financier',
  receipt: 'receipt', proposal: 'proposal', gstin: 'gstin', cin: 'gstin', pan: 'gstin', irdai: 'irdai', irda: 'irdai', uin: 'irdai',
  type: 'type', types: 'type', kind: 'type', class: 'class', category: 'class',
  details: 'details', particulars: 'details', information: 'details', info: 'details', summary: 'details', schedule: 'details', section: 'details', description: 'description', desc: 'description',
  calculation: 'details', computation: 'details', breakup: 'details', component: 'details', components: 'details', head: 'details', item: 'details', items: 'details',
  ref: 'reference', reference: 'reference', refno: 'reference number', before: 'before', excluding: 'before', exclusive: 'before', without: 'before', excl: 'before',
  propellant: 'fuel', energy: 'fuel',
  displacement: 'cc', cylinder: 'cc', watts: 'cc', watt: 'cc',
  passenger: 'seats', occupants: 'seats', occupant: 'seats', cap: 'capacity',
  production: 'manufacture', built: 'manufacture', build: 'manufacture',
  rc: 'registration', plate: 'registration',
  applicant: 'insured', holder: 'insured', member: 'insured',
  whatsapp: 'phone', landline: 'phone',
  location: 'location',
  // (A "Post" in an address is its post office, "Village & Post Baraura": no short form of postal.)
  post: 'post',
  scheme: 'product', rider: 'addon', riders: 'addon',
  ncd: 'ncb', earned: 'earned',
  duties: 'tax', levies: 'tax',
  received: 'paid', remitted: 'paid',
  producer: 'broker', imd: 'broker', advisor: 'broker', adviser: 'broker', pospid: 'broker',
  creation: 'issue', created: 'issue', generated: 'issue', generation: 'issue',
  attachment: 'start', attaches: 'start', opening: 'start',
  termination: 'end', terminates: 'end', cessation: 'end',
  purchase: 'purchase', sale: 'purchase', delivery: 'purchase', invoice: 'purchase',
  // (A word of its own, not "broking" misread: a portal's "Booking ID" is no broker's code.)
  booking: 'booking',
  tppd: 'tppd', person: 'person', paid: 'paid', collected: 'paid', rounded: 'rounded', round: 'rounded', off: 'rounded',
};

/** A word the label lexicon lists as printed ("Chassis", "Premium"; not a misreading of one). */
export const isLexiconWord = (word: string) => Object.hasOwn(SYNONYMS, word.toLowerCase()) || Object.hasOwn(HINDI_IN_LATIN, word.toLowerCase());

/** Words that carry no meaning in a label. */
const STOPWORDS = new Set(['of', 'the', 'and', 'cum', 'in', 'for', 'on', 'with', 'at', 'by', 'a', 'an', 'is', 's', 'rs', 'inr', 'incl', 'including', 'inclusive', 'hrs', 'as', 'per', 'its', 'this', 'your', 'our', 'we', 'or', 'be', 'any', 'if', 'applicable', 'mr', 'mrs', 'ms']);

const KNOWN = new Set(Object.keys(SYNONYMS));
/** Longer words a printed abbreviation may stand for ("Manuf." for manufacture, "Particul." for particulars). */
const EXPANDABLE = [...KNOWN].filter((word) => word.length >= 5);

/** Letters a scan takes for one another. */
const CONFUSABLE = new Set(['il', 'li', 'lt', 'tl', 'ce', 'ec', 'ao', 'oa', 'ae', 'ea', 'nu', 'un', 'hb', 'bh', 'vy', 'yv', 'rn', 'nr']);
function confusedByOneLetter(word: string, known: string): boolean {
  if (word.length !== known.length) return false;
  const differ = [...word].map((letter, index) => (letter === known[index] ? '' : letter + known[index])).filter(Boolean);
  return differ.length === 1 && CONFUSABLE.has(differ[0]);
}

const resolved = new Map<string, string>();

/** The canonical token of one word: listed, an abbreviation of one listed word, or a listed word misspelt by a letter. */
function canonicalWord(word: string): string {
  const cached = resolved.get(word);
  if (cached !== undefined) return cached;
  let canonical = hindiToken(word) ?? SYNONYMS[word] ?? (Object.hasOwn(HINDI_IN_LATIN, word) ? HINDI_IN_LATIN[word] : undefined);
  if (canonical === undefined && /^[a-z]{4,}$/.test(word)) {
    const expansions = EXPANDABLE.filter((known) => known.startsWith(word) && known.length >= word.length + 2);
    const meanings = new Set(expansions.map((known) => SYNONYMS[known]));
    if (meanings.size === 1) canonical = [...meanings][0];
  }
  // A letter misread ("Regestration", "Chas1s" read by OCR): one or two letters apart. A word a letter
  // longer than a known one is usually another word ("contract" is not "contact").
  // A word ending a part of an address ("Residency", "Nivas") is printed as a value, not a label misspelt ("Residence").
  if (canonical === undefined && /^[a-z]{5,}$/.test(word) && !PART_ENDS.has(word)) {
    const limit = word.length >= 9 ? 2 : 1;
    // A letter dropped ("Adress" for address) is a misreading too; a letter more is usually another word.
    // Five letters leave too little to tell a misreading from another word ("Smart" is not "start") but for a letter a scan confuses.
    const near = EXPANDABLE.filter((known) =>
      word.length === 5 ? confusedByOneLetter(word, known) : (known.length === word.length || known.length === word.length + 1) && distance(word, known) <= limit,
    );
    const meanings = new Set(near.map((known) => SYNONYMS[known]));
    if (meanings.size === 1) canonical = [...meanings][0];
  }
  canonical ??= word;
  if (resolved.size >= TEXT_CACHE_LIMIT) resolved.clear();
  resolved.set(word, canonical);
  return canonical;
}

const tokensOfText = new Map<string, string[]>();
/** Printed texts repeat within and across documents; the cache is bounded so a long-running worker does not grow. */
const TEXT_CACHE_LIMIT = 50_000;

/** The canonical tokens of a printed label, in order, without stopwords (duplicates kept once). */
export function labelTokens(text: string): string[] {
  const cached = tokensOfText.get(text);
  if (cached) return cached;
  const tokens = tokensOf(text);
  if (tokensOfText.size >= TEXT_CACHE_LIMIT) tokensOfText.clear();
  tokensOfText.set(text, tokens);
  return tokens;
}

/** Words parted by slashes, bars or commas: perhaps the choices a label lists ("New / Renewal / Roll Over"). */
const WORD_LIST = /[a-z]+(?:[\s-][a-z]+)?(?:\s*[/|,]\s*[a-z]+(?:[\s-][a-z]+)?)+/g;
/** The words a listed value's kind names its field by. */
const CHOICES_NAME = { businessType: 'business type', policyType: 'policy type', fuelType: 'fuel' } as const;

/** A Hindi word printed in pieces a glyph apart ("क्ष ति"): two unknown pieces that together are a known word are one. */
function joinHindiPieces(words: string[]): string[] {
  const joined: string[] = [];
  for (let index = 0; index < words.length; index++) {
    const [word, next] = [words[index], words[index + 1]];
    const pieces = next !== undefined && hindiToken(word) === undefined && hindiToken(next) === undefined && hindiToken(word + next) !== undefined;
    joined.push(pieces ? word + next : word);
    if (pieces) index++;
  }
  return joined;
}

function tokensOf(text: string): string[] {
  // A label that lists the choices its value takes ("New / Renewal / Rollover", "Fuel (Petrol/Diesel/CNG)") names that field.
  let lower = text
    .toLowerCase()
    .normalize('NFC')
    .replace(WORD_LIST, (list) => {
      const kind = listedChoices(list);
      return kind ? ` ${CHOICES_NAME[kind]} ` : list;
    });
  for (const [pattern, replacement] of PHRASES) lower = lower.replace(pattern, ` ${replacement} `);
  const words = lower
    .replace(/(\p{L})\.(?=\p{L}\.)/gu, '$1') // "r.t.o." → "rto."
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
  const tokens: string[] = [];
  for (const word of joinHindiPieces(words)) {
    if (STOPWORDS.has(word) || /^\d+$/.test(word) || /^[a-z]$/.test(word)) continue;
    for (const token of canonicalWord(word).split(' ')) if (token && !tokens.includes(token)) tokens.push(token);
  }
  return tokens;
}

/** A word of Devanagari script that the Hindi table does not know: carries no weight. */
export const isUnknownHindi = (token: string) => /[\u0900-\u097f]/.test(token);
