/**
 * The premium section in one of four forms: label/amount entries, a Particulars | Amount list,
 * a matrix with Own Damage | Third Party | Total columns, or the matrix transposed.
 */
import { formatPercent } from '../formats';
import type { Block, Entry, Field, FieldPrint, PrintedLabel, Table, TableRow } from './content';
import { idvEntries, type ComposeContext } from './sections';

interface Line {
  label: PrintedLabel;
  value: string;
  fields: FieldPrint[];
  total?: boolean;
}

/** A field a line prints: its name, expected value, and its text when not the line's whole value. */
type LineField = [Field, number, string?];

function context(c: ComposeContext) {
  const { p, v, design } = c;
  const hasOd = v.policyType !== 'Third Party';
  const hasTp = v.policyType !== 'Standalone OD';
  const premium = v.premium;
  const withPercent = (label: PrintedLabel, percent: number): PrintedLabel => ({
    ...label,
    en: label.en + design.forms.percentInLabel.replace('{p}', formatPercent(percent, design.formats.percent === 'bare' ? 'percent' : design.formats.percent)),
  });
  /** A premium line; its fields carry the line's label as printed (with any rate or currency in it). */
  const line = (label: PrintedLabel, value: string, fields: LineField[] = [], { total = false, amount = true } = {}): Line => {
    const printed = amount && design.premiumStyle === 'fields' ? p.amountLabel(label) : label;
    return { label: printed, value, total, fields: fields.map(([field, expected, text]) => p.fieldPrint(printed, field, expected, text ?? value)) };
  };
  return { p, v, design, premium, withPercent, line, showOd: hasOd || design.missingCover === 'zeros', showTp: hasTp || design.missingCover === 'zeros' };
}

/** The lines after the cover breakdown: net, GST, total and the distractors around them. */
function summaryLines(c: ComposeContext, ncbSeparately: boolean): Line[] {
  const { p, design, premium, withPercent, line, showOd } = context(c);
  const lines: Line[] = [];
  if (ncbSeparately && showOd) lines.push(line(p.field('ncb'), p.percent(premium.ncb), [['ncb', premium.ncb]], { amount: false }));
  lines.push(line(p.field('net_premium'), p.amount(premium.net), [['net_premium', premium.net]], { total: true }));
  const { style, rate } = design.taxes;
  const inLabel = rate === 'label';
  const taxes = p.field('taxes');
  const taxesAmount = p.amount(premium.taxes);
  if (style === 'split') {
    const half = premium.taxRate / 2;
    const cgst = p.label(design.forms.taxLabels.cgst);
    const sgst = p.label(design.forms.taxLabels.sgst);
    const totalAfter = design.forms.taxTotalAfterSplit;
    // Without a total line, the taxes are the two halves together.
    const cgstFields: LineField[] = [...(inLabel ? [['taxes_rate', premium.taxRate, `${half}%`] as LineField] : []), ...(totalAfter ? [] : [['taxes', premium.taxes, taxesAmount] as LineField])];
    lines.push(line(inLabel ? withPercent(cgst, half) : cgst, p.amount(premium.cgst), cgstFields), line(inLabel ? withPercent(sgst, half) : sgst, p.amount(premium.sgst)));
    if (totalAfter) lines.push(line(taxes, taxesAmount, [['taxes', premium.taxes]]));
  } else {
    const label = style === 'igst' ? p.label(design.forms.taxLabels.igst) : taxes;
    lines.push(line(inLabel ? withPercent(label, premium.taxRate) : label, taxesAmount, [['taxes', premium.taxes], ...(inLabel ? [['taxes_rate', premium.taxRate, `${premium.taxRate}%`] as LineField] : [])]));
  }
  if (rate === 'separate') lines.push(line(p.field('taxes_rate'), p.percent(premium.taxRate), [['taxes_rate', premium.taxRate]], { amount: false }));
  lines.push(line(p.field('total_premium'), p.amount(premium.total), [['total_premium', premium.total]], { total: true }));
  const distractor = (slot: 'total_rounded' | 'pa_sum_insured' | 'deductible', amount: number) => (c.prints(slot) ? [line(p.label(design.distractors[slot]), p.amount(amount))] : []);
  lines.push(...distractor('total_rounded', Math.round(premium.total)), ...distractor('pa_sum_insured', premium.paSumInsured), ...distractor('deductible', premium.deductible));
  return lines;
}

