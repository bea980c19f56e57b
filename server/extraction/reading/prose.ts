/**
 * Values that covering letters print in sentences rather than beside labels: "has been issued on
 * 17-10-2024", "Previous policy 1944/89 issued by … expired on 21-10-2024 with NCB of 45%",
 * "serviced by … (Code: BRK-1, care@…)", "Your policy no. X for vehicle Y", and the letter's addressee
 * ("To," over name and address). These are wordings of the trade, not of one insurer; sentences rank
 * below anything read beside a label.
 */
import { conceptOf, type Target } from '../lexicon/concepts';
import { labelVocabularyShare, scoreLabel } from '../lexicon/match';
import { labelTokens } from '../lexicon/tokens';
import type { CandidateCollector } from './candidates';
import { ALIGN, isPageFurniture, type PageIndex, type Part, sharesWords } from './pageIndex';
import type { Segment } from '../page/pageModel';
import { isLabelsValue } from './sections';
import { addressUnder } from './addressUnderName';
import { EMAIL_ADDRESS } from '../normalise';
import { MAKE_NAME } from '../values/makes';
import { TITLES } from '../values/readValue';

/** "21-10-2024", "21st Oct 2024", "10th day of March, 2025", "October 21, 2024", "2024-10-21". */
const DATE = String.raw`(\d{4}-\d{2}-\d{2}|\d{1,2}(?:st|nd|rd|th)?(?:\s+day\s+of)?[\s./-]*(?:\d{1,2}|[A-Za-z]{3,9})[\s.,/-]*\d{2,4}|[A-Za-z]{3,9}\.?\s+\d{1,2},?\s+\d{4})`;
/** A policy number; OCR may set a space after one of its dashes or slashes before figures ("OG-23-2417- 9104- 53471825"). */
const ID = String.raw`([A-Z0-9](?:[A-Z0-9/-]|(?<=[-/]) (?=\d)){4,})`;
const EMAIL = `(${EMAIL_ADDRESS.source})`;
/**
 * Marks a sentence's end in the text the patterns run on: a full stop before a capitalised word,
 * not after an abbreviation ("Co. Ltd.", "policy no. MOT-…" and "Ltd. under" go on).
 */
const SENTENCE_END = '\u0001';
const ABBREVIATION = /(?:^|[^\p{L}])(?:co|pvt|no|prev|mr|mrs|ms|dr|smt|st|rs|regd|reg|vs|m\/s|\p{L})$/iu;
const sentenceEnds = (text: string) =>
  text.replace(/\.(?=\s+[A-Z][a-z])/g, (dot, offset: number) => (ABBREVIATION.test(text.slice(Math.max(0, offset - 5), offset)) ? dot : SENTENCE_END));
/** Any character within the sentence. */
const IN_SENTENCE = `[^${SENTENCE_END}]`;
/** An hour before a date: "00:00 hours on", "midnight of". */
const AT_HOUR = String.raw`(?:(?:the\s+)?(?:midnight|\d{1,2}[:.]\d{2}\s*(?:hrs|hours)?\.?)\s+(?:of|on)\s+)?`;
/** "till", and what OCR makes of its thin letters ("tif", "ti1l"). */
const TILL = String.raw`t[il1!|f]{2,3}\b`;
/** A registration mark: a state's (MH 12 AB 1234) or the Bharat series (21 BH 8594 JH). */
const REGISTRATION = String.raw`([A-Z]{2}[\s-]*\d{1,2}[\s-]*(?:[A-Z][\s-]*){0,3}\d{1,4}|\d{2}[\s-]*BH[\s-]*\d{4}[\s-]*[A-Z]{1,2})`;

/**
 * Not after words that make it another policy: "previous policy no.", "Prev. Policy No.", "prior policy number", "Existing TP
 * Policy No."; nor one section's ("TP Policy No.: 2797…" on a standalone OD schedule, the TP cover bought apart).
 */
const NOT_ANOTHER_POLICY = String.raw`(?<!\b(?:previous|prev\.?|prior|earlier|existing|active|old|expiring|expired|last)\s+(?:(?:year'?s?|tp|od|third\s+party|insurance)\s+){0,2})(?<!\b(?:tp|od|third\s+party|own\s+damage)\s+)`;

/** What sentences call the intermediary besides its own words: "your insurance advisor", "the distribution partner". */
const ADVISOR = String.raw`(?:your|the)\s+(?:insurance\s+)?(?:advisor|adviser|posp|(?:distribution|channel)\s+partner)`;

/** A sentence that names its value by the value's own words alone (a policy that "expired") is less sure than one naming the field. */
const BY_ITS_WORDS = 0.8;

/** What a salutation naming a surname alone counts for ("Dear Mr. Khandelwal,"): a name printed whole beside its label wins. */
const SURNAME_ALONE = 0.5;
/** A title a salutation puts before a name (readValue.ts's TITLES, as printed); "ji" after it. */
const TITLE = String.raw`(?:${TITLES.join('|')})\.?\s+`;
const JI = String.raw`(?:\s+(?:ji|jee))?`;
/** A salutation naming no one: "Dear Sir,", "Dear Customer,". */
const NO_ONE = String.raw`(?!(?:Sir|Madam|Customer|Policy\s*holder|Client|Valued|Team|All|SIR|MADAM|CUSTOMER|POLICY\s*HOLDER|CLIENT)\b)`;

