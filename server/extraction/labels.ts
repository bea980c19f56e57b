/**
 * What insurers print beside each value, by the slot the value fills. Slots are the policy's
 * snake_case fields plus a few that only help reading (a period gives two dates, "Make / Model"
 * gives two fields, CGST and SGST add up to the tax). Labels are compared after `labelKey`, so
 * case, punctuation, "(A+B)"-style notes and "@ 18%" do not matter; a label must be the whole
 * label text, so "Previous Policy Number" never reads as "Policy Number".
 *
 * Adding a wording an insurer prints is one string in this table; nothing here names an insurer.
 */

export type SlotKind =
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
  | 'email'
  | 'phone'
  | 'policyType'
  | 'businessType'
  | 'fuelType';

interface SlotSpec {
  kind: SlotKind;
  labels: string[];
}

export const SLOTS = {
  policy_number: {
    kind: 'code',
    labels: ['policy no', 'policy number', 'policy num', 'policy certificate no', 'certificate cum policy no', 'policy cum certificate no', 'certificate no', 'certificate number', 'policy ref no', 'policy reference no', 'policy id', 'cover note no'],
  },
  policy_type: {
    kind: 'policyType',
    labels: ['policy type', 'type of policy', 'cover type', 'type of cover', 'coverage type', 'coverage', 'product', 'product name', 'plan', 'plan name', 'policy cover', 'package type', 'policy plan'],
  },
  business_type: {
    kind: 'businessType',
    labels: ['business type', 'type of business', 'transaction type', 'proposal type', 'policy status', 'business', 'new renewal', 'nature of business'],
  },
  customer_name: {
    kind: 'name',
    labels: ['insured name', 'name of insured', 'name of the insured', 'insured', 'insured s name', 'name', 'proposer name', 'name of proposer', 'name of the proposer', 'proposer', 'policyholder', 'policyholder name', 'policy holder name', 'name of policyholder', 'name of policy holder', 'customer name', 'owner name', 'name of owner', 'registered owner', 'insured person', 'insured customer name'],
  },
  customer_phone: {
    kind: 'phone',
    labels: ['mobile', 'mobile no', 'mobile number', 'mob no', 'mob', 'contact no', 'contact number', 'contact', 'phone', 'phone no', 'phone number', 'telephone', 'tel no', 'cell no', 'insured mobile', 'insured mobile no', 'insured contact no', 'mobile phone', 'contact details', 'registered mobile'],
  },
  customer_email: {
    kind: 'email',
    labels: ['email', 'e mail', 'email id', 'e mail id', 'email address', 'e mail address', 'mail id', 'insured email', 'insured email id', 'customer email', 'registered email'],
  },
  customer_address: {
    kind: 'address',
    labels: ['address', 'address of insured', 'address of the insured', 'insured address', 'insured s address', 'communication address', 'correspondence address', 'registered address', 'mailing address', 'postal address', 'customer address', 'proposer address', 'address of proposer', 'permanent address', 'residential address'],
  },

  vehicle_number: {
    kind: 'registration',
    labels: ['registration no', 'registration number', 'vehicle no', 'vehicle number', 'vehicle registration no', 'vehicle registration number', 'vehicle reg no', 'regn no', 'reg no', 'registration mark', 'regn number', 'registration', 'vehicle regn no', 'rto registration no', 'registration no of vehicle'],
  },
  make: {
    kind: 'text',
    labels: ['make', 'manufacturer', 'vehicle make', 'make of vehicle', 'make of the vehicle', 'brand', 'vehicle manufacturer', 'manufacturer name', 'oem'],
  },
  make_model: {
    kind: 'text',
    labels: ['make model', 'make and model', 'make model variant', 'make model and variant', 'vehicle make model', 'make model sub type', 'vehicle description', 'vehicle make and model'],
  },
  model: {
    kind: 'text',
    labels: ['model', 'model variant', 'vehicle model', 'model name', 'model of vehicle', 'model and variant', 'model sub type', 'model variant name'],
  },
  variant: { kind: 'text', labels: ['variant', 'sub model', 'vehicle variant', 'variant name'] },
  manufacturing_year: {
    kind: 'year',
    labels: ['mfg year', 'year of manufacture', 'year of manufacturing', 'manufacturing year', 'year of mfg', 'yom', 'mfg yr', 'year of make', 'make year', 'manufacture year', 'mfg month year', 'month year of manufacture', 'manufacturing month year', 'year of mfg'],
  },
  registration_date: {
    kind: 'date',
    labels: ['registration date', 'date of registration', 'date of regn', 'regn date', 'reg date', 'first registration date', 'date of first registration', 'vehicle registration date', 'date of purchase', 'purchase date', 'registration dt'],
  },
  engine_number: {
    kind: 'code',
    labels: ['engine no', 'engine number', 'engine', 'motor no', 'motor number', 'engine motor no', 'engine no motor no', 'engine serial no'],
  },
  chasis_number: {
    kind: 'code',
    labels: ['chassis no', 'chassis number', 'chasis no', 'chasis number', 'chassis', 'vin', 'vin no', 'vin number', 'vin chassis no', 'chassis vin no', 'frame no'],
  },
  fuel_type: { kind: 'fuelType', labels: ['fuel', 'fuel type', 'type of fuel', 'fuel used'] },
  cc: {
    kind: 'count',
    labels: ['cc', 'cubic capacity', 'engine capacity', 'engine cc', 'cc kw', 'cubic capacity kw', 'capacity', 'cubic capacity watts', 'engine capacity cc'],
  },
  seating_capicity: {
    kind: 'count',
    labels: ['seating capacity', 'seats', 'seating', 'no of seats', 'number of seats', 'seating capacity including driver', 'licensed carrying capacity', 'carrying capacity', 'seat capacity'],
  },
  vehicle_idv: {
    kind: 'amount',
    labels: ['idv', 'insured declared value', 'insured s declared value', 'total idv', 'vehicle idv', 'idv of vehicle', 'idv of the vehicle', 'total insured declared value', 'declared value', 'vehicle value', 'sum insured idv', 'total value'],
  },
  sum_insured: { kind: 'amount', labels: ['sum insured', 'total sum insured'] },

  period: {
    kind: 'period',
    labels: ['period of insurance', 'policy period', 'insurance period', 'period of cover', 'risk period', 'policy duration', 'period', 'policy validity', 'validity', 'cover period', 'period of policy', 'period of insurance from to'],
  },
  start_date: {
    kind: 'date',
    labels: ['period of insurance from', 'policy start date', 'risk start date', 'start date', 'valid from', 'policy period from', 'insurance start date', 'commencement date', 'date of commencement', 'effective date', 'period from', 'from date', 'from', 'policy effective date', 'risk commencement date', 'policy from', 'cover start date', 'inception date', 'risk inception date', 'policy inception date'],
  },
  end_date: {
    kind: 'date',
    labels: ['period of insurance to', 'policy end date', 'risk end date', 'end date', 'valid till', 'valid upto', 'valid up to', 'valid until', 'policy period to', 'insurance end date', 'expiry date', 'date of expiry', 'policy expiry date', 'period to', 'to date', 'to', 'policy to', 'cover end date', 'expiry', 'policy expiry'],
  },
  issue_date: {
    kind: 'date',
    labels: ['date of issue', 'issue date', 'policy issued on', 'issued on', 'policy issue date', 'date of issuance', 'issuance date', 'policy issuance date', 'policy date', 'date of policy issue', 'issue dt', 'date of issue of policy'],
  },
  od_period: {
    kind: 'period',
    labels: ['od policy period', 'own damage cover', 'od cover', 'od cover period', 'own damage period', 'od period', 'own damage policy period', 'period of insurance od', 'own damage', 'od', 'section i own damage', 'own damage cover period', 'od period of insurance', 'period of own damage cover'],
  },
  od_start_date: {
    kind: 'date',
    labels: ['od start date', 'own damage start date', 'od period from', 'od cover start date', 'own damage cover start date', 'od risk start date', 'od from', 'od policy start date', 'own damage from'],
  },
  od_end_date: {
    kind: 'date',
    labels: ['od end date', 'own damage end date', 'od period to', 'od cover end date', 'own damage cover end date', 'od risk end date', 'od to', 'od expiry date', 'od policy end date', 'own damage to', 'own damage expiry date'],
  },
  tp_period: {
    kind: 'period',
    labels: ['tp policy period', 'liability cover', 'third party cover', 'tp cover', 'tp period', 'third party period', 'tp cover period', 'liability period', 'third party liability', 'tp', 'liability', 'section ii liability', 'third party policy period', 'period of insurance tp', 'act liability period', 'tp period of insurance', 'period of liability cover', 'third party liability cover'],
  },
  tp_start_date: {
    kind: 'date',
    labels: ['tp start date', 'third party start date', 'liability start date', 'tp period from', 'tp cover start date', 'tp risk start date', 'tp from', 'tp policy start date', 'third party from'],
  },
  tp_end_date: {
    kind: 'date',
    labels: ['tp end date', 'third party end date', 'liability end date', 'tp period to', 'tp cover end date', 'tp risk end date', 'tp to', 'tp expiry date', 'tp policy end date', 'third party to', 'third party expiry date'],
  },

  basic_od_premium: {
    kind: 'amount',
    labels: ['basic od', 'basic od premium', 'basic own damage premium', 'basic own damage', 'basic premium on vehicle', 'basic premium on vehicle od', 'basic premium', 'od basic premium', 'own damage basic premium', 'basic od premium a', 'basic premium od', 'od premium basic', 'vehicle basic premium', 'basic od cover', 'own damage basic'],
  },
  total_od_add_on_premium: {
    kind: 'amount',
    labels: ['total od add on premium', 'od add on premium', 'own damage add on premium', 'add on premium od', 'add on covers', 'add on cover', 'add on premium', 'add ons', 'add on', 'add on cover premium', 'total add on premium', 'addon premium', 'add on covers premium', 'total od add on', 'od add ons', 'own damage add ons', 'add on covers od'],
  },
  ncb: {
    kind: 'percent',
    labels: ['ncb', 'no claim bonus', 'ncb discount', 'less ncb', 'ncb applicable', 'no claim bonus discount', 'current ncb', 'ncb on od', 'less no claim bonus', 'ncb percentage', 'applicable ncb', 'ncb %', 'deduct ncb', 'no claims bonus'],
  },
  total_od_premium: {
    kind: 'amount',
    labels: ['total od premium', 'total own damage premium', 'net od premium', 'net own damage premium', 'od premium', 'own damage premium', 'total od', 'net od', 'od total', 'total own damage', 'net own damage', 'total od premium a', 'od premium total', 'total premium od', 'own damage premium total', 'net premium od'],
  },
  basic_tp_premium: {
    kind: 'amount',
    labels: ['basic tp premium', 'basic tp', 'basic third party premium', 'basic third party', 'third party basic premium', 'basic liability premium', 'tp premium basic', 'basic tp incl tppd', 'basic tp premium incl tppd', 'basic third party liability', 'tp basic premium', 'basic premium tp', 'basic tp cover', 'basic premium third party', 'basic liability'],
  },
  total_tp_add_on_premium: {
    kind: 'amount',
    labels: ['total tp add on premium', 'tp add on premium', 'third party add on premium', 'add on premium tp', 'pa cover legal liability', 'pa cover', 'pa owner driver', 'pa cover owner driver', 'pa cover for owner driver', 'compulsory pa cover', 'compulsory pa cover for owner driver', 'pa to owner driver cover', 'other tp covers', 'tp add ons', 'pa to owner driver', 'tp add on', 'liability add on premium', 'total tp add on', 'pa and legal liability', 'legal liability and pa cover', 'add on covers tp', 'other liability covers'],
  },
  total_tp_premium: {
    kind: 'amount',
    labels: ['total tp premium', 'total third party premium', 'net tp premium', 'net third party premium', 'total liability premium', 'tp premium', 'third party premium', 'liability premium', 'total tp', 'net liability premium', 'total act premium', 'act premium', 'total third party', 'net tp', 'tp total', 'total premium tp', 'total liability', 'net premium tp', 'total liability premium b', 'third party premium total'],
  },
  gross_discount: { kind: 'amount', labels: ['gross discount', 'total discount', 'discount', 'od discount'] },
  net_premium: {
    kind: 'amount',
    labels: ['net premium', 'taxable value', 'taxable premium', 'taxable amount', 'premium before tax', 'premium before taxes', 'total premium before tax', 'premium excl gst', 'premium excluding gst', 'premium exclusive of gst', 'net premium payable', 'total net premium', 'net total premium', 'premium without gst', 'taxable value net premium', 'net premium taxable value', 'total premium a b'],
  },
  taxes: {
    kind: 'amount',
    labels: ['gst', 'igst', 'cgst sgst', 'cgst and sgst', 'cgst utgst', 'gst amount', 'total gst', 'tax', 'taxes', 'service tax', 'goods and services tax', 'add gst', 'gst total', 'total tax', 'tax amount', 'gst payable', 'add taxes', 'taxes gst', 'integrated gst'],
  },
  cgst: { kind: 'amount', labels: ['cgst', 'central gst', 'central tax'] },
  sgst: { kind: 'amount', labels: ['sgst', 'utgst', 'state gst', 'state tax', 'sgst utgst', 'ut tax'] },
  total_premium: {
    kind: 'amount',
    labels: ['total premium', 'total premium payable', 'final premium', 'gross premium', 'gross premium paid', 'premium paid', 'total amount', 'total payable', 'amount paid', 'total policy premium', 'premium payable', 'grand total', 'total amount payable', 'total premium paid', 'total premium including gst', 'total premium incl gst', 'premium amount', 'amount payable', 'final premium payable', 'total premium amount', 'premium collected', 'total premium rounded off'],
  },

  previous_insurer_name: {
    kind: 'name',
    labels: ['previous insurer', 'previous insurance company', 'previous insurer name', 'prev insurer', 'name of previous insurer', 'expiring insurer', 'previous insurance co', 'previous policy insurer', 'prev insurance company', 'previous year insurer', 'past insurer', 'existing insurer', 'previous insurer details'],
  },
  previous_policy_number: {
    kind: 'code',
    labels: ['previous policy no', 'previous policy number', 'prev policy no', 'prev policy number', 'expiring policy no', 'expiring policy number', 'old policy no', 'old policy number', 'previous policy', 'past policy no', 'previous year policy no', 'existing policy no', 'previous policy details'],
  },
  previous_policy_end_date: {
    kind: 'date',
    labels: ['previous policy expiry', 'previous policy expiry date', 'previous policy valid till', 'previous policy valid upto', 'previous policy end date', 'prev policy expiry date', 'prev policy end date', 'expiring policy end date', 'expiring policy expiry date', 'previous policy period to', 'previous expiry date', 'previous policy expires on', 'previous policy expired on', 'prev policy expiry', 'expiry date of previous policy', 'previous policy to'],
  },
  previous_period: { kind: 'period', labels: ['previous policy period', 'prev policy period', 'expiring policy period', 'previous period of insurance'] },
  previous_ncb: {
    kind: 'percent',
    labels: ['previous ncb', 'ncb on previous policy', 'ncb earned on previous policy', 'previous year ncb', 'prev ncb', 'ncb of previous policy', 'expiring ncb', 'existing ncb', 'previous policy ncb', 'ncb in previous policy', 'ncb earned', 'last year ncb', 'ncb on expiring policy'],
  },

  broker_name: {
    kind: 'name',
    labels: ['broker name', 'broker', 'intermediary name', 'intermediary', 'name of broker', 'name of intermediary', 'agent name', 'agent broker name', 'broker agent name', 'intermediary broker name', 'insurance broker', 'broker details', 'agent intermediary name', 'servicing broker'],
  },
  broker_code: {
    kind: 'code',
    labels: ['broker code', 'intermediary code', 'broker licence code', 'broker license code', 'broker licence no', 'broker license no', 'agent code', 'broker id', 'intermediary licence no', 'intermediary license no', 'agent broker code', 'broker agent code', 'intermediary id', 'licence code', 'license code', 'broker licence', 'broker license'],
  },
  broker_email: {
    kind: 'email',
    labels: ['broker email', 'broker e mail', 'intermediary email', 'intermediary e mail', 'broker contact email', 'agent email', 'broker email id', 'intermediary email id', 'agent e mail', 'broker mail id'],
  },
} satisfies Record<string, SlotSpec>;