/** Every premium line in order, for the entry and the Particulars | Amount forms. */
function premiumLines(c: ComposeContext): Line[] {
  const { p, design, premium, withPercent, line, showOd, showTp } = context(c);
  const { basic, addOnLines, addOnTotal, sectionTotals } = design.premiumLines;
  const lines: Line[] = [];
  const ncbInDiscount = basic && design.ncbPrint === 'discountLabel';
  const covers = (list: typeof premium.odAddOns) => (addOnLines ? list.map((cover) => line(p.label(cover.name), p.amount(cover.amount))) : []);
  if (showOd) {
    if (basic) {
      const discount = p.field('ncb_discount');
      lines.push(
        line(p.field('basic_od_premium'), p.amount(premium.basicOd), [['basic_od_premium', premium.basicOd]]),
        line(ncbInDiscount ? withPercent(discount, premium.ncb) : discount, p.amount(premium.ncbAmount, premium.ncbAmount > 0), ncbInDiscount ? [['ncb', premium.ncb, `${premium.ncb}%`]] : []),
      );
    }
    lines.push(...covers(premium.odAddOns));
    if (addOnTotal) lines.push(line(p.field('total_od_add_on_premium'), p.amount(premium.odAddOnTotal), [['total_od_add_on_premium', premium.odAddOnTotal]]));
    if (sectionTotals) lines.push(line(p.field('total_od_premium'), p.amount(premium.totalOd), [['total_od_premium', premium.totalOd]], { total: true }));
  }
  if (showTp) {
    if (basic) lines.push(line(p.field('basic_tp_premium'), p.amount(premium.basicTp), [['basic_tp_premium', premium.basicTp]]));
    lines.push(...covers(premium.tpAddOns));
    if (addOnTotal) lines.push(line(p.field('total_tp_add_on_premium'), p.amount(premium.tpAddOnTotal), [['total_tp_add_on_premium', premium.tpAddOnTotal]]));
    if (sectionTotals) lines.push(line(p.field('total_tp_premium'), p.amount(premium.totalTp), [['total_tp_premium', premium.totalTp]], { total: true }));
  }
  return [...lines, ...summaryLines(c, !ncbInDiscount)];
}

type Quantity = 'basic' | 'addOns' | 'ncb' | 'total';
type Cell = { text: string; field?: Field; expected?: number };

