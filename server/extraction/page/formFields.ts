/**
 * The values of a fillable PDF's form fields as words where they show: a broker's issuance form not flattened prints
 * its labels in the page's text and keeps every value in a field, which the text layer leaves out. A ticked check box
 * or radio button becomes a tick mark in its box, as a printed form would show it ("☑ Comprehensive").
 */
import type { Word } from './pageModel';
import { wordsOfRun } from './runWords';

interface Widget {
  subtype: string;
  fieldType?: string;
  fieldValue?: string | string[];
  rect: number[];
  hidden?: boolean;
  checkBox?: boolean;
  radioButton?: boolean;
  exportValue?: string;
  buttonValue?: string;
  multiLine?: boolean;
  defaultAppearanceData?: { fontSize?: number };
}

interface Viewport {
  convertToViewportRectangle(rect: number[]): number[];
}

/** A field's text size when it sets none (auto size): this share of its box's height, at most MAX_AUTO_SIZE. */
const AUTO_SIZE_SHARE = 0.7;
const MAX_AUTO_SIZE = 10;
/** A field's text starts this far inside its box. */
const PADDING = 2;
/** An average letter's width as a share of the size (Helvetica's). */
const LETTER = 0.5;
const TICK = '☑';
/** A field's value is read up to this many characters: a schedule's values are short, and a hostile PDF's may not be. */
const MAX_VALUE_LENGTH = 2000;

const isTicked = (widget: Widget) =>
  (widget.checkBox && widget.fieldValue !== undefined && widget.fieldValue !== 'Off' && (widget.exportValue === undefined || widget.fieldValue === widget.exportValue)) ||
  (widget.radioButton && widget.fieldValue !== undefined && widget.fieldValue === widget.buttonValue);

/** Words of one line of a field's value set at `left`, `top`: a field keeps no widths, so each letter is an average one. */
const lineWords = (text: string, page: number, left: number, top: number, size: number): Word[] =>
  wordsOfRun({ text, width: text.length * LETTER * size, style: `form@${size.toFixed(1)}` }, page, left, top, size);

export function formFieldWords(annotations: readonly Widget[], viewport: Viewport, page: number): Word[] {
  const words: Word[] = [];
  for (const widget of annotations) {
    if (widget.subtype !== 'Widget' || widget.hidden) continue;
    const [x1, y1, x2, y2] = viewport.convertToViewportRectangle(widget.rect);
    const [left, top, height] = [Math.min(x1, x2), Math.min(y1, y2), Math.abs(y2 - y1)];
    if (widget.fieldType === 'Btn') {
      if (isTicked(widget)) words.push(...lineWords(TICK, page, left, top, height));
      continue;
    }
    if (widget.fieldType !== 'Tx' && widget.fieldType !== 'Ch') continue;
    const value = (Array.isArray(widget.fieldValue) ? widget.fieldValue.join(', ') : widget.fieldValue)?.slice(0, MAX_VALUE_LENGTH);
    if (!value?.trim()) continue;
    const size = widget.defaultAppearanceData?.fontSize || Math.min(MAX_AUTO_SIZE, height * AUTO_SIZE_SHARE);
    const lines = value.split(/\r\n|\r|\n/);
    // A one-line field centres its text in its box; a multi-line one starts at its top.
    const first = widget.multiLine ? top + PADDING : top + (height - size) / 2;
    lines.forEach((line, index) => words.push(...lineWords(line, page, left + PADDING, first + index * size * 1.2, size)));
  }
  return words;
}
