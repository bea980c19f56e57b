/**
 * A page as a reader sees it: words with their boxes, grouped into lines, and each line into
 * segments (phrases printed together, separated from the next by a gap wider than a space).
 * Coordinates are PDF points from the top-left corner of the page. Text PDFs and OCR both end
 * here, so everything after this reads either kind of document the same way.
 */
import { alignedCellStarts } from './tableColumns';
import { type Box, bottom, centreX, centreY, right, type Word } from './words';

export type { Box, Word };
export { bottom, centreX, centreY, right };

export interface Segment extends Box {
  id: number;
  line: number;
  words: Word[];
  text: string;
  /** The style of most of its words. */
  style: string;
  /** Only Devanagari letters (a Hindi label or heading printed beside the English one). */
  hindiOnly: boolean;
}

export interface Line {
  index: number;
  page: number;
  y: number;
  height: number;
  segments: Segment[];
}

export interface PageSize {
  width: number;
  height: number;
  /** Degrees a scanned page was turned to straighten it; its words' boxes are on the straightened page. */
  skew?: number;
}

export interface PageModel {
  pages: PageSize[];
  lines: Line[];
  segments: Segment[];
  byOcr: boolean;
}

/** Words whose vertical centres differ by less than this share of their height are on one line. */
const SAME_LINE = 0.45;
/** A gap wider than this many font sizes starts a new segment (a space is about a quarter). */
const SEGMENT_GAP = 0.85;
/** A Hindi label and its English after a slash ("मध्यस्थ का नाम / Name") are one segment up to this many font sizes apart. */
const BILINGUAL_GAP = 2;
/** Words closer than this many font sizes are in touch: less than any space. */
const TOUCHING = 0.15;
/** A gap narrower than this share of every other space in its run is no space: two cells' texts run together. */
const CRAMPED = 0.5;
/** A gap this many font sizes wide may be more than a space, though less than a segment's gap… */
const WIDE_SPACE = 0.6;
/** …and this many times its run's narrowest space. */
const WIDER_THAN_SPACES = 1.2;
/** How far above (in text heights) a cell's first line may be. */
const ABOVE_REACH = 3;

const DEVANAGARI = /[\u0900-\u097f]/;
/** A style's font without its size ("F3@7.2" → "F3"). */
export const fontOf = (style: string) => style.replace(/@[\d.]+$/, '');
export const hasDevanagari = (text: string) => DEVANAGARI.test(text);
/** A Latin word or a digit: a lone letter beside Devanagari is a vowel sign the PDF's text mapped to "I" or "&". */
const LATIN_OR_DIGIT = /[A-Za-z]{2}|\d/;

/** What stands for a line of Hindi OCR's English model cannot read: a Devanagari sign, so the line counts as Hindi. */
export const UNREAD_HINDI_MARK = '\u0970';
/** What parts a bilingual label's Hindi from its English ("मॉडल / Model", "मॉडल | Model"). */
export const BILINGUAL_SEPARATOR = /^[/|]$/;
/** A run that is such a line. */
export const isUnreadHindi = (segment: Segment) => segment.text === UNREAD_HINDI_MARK;


/** Lines of one wrapped text are at most this many text heights apart, top to top. */
export const WRAP_STEP = 2.1;
/** Whether text at `above` may wrap onto `below`: the same page, at most a wrap's step (of `height`, the upper text's by default) lower. */
export const wrapsOnto = (above: Box | Line, below: { page: number; y: number }, height = above.height) => below.page === above.page && below.y - above.y <= WRAP_STEP * height;

/** The smallest box holding all of `boxes` (all on one page). */
export function union(boxes: readonly Box[]): Box {
  const x = Math.min(...boxes.map((box) => box.x));
  const y = Math.min(...boxes.map((box) => box.y));
  return { page: boxes[0].page, x, y, width: Math.max(...boxes.map(right)) - x, height: Math.max(...boxes.map(bottom)) - y };
}