/** The cover breakdown as a table: quantities down and covers across, or the other way round. */
function matrix(c: ComposeContext): { table: Table; ncbInTable: boolean } {
  const { p, design, premium, withPercent, showOd, showTp } = context(c);
  const both = showOd && showTp;
  const covers = [...(showOd ? ['od'] : []), ...(showTp ? ['tp'] : [])] as ('od' | 'tp')[];
  const quantities: Quantity[] = [
    ...(design.premiumLines.basic ? (['basic'] as const) : []),
    ...(design.premiumLines.addOnTotal ? (['addOns'] as const) : []),
    ...(design.premiumLines.basic && showOd ? (['ncb'] as const) : []),
    'total',
  ];
  const ncbInTable = design.ncbPrint === 'discountLabel' && quantities.includes('ncb');
  const slots = { basic: 'row_basic', addOns: 'row_addons', ncb: 'row_ncb', total: 'row_total' } as const;
  const quantityLabel = (quantity: Quantity) => (quantity === 'ncb' && ncbInTable ? withPercent(p.table('row_ncb'), premium.ncb) : p.table(slots[quantity]));
  const figures = {
    basic: { od: [premium.basicOd, 'basic_od_premium'], tp: [premium.basicTp, 'basic_tp_premium'] },
    addOns: { od: [premium.odAddOnTotal, 'total_od_add_on_premium'], tp: [premium.tpAddOnTotal, 'total_tp_add_on_premium'] },
    total: { od: [premium.totalOd, 'total_od_premium'], tp: [premium.totalTp, 'total_tp_premium'] },
  } as const;
  const discount = p.amount(premium.ncbAmount, premium.ncbAmount > 0);
  const cell = (quantity: Quantity, cover: 'od' | 'tp'): Cell => {
    if (quantity === 'ncb') return { text: cover === 'od' ? discount : '-' };
    const [amount, field] = figures[quantity][cover];
    return { text: p.amount(amount), field, expected: amount };
  };
  const sum = (quantity: Quantity): Cell => {
    if (quantity === 'ncb') return { text: discount };
    if (quantity === 'total') return { text: p.amount(premium.net), field: 'net_premium', expected: premium.net };
    return { text: p.amount(Math.round((figures[quantity].od[0] + figures[quantity].tp[0]) * 100) / 100) };
  };
  const fieldsOf = (cells: Cell[], label: PrintedLabel) => cells.flatMap((cell) => (cell.field ? [p.fieldPrint(label, cell.field, cell.expected!, cell.text)] : []));
  const ncbFields = ncbInTable ? [p.fieldPrint(quantityLabel('ncb'), 'ncb', premium.ncb, `${premium.ncb}%`)] : [];
  const coverLabels = [...covers.map((cover) => p.table(cover === 'od' ? 'col_od' : 'col_tp')), ...(both ? [p.table('col_total')] : [])];

  if (design.premiumStyle === 'matrix') {
    const rows: TableRow[] = quantities.map((quantity) => {
      const cells = [...covers.map((cover) => cell(quantity, cover)), ...(both ? [sum(quantity)] : [])];
      const label = quantityLabel(quantity);
      return { cells: [p.labelText(label), ...cells.map((c) => c.text)], fields: [...fieldsOf(cells, p.table(slots[quantity])), ...(quantity === 'ncb' ? ncbFields : [])], bold: quantity === 'total' };
    });
    const n = coverLabels.length;
    return { table: { header: [p.table('col_particulars'), ...coverLabels.map((label) => p.amountLabel(label))], align: ['left', ...coverLabels.map(() => 'right' as const)], widths: [0.4, ...coverLabels.map(() => 0.6 / n)], rows }, ncbInTable };
  }
  const rows: TableRow[] = coverLabels.map((coverLabel, r) => {
    const cover = covers[r];
    const cells = quantities.map((quantity) => (cover ? cell(quantity, cover) : sum(quantity)));
    const fields = quantities.flatMap((quantity, q) => fieldsOf([cells[q]], p.table(slots[quantity])));
    return { cells: [p.labelText(coverLabel), ...cells.map((c) => c.text)], fields: [...fields, ...(cover === 'od' ? ncbFields : [])], bold: !cover };
  });
  const headers = quantities.map((quantity) => p.amountLabel(quantityLabel(quantity)));
  return { table: { header: [p.table('col_cover'), ...headers], align: ['left', ...headers.map(() => 'right' as const)], widths: [0.24, ...headers.map(() => 0.76 / headers.length)], rows }, ncbInTable };
}

const toEntry = (line: Line): Entry => ({ label: line.label, lines: [line.value], fields: line.fields });

export function premiumBlocks(c: ComposeContext): Block[] {
  const { p, design } = context(c);
  const idv: Block[] = design.idv.section === 'premium' ? [{ kind: 'entries', entries: idvEntries(c) }] : [];
  switch (design.premiumStyle) {
    case 'fields':
      return [...idv, { kind: 'entries', entries: premiumLines(c).map(toEntry) }];
    case 'amountList': {
      const rows = premiumLines(c).map((line) => ({ cells: [p.labelText(line.label), line.value], fields: line.fields, bold: line.total }));
      return [...idv, { kind: 'table', table: { header: [p.table('col_particulars'), p.amountLabel(p.table('col_amount'))], align: ['left', 'right'], widths: [0.68, 0.32], rows } }];
    }
    case 'matrix':
    case 'transposed': {
      const { table, ncbInTable } = matrix(c);
      return [...idv, { kind: 'table', table }, { kind: 'entries', entries: summaryLines(c, !ncbInTable).map(toEntry) }];
    }
  }
}
