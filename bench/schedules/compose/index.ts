/** One document's content: the family's template filled with the document's values. */
import { familyDesign, OPTIONAL_PARTS, type Band, type FamilyDesign, type OptionalPart, type SectionPlan } from '../design';
import { formatRegistration } from '../formats';
import { fillSentence, HEADING_WORDINGS, PRODUCT_LINES, TITLE_WORDINGS, type SectionId } from '../lexicon';
import { random } from '../random';
import { drawValues, fullName, type ScheduleValues } from '../values';
import { Printer, type Block, type Field, type FieldPrint, type PrintedLabel, type SectionContent } from './content';
import { premiumBlocks } from './premium';
import { activeTpEntries, insuredEntries, intermediaryEntries, idvEntries, nomineeEntries, periodBlocks, policyEntries, previousEntries, vehicleEntries, type ComposeContext } from './sections';

export * from './content';

export interface HeaderContent {
  insurer: string;
  lines: string[];
  title: PrintedLabel;
  product: string;
}

export type BandContent = { full: SectionContent } | { left: SectionContent[]; right: SectionContent[] };

export interface ScheduleContent {
  design: FamilyDesign;
  values: ScheduleValues;
  header: HeaderContent;
  intro: Block[];
  bands: BandContent[];
  footer: Block[];
  /** Every printed field, first printing first. */
  fields: FieldPrint[];
}

function sectionBlocks(c: ComposeContext, id: SectionId): Block[] {
  const entries = (list: ReturnType<typeof policyEntries>): Block[] => [{ kind: 'entries', entries: list }];
  switch (id) {
    case 'policy': {
      const [periodEntries, ...periodTables] = c.design.period.ownSection ? [] : periodBlocks(c);
      const period = periodEntries?.kind === 'entries' ? periodEntries.entries : [];
      return [...entries([...policyEntries(c), ...period, ...(c.design.idv.section === 'policy' ? idvEntries(c) : [])]), ...periodTables];
    }
    case 'period':
      return periodBlocks(c);
    case 'insured':
      return entries(insuredEntries(c));
    case 'vehicle':
      return entries(vehicleEntries(c));
    case 'premium':
      return premiumBlocks(c);
    case 'previous':
      return entries(previousEntries(c));
    case 'activeTp':
      return entries(activeTpEntries(c));
    case 'intermediary':
      return entries(intermediaryEntries(c));
    case 'nominee':
      return entries(nomineeEntries(c));
  }
}

const isEmpty = (block: Block) => (block.kind === 'entries' ? block.entries.length === 0 : block.kind === 'table' ? block.table.rows.length === 0 : !block.text);

function header(design: FamilyDesign, v: ScheduleValues, p: Printer): HeaderContent {
  const { identity } = design;
  const rng = random('header', design.seed);
  const registration = rng.shuffle([`IRDAI Reg. No. ${identity.irdai}`, `CIN: ${identity.cin}`, `GSTIN: ${identity.gstin}`]).join(rng.pick([' | ', '  ', ', ']));
  const lines = [`${rng.pick(['Regd. Office', 'Registered Office', 'Regd. & Corporate Office'])}: ${identity.office}`, registration];
  if (rng.chance(0.6)) lines.push(`${rng.pick(['Toll Free', 'Call us', '24x7 Helpline'])}: ${identity.tollFree} | ${identity.website}`);
  if (rng.chance(0.4)) lines.push(`UIN: ${identity.uin}`);
  const products = PRODUCT_LINES[v.policyType];
  return {
    insurer: design.insurer,
    lines,
    title: { en: design.title, hi: design.text.hindi !== 'none' ? TITLE_WORDINGS.hi : undefined },
    product: p.upper(products[design.forms.policyType % products.length]),
  };
}

/** The letter's opening: salutation and a sentence that carries some fields. */
function intro(design: FamilyDesign, v: ScheduleValues, p: Printer, product: string): { blocks: Block[]; fields: FieldPrint[] } {
  if (!design.letter || !design.sentences.intro) return { blocks: [], fields: [] };
  const vehicle = formatRegistration(v.vehicle.number, design.formats.registration);
  const printed: Record<string, string> = {
    insurer: design.insurer,
    product,
    policy_number: v.policyNumber,
    vehicle_number: vehicle,
    issue_date: p.date(v.issueDate),
    start_date: p.date(v.period.start),
    end_date: p.date(v.period.end),
  };
  const expected: Record<string, string> = { policy_number: v.policyNumber, vehicle_number: v.vehicle.number, issue_date: v.issueDate, start_date: v.period.start, end_date: v.period.end };
  const sentence = fillSentence(design.sentences.intro, printed)!;
  const fields = sentence.parts.flatMap(({ field, label }) => {
    const print = p.fieldPrint(label, field as Field, expected[field], printed[field]);
    return field === 'vehicle_number' ? [print, p.fieldPrint(label, 'rto_code', v.vehicle.number.slice(0, 4), vehicle)] : [print];
  });
  const { person } = v.customer;
  return {
    blocks: [
      { kind: 'paragraph', text: `Dear ${person.title} ${fullName(person)},`, fields: [] },
      { kind: 'paragraph', text: sentence.text, fields },
    ],
    fields,
  };
}

