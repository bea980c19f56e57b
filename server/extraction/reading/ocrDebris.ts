/**
 * What OCR makes of ink that is no English text: the English model reads a Hindi label, a stamp
 * or a smudge as a few letters it is unsure of ("dear", "qt", "HEAT"). Left in, they sit over a
 * label as if it had a line above, or run on after a value. A short run of letters OCR was unsure
 * of is taken out unless it is a word labels are made of ("No", "TP", "cc").
 */
import { labelVocabularyShare } from '../lexicon/match';
import { labelTokens } from '../lexicon/tokens';
import { buildPageModel, type PageModel, type Segment } from '../page/pageModel';

/** Runs this long or shorter may be debris; longer ones are read text, however unsure. */
const MAX_DEBRIS_LENGTH = 4;
/** Below this OCR confidence (0–1) for every word, a short run is doubtful. */
const DOUBTFUL_CONFIDENCE = 0.75;

export function isOcrDebris(segment: Segment): boolean {
  // A run of dots, commas or quote marks alone is specks, however sure OCR was of them.
  if (/^[.,'‘’`"“”\s]+$/u.test(segment.text)) return true;
  if (segment.text.length > MAX_DEBRIS_LENGTH || /\d/.test(segment.text) || !/\p{L}/u.test(segment.text)) return false;
  if (!segment.words.every((word) => word.confidence !== undefined && word.confidence < DOUBTFUL_CONFIDENCE)) return false;
  return labelVocabularyShare(labelTokens(segment.text)) === 0;
}

/** The page model of an OCR reading without its debris. */
export function withoutOcrDebris(model: PageModel): PageModel {
  const debris = new Set(model.segments.filter(isOcrDebris).flatMap((segment) => segment.words));
  if (!debris.size) return model;
  return buildPageModel(model.segments.flatMap((segment) => segment.words).filter((word) => !debris.has(word)), model.pages, true);
}