export function horizontalOverlap(a: Box, b: Box): number {
  return Math.max(0, Math.min(right(a), right(b)) - Math.max(a.x, b.x));
}

export function verticalOverlap(a: Box, b: Box): number {
  return Math.max(0, Math.min(bottom(a), bottom(b)) - Math.max(a.y, b.y));
}

export const joinWords = (words: readonly Word[]) => words.map((word) => word.text).join(' ');

function mostCommon(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0][0];
}

export function segmentOf(words: Word[], id: number, line: number): Segment {
  const text = joinWords(words);
  return {
    ...union(words),
    id,
    line,
    words,
    text,
    style: mostCommon(words.map((word) => word.style)),
    hindiOnly: DEVANAGARI.test(text) && !LATIN_OR_DIGIT.test(text),
  };
}

/** A word moves to another line only when it is this much nearer its centre than its own line's. */
const CLEARLY_NEARER = 0.75;

/**
 * OCR boxes a label a little higher than the value beside it (its Hindi or a bar reaches higher): taken top to bottom,
 * such a label may join the line above it ("Ludhiana, Punjab - 141030 … | First") before its value comes
 * ("August 28, 2014"). Once every line is known, a word clearly nearer another line's centre goes to that line.
 */
function settleBetweenLines(groups: Word[][], centres: number[]) {
  const moves: { word: Word; from: number; to: number }[] = [];
  for (const [from, group] of groups.entries()) {
    if (group.length < 2) continue;
    for (const word of group) {
      const own = Math.abs(centres[from] - centreY(word));
      let to = from;
      for (let index = Math.max(0, from - 2); index <= Math.min(groups.length - 1, from + 2); index++) {
        const distance = Math.abs(centres[index] - centreY(word));
        const fits = groups[index][0].page === word.page && distance < SAME_LINE * Math.min(groups[index][0].height, word.height);
        if (index !== from && fits && distance < Math.abs(centres[to] - centreY(word)) && distance < own * CLEARLY_NEARER) to = index;
      }
      if (to !== from) moves.push({ word, from, to });
    }
  }
  for (const { word, from, to } of moves) {
    groups[from].splice(groups[from].indexOf(word), 1);
    groups[to].push(word);
  }
  for (let index = groups.length - 1; index >= 0; index--) {
    const group = groups[index];
    if (group.length) centres[index] = group.reduce((sum, word) => sum + centreY(word), 0) / group.length;
    else {
      groups.splice(index, 1);
      centres.splice(index, 1);
    }
  }
}

/**
 * A word of a leader: dots or a rule leading the eye from a label to its value ("Policy Number . . . . . 1234"); or of a rule
 * typed across the page ("-----", "=====", a plain-text table's border with its corners, "+------+------+").
 */
const LEADER_WORD = /^(?:[.·…_]+|-{5,}|={5,}|[+|](?:[-=]{3,}[+|])+)$/;
/** A leader or rule alone, long enough to be one (not "---" or "...": a value printed for none). */
const LEADER_ALONE = /^(?:[.·…_]{5,}|-{5,}|={5,}|[+|](?:[-=]{3,}[+|])+)$/;

/**
 * A line's words without its leaders, three or more dots in a row or one long run of them or of a rule: a leader parts a
 * label from its value as a gap does, and is no part of either; a rule is no text.
 */
function withoutLeaders(line: Word[]): Word[] {
  const leader = new Set<Word>();
  for (let start = 0; start < line.length; ) {
    let end = start;
    while (end < line.length && LEADER_WORD.test(line[end].text)) end++;
    if (end - start >= 3 || (end - start >= 1 && line.slice(start, end).some((word) => LEADER_ALONE.test(word.text)))) line.slice(start, end).forEach((word) => leader.add(word));
    start = Math.max(end, start + 1);
  }
  return leader.size ? line.filter((word) => !leader.has(word)) : line;
}

