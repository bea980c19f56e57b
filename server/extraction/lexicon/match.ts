/**
 * How well a printed label names each target, by its tokens: the share of a wording's tokens the
 * label holds (weighted, so "policy" counts more than "details"), lowered by the label's tokens the
 * wording lacks (a "previous" or "nominee" the wording does not have says the label means
 * something else). A section's tokens help a label that needs them ("Name" under "Intermediary
 * Details" is the broker's) but are never held against it.
 */
import { type Context, CONCEPTS, contextOf, type Target, TARGETS } from './concepts';
import { isUnknownHindi, labelTokens } from './tokens';

/** How much a token says about which field a label names. Unlisted known tokens weigh 1. */
const WEIGHT: Record<string, number> = {
  previous: 2, broker: 2, nominee: 2, financier: 2, receipt: 2, proposal: 2, covernote: 2, gstin: 2, irdai: 2,
  od: 1.5, tp: 1.5, basic: 1.5, addon: 1.5, ncb: 1.5, tax: 1.5, cgst: 1.5, sgst: 1.5, discount: 1.5, taxable: 1.5,
  issue: 1.5, start: 1.5, end: 1.5, registration: 1.5, engine: 1.5, chassis: 1.5, phone: 1.5, email: 1.5, address: 1.5,
  make: 1.5, model: 1.5, variant: 1.5, fuel: 1.5, cc: 1.5, seats: 1.5, idv: 1.5, suminsured: 1.5, business: 1.5,
  insurer: 1.5, pa: 1.5, relation: 1.5, birth: 1.5,
  net: 1.2, period: 1.2, manufacture: 1.2, product: 1.2, legal: 1.2, class: 1.2, rto: 1.2,
  total: 1, gross: 1, policy: 1, certificate: 1, code: 1, licence: 1, year: 1, rounded: 1, subtotal: 1, before: 1,
  final: 0.8, insured: 0.8, name: 0.8, date: 0.8, driver: 0.8, owner: 0.8,
  capacity: 0.6, cover: 0.6, vehicle: 0.6, reference: 0.6,
  number: 0.5, payable: 0.5, paid: 0.5,
  premium: 0.4, type: 0.4, company: 0.4, registered: 0.4,
  value: 0.3, insurance: 0.3, id: 0.3, valid: 0.3, tppd: 0.3, less: 0.3, contact: 0.3, earned: 0.3,
  amount: 0.2, details: 0.05,
};
/** A word no wording knows ("Vahan", "Suraksha") is some evidence the label means something else. */
const UNKNOWN_WEIGHT = 0.7;
/** Prior of a weak wording (`~name`): right only with its section's help. */
const WEAK_PRIOR = 0.75;
/** A word borrowed from the section's heading says less than the label's own. */
const BORROWED = 0.8;
/** A label of one party's field printed in another party's section. */
const OTHER_SECTION = 0.35;
/**
 * Words saying an NCB is this policy's, whatever section it is printed in ("Prev. NCB % / Current NCB %"). (Only the NCB's:
 * a renewal notice's "Present Policy No." or "Current Policy Expiry" is the expiring policy's.)
 */
const THIS_POLICY = new Set(['current', 'renewed']);
const THIS_POLICYS: Partial<Record<Target, Target>> = { ncb: 'previous_ncb' };
const PREVIOUS_OF_THIS = new Set(Object.values(THIS_POLICYS));

const KNOWN_TOKENS = new Set(TARGETS.flatMap((target) => CONCEPTS[target].wordings.flatMap((wording) => labelTokens(wording.replace(/^~/, '')))));
const weightOf = (token: string) => WEIGHT[token] ?? (KNOWN_TOKENS.has(token) ? 1 : isUnknownHindi(token) ? 0 : UNKNOWN_WEIGHT);

interface Wording {
  target: Target;
  tokens: string[];
  /** The word naming its kind, which a label may add with no evidence against it ("OD Risk End" + "Date"; a period's length, "TP Cover (3 Years)"). */
  kindWord?: string;
  total: number;
  prior: number;
}

const KIND_WORDS: Partial<Record<string, string>> = { date: 'date', period: 'year' };

const WORDINGS: Wording[] = TARGETS.flatMap((target) =>
  CONCEPTS[target].wordings.map((text) => {
    const tokens = labelTokens(text.replace(/^~/, ''));
    const kindWord = KIND_WORDS[CONCEPTS[target].kind];
    return { target, tokens, kindWord, total: tokens.reduce((sum, token) => sum + weightOf(token), 0), prior: text.startsWith('~') ? WEAK_PRIOR : 1 };
  }),
);

