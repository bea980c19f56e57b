/**
 * A vehicle read from its title, a run naming its make and model or its registration number alone: little evidence, below the
 * bar of review.
 */
import { isWholeRegistration } from '../normalise';
import { startsWithMake } from '../values/makes';
import type { CandidateCollector } from './candidates';
import type { PageIndex } from './pageIndex';

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
