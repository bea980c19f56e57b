/**
 * Wordings of everything around the fields: section headings, table headers, document titles,
 * and the labels of values a schedule prints that are not policy fields (distractors). Headings
 * and table headers are split like the field labels; distractor labels are not measured, so
 * every family may use all of them.
 */
import type { Wordings } from './fields';

export const HEADING_WORDINGS = {
  policy: {
    hi: 'पॉलिसी विवरण',
    shared: ['Policy Details', 'Policy Information', 'Policy Particulars', 'Policy Summary', 'Details of Policy'],
    heldBack: ['Cover Details', 'Policy Overview', 'Certificate Details'],
  },
  period: {
    hi: 'बीमा अवधि',
    shared: ['Period of Insurance', 'Policy Period', 'Insurance Period', 'Cover Period'],
    heldBack: ['Validity of Cover', 'Tenure of Cover'],
  },
  insured: {
    hi: 'बीमित का विवरण',
    shared: ['Insured Details', 'Policyholder Details', 'Details of Insured', 'Customer Details', 'Proposer Details', 'Insured Information'],
    heldBack: ['Policyholder', 'Particulars of Insured', 'Client Details'],
  },
  vehicle: {
    hi: 'वाहन विवरण',
    shared: ['Vehicle Details', 'Details of Vehicle', 'Vehicle Information', 'Particulars of Vehicle Insured', 'Insured Vehicle Details'],
    heldBack: ['Vehicle Particulars', 'Description of Vehicle', 'Motor Vehicle Details'],
  },
  premium: {
    hi: 'प्रीमियम विवरण',
    shared: ['Premium Details', 'Schedule of Premium', 'Premium Computation', 'Premium Breakup', 'Premium Summary', 'Premium Calculation'],
    heldBack: ['Premium Particulars', 'Computation of Premium', 'Premium Break-up Details'],
  },
  previous: {
    hi: 'पिछली पॉलिसी का विवरण',
    shared: ['Previous Policy Details', 'Previous Insurance Details', 'Previous Policy', 'Details of Previous Policy', 'Expiring Policy Details'],
    heldBack: ['Prior Insurance', 'Past Policy Details', 'Previous Insurance History'],
  },
  intermediary: {
    hi: 'मध्यस्थ विवरण',
    shared: ['Intermediary Details', 'Broker Details', 'Intermediary', 'Agent / Broker Details', 'Servicing Intermediary'],
    heldBack: ['Channel Details', 'Distribution Partner', 'Intermediary Information'],
  },
  nominee: {
    hi: 'नामांकित व्यक्ति का विवरण',
    shared: ['Nominee Details', 'Nomination (for PA Cover)', 'Nominee for Owner-Driver PA'],
    heldBack: ['Nomination Details', 'Nominee Information'],
  },
  activeTp: {
    hi: 'तृतीय पक्ष पॉलिसी विवरण',
    shared: ['Active TP Policy Details', 'Third Party Policy Details', 'Details of Existing TP Policy'],
    heldBack: ['Bundled TP Cover Details', 'Liability Policy in Force'],
  },
} as const satisfies Record<string, Wordings>;

export type SectionId = keyof typeof HEADING_WORDINGS;

