/** The entries of each section but the premium: which fields and distractors, in which printed form. */
import type { FamilyDesign, OptionalPart } from '../design';
import { formatMonthYear, formatPhone, formatRegistration } from '../formats';
import { BUSINESS_TYPE_FORMS, DATE_PAIR_WORDINGS, FIELD_WORDINGS, POLICY_TYPE_FORMS, type DistractorSlot } from '../lexicon';
import { addressText, fullName, type ScheduleValues } from '../values';
import type { Block, Entry, Field, Printer } from './content';

export interface ComposeContext {
  p: Printer;
  v: ScheduleValues;
  design: FamilyDesign;
  /** Whether this document prints an optional field or group. */
  has(part: OptionalPart): boolean;
  prints(distractor: DistractorSlot): boolean;
  /** Fields a letter prints only in its opening sentence. */
  inSentence: ReadonlySet<Field>;
}

const distractor = (c: ComposeContext, slot: DistractorSlot, value: string | undefined): Entry[] =>
  value !== undefined && c.prints(slot) ? [c.p.distractor(c.design.distractors[slot], value)] : [];

export function policyEntries(c: ComposeContext): Entry[] {
  const { p, v, design } = c;
  const entries: Entry[] = [];
  if (!c.inSentence.has('policy_number')) entries.push(p.entry(p.field('policy_number'), 'policy_number', v.policyNumber, v.policyNumber));
  if (c.has('policy_type')) {
    const forms = POLICY_TYPE_FORMS[v.policyType];
    entries.push(p.entry(p.field('policy_type'), 'policy_type', v.policyType, p.upper(forms[design.forms.policyType % forms.length])));
  }
  if (c.has('business_type')) {
    const forms = BUSINESS_TYPE_FORMS[v.businessType];
    entries.push(p.entry(p.field('business_type'), 'business_type', v.businessType, p.upper(forms[design.forms.businessType % forms.length])));
  }
  if (c.has('issue_date') && !design.footer.issueDateInFooter && !c.inSentence.has('issue_date')) {
    entries.push(p.entry(p.field('issue_date'), 'issue_date', v.issueDate, p.date(v.issueDate)));
  }
  entries.push(
    ...distractor(c, 'cover_note', v.other.coverNote),
    ...distractor(c, 'proposal_number', v.other.proposalNumber),
    ...distractor(c, 'proposal_date', p.date(v.other.proposalDate)),
    ...distractor(c, 'receipt_number', v.other.receiptNumber),
    ...distractor(c, 'receipt_date', p.date(v.other.receiptDate)),
    ...distractor(c, 'branch', p.upper(v.other.branch)),
    ...distractor(c, 'geographical_area', 'India'),
  );
  return entries;
}