/**
 * A run without the bars opening it: a table drawn in plain text borders its cells with them ("| Name" | "| Mr. Rohit …" |
 * "|"), and a bar alone is no run. (A bar after a label parts it from its value, "Fuel | Petrol", "CODE |": kept.)
 */
function withoutOpeningBars(run: Word[]): Word[] {
  let start = 0;
  while (start < run.length && /^[|¦│]$/.test(run[start].text)) start++;
  return start ? run.slice(start) : run;
}

/** Groups words into lines (top to bottom, per page) and lines into segments (left to right). */
export function buildPageModel(words: readonly Word[], pages: PageSize[], byOcr: boolean): PageModel {
  const sorted = [...words].sort((a, b) => a.page - b.page || centreY(a) - centreY(b) || a.x - b.x);
  const groups: Word[][] = [];
  const centres: number[] = [];
  for (const word of sorted) {
    // Compared with the lines' mean centres: OCR boxes of one line differ by a point or two, and a line of the other
    // column printed a little lower may come between the words of one line in this order.
    let best = -1;
    for (let index = groups.length - 1; index >= Math.max(0, groups.length - 3); index--) {
      const distance = Math.abs(centres[index] - centreY(word));
      const first = groups[index][0];
      // OCR may box a word with a line's descenders or not: words whose tops and bottoms mostly meet are one line too.
      const overlapping = byOcr && Math.abs(first.y - word.y) < SAME_LINE * Math.min(first.height, word.height) && verticalOverlap(first, word) >= 0.8 * Math.min(first.height, word.height);
      const fits = first.page === word.page && (distance < SAME_LINE * Math.min(first.height, word.height) || overlapping);
      if (fits && (best < 0 || distance < Math.abs(centres[best] - centreY(word)))) best = index;
    }
    if (best >= 0) {
      groups[best].push(word);
      centres[best] += (centreY(word) - centres[best]) / groups[best].length;
    } else {
      groups.push([word]);
      centres.push(centreY(word));
    }
  }
  if (byOcr) settleBetweenLines(groups, centres);
  for (const [index, group] of groups.entries()) groups[index] = withoutLeaders(group.sort((a, b) => a.x - b.x));
  for (let index = groups.length - 1; index >= 0; index--) if (!groups[index].length) [groups, centres].forEach((list) => list.splice(index, 1));
  const firstRuns = groups.map((group) => splitLine(group, () => false));
  const starts = columnStarts(firstRuns);
  const tableCellStarts = byOcr ? new Set<Word>() : alignedCellStarts(groups, new Set(firstRuns.flatMap((runs) => runs.map((run) => run[0]))));
  // Where a run starts on a line at most two text heights above a word (a cell's first line) or, after a word that leads to
  // no value as a colon does, below it (a cell's next line).
  const startsRunNear = (previous: Word, word: Word) =>
    firstRuns.some((runs, index) => {
      const distance = centreY(word) - centres[index];
      const side = distance > 0 || (distance < 0 && !/^[:：=-]$/.test(previous.text));
      const near = side && Math.abs(distance) < ABOVE_REACH * word.height && groups[index][0].page === word.page;
      return near && runs.some((run) => Math.abs(run[0].x - word.x) <= 1);
    });
  const lines: Line[] = [];
  const segments: Segment[] = [];
  for (const group of groups) {
    const index = lines.length;
    const line: Line = { index, page: group[0].page, y: Math.min(...group.map((word) => word.y)), height: Math.max(...group.map((word) => word.height)), segments: [] };
    // A cell's text run up against the next cell's ("… Model of" | "निमार्ण वर्ष / Year of Mfg"): no space between them,
    // the second where a column of the table starts.
    // So is a bilingual label starting after another one's English where a column starts ("… / Policy Holder" | "पता / Address",
    // "… / Manufacturer /" | "निर्माण वर्ष / Mfg Yr").
    // (A syllable of a Hindi word split off by its font, "इ" | "S ंधन", is no cell.)
    // So is a cell's second line printed a little more than a space after the next cell's label ("AGENT / BROKER" | "Pvt. Ltd."),
    // where that cell's first line starts, or a cell's first line after a label's word run up to it ("COMMUNICATI" |
    // "H.NO. 5-3-450" over "ON ADDRESS:" | "SALT LAKE SECTOR V").
    // (Fonts' spaces differ in width, and a label's from its value's: compared with the spaces of the run the word is in.)
    const spaceOfRun = new Map<Word, number>();
    const crampedWords = new Set<Word>();
    for (const run of byOcr ? [] : firstRuns[index]) {
      const space = narrowestSpace(run);
      for (const word of run) spaceOfRun.set(word, space);
      for (const word of crampedIn(run)) crampedWords.add(word);
    }
    const touching = (previous: Word, word: Word) => word.x - right(previous) < TOUCHING * word.size || crampedWords.has(word);
    const cellEdge = (previous: Word, word: Word, at: number) =>
      (((touching(previous, word) && !splitSyllable(previous, word) && !overPrinted(previous, word) && !smallCapsGo(previous, word)) ||
        (endsEnglishLabel(group, at - 1) && startsBilingualLabel(group, at))) &&
        (starts.get(`${word.page}:${Math.round(word.x)}`) ?? 0) >= 2) ||
      (!byOcr && word.x - right(previous) > Math.max(WIDE_SPACE * word.size, WIDER_THAN_SPACES * (spaceOfRun.get(word) ?? Infinity)) && startsRunNear(previous, word)) ||
      tableCellStarts.has(word);
    // (A PDF's text layer sets out small capitals, justified lines and icon fonts' glyph names; OCR's words are as seen.)
    const runs = splitLine(group, cellEdge);
    for (const words of byOcr ? runs : asJustifiedProse(runs)) {
      const run = withoutOpeningBars(byOcr ? withCombsClosed(words) : withoutIconNames(withSmallCapsJoined(withCombsClosed(words))));
      if (run.length) line.segments.push(segmentOf(run, segments.length + line.segments.length, index));
    }
    segments.push(...line.segments);
    lines.push(line);
  }
  return { pages, lines, segments, byOcr };
}