const BY_TOKEN = new Map<string, Wording[]>();
for (const wording of WORDINGS) for (const token of wording.tokens) BY_TOKEN.set(token, [...(BY_TOKEN.get(token) ?? []), wording]);

export interface Section {
  context?: Context;
  /** Tokens of its heading that a label under it may borrow ("vehicle", "insured", "policy"). */
  tokens: string[];
}

export const NO_SECTION: Section = { tokens: [] };

export interface TargetScore {
  target: Target;
  score: number;
}

function scoreWording(tokens: readonly string[], section: Section, wording: Wording): number {
  let matched = 0;
  let own = 0;
  for (const token of wording.tokens) {
    if (tokens.includes(token)) own += weightOf(token);
    else if (section.tokens.includes(token)) matched += BORROWED * weightOf(token);
  }
  // A section helps a label that names something; it does not make a label of any text under it.
  if (!own) return 0;
  matched += own;
  let extra = 0;
  for (const token of tokens) if (!wording.tokens.includes(token) && token !== wording.kindWord) extra += weightOf(token);
  const coverage = matched / wording.total;
  return (coverage * coverage * wording.prior) / (1 + 0.6 * extra);
}

const scores = new Map<string, TargetScore[]>();

/** Every target the label may name, best first, scores in (0, 1]. */
export function scoreLabel(tokens: readonly string[], section: Section = NO_SECTION): TargetScore[] {
  const key = `${tokens.join(' ')}|${section.context ?? ''}|${section.tokens.join(' ')}`;
  const cached = scores.get(key);
  if (cached) return cached;
  const ranked = rankTargets(tokens, section);
  if (scores.size >= 50_000) scores.clear();
  scores.set(key, ranked);
  return ranked;
}

/** The part of the cover a field is kept to: "od" of total_od_add_on_premium, "tp" of basic_tp_premium. */
const partOf = (target: Target) => /(?:^|_)(od|tp)(?:_|$)/.exec(target)?.[1];

/**
 * A field of one part named in words that do not say which ("Total additional covers"), under the heading of the other
 * part alone ("SECTION II - LIABILITY TO THIRD PARTIES"): the other part's field.
 */
function ofTheOtherPart(target: Target, tokens: readonly string[], section: Section): boolean {
  const part = partOf(target);
  const other = part === 'od' ? 'tp' : 'od';
  return part !== undefined && !tokens.includes(part) && !tokens.includes(other) && section.tokens.includes(other) && !section.tokens.includes(part);
}

function rankTargets(tokens: readonly string[], section: Section): TargetScore[] {
  const best = new Map<Target, number>();
  const namesThisPolicy = tokens.some((token) => THIS_POLICY.has(token)) && !tokens.includes('previous');
  for (const token of new Set([...tokens, ...section.tokens])) {
    for (const wording of BY_TOKEN.get(token) ?? []) {
      let score = scoreWording(tokens, section, wording);
      const context = contextOf(wording.target);
      // (Not a label naming its own party: "Intermediary Email" printed under "PREVIOUS POLICY DETAILS".)
      const namesOwnParty = context ? tokens.includes(context) : namesThisPolicy && THIS_POLICYS[wording.target] !== undefined;
      if (section.context && context !== section.context && !namesOwnParty) score *= OTHER_SECTION;
      if (namesThisPolicy && PREVIOUS_OF_THIS.has(wording.target)) score *= OTHER_SECTION;
      if (ofTheOtherPart(wording.target, tokens, section)) score *= OTHER_SECTION;
      if (score > (best.get(wording.target) ?? 0)) best.set(wording.target, score);
    }
  }
  return [...best].map(([target, score]) => ({ target, score })).sort((a, b) => b.score - a.score);
}

export const scoreLabelText = (text: string, section: Section = NO_SECTION) => scoreLabel(labelTokens(text), section);

/** How much the tokens look like a label at all: the share of their weight that some wording knows. */
export function labelVocabularyShare(tokens: readonly string[]): number {
  const latin = tokens.filter((token) => !isUnknownHindi(token));
  if (!latin.length) return 0;
  return latin.filter((token) => KNOWN_TOKENS.has(token) || token === 'details').length / latin.length;
}

/** The share of a text's words that label words are ("Total Premium": 1, "Vishwas Insurance": 0). */
export const labelWordShare = (text: string) => labelVocabularyShare(labelTokens(text));