export type Slot = keyof typeof SLOTS;

/** The part of a label that names it: lower case, words only, no "(A+B)", "@ 18%", "incl. TPPD" or "(Rs.)". */
export function labelKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/\(\s*(?:[a-z](?:\s*[+&-]\s*[a-z])*|idv|cc|kw|rs\.?|inr|₹|in\s+[^)]*|incl[^)]*|including[^)]*|rounded[^)]*|\d+(?:\.\d+)?\s*%|[^)]*\d%[^)]*)\s*\)/g, ' ')
    .replace(/@?\s*\d+(?:\.\d+)?\s*%/g, ' ')
    .replace(/&/g, ' and ')
    .replace(/\b(?:incl|including|inclusive of)\b.*$/, ' ')
    .replace(/[^a-z0-9%]+/g, ' ')
    .replace(/\b(?:in\s+(?:rs|inr)|rs|inr|amount in)\s*$/, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const slotByLabel = new Map<string, Slot>();
for (const [slot, spec] of Object.entries(SLOTS) as [Slot, SlotSpec][]) {
  for (const label of spec.labels) {
    const key = labelKey(label);
    if (!slotByLabel.has(key)) slotByLabel.set(key, slot);
  }
}

/**
 * The slot a label names, trying the whole label first and then each side of a "/" ("Taxable
 * Value / Net Premium", "PA Cover / Legal Liability").
 */
export function slotOfLabel(text: string): Slot | undefined {
  const whole = slotByLabel.get(labelKey(text));
  if (whole) return whole;
  if (!text.includes('/')) return undefined;
  for (const side of text.split('/')) {
    const slot = slotByLabel.get(labelKey(side));
    if (slot) return slot;
  }
  return undefined;
}

export const kindOf = (slot: Slot): SlotKind => SLOTS[slot].kind;

/**
 * Inside a section headed "Previous Policy", "Intermediary Details" and the like, short labels
 * mean that section's fields: "Policy No" is the previous policy's, "Name" the broker's.
 */
export type Section = 'previous' | 'broker' | 'other';

export function sectionOfHeading(text: string): Section {
  const key = labelKey(text);
  if (/\b(previous|prev|expiring|prior|past|existing)\b/.test(key)) return 'previous';
  if (/\b(broker|intermediary|agent|distributor|pos|channel)\b/.test(key)) return 'broker';
  return 'other';
}

const SECTION_SLOTS: Record<Exclude<Section, 'other'>, Partial<Record<Slot, Slot>>> = {
  previous: {
    policy_number: 'previous_policy_number',
    end_date: 'previous_policy_end_date',
    period: 'previous_period',
    ncb: 'previous_ncb',
    customer_name: 'previous_insurer_name',
    broker_name: 'previous_insurer_name',
  },
  broker: {
    customer_name: 'broker_name',
    customer_email: 'broker_email',
    policy_number: 'broker_code',
  },
};

/** Labels that only name a field inside a section ("Insurer", "Code", "Insurer Name"). */
const SECTION_ONLY_LABELS: Record<Exclude<Section, 'other'>, Record<string, Slot>> = {
  previous: { insurer: 'previous_insurer_name', 'insurer name': 'previous_insurer_name', 'insurance company': 'previous_insurer_name', company: 'previous_insurer_name', 'policy expiry date': 'previous_policy_end_date', 'expiry date': 'previous_policy_end_date' },
  broker: { code: 'broker_code', 'licence no': 'broker_code', 'license no': 'broker_code', 'licence code': 'broker_code', 'contact email': 'broker_email' },
};

export function slotInSection(text: string, section: Section): Slot | undefined {
  if (section === 'other') return slotOfLabel(text);
  const own = SECTION_ONLY_LABELS[section][labelKey(text)];
  if (own) return own;
  const slot = slotOfLabel(text);
  return slot && (SECTION_SLOTS[section][slot] ?? slot);
}