/** A line of prose set justified spaces its words evenly: at least this many words, one a run, … */
const JUSTIFIED_WORDS = 6;
/** …its widest gap at most this many times its narrowest, … */
const EVEN_GAPS = 1.5;
/** …and no gap wider than this many times the size (a column's gutter). */
const JUSTIFIED_GAP = 3;

/**
 * A line of justified prose, its words spread evenly across the column ("The   vehicle   was   last   insured   with …"):
 * one run, as it reads, not a word a cell. (A label may open the line, the prose right of it: "Premium" | "The   Own …".)
 */
function asJustifiedProse(runs: Word[][]): Word[][] {
  for (const start of [0, 1]) {
    const tail = runs.slice(start);
    if (tail.length >= JUSTIFIED_WORDS && tail.every((run) => run.length === 1) && evenlySpread(tail.map(([word]) => word))) return [...runs.slice(0, start), tail.flat()];
  }
  return runs;
}

function evenlySpread(words: readonly Word[]): boolean {
  const gaps = words.slice(1).map((word, index) => word.x - right(words[index]));
  const [narrowest, widest] = [Math.min(...gaps), Math.max(...gaps)];
  const prose = words.filter((word) => /^\p{Ll}/u.test(word.text)).length * 2 >= words.length;
  return prose && narrowest > 0 && widest <= EVEN_GAPS * narrowest && widest <= JUSTIFIED_GAP * words[0].size;
}