/** Headers and row labels of the premium matrix and of the period table. */
export const TABLE_WORDINGS = {
  col_od: { hi: 'स्वयं क्षति', shared: ['Own Damage', 'OD', 'Own Damage (OD)', 'Section I - Own Damage'], heldBack: ['Vehicle Damage', 'Damage Cover'] },
  col_tp: { hi: 'तृतीय पक्ष', shared: ['Third Party', 'Liability', 'TP', 'Third Party Liability', 'Section II - Liability'], heldBack: ['Act Liability', 'Liability Section'] },
  col_total: { hi: 'कुल', shared: ['Total', 'Total Premium', 'Amount'], heldBack: ['Sum'] },
  row_basic: { hi: 'मूल प्रीमियम', shared: ['Basic Premium', 'Basic', 'Base Premium', 'Basic Cover'], heldBack: ['Main Cover', 'Core Premium'] },
  row_addons: { hi: 'ऐड-ऑन', shared: ['Add-on Covers', 'Add-on Premium', 'Additional Covers', 'Add-ons'], heldBack: ['Optional Covers', 'Extensions'] },
  row_ncb: { hi: 'नो क्लेम बोनस', shared: ['Less: No Claim Bonus', 'NCB Discount', 'Less NCB', 'No Claim Bonus'], heldBack: ['Claim Free Discount', 'Bonus'] },
  row_total: { hi: 'कुल', shared: ['Total', 'Net Premium', 'Total Premium', 'Section Total'], heldBack: ['Amount Payable', 'Net Amount'] },
  col_cover: { shared: ['Cover', 'Section', 'Cover Type', 'Particulars'], heldBack: ['Coverage', 'Insurance'] },
  col_from: { hi: 'से', shared: ['From', 'Start Date', 'Valid From', 'Effective From'], heldBack: ['Commencing', 'Begins'] },
  col_to: { hi: 'तक', shared: ['To', 'End Date', 'Valid Till', 'Expiry'], heldBack: ['Ending', 'Up To'] },
  row_policy_period: { shared: ['Policy Period', 'Policy', 'Package Policy'], heldBack: ['Whole Policy'] },
  row_od: { hi: 'स्वयं क्षति', shared: ['Own Damage', 'OD Cover', 'Section I (Own Damage)'], heldBack: ['Damage to Vehicle'] },
  row_tp: { hi: 'तृतीय पक्ष', shared: ['Third Party', 'TP Cover', 'Liability', 'Section II (Liability)'], heldBack: ['Act Cover'] },
  col_particulars: { shared: ['Particulars', 'Description', 'Premium Details', 'Cover'], heldBack: ['Item', 'Head'] },
  col_amount: { shared: ['Amount', 'Premium', 'Amount in INR', 'Value'], heldBack: ['Charge', 'Sum'] },
} as const satisfies Record<string, Wordings>;

export type TableSlot = keyof typeof TABLE_WORDINGS;

export const TITLE_WORDINGS: Wordings = {
  hi: 'बीमा प्रमाणपत्र सह पॉलिसी अनुसूची',
  shared: [
    'Certificate of Insurance cum Policy Schedule',
    'Policy Schedule cum Certificate of Insurance',
    'Motor Insurance Policy Schedule',
    'Private Car Policy Schedule',
    'Certificate of Insurance and Policy Schedule',
    'Policy Schedule',
  ],
  heldBack: ['Schedule of Insurance', 'Motor Policy Certificate', 'Policy Certificate cum Schedule'],
};

