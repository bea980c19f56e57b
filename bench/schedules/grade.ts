/** Grades an extraction against a generated schedule's expected fields. */

export interface Extraction {
  fields: Record<string, unknown>;
  confidence?: Record<string, number>;
  needsReview?: boolean;
}

export interface DocumentGrade {
  right: string[];
  wrong: { field: string; expected: unknown; got: unknown; confidence?: number }[];
  missing: string[];
  allRight: boolean;
  /** A field came out wrong (not missing) and the document was not marked for review. */
  wrongNotMarked: boolean;
  /** Expected fields extracted with confidence ≥ 0.9, and how many of those were right. */
  highConfidence: number;
  highConfidenceRight: number;
}

export const HIGH_CONFIDENCE = 0.9;

const isMissing = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Other names sets written apart give a choice of the product's (its name as the spec shows it). */
const CHOICE_NAMES: Record<string, string> = { 'own damage': 'Standalone OD' };

/** Numbers match within half a paisa; anything else matches as trimmed text (in any case, given `ignoreCase`). */
function matches(expected: string | number, got: unknown, ignoreCase: boolean): boolean {
  if (typeof expected === 'number') {
    const value = typeof got === 'number' ? got : typeof got === 'string' && got.trim() !== '' ? Number(got) : NaN;
    return Math.abs(value - expected) <= 0.005;
  }
  const [a, b] = [String(got).trim(), CHOICE_NAMES[expected.trim().toLowerCase()] ?? expected.trim()];
  return ignoreCase ? a.toLowerCase() === b.toLowerCase() : a === b;
}

/**
 * `ignoreCase` for documents whose expected values were written apart from their print: a name printed in capitals and
 * expected as "Rituparna Das" is read right as printed.
 */
export function gradeDocument(expected: Record<string, string | number>, extraction: Extraction, { ignoreCase = false } = {}): DocumentGrade {
  const grade: DocumentGrade = { right: [], wrong: [], missing: [], allRight: false, wrongNotMarked: false, highConfidence: 0, highConfidenceRight: 0 };
  for (const [field, value] of Object.entries(expected)) {
    const got = extraction.fields[field];
    const confidence = extraction.confidence?.[field];
    if (isMissing(got)) {
      grade.missing.push(field);
      continue;
    }
    const right = matches(value, got, ignoreCase);
    if (right) grade.right.push(field);
    else grade.wrong.push({ field, expected: value, got, ...(confidence === undefined ? {} : { confidence }) });
    if (confidence !== undefined && confidence >= HIGH_CONFIDENCE) {
      grade.highConfidence++;
      if (right) grade.highConfidenceRight++;
    }
  }
  grade.allRight = grade.wrong.length === 0 && grade.missing.length === 0;
  grade.wrongNotMarked = grade.wrong.length > 0 && extraction.needsReview !== true;
  return grade;
}

export interface Summary {
  fields: number;
  right: number;
  fieldAccuracy: number;
  documents: number;
  documentsAllRight: number;
  highConfidence: number;
  highConfidenceRight: number;
  highConfidenceAccuracy: number;
  wrongDocuments: number;
  wrongDocumentsNotMarked: number;
}

export function summarise(grades: DocumentGrade[]): Summary {
  const sum = (of: (grade: DocumentGrade) => number) => grades.reduce((total, grade) => total + of(grade), 0);
  const fields = sum((g) => g.right.length + g.wrong.length + g.missing.length);
  const right = sum((g) => g.right.length);
  const highConfidence = sum((g) => g.highConfidence);
  const highConfidenceRight = sum((g) => g.highConfidenceRight);
  return {
    fields,
    right,
    fieldAccuracy: fields ? right / fields : 0,
    documents: grades.length,
    documentsAllRight: grades.filter((g) => g.allRight).length,
    highConfidence,
    highConfidenceRight,
    highConfidenceAccuracy: highConfidence ? highConfidenceRight / highConfidence : 0,
    wrongDocuments: grades.filter((g) => g.wrong.length > 0).length,
    wrongDocumentsNotMarked: grades.filter((g) => g.wrongNotMarked).length,
  };
}