/** An icon font's glyph name in an app's PDF ("directions_car", "check_circle", "content_copy"): words in snake case. */
const ICON_NAME = /^[a-z]+(?:_[a-z]+)+$/;
/** Icon names of one word that name no field, which an app's PDF prints before a heading or an item ("history Previous policy"). */
const ICON_WORDS = new Set(['history', 'person', 'shield', 'savings', 'share', 'info', 'star', 'event', 'payments', 'badge', 'lock', 'help', 'settings', 'done', 'check', 'close', 'menu', 'search', 'verified', 'warning', 'notifications', 'security', 'download', 'print', 'edit', 'sync', 'bolt', 'sell', 'storefront']);

/** A run without the glyph names of an icon font its PDF's text layer spells out. */
function withoutIconNames(words: Word[]): Word[] {
  const kept = words.filter((word) => !ICON_NAME.test(word.text));
  const [first, second] = kept;
  return first && second && ICON_WORDS.has(first.text) && /^\p{Lu}/u.test(second.text) ? kept.slice(1) : kept;
}

/** Small capitals are set this much smaller than the capital before them, at most and at least. */
const [SMALL_CAPS_LARGEST, SMALL_CAPS_SMALLEST] = [0.9, 0.6];

/** A word's small capitals going on from its capital, touching it ("I" | "NSURANCE"): no cell's edge however a column starts there. */
function smallCapsGo(previous: Word, word: Word): boolean {
  const smaller = word.size <= SMALL_CAPS_LARGEST * previous.size && word.size >= SMALL_CAPS_SMALLEST * previous.size;
  return smaller && /\p{Lu}$/u.test(previous.text) && /^\p{Lu}[\p{Lu}.,&'-]*$/u.test(word.text) && word.x - right(previous) < TOUCHING * previous.size;
}

/**
 * A word set in small capitals, its first letter a capital and the rest smaller ones drawn apart ("N" | "AME", "M" | "OTOR"):
 * one word, as it reads.
 */
function withSmallCapsJoined(words: Word[]): Word[] {
  const out: Word[] = [];
  for (const word of words) {
    const previous = out.at(-1);
    if (previous && smallCapsGo(previous, word)) {
      out[out.length - 1] = { ...previous, ...union([previous, word]), text: previous.text + word.text, breakAfter: word.breakAfter };
    } else {
      out.push(word);
    }
  }
  return out;
}

/** A character of a form's comb: one per box. */
const COMB_CHARACTER = /^[\p{L}\p{N}/-]$/u;
/** Fewer characters than this in a row are words of their own ("X Diesel", "A / B"). */
const COMB_LENGTH = 4;

/** A value printed a character per box ("C G 0 4 N B 2 2 9 1", "1 6 / 0 5 / 2 0 2 4"): one word, as it would be typed. */
function withCombsClosed(words: Word[]): Word[] {
  const out: Word[] = [];
  for (let start = 0; start < words.length; ) {
    let end = start;
    while (end < words.length && COMB_CHARACTER.test(words[end].text)) end++;
    const comb = words.slice(start, end);
    if (comb.length >= COMB_LENGTH && comb.some((word) => /\d/.test(word.text))) out.push({ ...comb[0], ...union(comb), text: comb.map((word) => word.text).join(''), breakAfter: comb.at(-1)!.breakAfter });
    else out.push(...comb);
    if (end === start) out.push(words[end]);
    start = Math.max(end, start + 1);
  }
  return out;
}

/** A Hindi syllable its font split off a word: followed by a combining mark or a stray glyph ("इ" | "S ंधन", "ऐ" | "\u001e ड"). */
const splitSyllable = (previous: Word, word: Word) =>
  /^[\u0900-\u097f]{1,2}$/.test(previous.text) && (/^\p{M}/u.test(word.text) || /^[^\u0900-\u097f\s]{1,2}$/.test(word.text));

/** A word printed where the one before it starts (a glyph cluster its font gave a word of no width: "व्य" | "वसाय"): one word's pieces. */
const overPrinted = (previous: Word, word: Word) => word.x - previous.x < 0.05 * word.size;

/**
 * An English word ends at `index`, or a slash after one (a label going on under itself: "… / Manufacturer /" over "Model"),
 * or a bracket closing its unit ("… premium (B) ( ₹ )").
 */
const endsEnglishLabel = (words: readonly Word[], index: number) =>
  /[A-Za-z]/.test(words[index]?.text ?? '') || (['/', ')'].includes(words[index]?.text ?? '') && /[A-Za-z₹%]/.test(words[index - 1]?.text ?? '')) || /^\(?[₹%]\)$/.test(words[index]?.text ?? '');

/** Hindi words from `index` on, then a slash before the English: "पता / Address". */
function startsBilingualLabel(words: readonly Word[], index: number): boolean {
  let next = index;
  while (next < words.length && DEVANAGARI.test(words[next].text)) next += 1;
  return next > index && next < words.length && words[next].text.startsWith('/');
}

/** The narrowest space between a run's words. */
function narrowestSpace(words: readonly Word[]): number {
  const gaps = words.slice(1).map((word, index) => word.x - right(words[index])).filter((gap, index) => gap > TOUCHING * words[index + 1].size && gap < SEGMENT_GAP * words[index + 1].size);
  return gaps.length ? Math.min(...gaps) : Infinity;
}

/**
 * Words a run's narrowest gap comes before where that gap is narrower than the run's other spaces by far ("… GENERAL" |
 * "77/6632/…" run up against the next cell): in touch as words with no space between them are. (In a run of three words
 * any wide gap between a label and its value makes the other gap "cramped"; only a column starting at the word parts it.)
 */
function crampedIn(words: readonly Word[]): Word[] {
  const gaps = words.slice(1).map((word, index) => ({ word, gap: word.x - right(words[index]) })).sort((a, b) => a.gap - b.gap);
  const [narrowest, next] = gaps;
  return next && narrowest.gap < CRAMPED * next.gap && narrowest.gap >= TOUCHING * narrowest.word.size ? [narrowest.word] : [];
}

/** A line's words in runs: a gap wider than a space, a run's end in the PDF, or `edge`, starts the next. */
function splitLine(words: readonly Word[], edge: (previous: Word, word: Word, index: number) => boolean): Word[][] {
  const runs: Word[][] = [];
  let current: Word[] = [];
  for (const [index, word] of words.entries()) {
    const previous = current.at(-1);
    const gap = previous ? word.x - right(previous) : 0;
    // A label's Hindi and its English after a slash are one label, whatever the fonts leave between them.
    const bilingual = previous && DEVANAGARI.test(previous.text) && word.text.startsWith('/') && gap < BILINGUAL_GAP * word.size;
    // The mark of Hindi OCR could not read is a run of its own: it stands apart from English by more than a space (see
    // ocrWords.ts), but its size is its Hindi ink's, which vowel signs make tall.
    const unreadHindi = previous && (previous.text === UNREAD_HINDI_MARK || word.text === UNREAD_HINDI_MARK);
    if (previous && (previous.breakAfter || unreadHindi || (gap > SEGMENT_GAP * Math.max(previous.size, word.size) && !bilingual) || edge(previous, word, index))) {
      runs.push(current);
      current = [];
    }
    current.push(word);
  }
  if (current.length) runs.push(current);
  return runs;
}

/** How many runs of other lines start at each x (per page, to the point): a table's columns. */
function columnStarts(lines: Word[][][]): Map<string, number> {
  const starts = new Map<string, number>();
  for (const runs of lines) {
    for (const run of runs) {
      const x = Math.round(run[0].x);
      // A run starting a point either side counts half: the same column printed a little off.
      for (const key of [x - 1, x, x + 1]) starts.set(`${run[0].page}:${key}`, (starts.get(`${run[0].page}:${key}`) ?? 0) + (key === x ? 1 : 0.5));
    }
  }
  return starts;
}