/** Sentences naming fields' values; `share` lowers a sentence that says less than the field's name. */
const PATTERNS: { regex: RegExp; targets: (Target | undefined)[]; share?: number }[] = [
  { regex: new RegExp(String.raw`(?:\b(?:has been|was|is|been)|,)\s+issued\s+on\s+${DATE}`, 'i'), targets: ['issue_date'] },
  // "The cover … commences from 00:00 hours of 4th November 2024 and expires at midnight of 3rd November 2025."
  {
    regex: new RegExp(String.raw`\b(?:commences?|commencing|starts?|begins?)\s+(?:from|on)\s+(?:\d{1,2}[:.]\d{2}\s*(?:hrs|hours)?\.?\s+(?:of|on)\s+)?${DATE}\s*,?\s+and\s+(?:expires?|ends?|remains\s+(?:in\s+force|valid)\s+(?:up\s*to|till|until))\s+(?:(?:at\s+)?(?:midnight|\d{1,2}[:.]\d{2}\s*(?:hrs|hours)?)\s+)?(?:of|on)\s+${DATE}`, 'i'),
    targets: ['start_date', 'end_date'],
  },
  // "This policy has been issued as a roll-over of your expiring policy …", "This policy is a renewal of …", "issued on Rollover
  // from Policy No. …", "effected as a Rollover from another insurer", "It is a New policy for a new car", "taken as a Rollover from …".
  {
    regex: /(?<!\b(?:if|where|when|whether|unless)\s+(?:the\s+|this\s+|your\s+)?\w*\s*)\b(?:(?:issued|effected|written|booked|taken)\s+(?:as\s+an?|on)|(?:policy|it)\s+is\s+an?)\s+(roll[\s-]?over|renewal|port(?:ed)?[\s-]?in|(?:fresh|new)\s+policy)\b/i,
    targets: ['business_type'],
  },
  // "Renewal of the Insured's expiring policy with the Company", "RENEWAL OF EXPIRING POLICY", "Rollover from another insurer".
  {
    regex: /(?<!\b(?:on|upon|at|for|after|before|during|of|till|until)\s+)\b(roll[\s-]?over|renewal)\s+(?:of|from)\s+(?:the\s+|your\s+)?(?:insured['’]?s\s+)?(?:(?:expiring|previous|existing|earlier)\s+polic(?:y|ies)|an?other\s+insurer|a\s+different\s+insurer)\b/i,
    targets: ['business_type'],
  },
  // "Renewed with same insurer", "Switched from another insurer", "Ported from Sindhu Motor & General …": a business type in words.
  // (From an insurer: a car "switched from Petrol to CNG" changed its fuel.)
  {
    regex: /\b(renewed\s+with\s+(?:the\s+)?same\s+insurer|(?:switched|ported)\s+from\s+(?:(?:an?other|a\s+different|the\s+previous|previous)\s+insurer|(?:\S+\s+){0,4}\S*(?:insurance|assurance|general)\b))/i,
    targets: ['business_type'],
  },
  // "… is valid from 10 June 2024 to 9 June 2025", "is in force from 2024-12-23 to 2025-12-22", "for the period from … to …".
  // Not a section's period under its label ("TP Period", "TP Policy Period" over "From … To …"): a third party's cover may run three years.
  // (An hour may come before each date: "insured from 00:00 hours on 5th March 2025 to midnight of 4th March 2026".)
  { regex: new RegExp(String.raw`\b(?:valid|in\s+force|effective|covered|insured|(?<!\b(?:tp|od|third\s+party|own\s+damage|liability|section\s+\w+)\s+(?:(?:policy|cover|insurance|risk)\s+)?)period)\s+from\s+${AT_HOUR}${DATE}(?:\s+\d{1,2}:\d{2}\s*(?:hrs|am|pm)?)?(?:\s+|\s*,\s*)(?:to|till|until|upto|up\s+to)\s+${AT_HOUR}${DATE}`, 'i'), targets: ['start_date', 'end_date'] },
  {
    regex: new RegExp(String.raw`\b(?:(?:previous|expiring|prior|earlier)\s+policy|renews\s+(?:the\s+|your\s+)?policy|(?:renewal|roll[\s-]?over)\s+of\s+(?:the\s+)?policy)\s*(?:no\.?|number)?\s*:?\s*${ID}\s*,?\s+(?:was\s+)?issued\s+by\s+(.+?)\s*,?\s+(?:which\s+)?(?:expired|expires|expiring|ended|ends|valid\s+till|valid\s+upto)\s+(?:on\s+)?${DATE}`, 'i'),
    targets: ['previous_policy_number', 'previous_insurer_name', 'previous_policy_end_date'],
  },
  // "Previous Insurance : Policy No. 2002/286114530/00/000 of Tata AIG General Insurance Co. Ltd., valid up to 13/08/2024" (an
  // insurer "of this Office" is the one issuing this policy, named elsewhere).
  {
    regex: new RegExp(String.raw`\b(?:previous|expiring|prior|earlier)\s+(?:insurance|policy|cover)(?:\s+(?:details|particulars))?\s*[:-]?\s*policy\s*(?:no\.?|number)\s*:?\s*${ID}\s+of\s+(?:(?:this|our|the\s+same)\s+\w+|(.+?))\s*,?\s+(?:valid\s+(?:up\s*to|till|until)|expir(?:ing|ed|es|y)(?:\s+on)?)\s+${DATE}`, 'i'),
    targets: ['previous_policy_number', 'previous_insurer_name', 'previous_policy_end_date'],
  },
  // "Expiring cover: Prayag General Insurance Ltd., policy VPC3747920310, expiry 26 July 2025, bonus 25 %.": pairs in a list.
  {
    regex: new RegExp(String.raw`\b(?:expiring|previous|prior|earlier)\s+(?:cover|policy|insurance)(?:\s+(?:details|particulars))?\s*[:-]?\s*([^,${SENTENCE_END}]{3,80}?)\s*,\s*policy\s*(?:no\.?|number)?\s*:?\s*${ID}\s*,\s*(?:expiry|expiring|expired|expires|valid\s+till)\s*(?:on|date)?\s*:?\s*${DATE}(?:\s*,\s*(?:bonus|ncb)\s*(?:of|@)?\s*:?\s*(\d{1,2})\s*%)?`, 'i'),
    targets: ['previous_insurer_name', 'previous_policy_number', 'previous_policy_end_date', 'previous_ncb'],
  },
  // "The vehicle was earlier insured with previous insurer X under policy no. Y valid till Z. NCB earned: 25%." (or "insurer - X",
  // "insurer-X" as a scan may read it).
  { regex: new RegExp(String.raw`\b(?:earlier|previously|last\s+year|last)\s+(?:insured|covered)\s+(?:with|by)\s+(?:the\s+)?(?:previous\s+insurer(?:\s*[-–:]\s*|\s+))?(.+?)\s+(?:under|vide)\s+policy\s*(?:no\.?|number)?\s*:?\s*${ID}`, 'i'), targets: ['previous_insurer_name', 'previous_policy_number'] },
  // "The Insured was previously insured with X under Policy Number Y, which expires on Z": the policy it names, and its end.
  {
    regex: new RegExp(String.raw`\bpreviously\s+(?:insured|covered)\b${IN_SENTENCE}{0,200}?\bpolicy\s*(?:no\.?|number)?\s*:?\s*${ID}\s*,?\s+(?:which\s+)?(?:expired|expires|expiring|ended|ends)\s+(?:on\s+)?${DATE}`, 'i'),
    targets: ['previous_policy_number', 'previous_policy_end_date'],
  },
  // "It is a Comprehensive policy and a renewal of policy HMG-PC-2025-0118733, which expires on 26/08/2026": the business, the
  // policy renewed and its end. (Saying what this policy is: not "For a hassle-free renewal of policy …, which expires on …".)
  {
    regex: new RegExp(String.raw`\b(?:is|as|and)\s+an?\s+(renewal|roll[\s-]?over)\s+of\s+(?:the\s+|your\s+)?policy\s*(?:no\.?|number)?\s*:?\s*${ID}\s*,?\s+(?:which\s+)?(?:expired|expires|expiring|ended|ends)\s+(?:on\s+)?${DATE}`, 'i'),
    targets: ['business_type', 'previous_policy_number', 'previous_policy_end_date'],
  },
  // "… taken as a Rollover from Kaveri Shield General Insurance Ltd., whose policy KSG/TP/24/3318290 expires on 04-Dec-2025".
  {
    regex: new RegExp(String.raw`\b(?:roll[\s-]?over|ported|switched|moved)\s+from\s+(?!(?:your|the|their|our|an?other|a\s+different)\b)(${IN_SENTENCE}{3,80}?)\s*,\s*whose\s+policy\s*(?:no\.?|number)?\s*:?\s*${ID}\s+(?:expired|expires|expiring|ended|ends)\s+(?:on\s+)?${DATE}`, 'i'),
    targets: ['previous_insurer_name', 'previous_policy_number', 'previous_policy_end_date'],
  },
  { regex: new RegExp(String.raw`\b(?:previous|earlier|expiring)\b${IN_SENTENCE}{0,200}?\b(?:valid(?:\s+(?:${TILL}|upto|up\s+to))?|expired\s+on|expiring\s+on|expires\s+on|ended\s+on),?\s+${DATE}`, 'i'), targets: ['previous_policy_end_date'] },
  // "… model Creta SX 1.5 CRDi, of 1493 cc cubic capacity, propelled by Diesel", "running on Petrol and CNG" (a bi-fuel car's
  // fuel is read from both words: records keep CNG).
  {
    regex: /\b(?:running|propelled|powered|driven|fuelled|fueled|runs?)\s+(?:on|by)\s+((?:petrol|diesel|cng|lpg|electricity|battery|electric|hybrid)(?:\s*(?:\/|\+|and|&)\s*(?:cng|lpg|petrol|electric|hybrid))?)\b/i,
    targets: ['fuel_type'],
  },
  // A policy that has expired is the previous one, whatever names it: "Policy No. OG-24-…, expired on 07-Feb-2025" under
  // "Previous Policy", "SMG/31/2024/0061294, which expired on 11th March 2025" under "PREVIOUS INSURANCE". (A PUC certificate
  // or a licence that expired is none: the sentence names a policy, its number or its cover.)
  {
    regex: new RegExp(String.raw`\b(?:polic(?:y|ies)|cover|insurance|no\.)${IN_SENTENCE}{0,80}?\bexpired\s+(?:on\s+)?${DATE}`, 'i'),
    targets: ['previous_policy_end_date'],
    share: BY_ITS_WORDS,
  },
  // "a motor car of MG make, model Hector Sharp", "being a Hyundai make": the maker's name before the word "make".
  { regex: /\b(?:of|being|is)\s+(?:an?\s+)?(\p{Lu}[\p{L}&.-]*(?:\s+\p{Lu}[\p{L}&.-]*){0,2})\s+make\b/u, targets: ['make'] },
  // "… with NCB of 45%", "… NCB earned: 35." (a percentage without its sign, ending the sentence), "…; NCB on that policy 35%".
  // (Not one "allowed" on this policy: "… under the expiring policy, a No Claim Bonus of 25% has been allowed".)
  { regex: /\b(?:previous\s+policy|earlier|expiring|expired)\b[^%\u0001]{0,240}?\b(?:NCB|no\s+claim\s+bonus)\s*(?:of|earned|:|on\s+(?:that|the\s+(?:said|previous|expiring))\s+policy)?\s*:?\s*(\d{1,2}(?:\.\d+)?\s*%(?!\s*(?:has\s+been|is|was)\s+(?:allowed|granted|given|applied))|\d{1,2}(?=\.?(?:\s|$|\u0001)))/i, targets: ['previous_ncb'] },
  { regex: /\b(?:NCB|no\s+claim\s+bonus)\s+(?:of\s+)?(\d{1,2}(?:\.\d+)?\s*%)\s+(?:has\s+been|is|was)\s+(?:allowed|granted|given|applied)/i, targets: ['ncb'] },
  // "… under that policy, on which a No Claim Bonus of 25% had been allowed": allowed before this one, on the expiring policy.
  { regex: /\b(?:NCB|no\s+claim\s+bonus)\s+(?:of\s+)?(\d{1,2}(?:\.\d+)?\s*%)\s+had\s+been\s+(?:allowed|granted|given|earned)/i, targets: ['previous_ncb'] },
  // "Signed at Jaipur on this 10th day of March, 2025": the schedule's date, named by its own words.
  { regex: new RegExp(String.raw`\bsigned\s+(?:at\s+\p{L}[\p{L} ]{1,30}?\s+)?on\s+(?:this\s+)?${DATE}`, 'iu'), targets: ['issue_date'], share: BY_ITS_WORDS },
  // "your No Claim Bonus has been stepped up from 25% to 35%": the expiring policy's, then this one's.
  { regex: /\b(?:NCB|no\s+claim\s+bonus)\s+(?:has\s+been\s+|is\s+|was\s+)?(?:stepped\s+up|increased|raised|revised|moved\s+up)\s+from\s+(\d{1,2}(?:\.\d+)?\s*%)\s+to\s+(\d{1,2}(?:\.\d+)?\s*%)/i, targets: ['previous_ncb', 'ncb'] },
  // "… the bonus allowed on the expiring policy having been 20%".
  { regex: /\b(?:bonus|NCB)\s+(?:allowed|earned|granted|enjoyed)\s+(?:on|under)\s+the\s+(?:expiring|previous)\s+policy\s+(?:having\s+been|being|was|of)\s+(\d{1,2}(?:\.\d+)?\s*%)/i, targets: ['previous_ncb'] },
  // "(the expiring policy carried 20%)".
  { regex: /\b(?:expiring|previous)\s+policy\s+(?:carried|had|earned|enjoyed)\s+(?:an?\s+)?(?:(?:NCB|no\s+claim\s+bonus)\s+of\s+)?(\d{1,2}(?:\.\d+)?\s*%)/i, targets: ['previous_ncb'] },
  // "Your registered mobile number with us is 9849022334 and your e-mail is suresh.venkat@gmail.com."
  { regex: new RegExp(String.raw`\byour\s+(?:registered\s+)?(?:mobile|phone|contact)\s+(?:number|no\.?)${IN_SENTENCE}{0,30}?\s(?:is|:)\s*((?:\+91[\s-]?)?[6-9]\d{4}[\s-]?\d{5})\b`, 'i'), targets: ['customer_phone'] },
  { regex: new RegExp(String.raw`\byour\s+(?:registered\s+)?e-?mail(?:\s+(?:id|address))?${IN_SENTENCE}{0,30}?\s(?:is|:)\s*${EMAIL}`, 'i'), targets: ['customer_email'] },
  {
    regex: new RegExp(String.raw`\b(?:serviced|sold|arranged|placed)\s+(?:by|through)\s+(?:(?:the|your|our)\s+)?(?:(?:insurance\s+)?(?:intermediary|broker|agent)\s*,?\s+)?(.+?)\s*\(\s*(?:broker\s+|agency\s+|agent\s+|licence\s+|license\s+)?code\s*[:-]?\s*([A-Z0-9/-]+)\s*(?:[,;]\s*(?:e-?mail(?:\s+id)?\s*:?\s*)?${EMAIL})?\s*\)`, 'i'),
    targets: ['broker_name', 'broker_code', 'broker_email'],
  },
  // "Policy sold by BimaBazaar Insurance Web Aggregator Pvt. Ltd. · Aggregator code IWA-0093-BB": the name ends at a bullet,
  // or at its licence in brackets ("Sold by X Pvt. Ltd. (IRDAI/WBA/41/2016), intermediary code IWA-0041-GG").
  { regex: new RegExp(String.raw`\b(?:sourced|procured|sold|arranged|serviced)\s+(?:through|by|via)\s+(?:the\s+|our\s+|your\s+)?(?:(?:insurance\s+)?(?:broker|intermediary|agent)\s*,?\s+)?([^·•|]+?)(?:\s*\([^()]*\))?,?\s+(?:[·•|]\s+)?\(?\s*(?:broker\s+|agency\s+|agent\s+|intermediary\s+|IRDAI\s+|(?:web\s+)?aggregator\s+)?(?:licen[cs]e\s+(?:code|no\.?|number)|code)\s*:?\s*([A-Z0-9][A-Z0-9/-]+[A-Z0-9])`, 'i'), targets: ['broker_name', 'broker_code'] },
  // "Policy sourced through broker X, e-mail care@x.in." or "… through broker X." without a code ("X Pvt. Ltd.." keeps the name's dot).
  {
    regex: new RegExp(String.raw`\b(?:sourced|procured|sold|arranged|serviced)\s+(?:through|by|via)\s+(?:the\s+)?(?:insurance\s+)?(?:broker|intermediary|agent)\s+([^${SENTENCE_END}]+?(?:\b(?:Ltd|Co|Inc|Corp)\.(?=\.|${SENTENCE_END}))?)(?:\s*,\s*(?:e-?mail|email\s+id)\s*:?\s*${EMAIL})?\s*(?:\.\s*(?:${SENTENCE_END}|$)|${SENTENCE_END}|,\s*(?:code|licen[cs]e)|\s+\()`, 'i'),
    targets: ['broker_name', 'broker_email'],
  },
  // "… serviced by intermediary X (code BR06). For assistance write to care@x.in" (or "write to them at"): the broker's e-mail, a sentence or two on.
  { regex: new RegExp(String.raw`\b(?:intermediary|broker|agent)\b[\s\S]{0,200}?\b(?:write\s+to(?:\s+(?:them|us))?(?:\s+at)?|e-?mail(?:\s+(?:them|us))?(?:\s+at)?|reach(?:\s+(?:them|us))?\s+at|contact(?:\s+(?:them|us))?\s+at)\s*:?\s*${EMAIL}`, 'i'), targets: ['broker_email'] },
  // "Your insurance advisor X (ID BRK-82566) can be reached at care@x.in", in one sentence.
  { regex: new RegExp(String.raw`\b${ADVISOR}\b${IN_SENTENCE}{0,160}?\bcan\s+be\s+reached\s+at\s*:?\s*${EMAIL}`, 'i'), targets: ['broker_email'] },
  // "Your insurance advisor X can be reached at care@x.in", "… X can be contacted for …": the name (with an ID in brackets, the next pattern's).
  // (Not "your insurance advisor or our toll free helpline 1800-… can be contacted": a name has no figures and starts with no joiner.)
  { regex: new RegExp(String.raw`\b${ADVISOR}\s+(?!(?:or|and|as|at|the|our|your|any|nearest)\b)([^(\d${SENTENCE_END}]{2,120}?)\s+(?:can|may)\s+be\s+(?:reached|contacted)\b`, 'i'), targets: ['broker_name'] },
  // "Your insurance advisor X (ID BRK-82566) …", "the broker X (Licence No. IRDA/DB/1)": the name within the sentence.
  {
    regex: new RegExp(String.raw`\b(?:${ADVISOR}|(?:your|the)\s+(?:insurance\s+)?(?:intermediary|broker|agent))\s+(${IN_SENTENCE}{2,120}?)\s*\(\s*(?:broker\s+)?(?:code|id|licen[cs]e(?:\s+(?:no\.?|number))?)\s*[:.-]?\s*([A-Z0-9][A-Z0-9/-]+[A-Z0-9])\s*\)`, 'i'),
    targets: ['broker_name', 'broker_code'],
  },
  // "Attached to and forming part of Policy No. GMG/TP/2025/06/0045123 issued on 18-Jun-2025 for the period 20-Jun-2025 to
  // 19-Jun-2026": an endorsement names the policy it amends, with its dates.
  { regex: new RegExp(String.raw`${NOT_ANOTHER_POLICY}\bpolicy\s+(?:no\.?|number)\s*:?\s*${ID}\s*,?\s+issued\s+on\s+${DATE}`, 'i'), targets: [undefined, 'issue_date'] },
  // (Not in a sentence of the expiring policy: "Previous insurance: … with Sabarmati … for the period 15 November 2024 to …".)
  { regex: new RegExp(String.raw`(?<!\b(?:previous|prev|expiring|expired|prior|earlier|last|renews)\b${IN_SENTENCE}{0,200})\bfor\s+the\s+period\s+(?:of\s+)?${DATE}\s+(?:to|till|until|upto)\s+${DATE}`, 'i'), targets: ['start_date', 'end_date'] },
  // "… the schedule of policy number OG-24-0043-2924-45603276 dated 05 Jul 2024": its date (a receipt's is not).
  { regex: new RegExp(String.raw`${NOT_ANOTHER_POLICY}\bpolicy\s+(?:no\.?|number)\s*:?\s*${ID}\s*,?\s+dated\s+${DATE}`, 'i'), targets: [undefined, 'issue_date'] },
  // "We have issued policy 70088145619715 on 20/11/2023 …".
  { regex: new RegExp(String.raw`\b(?:have|has)\s+issued\s+(?:(?:your|the)\s+)?policy\s+(?:(?:no\.?|number)\s*)?:?\s*${ID}\s+on\s+${DATE}`, 'i'), targets: ['policy_number', 'issue_date'] },
  // (A title before one word names the surname alone, "Dear Mr. Khandelwal,": less than a name printed whole.)
  { regex: new RegExp(String.raw`\bDear\s+(?:${TITLE}(?=[A-Z][A-Za-z.']*\s+[A-Z])|(?!${TITLE}))${NO_ONE}([A-Z][A-Za-z.' ]{1,60}?)${JI}\s*,`), targets: ['customer_name'] },
  { regex: new RegExp(String.raw`\bDear\s+${TITLE}([A-Z][A-Za-z.']{1,30})${JI}\s*,`), targets: ['customer_name'], share: SURNAME_ALONE },
  // Not the previous policy's ("earlier insured with previous insurer … under policy no. P578…"), nor another policy's in
  // force ("Existing TP Policy No. : 69/…").
  {
    regex: new RegExp(
      String.raw`\b(?=policy\s)(?<!\b(?:(?:earlier|previously)\s+(?:insured|covered)|previous\s+insurer)\b${IN_SENTENCE}{0,200})${NOT_ANOTHER_POLICY}policy\s+(?:no\.?|number)\s*(?:is\s*)?:?\s*${ID}`,
      'i',
    ),
    targets: ['policy_number'],
  },
  // "Your Motor Insurance - Private Car Comprehensive no. 66776064949836 covering registration no. KL01RA1156".
  { regex: new RegExp(String.raw`\bYour\s+[\w\s()-]{3,80}?\s+(?:no\.?|number)\s*:?\s*${ID}\s+(?:covering|for|in\s+respect\s+of)\b`), targets: ['policy_number'] },
  { regex: new RegExp(String.raw`\b(?:covering|for|bearing)\s+(?:vehicle\s+)?registration\s+(?:(?:no\.?|number|mark)\s*)?:?\s*${REGISTRATION}\b`, 'i'), targets: ['vehicle_number'] },
  { regex: new RegExp(String.raw`\b(?:for|in\s+respect\s+of)\s+(?:your\s+)?vehicle\s+(?:no\.?\s*|number\s*)?${REGISTRATION}\b`), targets: ['vehicle_number'] },
  // "This policy is issued to Mr. Karthik Iyer, No. 48, 3rd Main Road, …, Bengaluru - 560003 (mobile 9741208836, e-mail k@…)",
  // "… is issued on 13th January 2025 to Dipankar Baruah of House No. 17, …, Assam - 781022 (mobile …, e-mail …)".
  {
    regex: new RegExp(String.raw`\bissued\s+(?:on\s+(?:${DATE.slice(1, -1)})\s+)?(?:to|in\s+favou?r\s+of)\s+(?:(?:mr|mrs|ms|smt|shri|dr)\.?\s+)?([\p{L}][\p{L}.' ]+?)(?:,|\s+of)\s+(${IN_SENTENCE}+?)\s*\(\s*mobile\s*(?:no\.?)?\s*:?\s*(\+?\d[\d\s-]{8,}\d)\s*,\s*e-?mail\s*(?:id)?\s*:?\s*${EMAIL}\s*\)`, 'iu'),
    targets: ['customer_name', 'customer_address', 'customer_phone', 'customer_email'],
  },
  // "Mr. Devendra Singh Shekhawat, of C-58, Shanti Path, …, Jaipur, Rajasthan - 302004 (mobile 9414068823, e-mail d@…),
  // hereinafter called "the Insured"": a proposal's recital of the insured.
  {
    regex: new RegExp(String.raw`\b(?:Mr|Mrs|Ms|Miss|Smt|Shri|Dr|Kumari)\.?\s+(\p{Lu}[\p{L}']*(?:\s+\p{Lu}[\p{L}']*){0,4})\s*,?\s+of\s+(${IN_SENTENCE}+?)\s*\(\s*mobile\s*(?:no\.?)?\s*:?\s*(\+?\d[\d\s-]{8,}\d)\s*,\s*e-?mail\s*(?:id)?\s*:?\s*${EMAIL}\s*\)\s*,?\s*hereinafter\s+(?:called|referred\s+to\s+as)\b`, 'u'),
    targets: ['customer_name', 'customer_address', 'customer_phone', 'customer_email'],
  },
  // "This is to certify that Mr. Rajeev Krishnan Nair, residing at 14/220, Chittoor Road, …, Kerala - 682016, reachable on …": the
  // insured and the address, to its PIN after a place's name (not a figure further on: "…, Bengaluru, holds … Rs. 735000").
  {
    regex: new RegExp(String.raw`\b(?:Mr|Mrs|Ms|Miss|Smt|Shri|Dr|Kumari)\.?\s+(\p{Lu}[\p{L}']*(?:\s+\p{Lu}[\p{L}']*){0,4})\s*,?\s+(?:residing\s+at|resident\s+of|r\/o)\s+((?:(?!\b(?:reachable|holds?|having|has|who|with)\b)${IN_SENTENCE}){5,200}?\p{L}\.?\s*[-–,]?\s*[1-9]\d{2}\s?\d{3})\b`, 'u'),
    targets: ['customer_name', 'customer_address'],
  },
  // "Address on the policy: A-41, Shastri Nagar, Jodhpur, Rajasthan - 342003.", "address as per our records: …": to its PIN,
  // opening with a capital or a figure (not "the address on the policy is changed from …").
  {
    regex: new RegExp(String.raw`\b[Aa]ddress\s+(?:on|in|as\s+per)\s+(?:the\s+|our\s+|your\s+)?(?:policy|records?|RC)\s*:?\s*(?=[A-Z0-9])(${IN_SENTENCE}{5,200}?\p{L}\.?\s*[-–,]?\s*[1-9]\d{2}\s?\d{3})\b`, 'u'),
    targets: ['customer_address'],
  },
  // "Regn. No. MH15JU7021 (registered on 30-09-2025, RTO Nashik)": the car's registration date, in an aside to its number too
  // short for a sentence (not a mobile number's or an agent's "registered on").
  { regex: new RegExp(String.raw`\b${REGISTRATION}\s*\(\s*(?:first\s+)?registered\s+on\s+${DATE}`, 'i'), targets: [undefined, 'registration_date'] },
  // "… for your Maruti Suzuki Swift VXI (MH02EQ1784)": a maker's name, the model after it, the registration in brackets
  // (a bracket of the model's own stays in it: "Verna SX(O) 1.5 Turbo"; not "for your Hyundai Shield of Trust (extended warranty)").
  { regex: new RegExp(String.raw`\bfor\s+your\s+(${MAKE_NAME})\s+([A-Z0-9][^${SENTENCE_END},]{1,40}?)\s+\(\s*(?:(?:registration|regn\.?|reg\.?)\s*(?:no\.?|number)?\s*:?\s*)?${REGISTRATION}\s*\)`, 'i'), targets: ['make', 'model'] },
  // "… for your Hyundai Creta SX (registration RJ 19 CT 5520)": the registration named in brackets.
  { regex: new RegExp(String.raw`\(\s*(?:registration|regn\.?|reg\.?)\s*(?:no\.?|number|mark)?\s*:?\s*${REGISTRATION}\s*\)`, 'i'), targets: ['vehicle_number'] },
  // "This is to certify that vehicle JH01MP4012 is insured under …".
  { regex: new RegExp(String.raw`\bvehicle\s+(?:no\.?\s*|number\s*)?${REGISTRATION}\s+is\s+(?:insured|covered)\b`), targets: ['vehicle_number'] },
];

export interface PlacedWord {
  part: Part;
  start: number;
  end: number;
}

/** A run of a few words: a grid's cell, not a sentence's part. */
const CELL_WORDS = 5;

/**
 * The document's words as one running text (a sentence may run on over a page break), with where each word sits in it,
 * and the same text marked where sentences end. A line of a few short runs is a row of cells, each ending where it
 * ends: a grid's label and the value under the next label ("Previous policy valid till" over "5/6/2023 | 4/6/2024")
 * are no sentence. (A line with a long run is prose, a number or a mail-merged name set apart in it.)
 */
export function documentText(page: PageIndex): { text: string; marked: string; words: PlacedWord[] } {
  let text = '';
  let marked = '';
  const words: PlacedWord[] = [];
  const add = (piece: string, mark = piece) => {
    text += piece;
    marked += mark;
  };
  for (const line of page.model.lines) {
    // A sentence runs on over a page break past the page's number and the next page's running head.
    if (isPageFurniture(line)) continue;
    const cells = line.segments.length > 1 && line.segments.every((segment) => (segment.text.match(/[A-Za-z]+/g)?.length ?? 0) <= CELL_WORDS);
    for (const segment of line.segments) {
      if (cells) add('  ', ` ${SENTENCE_END}`);
      page.wordsOf(segment).forEach((word, index) => {
        if (text) add(' ');
        words.push({ part: { segment, from: index, to: index + 1 }, start: text.length, end: text.length + word.text.length });
        // OCR reads the stop of "policy no." as a comma at times ("Your policy no, 2025-77-54719548 for vehicle …").
        add(word.text, page.model.byOcr ? word.text.replace(/^(no),$/i, '$1.') : word.text);
      });
    }
    if (cells) add('  ', ` ${SENTENCE_END}`);
  }
  return { text, marked: sentenceEnds(marked), words };
}

/** A name caught with the words that name it ("your broker Sanchay Insurance …", "previous insurer KANCHAN …"): their length. */
function leadingLabelLength(value: string): number {
  const words = [...value.matchAll(/\S+/g)].slice(0, 4);
  for (let count = words.length - 1; count >= 1; count--) {
    const tokens = labelTokens(value.slice(0, words[count - 1].index! + words[count - 1][0].length));
    if (labelVocabularyShare(tokens) === 1 && (scoreLabel(tokens)[0]?.score ?? 0) >= 0.7) return words[count].index!;
  }
  return 0;
}

/**
 * A label read inside a sentence says less than the sentence: "… earlier insured … NCB earned: 50%." is the previous
 * policy's bonus. Under half the sentence's reading, so the sentence keeps its words (see the claims in chooseValues).
 */
const LABEL_IN_SENTENCE = 0.4;

/** Offers the sentences' values, and lowers the labels' read inside them that they overrule. */
export function proseCandidates(page: PageIndex, collector: CandidateCollector) {
  const firstSentence = collector.candidates.length;
  offerSentences(page, collector);
  offerAmountsInSentences(page, collector);
  offerAddOnList(page, collector);
  offerAddressee(page, collector);
  offerTitleType(page, collector);
  const sentences = collector.candidates.slice(firstSentence);
  for (const candidate of collector.candidates.slice(0, firstSentence)) {
    // (Only a label in the value's own run: the sentence's words may run over a grid's labels and values.)
    const overruled =
      candidate.placement === 'inline' &&
      sentences.some((sentence) => sentence.target !== candidate.target && conceptOf(sentence.target).kind === conceptOf(candidate.target).kind && sharesWords(sentence.span, candidate.span));
    if (overruled) candidate.score *= LABEL_IN_SENTENCE;
  }
}

/** An amount a sentence names by the words before it: "the basic own damage premium of Rs. 13,842.00", "IDV … fixed at Rs. 8,45,000". */
const AMOUNT_NAMED = /\s+(?:of|is|at|to|amounting\s+to|(?:has\s+been|is|was)\s+(?:fixed|set|charged|computed|arrived)\s+at)\s+(?:Rs\.?|INR|₹)\s*(\d[\d,]*(?:\.\d+)?)/dgi;
/** Where the words naming it start: after a clause's mark or joining word ("…, and a No Claim Bonus discount"). */
const CLAUSE_START = new RegExp(String.raw`^.*(?:[,;:()]|${SENTENCE_END}|\b(?:and|with|giving|gives|while|whereas|i\.e\.|comprises|includes|brings?|bringing|takes?|taking))\s*`, 'is');
const ARTICLE = /^(?:(?:the|a|an|your|our|this)\s+)+/i;
/** At most this many words name an amount. */
const AMOUNT_NAME_WORDS = 7;
/** How well the words must name a field: sentences hold many amounts. */
const NAMED_WELL = 0.7;

function offerAmountsInSentences(page: PageIndex, collector: CandidateCollector) {
  const { text, marked, words } = documentText(page);
  for (const match of marked.matchAll(AMOUNT_NAMED)) {
    // (A list in brackets between the name and its amount is the name's: "add-on covers (Zero Depreciation, …) of Rs. 4,931".)
    // (So is an abbreviation in brackets within it: "The Insured's Declared Value (IDV) of your vehicle has been fixed at …".)
    const before = marked.slice(Math.max(0, match.index - 160), match.index).replace(/\s*\([^()]*\)/g, ' ');
    const phrase = before.replace(CLAUSE_START, '').replace(ARTICLE, '').trim();
    const count = phrase.split(/\s+/).length;
    if (!phrase || count > AMOUNT_NAME_WORDS) continue;
    // (Each field the words name well: "Own Damage premium" is the basic OD premium on some schedules, the total on others.)
    const named = scoreLabel(labelTokens(phrase)).filter((field) => field.score >= NAMED_WELL);
    if (!named.length || conceptOf(named[0].target).kind !== 'amount') continue;
    const [start, end] = match.indices![1]!;
    const parts = words.filter((word) => word.end > start && word.start < end).map((word) => word.part);
    if (!parts.length) continue;
    for (const field of named.filter(({ target }) => conceptOf(target).kind === 'amount')) {
      collector.offer(field.target, { ...page.span(parts, text.slice(start, end)), labelishness: 0 }, { labelScore: field.score, placement: 'prose' });
    }
  }
}

/** An amount in brackets after its item's name: "Zero Depreciation (Rs. 4,725.00/-)". */
const ITEM_AMOUNT = String.raw`[\p{L}][\p{L} &'-]{1,40}?\s*\(\s*(?:Rs\.?|INR|₹)\s*(\d[\d,]*(?:\.\d+)?)(?:\/-)?\s*\)`;
/** "the add-on covers Zero Depreciation (Rs. 4,725.00/-), Consumables (Rs. 560.00/-) and Key Replacement (Rs. 350.00/-)". */
const ADD_ON_LIST = new RegExp(String.raw`\badd-?ons?(?:\s+covers?)?\s+((?:${ITEM_AMOUNT}\s*(?:,|and|&)?\s*){2,})`, 'diu');

/** Add-ons a sentence lists each with its amount: their sum (a list printed with its total has the total beside a label). */
function offerAddOnList(page: PageIndex, collector: CandidateCollector) {
  const { marked, words } = documentText(page);
  const match = ADD_ON_LIST.exec(marked);
  if (!match?.indices) return;
  const [start, end] = match.indices[1]!;
  const amounts = [...match[1].matchAll(new RegExp(ITEM_AMOUNT, 'gu'))].map((item) => Number(item[1].replace(/,/g, '')));
  const parts = words.filter((word) => word.end > start && word.start < end).map((word) => word.part);
  const sum = Math.round(amounts.reduce((total, amount) => total + amount, 0) * 100) / 100;
  if (parts.length) collector.offer('total_od_add_on_premium', { ...page.span(parts, String(sum)), labelishness: 0 }, { labelScore: 1, placement: 'prose' });
}

function offerSentences(page: PageIndex, collector: CandidateCollector) {
  const { text, marked, words } = documentText(page);
  for (const { regex, targets, share } of PATTERNS) {
    const match = new RegExp(regex.source, `${regex.flags}d`).exec(marked);
    if (!match?.indices) continue;
    targets.forEach((target, index) => {
      const range = match.indices![index + 1];
      if (!target || !range) return;
      const start = range[0] + (conceptOf(target).kind === 'name' ? leadingLabelLength(text.slice(range[0], range[1])) : 0);
      const parts = words.filter((word) => word.end > start && word.start < range[1]).map((word) => word.part);
      if (!parts.length) return;
      const span = page.span(parts, text.slice(start, range[1]).replace(/\s+/g, ' ').trim());
      collector.offer(target, { ...span, labelishness: 0 }, { labelScore: 1, placement: 'prose', factor: share });
    });
  }
}

/** A title naming the document ("… POLICY SCHEDULE", "Certificate of Insurance …"). */
const TITLE_WORDS = /\b(?:polic(?:y|ies)|schedule|certificate)\b/i;
/** Words of another policy than this one ("Existing Third Party (Liability) Policy", "Previous Policy"), or of a part's heading. */
const OTHER_POLICY = /\b(?:previous|prev|prior|existing|active|linked|expiring|expired|old|details)\b/i;
/** What a title naming the type counts for: less than a type printed beside its label. */
const TITLE_TYPE_SHARE = 0.7;
/** Titles are printed in the top of the first page. */
export const TITLE_AREA = 0.3;

/**
 * A policy's type named in the schedule's title ("STANDALONE OWN DAMAGE POLICY SCHEDULE", "… - LIABILITY ONLY (ACT)
 * POLICY"), where no label names it.
 */
function offerTitleType(page: PageIndex, collector: CandidateCollector) {
  const [first] = page.model.pages;
  for (const line of page.model.lines) {
    if (line.page !== 1 || line.y > first.height * TITLE_AREA) continue;
    for (const segment of line.segments) {
      const text = segment.text;
      if (!TITLE_WORDS.test(text) || OTHER_POLICY.test(text) || /[:：]/.test(text) || text.split(/\s+/).length > 16 || isLabelsValue(page.model, segment)) continue;
      const span = page.span([{ segment, from: 0, to: page.wordsOf(segment).length }]);
      collector.offer('policy_type', { ...span, labelishness: 0 }, { labelScore: 1, placement: 'prose', factor: TITLE_TYPE_SHARE });
    }
  }
}

/** A letter's "To," alone on its line. */
const TO_LINE = /^to\s*[,:]?$/i;
/** A line naming a state or country alone: words in capitals, no figures or marks ("Tamil Nadu", "India"). */
const STATE_LINE = /^[A-Z][a-z]+(?: [A-Z][a-z]+){0,2}$/;

/**
 * A covering letter's addressee: "To," alone on its line, the insured's name on the next and the address on those under
 * it, down to its PIN code, each line one run starting where the name does ("To," / "Mr. Suresh Venkataraman" /
 * "8-2-293/82, Film Nagar, Jubilee Hills," / "Hyderabad, Telangana - 500096"). Surer than the salutation's "Dear Mr. X".
 */
function offerAddressee(page: PageIndex, collector: CandidateCollector) {
  const lines = page.model.lines;
  lines.forEach((line, index) => {
    const [to] = line.segments;
    const nameLine = lines[index + 1];
    if (line.segments.length !== 1 || !TO_LINE.test(to.text.trim()) || nameLine?.page !== line.page || nameLine.segments.length !== 1) return;
    const [name] = nameLine.segments;
    const address = addressUnder(page, name);
    if (!address.length) return;
    // The state may follow the PIN on a line of its own ("Pune 411007" / "Maharashtra").
    const state = lines[index + 2 + address.length];
    if (state?.page === line.page && state.segments.length === 1 && Math.abs(state.segments[0].x - name.x) <= ALIGN && STATE_LINE.test(state.segments[0].text.trim())) address.push(state.segments[0]);
    const label = { text: to.text, box: to };
    const whole = (run: Segment) => ({ segment: run, from: 0, to: page.wordsOf(run).length });
    collector.offer('customer_name', { ...page.span([whole(name)]), labelishness: 0 }, { labelScore: 1, placement: 'below', label });
    collector.offer('customer_address', { ...page.span(address.map(whole), address.map((run) => run.text).join('\n')), labelishness: 0 }, { labelScore: 1, placement: 'below', label });
  });
}
