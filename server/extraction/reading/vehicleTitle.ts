/**
 * A vehicle read from its title, a run naming its make and model, its registration number or its chassis number alone: little
 * evidence, below the bar of review.
 */
import { findDates, FUEL_ALONE, isWholeRegistration } from '../normalise';
import type { Target } from '../lexicon/concepts';
import { isVin } from '../values/ocrMisreadings';
import { startsWithMake } from '../values/makes';
import type { CandidateCollector } from './candidates';
import { type PageIndex, sharesWords } from './pageIndex';
import { valueTextOf } from './runs';

/** A vehicle's title names its maker and model; firms named for a maker do not ("Tata AIG General Insurance", "Shree Hyundai Motors"). */
const FIRM_WORDS = /\b(?:insurance|general|assurance|brokers?|broking|ltd|limited|pvt|private|company|co|motors|automobiles?|autos?|finance|bank|dealers?|showroom|services)\b/i;
const TITLE_WORDS = 6;
/** A title says less than a label. */
const TITLE_SHARE = 0.7;

/** A run alone on its line naming a maker and a model ("Kia Seltos HTX 1.5" under "Your car"): the vehicle's make and model. */
export function offerVehicleTitle(page: PageIndex, collector: CandidateCollector) {
  for (const line of page.model.lines) {
    const [run] = line.segments;
    const words = run && line.segments.length === 1 ? page.wordsOf(run) : [];
    if (words.length < 2 || words.length > TITLE_WORDS || FIRM_WORDS.test(run.text) || !startsWithMake(run.text)) continue;
    if (page.readingsOf(run).some((reading) => reading.from === 0 && reading.strength >= 0.5)) continue;
    const span = page.span([{ segment: run, from: 0, to: words.length }]);
    collector.offer('make_model', { ...span, labelishness: 0 }, { labelScore: TITLE_SHARE, placement: 'prose' });
  }
}

/** A registration number alone says less than its label. */
const REGISTRATION_SHARE = 0.5;

/** A registration number whole alone on its line ("MH 12 RT 6408" printed large beside the car's name): the vehicle's. */
export function offerRegistrationAlone(page: PageIndex, collector: CandidateCollector) {
  for (const segment of page.model.segments) {
    if (!isWholeRegistration(segment.text) || page.readingsOf(segment).length || page.model.lines[segment.line].segments.length > 1) continue;
    const span = page.span([{ segment, from: 0, to: page.wordsOf(segment).length }]);
    collector.offer('vehicle_number', { ...span, labelishness: 0 }, { labelScore: REGISTRATION_SHARE, placement: 'prose' });
  }
}

/** A chassis number by its shape alone says less than its label. */
const CHASSIS_SHARE = 0.5;
/**
 * A vehicle identification number of a car made in India, by its world maker code (MA–ME; MZ): a policy or receipt number
 * may have a VIN's length and alphabet, seldom also an Indian maker's code.
 */
const INDIAN_VIN = (word: string) => isVin(word) && /^M[A-EZ]/.test(word);

/**
 * A chassis number by its shape, wherever it is printed, where no chassis number was read as surely: under a label naming the
 * engine's and the chassis' numbers on two lines, or after an engine number across a bar.
 */
export function offerChassisByShape(page: PageIndex, collector: CandidateCollector) {
  if (collector.readAsSurely('chasis_number', CHASSIS_SHARE)) return;
  for (const segment of page.model.segments) {
    page.wordsOf(segment).forEach((word, index) => {
      if (!INDIAN_VIN(word.text.replace(/[,.;:|]+$/, ''))) return;
      const span = page.span([{ segment, from: index, to: index + 1 }]);
      // (Not a word read as a part of another value: "D4FEMM218237 | MA3EWDZ312KG3M5Z8" under "Engine No. | Chassis No.".)
      if (collector.candidates.some((candidate) => candidate.target !== 'chasis_number' && sharesWords(candidate.span, span))) return;
      collector.offer('chasis_number', { ...span, labelishness: 0 }, { labelScore: CHASSIS_SHARE, placement: 'prose' });
    });
  }
}

/** Parts of a line describing the vehicle, parted by dashes or bars ("KL 01 CB 7305 - Honda / Amaze VX CVT - Petrol - …"). */
const DESCRIPTION_JOINER = /^(?:-|–|—|\||•|·)$/;
/** A part its words name: the year it was made, the day it was registered. */
const NAMED_PARTS: { words: RegExp; target: Target }[] = [
  { words: /^(?:made|mfd\.?|mfg\.?|manufactured)(?:\s+in)?\s+(?=(?:19|20)\d{2}$)/i, target: 'manufacturing_year' },
  { words: /^(?:registered|regd\.?|first\s+registered)(?:\s+on)?\s+(?=\d)/i, target: 'registration_date' },
];
/** A description's parts say less than labels. */
const DESCRIPTION_SHARE = 0.7;

/**
 * A line describing the vehicle in parts, one of them its registration number whole ("Vehicle: KL 01 CB 7305 - Honda / Amaze
 * VX CVT - Petrol - 1199 cc - 5 seats - made 2021 - registered 21 Apr 2021"): each part read by its shape or its words.
 */
export function offerVehicleDescription(page: PageIndex, collector: CandidateCollector) {
  for (const segment of page.model.segments) {
    const words = page.wordsOf(segment);
    // (After the run's label: "Vehicle:".)
    const start = words.findIndex((word) => word.separator) + 1;
    const parts = page.partsOfRun(segment, start, words.length, DESCRIPTION_JOINER);
    const texts = parts.map(([from, to]) => valueTextOf(words, from, to));
    if (parts.length < 3 || !texts.some(isWholeRegistration)) continue;
    texts.forEach((text, index) => {
      const [from, to] = parts[index];
      const named = NAMED_PARTS.find(({ words: naming }) => naming.test(text));
      const target: Target | undefined = isWholeRegistration(text)
        ? 'vehicle_number'
        : named && (named.target !== 'registration_date' || findDates(text).length === 1)
          ? named.target
          : FUEL_ALONE.test(text)
            ? 'fuel_type'
            : startsWithMake(text) && !FIRM_WORDS.test(text)
              ? 'make_model'
              : undefined;
      if (!target) return;
      const value = named ? text.replace(named.words, '') : text;
      const span = page.span([{ segment, from, to }], value);
      collector.offer(target, { ...span, labelishness: 0 }, { labelScore: DESCRIPTION_SHARE, placement: 'prose' });
    });
  }
}
