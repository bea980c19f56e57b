/**
 * Places a schedule's content on A4 pages: the insurer's header, the letter's opening, bands of
 * sections (full width, or two columns that flow independently), the footer, and page numbers.
 * Rows that do not fit continue on the next page.
 */
import type { HeaderContent, ScheduleContent, SectionContent } from '../compose';
import type { FamilyDesign } from '../design';
import { PAGE } from '../draw';
import { blockRows, headingRow, joinRows, labelLines, wrap, type Measure, type Row, type Style } from './blocks';
import { offset, type Mark } from './marks';

export type { Measure } from './blocks';
export type { Mark } from './marks';

interface Cursor {
  page: number;
  y: number;
}

const later = (a: Cursor, b: Cursor) => (a.page !== b.page ? (a.page > b.page ? a : b) : a.y >= b.y ? a : b);

function headerRows(header: HeaderContent, design: FamilyDesign, width: number, st: Style): Row[] {
  const { identity } = design;
  const logoSize = 34;
  const marks: Mark[] = [];
  const logo = identity.logo !== 'none';
  const logoRight = identity.headerAlign === 'center';
  const logoX = logoRight ? width - logoSize : 0;
  const initials = header.insurer.split(' ').slice(0, 2).map((word) => word[0]).join('');
  if (identity.logo === 'box') marks.push({ kind: 'rect', x: logoX, y: 0, w: logoSize, h: logoSize, fill: design.accent });
  if (identity.logo === 'circle') marks.push({ kind: 'circle', x: logoX + logoSize / 2, y: logoSize / 2, r: logoSize / 2, fill: design.accent });
  if (logo) marks.push({ kind: 'text', text: initials, x: logoX + logoSize / 2, y: logoSize / 2 - 6, size: 12, bold: true, align: 'center', colour: 1 });
  const centered = identity.headerAlign === 'center';
  const left = logo && !logoRight ? logoSize + 10 : 0;
  const room = width - (logo ? logoSize + 10 : 0);
  const at = (x: number) => (centered ? { x: (logoRight ? room : width) / 2, align: 'center' as const } : { x, align: 'left' as const });
  const nameSize = st.size + 6;
  let y = 0;
  for (const line of wrap(st.measure, header.insurer, room, nameSize, true)) {
    marks.push({ kind: 'text', text: line, ...at(left), y, size: nameSize, bold: true, colour: design.accent });
    y += nameSize * 1.25;
  }
  const small = Math.max(5.5, st.size - 1.5);
  for (const line of header.lines.flatMap((l) => wrap(st.measure, l, room, small, false))) {
    marks.push({ kind: 'text', text: line, ...at(left), y, size: small, bold: false });
    y += small * 1.3;
  }
  y = Math.max(y, logo ? logoSize : 0) + 4;
  if (design.heading.rule) {
    marks.push({ kind: 'line', x1: 0, y1: y, x2: width, y2: y, width: 1, colour: design.accent });
    y += 4;
  }
  const titleSize = st.size + 3;
  for (const line of labelLines(header.title, design.text.hindi).flatMap((l) => wrap(st.measure, l, width, titleSize, true))) {
    marks.push({ kind: 'text', text: line, x: width / 2, y, size: titleSize, bold: true, align: 'center' });
    y += titleSize * 1.3;
  }
  marks.push({ kind: 'text', text: header.product, x: width / 2, y, size: st.size + 1, bold: false, align: 'center' });
  y += (st.size + 1) * 1.3 + st.size;
  return [{ height: y, marks }];
}

function sectionRows(section: SectionContent, width: number, st: Style): Row[] {
  const rows = section.blocks.flatMap((block, i) => {
    const blockRowsOf = blockRows(block, section.plan.placement, width, st);
    return i > 0 ? [{ height: st.size * 0.6, marks: [] }, ...blockRowsOf] : blockRowsOf;
  });
  // The heading stays with the row after it.
  return [joinRows([headingRow(section.heading, width, st), rows[0]]), ...rows.slice(1)];
}

export function layoutSchedule(content: ScheduleContent, measure: Measure): Mark[][] {
  const { design } = content;
  const margin = design.page.margin;
  const width = PAGE.width - 2 * margin;
  const size = design.page.fontSize;
  const st: Style = {
    measure,
    size,
    lh: size * design.page.lineSpacing,
    rowGap: size * 0.25,
    labelBold: design.text.labelBold,
    valueBold: design.text.valueBold,
    hindi: design.text.hindi,
    heading: design.heading,
    tableStyle: design.tableStyle,
    accent: design.accent,
  };
  const pages: Mark[][] = [[]];
  const runningHeader = size * 2.5;
  const top = (page: number) => margin + (page === 0 ? 0 : runningHeader);
  const bottom = PAGE.height - margin - 14;

  const place = (start: Cursor, rows: Row[], x: number): Cursor => {
    let cursor = start;
    for (const row of rows) {
      if (cursor.y + row.height > bottom && cursor.y > top(cursor.page)) cursor = { page: cursor.page + 1, y: top(cursor.page + 1) };
      while (pages.length <= cursor.page) pages.push([]);
      pages[cursor.page].push(...offset(row.marks, x, cursor.y));
      cursor = { page: cursor.page, y: cursor.y + row.height };
    }
    return cursor;
  };
  const gap = (cursor: Cursor, space: number): Cursor => ({ page: cursor.page, y: cursor.y + space });

  let cursor = place({ page: 0, y: margin }, headerRows(content.header, design, width, st), margin);
  if (content.intro.length) cursor = gap(place(cursor, content.intro.flatMap((block) => blockRows(block, { kind: 'inline', perRow: 1, separator: '' }, width, st)), margin), st.size);
  const column = (width - design.page.gutter) / 2;
  for (const band of content.bands) {
    if ('full' in band) cursor = place(cursor, sectionRows(band.full, width, st), margin);
    else {
      let left = cursor;
      let right = cursor;
      for (const section of band.left) left = gap(place(left, sectionRows(section, column, st), margin), design.page.sectionGap);
      for (const section of band.right) right = gap(place(right, sectionRows(section, column, st), margin + column + design.page.gutter), design.page.sectionGap);
      cursor = later(left, right);
    }
    cursor = gap(cursor, design.page.sectionGap);
  }
  const footerRows = content.footer.flatMap((block) => [...blockRows(block, { kind: 'inline', perRow: 1, separator: '' }, width, st), { height: size * 0.5, marks: [] }]);
  place(cursor, footerRows, margin);

  pages.forEach((marks, index) => {
    if (index > 0) {
      marks.push(
        { kind: 'text', text: `${design.insurer} - ${design.title} (contd.)`, x: margin, y: margin, size: size - 1, bold: true },
        { kind: 'line', x1: margin, y1: margin + size * 1.6, x2: margin + width, y2: margin + size * 1.6, width: 0.5, colour: 0.5 },
      );
    }
    if (pages.length > 1) marks.push({ kind: 'text', text: `Page ${index + 1} of ${pages.length}`, x: margin + width, y: PAGE.height - margin - 6, size: 6.5, bold: false, align: 'right' });
  });
  return pages;
}