/** The policy period, and the OD and TP periods where the template prints them. */
export function periodBlocks(c: ComposeContext): Block[] {
  const { p, v, design } = c;
  const entries: Entry[] = [];
  const blocks: Block[] = [{ kind: 'entries', entries }];
  if (!c.inSentence.has('start_date')) {
    if (design.period.policy === 'split') {
      const [startWording, endWording] = design.datePairs.policy_dates;
      const [startHi, endHi] = DATE_PAIR_WORDINGS.policy_dates.hi;
      const start = p.periodEdge(v.period.start, 0);
      const end = p.periodEdge(v.period.end, 1);
      entries.push(
        { label: p.label(startWording, startHi), lines: [start.text], fields: [p.fieldPrint(p.label(startWording, startHi), 'start_date', v.period.start, start.date)] },
        { label: p.label(endWording, endHi), lines: [end.text], fields: [p.fieldPrint(p.label(endWording, endHi), 'end_date', v.period.end, end.date)] },
      );
    } else {
      const label = p.field('period');
      const period = p.period(v.period.start, v.period.end);
      entries.push({ label, lines: [period.text], fields: [p.fieldPrint(label, 'start_date', v.period.start, period.start), p.fieldPrint(label, 'end_date', v.period.end, period.end)] });
    }
  }
  const covers = [
    { cover: v.od, pair: 'od_dates', single: 'od_period', row: 'row_od', fields: ['od_start_date', 'od_end_date'] },
    { cover: v.tp, pair: 'tp_dates', single: 'tp_period', row: 'row_tp', fields: ['tp_start_date', 'tp_end_date'] },
  ] as const;
  const style = design.period.odTp;
  if (style === 'table') {
    const header = [p.table('col_cover'), p.table('col_from'), p.table('col_to')];
    const rows = covers.flatMap(({ cover, row, fields }) => {
      if (!cover) return [];
      const label = p.table(row);
      const start = p.periodEdge(cover.start, 0);
      const end = p.periodEdge(cover.end, 1);
      return [{ cells: [p.labelText(label), start.text, end.text], fields: [p.fieldPrint(label, fields[0], cover.start, start.date), p.fieldPrint(label, fields[1], cover.end, end.date)] }];
    });
    blocks.push({ kind: 'table', table: { header, align: ['left', 'left', 'left'], widths: [0.4, 0.3, 0.3], rows } });
  } else if (style !== 'none') {
    for (const { cover, pair, single, fields } of covers) {
      if (!cover) continue;
      if (style === 'split') {
        const [startWording, endWording] = design.datePairs[pair];
        const [startHi, endHi] = DATE_PAIR_WORDINGS[pair].hi;
        const start = p.periodEdge(cover.start, 0);
        const end = p.periodEdge(cover.end, 1);
        entries.push(
          { label: p.label(startWording, startHi), lines: [start.text], fields: [p.fieldPrint(p.label(startWording, startHi), fields[0], cover.start, start.date)] },
          { label: p.label(endWording, endHi), lines: [end.text], fields: [p.fieldPrint(p.label(endWording, endHi), fields[1], cover.end, end.date)] },
        );
      } else {
        const label = p.field(single);
        const period = p.period(cover.start, cover.end);
        entries.push({ label, lines: [period.text], fields: [p.fieldPrint(label, fields[0], cover.start, period.start), p.fieldPrint(label, fields[1], cover.end, period.end)] });
      }
    }
  }
  return blocks;
}

function addressLines(c: ComposeContext): string[] {
  const { address } = c.v.customer;
  const { forms } = c.design;
  const lines = c.p.rng.chance(0.5) ? [address.lines.join(', ')] : address.lines;
  switch (forms.address) {
    case 'oneLine':
      return [addressText(address)];
    case 'cityStatePin':
      return [...lines, `${address.city}, ${address.state} - ${address.pin}`];
    case 'cityThenStatePin':
      return [...lines, address.city, `${address.state} - ${address.pin}`];
    case 'pinLine':
      return [...lines, `${address.city}, ${address.state}`, `${forms.pinLabel}${address.pin}`];
  }
}

export function insuredEntries(c: ComposeContext): Entry[] {
  const { p, v, design } = c;
  const { person, phone, email } = v.customer;
  const name = p.upper(fullName(person));
  const printedName = design.formats.nameTitle ? `${p.upper(person.title)} ${name}` : name;
  const entries: Entry[] = [p.entry(p.field('customer_name'), 'customer_name', name, printedName)];
  if (c.has('customer_address')) {
    const lines = addressLines(c).map((line) => p.upper(line));
    const label = p.field('customer_address');
    entries.push({ label, lines, fields: [p.fieldPrint(label, 'customer_address', p.upper(addressText(v.customer.address)), lines.join(', '))] });
  }
  if (c.has('customer_phone')) {
    const printed = formatPhone(phone, design.formats.phone);
    entries.push(design.formats.phone === 'masked' ? { label: p.field('customer_phone'), lines: [printed], fields: [] } : p.entry(p.field('customer_phone'), 'customer_phone', phone, printed));
  }
  if (c.has('customer_email')) entries.push(p.entry(p.field('customer_email'), 'customer_email', email, email));
  entries.push(
    ...distractor(c, 'customer_id', v.other.customerId),
    ...distractor(c, 'insured_gstin', p.rng.pick(['NA', 'Not Provided', 'URP'])),
    ...distractor(c, 'financier', v.other.financier && p.upper(v.other.financier)),
  );
  return entries;
}

