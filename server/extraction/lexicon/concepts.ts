/**
 * What insurers print beside each value, as concepts: per target, the kind of value it takes and
 * the wordings that name it, written in plain English and compared after `labelTokens`, so word
 * order, abbreviations, case and Hindi forms need no entries of their own. A target is a policy
 * field, a helper that fills fields (a period gives two dates, "Make / Model" two fields), or a
 * distractor: something schedules print that is not a policy field (nominee, receipt number),
 * named so its label is not taken for a field it resembles. Where schedules use one wording for
 * two fields ("OD Premium" is the basic OD premium on some, the total on others) both concepts
 * carry it and the premium arithmetic decides. Insurer names never appear here.
 */

export type ValueKind =
  | 'text'
  | 'name'
  | 'address'
  | 'code'
  | 'date'
  | 'period'
  | 'amount'
  | 'percent'
  | 'year'
  | 'count'
  | 'registration'
  | 'rtoCode'
  | 'email'
  | 'phone'
  | 'policyType'
  | 'businessType'
  | 'fuelType'
  | 'none';

/** Kinds of free text: printed in words, a value of them may wrap over lines and hold words a label has. */
export const FREE_TEXT_KINDS: ReadonlySet<string> = new Set<ValueKind>(['text', 'name', 'address']);
/** Values of these kinds may hold words a label would: a policy type "Third Party Liability". */
export const WORDY_KINDS: ReadonlySet<string> = new Set<ValueKind>(['policyType', 'businessType', 'fuelType']);

/** Sections whose labels mean another party's or another policy's values. */
export type Context = 'previous' | 'broker' | 'nominee' | 'financier';

export interface Concept {
  kind: ValueKind;
  /** The section a label of this concept belongs to when it does not say so itself. */
  context?: Context;
  /** Wordings; a leading `~` marks a weak one (a bare "Name", "Code"): it needs its section's help to win. */
  wordings: string[];
  /** Of values read as well as each other, the largest is this field: a total IDV beside the vehicle's own and its accessories'. */
  largestOfEquals?: boolean;
}

const date = (...wordings: string[]): Concept => ({ kind: 'date', wordings });
const amount = (...wordings: string[]): Concept => ({ kind: 'amount', wordings });
const distractor = (...wordings: string[]): Concept => ({ kind: 'none', wordings });