/** Labels of values that are not policy fields, printed to be confused with them. */
export const DISTRACTOR_WORDINGS = {
  nominee_name: ['Nominee Name', 'Nominee', 'Name of Nominee'],
  nominee_relation: ['Relationship', 'Relation with Insured', 'Nominee Relationship'],
  nominee_age: ['Nominee Age', 'Age of Nominee'],
  receipt_number: ['Receipt No.', 'Premium Receipt No.', 'Receipt Number'],
  receipt_date: ['Receipt Date', 'Date of Receipt', 'Payment Date'],
  cover_note: ['Cover Note No.', 'Covernote No.'],
  proposal_number: ['Proposal No.', 'Proposal Number', 'Quote No.'],
  proposal_date: ['Proposal Date', 'Date of Proposal'],
  customer_id: ['Customer ID', 'Client ID', 'Customer Code'],
  insured_gstin: ['Insured GSTIN', 'GSTIN of Insured', 'Customer GSTIN'],
  financier: ['Hypothecation', 'Financier', 'Hypothecated To', 'Financier Name'],
  variant: ['Variant', 'Sub Model', 'Vehicle Variant', 'Version'],
  body_type: ['Body Type', 'Type of Body'],
  colour: ['Colour', 'Vehicle Colour'],
  rto_location: ['RTO Location', 'Registration Authority', 'RTO', 'RTO City'],
  battery: ['Battery Capacity', 'Battery (kWh)'],
  motor_power: ['Motor Power', 'Kilowatt Rating', 'Power (kW)'],
  pa_sum_insured: ['PA Cover for Owner-Driver (SI)', 'CPA Sum Insured', 'Sum Insured - PA Owner Driver', 'PA Owner Driver SI'],
  deductible: ['Compulsory Deductible', 'Compulsory Excess', 'Deductible'],
  active_tp_policy_number: ['TP Policy No.', 'Active TP Policy No.', 'Existing TP Policy No.', 'Third Party Policy No.'],
  active_tp_insurer: ['TP Insurer', 'Active TP Insurer', 'TP Insurance Company'],
  active_tp_end_date: ['TP Policy Expiry', 'Active TP Valid Till', 'TP Policy End Date'],
  previous_policy_start: ['Previous Policy Start Date', 'Prev. Policy From', 'Previous Policy Inception'],
  previous_claim: ['Claim in Previous Policy', 'Claims Made', 'Previous Claim'],
  other_vehicle: ['NCB Transferred From Vehicle No.', 'Previous Vehicle Regn. No.', 'NCB Reserving Vehicle'],
  idv_total: ['Total IDV', 'Total Sum Insured', 'Total Value (IDV)', 'IDV (Total)', 'Total IDV (incl. Accessories)'],
  idv_electrical: ['Electrical Accessories IDV', 'IDV of Electrical Accessories', 'Elec. Acc. IDV'],
  idv_non_electrical: ['Non-Electrical Accessories IDV', 'IDV of Non-Elec. Accessories', 'Non-Elec. Acc. IDV'],
  idv_cng: ['CNG/LPG Kit IDV', 'IDV of Bi-fuel Kit', 'CNG Kit Value'],
  branch: ['Issuing Office', 'Servicing Branch', 'Policy Issuing Office', 'Branch'],
  place_of_issue: ['Place of Issue', 'Issued At'],
  broker_phone: ['Broker Mobile', 'Intermediary Contact No.', 'Broker Phone'],
  broker_licence_expiry: ['Licence Valid Till', 'Licence Expiry', 'Valid Upto'],
  total_rounded: ['Total Premium (Rounded Off)', 'Rounded Premium', 'Premium (Rounded)', 'Amount Rounded'],
  geographical_area: ['Geographical Area', 'Geographical Scope'],
  seating_note: ['Licensed to Carry'],
} as const satisfies Record<string, readonly string[]>;

export type DistractorSlot = keyof typeof DISTRACTOR_WORDINGS;

/** How a schedule prints the policy type and business type values (what `expected` normalises). */
export const POLICY_TYPE_FORMS = {
  Comprehensive: ['Comprehensive', 'Package', 'Package Policy', 'Private Car Package Policy', 'Comprehensive Package', 'Comprehensive Cover'],
  'Third Party': ['Third Party', 'Liability Only', 'Third Party Liability', 'Act Only', 'TP Only', 'Liability Only Policy'],
  'Standalone OD': ['Standalone OD', 'Standalone Own Damage', 'Own Damage Only', 'SAOD', 'Stand-alone OD Cover'],
} as const;

export const BUSINESS_TYPE_FORMS = {
  New: ['New', 'New Business', 'New Vehicle', 'Fresh'],
  Renewal: ['Renewal', 'Renewal Business', 'Renewal (Same Insurer)'],
  Rollover: ['Rollover', 'Roll Over', 'Roll-over', 'Rollover (Other Insurer)'],
} as const;

/** The product line under the title, by policy type. */
export const PRODUCT_LINES = {
  Comprehensive: ['Private Car Package Policy', 'Motor Insurance - Private Car Comprehensive', 'Private Car Insurance Policy (Package)', 'Auto Secure - Private Car Package Policy'],
  'Third Party': ['Private Car Liability Only Policy', 'Motor Insurance - Private Car Act Only Policy', 'Private Car Third Party Liability Policy'],
  'Standalone OD': ['Private Car Standalone Own Damage Policy', 'Motor Insurance - Own Damage Cover (Private Car)', 'Stand-alone Own Damage Private Car Policy'],
} as const;
