/** The choices that make a family's template. */
import type { AmountFormat, DateFormat, PercentFormat, PhoneFormat, RegistrationFormat } from '../formats';
import type { DatePairSlot, DistractorSlot, FieldSlot, LabelCase, SectionId, TableSlot } from '../lexicon';
import type { NumberPatterns } from '../values';

/** Where a value goes relative to its label. */
export type Placement =
  /** One label and value a line: value just after the longest label, at a far column, or right-aligned. */
  | { kind: 'list'; valueAt: 'near' | 'far' | 'right'; colon: 'afterLabel' | 'column' | 'none'; farFraction: number }
  /** 2–3 label/value pairs a line, label and value as separate runs at columns. */
  | { kind: 'pairs'; perRow: 2 | 3; colon: 'afterLabel' | 'none'; labelFraction: number }
  /** "Label: value" in one run, 1–3 a line. */
  | { kind: 'inline'; perRow: 1 | 2 | 3; separator: string }
  /** Label above value, 2–4 a row, in boxes or open. */
  | { kind: 'stacked'; perRow: 2 | 3 | 4; boxed: boolean; shaded: boolean };

export interface SectionPlan {
  id: SectionId;
  placement: Placement;
}

/** A band of the page: one full-width section, or two columns of sections side by side. */
export type Band = { full: SectionPlan } | { left: SectionPlan[]; right: SectionPlan[] };

export type PremiumStyle = 'matrix' | 'transposed' | 'amountList' | 'fields';

export type FontFace = 'Helvetica' | 'Times' | 'Noto';

export interface FamilyDesign {
  seed: number;
  heldBack: boolean;
  /** A short human description of the template. */
  description: string;
  insurer: string;
  identity: { cin: string; gstin: string; irdai: string; uin: string; office: string; website: string; tollFree: string; logo: 'none' | 'box' | 'circle'; headerAlign: 'left' | 'center' };
  patterns: NumberPatterns;
  page: { margin: number; fontSize: number; lineSpacing: number; font: FontFace; sectionGap: number; gutter: number };
  /** Colour of headings, bands and the logo, as RGB in 0–1. */
  accent: readonly [number, number, number];
  tableStyle: { borders: 'grid' | 'rules' | 'none'; shadedHeader: boolean; headersLeft: boolean };
  text: { labelCase: LabelCase; labelBold: boolean; valueBold: boolean; valueUpper: boolean; hindi: 'none' | 'slash' | 'above' };
  heading: { upper: boolean; sizeDelta: number; rule: boolean; band: boolean; numbered: boolean; hindi: boolean };
  formats: {
    date: DateFormat;
    periodDate: DateFormat;
    /** Printed after a period's start and end ("00:00 Hrs", "Midnight"), or nothing. */
    times: readonly [string, string] | null;
    /** How a period joins its dates: {s}, {e}, and {ts}/{te} for the times. */
    periodJoin: string;
    amount: AmountFormat;
    /** Printed after amount labels when values carry no currency ("Basic OD Premium (Rs.)"). */
    amountLabelSuffix: string;
    registration: RegistrationFormat;
    phone: PhoneFormat;
    percent: PercentFormat;
    ccSuffix: string;
    seatsSuffix: string;
    nameTitle: boolean;
    monthYear: boolean;
  };
  wordings: Record<FieldSlot, string>;
  datePairs: Record<DatePairSlot, readonly [string, string]>;
  headings: Record<SectionId, string>;
  tables: Record<TableSlot, string>;
  distractors: Record<DistractorSlot, string>;
  title: string;
  sentences: { intro?: string; broker?: string; previous?: string };
  columns: 1 | 2;
  bands: Band[];
  premiumStyle: PremiumStyle;
  period: { policy: 'split' | 'combined'; odTp: 'none' | 'split' | 'combined' | 'table'; ownSection: boolean };
  taxes: { style: 'gst' | 'split' | 'igst'; rate: 'label' | 'separate' | 'none' };
  ncbPrint: 'discountLabel' | 'separate';
  /** Small printing habits: which printed form of a value, how a rate sits in a label, how parts join. */
  forms: {
    policyType: number;
    businessType: number;
    /** How a percentage sits in a label: "{p}" is replaced ("NCB @ 50%", "GST (18%)"). */
    percentInLabel: string;
    taxLabels: { cgst: string; sgst: string; igst: string };
    /** Whether split CGST/SGST lines are followed by their total. */
    taxTotalAfterSplit: boolean;
    makeModelJoin: string;
    engineChassisJoin: string;
    address: 'oneLine' | 'cityStatePin' | 'cityThenStatePin' | 'pinLine';
    pinLabel: string;
  };
  makeModel: 'separate' | 'combined' | 'withVariant';
  engineChassis: 'separate' | 'combined';
  idv: { section: 'vehicle' | 'premium' | 'policy'; breakdown: boolean };
  /** Probability that a document of the family prints each optional field or group. */
  presence: Record<OptionalPart, number>;
  /** Distractors the template prints (where they apply). */
  printedDistractors: DistractorSlot[];
  /** How a policy without OD (or TP) cover prints that part: zeros, or not at all. */
  missingCover: 'zeros' | 'omit';
  premiumLines: { basic: boolean; addOnTotal: boolean; addOnLines: boolean; sectionTotals: boolean; rounded: boolean };
  letter: { sentenceOnly: boolean } | null;
  footer: { notice: boolean; signature: boolean; issueDateInFooter: boolean; brokerSentence: boolean; previousSentence: boolean };
}

export const OPTIONAL_PARTS = [
  'policy_type',
  'business_type',
  'issue_date',
  'customer_phone',
  'customer_email',
  'customer_address',
  'registration_date',
  'manufacturing_year',
  'fuel_type',
  'cc',
  'seating_capicity',
  'vehicle_idv',
  'previous',
  'previous_ncb',
  'broker',
  'broker_code',
  'broker_email',
] as const;
export type OptionalPart = (typeof OPTIONAL_PARTS)[number];