export const CONCEPTS = {
  policy_number: { kind: 'code', wordings: ['policy number', 'master policy number', 'certificate number', 'policy certificate number', '~policy', 'policy id', 'policy reference number', 'certificate', 'policy reference', 'policy code', '~contract number', '~document number'] },
  policy_type: { kind: 'policyType', wordings: ['policy type', 'product', 'product name', 'product type', 'cover type', '~cover', 'policy cover', 'policy product', 'policy name', 'type cover', 'coverage', 'policy plan', 'coverage type', 'product cover', 'policy class', '~type'] },
  business_type: { kind: 'businessType', wordings: ['business type', 'business', 'proposal type', 'policy business type', 'type business policy', 'policy status', 'business class', 'case type', 'purchase type', 'policy transaction', 'proposal', '~type'] },
  issue_date: date('issue date', 'policy issue date', 'policy issue', 'issue', '~policy date', 'date issue policy', 'issue date time', '~date', '~document date', '~transaction date', '~booking date'),
  start_date: date('start date', 'policy start date', 'start', 'period start', 'policy period start', 'risk start date', 'risk start', 'insurance start date', 'cover start', 'valid start', 'policy start', 'period insurance start'),
  end_date: date('end date', 'policy end date', 'end', 'period end', 'policy period end', 'risk end date', 'risk end', 'insurance end date', 'cover end', 'valid end', 'policy end', 'period insurance end'),
  period: { kind: 'period', wordings: ['period', 'policy period', 'period insurance', 'insurance period', 'risk period', 'cover period', 'period cover', 'policy validity', '~valid', 'policy duration', 'period policy'] },
  od_period: { kind: 'period', wordings: ['od period', 'od cover period', 'od policy period', '~od', 'od cover', 'od period insurance', 'od risk period', 'od validity'] },
  tp_period: { kind: 'period', wordings: ['tp period', 'tp cover period', 'tp policy period', '~tp', 'tp cover', 'tp period insurance', 'tp risk period', 'tp validity'] },
  od_start_date: date('od start date', 'od start', 'od period start', 'od cover start', 'od policy start date', 'od risk start'),
  od_end_date: date('od end date', 'od end', 'od period end', 'od cover end', 'od policy end date', 'od risk end'),
  tp_start_date: date('tp start date', 'tp start', 'tp period start', 'tp cover start', 'tp policy start date', 'tp risk start'),
  tp_end_date: date('tp end date', 'tp end', 'tp period end', 'tp cover end', 'tp policy end date', 'tp risk end'),

  customer_name: { kind: 'name', wordings: ['insured name', 'insured', '~name', 'owner name', 'registered owner', 'insured person', 'insured person name', 'name insured person', 'owner', 'full name', 'name insured owner', 'vehicle owner', 'insured owner', 'proposer name', 'name proposer', 'full name proposer'] },
  customer_phone: { kind: 'phone', wordings: ['phone', 'phone number', 'insured phone', 'registered phone', 'phone details', 'phone id', 'contact', 'contact number', 'contact details', 'insured contact number'] },
  customer_email: { kind: 'email', wordings: ['email', 'email id', 'email address', 'insured email', 'registered email', 'email id insured'] },
  customer_address: { kind: 'address', wordings: ['address', 'insured address', 'registered address', 'permanent address', 'address insured', 'address details', 'full address'] },

  vehicle_number: { kind: 'registration', wordings: ['registration number', 'vehicle number', 'vehicle registration number', 'registration', 'vehicle registration', 'registered number', 'registration mark', 'rto registration number', 'vehicle', 'registration id', 'vehicle registration mark', 'registered vehicle number'] },
  make: { kind: 'text', wordings: ['make', 'vehicle make', 'make vehicle', 'make name', 'vehicle make name', 'make company'] },
  model: { kind: 'text', wordings: ['model', 'vehicle model', 'model variant', 'model name', 'model vehicle', 'model variant name', 'vehicle model name'] },
  make_model: { kind: 'text', wordings: ['make model', 'make model variant', 'vehicle make model', 'vehicle make model variant', 'make model name', 'vehicle description'] },
  manufacturing_year: { kind: 'year', wordings: ['manufacture year', 'year manufacture', '~manufacture', 'make year', 'year make', 'model year', 'manufacture month year', 'vehicle manufacture year', 'manufacture date', 'month year manufacture', 'vehicle year', '~year'] },
  registration_date: date('registration date', 'first registration date', 'vehicle registration date', 'date first registration', 'registered date', 'registration date vehicle', '~purchase date', '~purchase', '~registered'),
  engine_number: { kind: 'code', wordings: ['engine number', 'engine', 'engine serial number', 'engine id', 'engine code'] },
  chasis_number: { kind: 'code', wordings: ['chassis number', 'chassis', 'chassis vin', 'chassis vin number', 'chassis serial number', 'chassis id'] },
  fuel_type: { kind: 'fuelType', wordings: ['fuel', 'fuel type', 'type fuel', 'fuel used', 'fuel class', 'fuel kind'] },
  cc: { kind: 'count', wordings: ['cc', 'engine capacity', 'engine cc', '~capacity', 'cc capacity', 'engine cc capacity', 'cc engine'] },
  seating_capicity: { kind: 'count', wordings: ['seats', 'seats capacity', 'number seats', 'carrying capacity', 'licensed carrying capacity', 'seats capacity including driver', 'seats including driver', 'licensed seats', 'seats driver', 'seats capacity driver'] },
  vehicle_idv: { ...amount('idv', 'total idv', 'vehicle idv', 'idv vehicle', 'total vehicle idv', 'suminsured idv', 'total value vehicle', 'vehicle value', '~total suminsured', 'total suminsured idv', '~suminsured vehicle', '~market value'), largestOfEquals: true },

  basic_od_premium: amount('basic od premium', 'basic od', 'basic premium od', 'basic premium vehicle', 'od basic', 'basic vehicle premium', '~od premium', 'vehicle od basic', 'basic od cover', 'od basic rate premium'),
  total_od_add_on_premium: amount('od addon premium', 'addon premium', 'addon', 'addon cover', 'total addon premium', 'addon cover premium', 'total od addon', 'od addon', 'total addon', 'addon covers total', 'addon od'),
  ncb: { kind: 'percent', wordings: ['ncb', 'less ncb', 'ncb discount', 'ncb od', 'ncb percentage', 'current ncb', 'applicable ncb', 'ncb allowed', 'ncb rate', 'ncb amount', 'ncb entitled'] },
  total_od_premium: amount('total od premium', 'net od premium', 'od premium', 'total od', 'net od', 'od total premium', 'od net premium', 'od premium total', 'od subtotal', 'total od cover'),
  basic_tp_premium: amount('basic tp premium', 'basic tp', 'basic premium tp', 'tp basic', 'basic tp tppd', 'basic tp premium tppd', '~tp premium'),
  // One cover's premium (PA for the owner-driver) is the TP add-ons' total only where nothing names the total.
  total_tp_add_on_premium: amount('tp addon premium', 'tp addon', 'other tp cover', 'tp addon cover', 'pa cover legal tp', 'pa legal tp', '~pa cover', '~pa owner driver', '~pa cover owner driver', '~legal tp', '~compulsory pa cover owner driver', '~pa driver', '~legal tp paid driver'),
  total_tp_premium: amount('total tp premium', 'net tp premium', 'tp premium', 'total tp', 'net tp', 'tp total premium', 'tp net premium', 'tp subtotal', 'total tp cover'),
  net_premium: amount('net premium', 'taxable value', 'taxable premium', 'taxable amount', 'premium before tax', 'total premium before tax', 'net premium od tp', 'total od tp premium', 'taxable', 'premium excluding tax', 'net total premium', 'total product premium', 'product premium', 'subtotal', 'total before tax', 'net amount', 'net premium before tax', 'od tp premium'),
  taxes: amount('tax', 'tax amount', 'total tax', 'cgst sgst', 'tax premium', 'tax payable', 'tax total'),
  taxes_rate: { kind: 'percent', wordings: ['tax rate', 'tax percentage', 'rate tax'] },
  cgst: amount('cgst'),
  sgst: amount('sgst'),
  total_premium: amount('total premium', 'total premium payable', 'final premium', 'gross premium', 'premium payable', 'total payable', 'total amount', 'amount payable', 'premium paid', 'total premium paid', 'total policy premium', 'total amount payable', 'final premium payable', 'total premium including tax', 'gross premium paid', 'premium amount', 'amount paid', 'total amount paid', 'final amount', 'net payable', 'total premium tax', 'grand total premium', 'premium total', 'total gross premium'),

  previous_insurer_name: { kind: 'name', context: 'previous', wordings: ['previous insurer', 'previous insurer name', 'previous insurance company', 'previous company', 'previous policy insurer', 'previous insurance company name', 'previous insurance', 'previous policy company', 'previous insured with'] },
  previous_policy_number: { kind: 'code', context: 'previous', wordings: ['previous policy number', 'previous policy', 'previous number', 'previous certificate number', 'previous policy reference'] },
  previous_policy_end_date: { kind: 'date', context: 'previous', wordings: ['previous policy end date', 'previous end date', 'previous policy end', 'previous end', 'previous policy period end', 'previous period end', 'previous policy valid end', 'previous date end'] },
  previous_period: { kind: 'period', context: 'previous', wordings: ['previous policy period', 'previous period', 'previous period insurance'] },
  previous_ncb: { kind: 'percent', context: 'previous', wordings: ['previous ncb', 'previous policy ncb', 'ncb previous', 'previous year ncb', 'previous ncb earned', 'previous ncb percentage'] },

  broker_name: { kind: 'name', context: 'broker', wordings: ['broker name', 'broker', 'name broker', 'broker details', 'broker company'] },
  // (A licence or registration number is the regulator's, given only where no code the insurer gave is printed.)
  broker_code: { kind: 'code', context: 'broker', wordings: ['broker code', '~broker licence number', 'broker licence code', '~broker licence', 'broker id', 'broker number', '~broker registration number', 'broker code number', '~broker irdai registration number', 'broker irdai code', '~broker irdai licence number'] },
  broker_email: { kind: 'email', context: 'broker', wordings: ['broker email', 'broker email id', 'broker email address'] },
  broker_phone: { ...distractor('broker phone', 'broker contact', 'broker contact number', 'broker phone number'), context: 'broker' },

  // "Claims Made | Yes", "Any Claim in Previous Policy | No": a previous policy's claims, no field of this one (and of no
  // context: a label after it in its run, "Claim Status : No Claim | Policy No. : …", is this policy's).
  claims: distractor('claim made', 'claim made previous policy', 'claim', 'claim previous', 'claim previous policy', 'claim status', 'claim history', 'claim previous year'),
  nominee: { ...distractor('nominee', 'nominee name', 'nominee relation', 'relation', 'nominee age'), context: 'nominee' },
  financier: { ...distractor('financier', 'financier name', 'financier address'), context: 'financier' },
  insurer: distractor('insurer', 'insurer name', 'insurance company', 'company name', 'issuing office', 'insurance company name'),
  paperwork: distractor('receipt number', 'receipt date', 'payment date', 'payment', 'proposal number', 'proposal date', 'quote number', 'quotation number', 'covernote number', 'covernote date', 'gstin', 'gstin number', 'irdai registration number', 'irdai', 'invoice number', 'pan'),
  pa_sum_insured: distractor('pa suminsured', 'suminsured pa', 'pa cover suminsured', 'suminsured', 'pa owner driver suminsured'),
  variant: distractor('variant', 'vehicle variant', 'variant name'),
  colour: distractor('colour', 'vehicle colour', 'body colour', 'colour vehicle'),
  vehicle_class: distractor('vehicle class', 'class', 'body type', 'type body', 'vehicle type', 'vehicle class type'),
  rto_location: distractor('rto', 'rto location', 'registration authority', 'rto name'),
  // (A new car's RTO is printed where its registration says "NEW": "RTO | KA-53 K.R. Puram, Bengaluru"; a place's name alone
  // beside "RTO" stays the distractor's, "Guwahati".)
  rto_code: { kind: 'rtoCode', wordings: ['rto', 'rto code'] },
  birth_date: distractor('date birth', 'birth date', 'age'),
  // A proposer's particulars other than the name: "Title | Smt.", "Father's / Husband's name", "Occupation".
  particulars: distractor('title', 'salutation', 'occupation', 'father name', 'husband name', 'father husband name'),
  discount: distractor('discount', 'gross discount', 'od discount', 'total discount'),
  // Add-on covers priced in a premium table's rows: "Engine Protector | Rs. 3,310.56" is no engine number nor capacity.
  add_on_cover: distractor('engine protector', 'engine protect', 'engine protection', 'engine protect cover', 'ncb protector', 'ncb protect', 'ncb protection', 'ncb protect cover', 'return to invoice', 'tyre protect', 'zero depreciation', 'roadside assistance', 'key replacement'),
  rounded: distractor('premium rounded', 'rounded premium', 'total rounded', 'rounded total premium', 'rounded'),
} satisfies Record<string, Concept>;

export type Target = keyof typeof CONCEPTS;

/** Targets read only to fill fields: a period's two dates, make and model printed together, the two halves of GST. */
const HELPERS = new Set<string>(['period', 'od_period', 'tp_period', 'previous_period', 'make_model', 'cgst', 'sgst']);

/** A policy field the reader reads from a document (not a helper, not a distractor). */
export const isReadField = (name: string): name is Target => name in CONCEPTS && !HELPERS.has(name) && CONCEPTS[name as Target].kind !== 'none';

export const conceptOf = (target: Target): Concept => CONCEPTS[target];
/** The kind of value a field holds; a key the reader does not know is text. */
export const kindOfField = (field: string | undefined): string => (field && field in CONCEPTS ? CONCEPTS[field as Target].kind : 'text');
export const contextOf = (target: Target): Context | undefined => conceptOf(target).context;
export const TARGETS = Object.keys(CONCEPTS) as Target[];