export function idvEntries(c: ComposeContext): Entry[] {
  const { p, v, design } = c;
  if (v.policyType === 'Third Party' || !c.has('vehicle_idv')) return [];
  const idv = (value: number) => p.entry(p.amountLabel(p.field('vehicle_idv')), 'vehicle_idv', value, p.amount(value));
  // Printed alone, the one IDV is the total; beside its parts, the vehicle's own is the field.
  if (!design.idv.breakdown) return [idv(v.idv.total)];
  const line = (slot: DistractorSlot, value: number) => p.distractor(design.distractors[slot], p.amount(value));
  return [
    idv(v.idv.vehicle),
    line('idv_electrical', v.idv.electrical),
    line('idv_non_electrical', v.idv.nonElectrical),
    ...(v.vehicle.fuel === 'CNG' || v.vehicle.fuel === 'LPG' ? [line('idv_cng', v.idv.cng)] : []),
    line('idv_total', v.idv.total),
  ];
}

export function vehicleEntries(c: ComposeContext): Entry[] {
  const { p, v, design } = c;
  const car = v.vehicle;
  const entries: Entry[] = [];
  if (!c.inSentence.has('vehicle_number')) {
    const label = p.field('vehicle_number');
    const printed = formatRegistration(car.number, design.formats.registration);
    entries.push({ label, lines: [printed], fields: [p.fieldPrint(label, 'vehicle_number', car.number, printed), p.fieldPrint(label, 'rto_code', car.number.slice(0, 4), printed)] });
  }
  entries.push(...distractor(c, 'rto_location', p.upper(car.rtoCity)));
  const make = p.upper(car.make);
  const withVariant = p.upper(`${car.model} ${car.variant}`);
  if (design.makeModel === 'combined') {
    const label = p.field('make_model');
    const printed = `${make}${design.forms.makeModelJoin}${withVariant}`;
    entries.push({ label, lines: [printed], fields: [p.fieldPrint(label, 'make', make, make), p.fieldPrint(label, 'model', withVariant, withVariant)] });
  } else {
    entries.push(p.entry(p.field('make'), 'make', make, make));
    if (design.makeModel === 'withVariant') {
      const model = p.upper(car.model);
      entries.push(p.entry(p.field('model'), 'model', model, model), p.distractor(design.distractors.variant, p.upper(car.variant)));
    } else entries.push(p.entry(p.field('model'), 'model', withVariant, withVariant));
  }
  if (c.has('manufacturing_year')) {
    entries.push(
      design.formats.monthYear
        ? p.entry(p.label(design.wordings.manufacturing_month_year, FIELD_WORDINGS.manufacturing_month_year.hi), 'manufacturing_year', car.year, formatMonthYear(car.month, car.year, design.formats.date))
        : p.entry(p.field('manufacturing_year'), 'manufacturing_year', car.year, String(car.year)),
    );
  }
  if (c.has('registration_date')) entries.push(p.entry(p.field('registration_date'), 'registration_date', car.registrationDate, p.date(car.registrationDate)));
  if (design.engineChassis === 'combined') {
    const label = p.field('engine_chassis');
    entries.push({
      label,
      lines: [`${car.engineNumber}${design.forms.engineChassisJoin}${car.chassisNumber}`],
      fields: [p.fieldPrint(label, 'engine_number', car.engineNumber, car.engineNumber), p.fieldPrint(label, 'chasis_number', car.chassisNumber, car.chassisNumber)],
    });
  } else {
    entries.push(p.entry(p.field('engine_number'), 'engine_number', car.engineNumber, car.engineNumber), p.entry(p.field('chasis_number'), 'chasis_number', car.chassisNumber, car.chassisNumber));
  }
  if (c.has('fuel_type')) entries.push(p.entry(p.field('fuel_type'), 'fuel_type', car.fuel, p.upper(car.fuel)));
  if (car.cc !== undefined && c.has('cc')) entries.push(p.entry(p.field('cc'), 'cc', car.cc, `${car.cc}${design.formats.ccSuffix}`));
  if (car.kw !== undefined) entries.push(...distractor(c, 'motor_power', `${car.kw} kW`), ...distractor(c, 'battery', `${car.batteryKwh} kWh`));
  if (c.has('seating_capicity')) entries.push(p.entry(p.field('seating_capicity'), 'seating_capicity', car.seats, `${car.seats}${design.formats.seatsSuffix}`));
  entries.push(...distractor(c, 'body_type', p.upper(car.body)), ...distractor(c, 'colour', p.upper(car.colour)));
  if (design.idv.section === 'vehicle') entries.push(...idvEntries(c));
  return entries;
}