function footer(c: ComposeContext): Block[] {
  const { p, v, design } = c;
  const blocks: Block[] = [];
  const sentence = (template: string | undefined, printed: Record<string, string | undefined>, expected: Record<string, string | number>) => {
    const filled = template ? fillSentence(template, printed) : null;
    if (filled) blocks.push({ kind: 'paragraph', text: filled.text, fields: filled.parts.map(({ field, label }) => p.fieldPrint(label, field as Field, expected[field], printed[field]!)) });
  };
  if (design.footer.previousSentence && v.previous && c.has('previous')) {
    const previous = v.previous;
    const insurer = p.upper(previous.insurer);
    sentence(
      design.sentences.previous,
      { previous_policy_number: previous.policyNumber, previous_insurer_name: insurer, previous_policy_end_date: p.date(previous.end), previous_ncb: c.has('previous_ncb') ? p.percent(previous.ncb) : undefined },
      { previous_policy_number: previous.policyNumber, previous_insurer_name: insurer, previous_policy_end_date: previous.end, previous_ncb: previous.ncb },
    );
  }
  if (design.footer.brokerSentence && c.has('broker')) {
    const name = p.upper(v.broker.name);
    sentence(
      design.sentences.broker,
      { broker_name: name, broker_code: c.has('broker_code') ? v.broker.code : undefined, broker_email: c.has('broker_email') ? v.broker.email : undefined },
      { broker_name: name, broker_code: v.broker.code, broker_email: v.broker.email },
    );
  }
  if (design.footer.notice) {
    blocks.push({
      kind: 'paragraph',
      small: true,
      fields: [],
      text:
        `Important Notice: The insured is not indemnified if the vehicle is used or driven otherwise than in accordance with this Schedule. ` +
        `Any payment made by the Company by reason of wider terms appearing in the Certificate in order to comply with the Motor Vehicles Act, 1988 is recoverable from the Insured. ` +
        `Premium received vide receipt no. ${v.other.receiptNumber} dated ${p.date(v.other.receiptDate)}. For claims call ${design.identity.tollFree} (toll free). ` +
        `Consolidated stamp duty paid to the credit of the Government. This is a computer generated document and needs no signature.`,
    });
  }
  if (design.footer.issueDateInFooter && c.has('issue_date')) {
    const label = p.field('issue_date');
    const date = p.date(v.issueDate);
    const place = p.label(design.distractors.place_of_issue);
    blocks.push({ kind: 'paragraph', text: `${p.labelText(place)}: ${p.upper(v.other.branch)}     ${p.labelText(label)}: ${date}`, fields: [p.fieldPrint(label, 'issue_date', v.issueDate, date)] });
  }
  if (design.footer.signature) {
    blocks.push({ kind: 'paragraph', text: `For ${design.insurer}`, fields: [], align: 'right' }, { kind: 'paragraph', text: 'Authorised Signatory', fields: [], align: 'right' });
  }
  return blocks;
}

export function composeSchedule(familySeed: number, docSeed: number): ScheduleContent {
  const design = familyDesign(familySeed);
  const values = drawValues(random('values', familySeed, docSeed), design.insurer, design.patterns);
  const rng = random('document', familySeed, docSeed);
  const presence = Object.fromEntries(OPTIONAL_PARTS.map((part) => [part, rng.chance(design.presence[part])])) as Record<OptionalPart, boolean>;
  const p = new Printer(design, rng);
  const head = header(design, values, p);
  const opening = intro(design, values, p, head.product);
  const c: ComposeContext = {
    p,
    v: values,
    design,
    has: (part) => presence[part],
    prints: (distractor) => design.printedDistractors.includes(distractor),
    inSentence: new Set(design.letter?.sentenceOnly ? opening.fields.map((field) => field.field) : []),
  };

  let number = 0;
  const section = (plan: SectionPlan): SectionContent[] => {
    const blocks = sectionBlocks(c, plan.id).filter((block) => !isEmpty(block));
    if (blocks.length === 0) return [];
    return [{ plan, heading: p.heading(plan.id, HEADING_WORDINGS[plan.id].hi, ++number), blocks }];
  };
  const bands = design.bands.flatMap((band: Band): BandContent[] => {
    if ('full' in band) return section(band.full).map((full) => ({ full }));
    const left = band.left.flatMap(section);
    const right = band.right.flatMap(section);
    // A column with nothing to print leaves its neighbour the whole width.
    if (left.length === 0 || right.length === 0) return [...left, ...right].map((full) => ({ full }));
    return [{ left, right }];
  });
  const foot = footer(c);

  const printed = [...opening.blocks, ...bands.flatMap((band) => ('full' in band ? [band.full] : [...band.left, ...band.right])).flatMap((s) => s.blocks), ...foot];
  const fields: FieldPrint[] = [];
  for (const block of printed) {
    const found = block.kind === 'entries' ? block.entries.flatMap((entry) => entry.fields) : block.kind === 'table' ? block.table.rows.flatMap((row) => row.fields) : block.fields;
    for (const field of found) if (!fields.some((seen) => seen.field === field.field)) fields.push(field);
  }
  return { design, values, header: head, intro: opening.blocks, bands, footer: foot, fields };
}