export function previousEntries(c: ComposeContext): Entry[] {
  const { p, v } = c;
  const previous = v.previous;
  if (!previous || !c.has('previous') || c.design.footer.previousSentence) return [];
  const insurer = p.upper(previous.insurer);
  return [
    p.entry(p.field('previous_insurer_name'), 'previous_insurer_name', insurer, insurer),
    p.entry(p.field('previous_policy_number'), 'previous_policy_number', previous.policyNumber, previous.policyNumber),
    ...distractor(c, 'previous_policy_start', p.date(previous.start)),
    p.entry(p.field('previous_policy_end_date'), 'previous_policy_end_date', previous.end, p.date(previous.end)),
    ...(c.has('previous_ncb') ? [p.entry(p.field('previous_ncb'), 'previous_ncb', previous.ncb, p.percent(previous.ncb))] : []),
    ...distractor(c, 'previous_claim', previous.claimed ? 'Yes' : 'No'),
    ...distractor(c, 'other_vehicle', formatRegistration(v.otherVehicleNumber, c.design.formats.registration)),
  ];
}

/** A standalone OD schedule names the third-party policy in force elsewhere: all distractors. */
export function activeTpEntries(c: ComposeContext): Entry[] {
  const { p, v, design } = c;
  const tp = v.activeTp;
  if (!tp) return [];
  return [
    p.distractor(design.distractors.active_tp_policy_number, tp.policyNumber),
    p.distractor(design.distractors.active_tp_insurer, p.upper(tp.insurer)),
    p.distractor(design.distractors.active_tp_end_date, p.date(tp.end)),
  ];
}

export function intermediaryEntries(c: ComposeContext): Entry[] {
  const { p, v, design } = c;
  if (!c.has('broker') || design.footer.brokerSentence) return [];
  const name = p.upper(v.broker.name);
  return [
    p.entry(p.field('broker_name'), 'broker_name', name, name),
    ...(c.has('broker_code') ? [p.entry(p.field('broker_code'), 'broker_code', v.broker.code, v.broker.code)] : []),
    ...(c.has('broker_email') ? [p.entry(p.field('broker_email'), 'broker_email', v.broker.email, v.broker.email)] : []),
    ...distractor(c, 'broker_phone', v.broker.phone),
    ...distractor(c, 'broker_licence_expiry', p.date(v.broker.licenceExpiry)),
  ];
}

export function nomineeEntries(c: ComposeContext): Entry[] {
  const { p, v } = c;
  if (!c.prints('nominee_name')) return [];
  return [...distractor(c, 'nominee_name', p.upper(v.nominee.name)), ...distractor(c, 'nominee_relation', v.nominee.relation), ...distractor(c, 'nominee_age', `${v.nominee.age}`)];
}
