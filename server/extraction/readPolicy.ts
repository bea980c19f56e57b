/**
 * Reads a motor policy schedule from its page model: sections, label readings, candidate values
 * by every pairing the page allows, one choice for all fields together under the checks, derived
 * fields, and a confidence per field that says how sure the reading is. The worker, the CLI and
 * the benchmark all come here through `extractDocument`.
 */
import { withAbbreviationsExpanded } from './page/abbreviations';
import type { Box, PageModel, PageSize } from './page/pageModel';
import { pairBonusBase } from './reading/bonusBase';
import { type Candidate, CandidateCollector, pairLabel, pairTableCells, gstHalvesAsTax, pairUnlabelledValues, type Placement, totalsAsNet } from './reading/candidates';
import { ambiguousChecks, CHECKS, type CheckResult, runChecks, type Value, type Values } from './reading/checks';
import { chooseValues, optionsByField, withUncoveredSection } from './reading/choose';
import { vehicleIdvBesideParts } from './reading/vehicleIdv';
import { applyChecks, doubtTwoPolicies, evidenceConfidence, reviewReasons } from './reading/confidence';
import { deriveFields, type Readings, repairFailedSum } from './reading/derive';
import { firmsEmails, offerBrokersEmails } from './reading/firmsEmail';
import { offerBrokersNames } from './reading/brokersName';
import { offerAddressUnderName } from './reading/addressUnderName';
import { pairEmailUnderContact } from './reading/contactEmail';
import { labelReadings } from './reading/labels';
import { PageIndex, sharesWords } from './reading/pageIndex';
import { addOnsOverTheirSection, addOnsWithTheirSum, itemisedPremium } from './reading/itemised';
import { proseCandidates } from './reading/prose';
import { rowOfThisVehicle } from './reading/tableRows';
import { awayFromProvisionalPages } from './reading/quotations';
import { offerLabelsInSentences } from './reading/sentenceLabels';
import { offerPartsAlone } from './reading/partedLine';
import { offerValuesByUnit } from './reading/unitValues';
import { offerChassisByShape, offerRegistrationAlone, offerVehicleDescription, offerVehicleTitle } from './reading/vehicleTitle';
import { sectionFinder } from './reading/sections';
import type { ReviewReason } from '../../resources/extractionOutputs/reviewReasons';

export interface FieldEvidence {
  page: number;
  /** The value's box: x, y, width, height in points from the page's top-left corner. */
  box: [number, number, number, number];
  placement: Placement | 'derived';
  label?: string;
  labelBox?: [number, number, number, number];
}

export interface PolicyExtraction {
  /** The spec's snake_case policy fields that were found. */
  fields: Record<string, Value>;
  /** 0–1 per field: among fields at 0.9 or more, at least 99 in 100 are right. */
  confidence: Record<string, number>;
  checks: CheckResult[];
  /** True when a person must look before the policy is saved. */
  needsReview: boolean;
  reviewReasons: ReviewReason[];
  /** Where each field was read, for the review to point at. */
  evidence: Record<string, FieldEvidence>;
  pages: PageSize[];
  /** Keys of a matching configuration that have no policy column, as printed. */
  otherFields: Record<string, string>;
  /** The configurations and learned layouts the document matched. */
  layouts: MatchedLayout[];
}

export interface MatchedLayout {
  kind: 'configuration' | 'learned';
  name: string;
  id?: string;
}

/** Another value read this surely for a field may make a check hold as well as the chosen one. */
const RIVAL_SCORE = 0.3;
/** …and one read at least this share as surely as the chosen value ties with it. */
const TIE = 0.9;

const PROVING = new Set(CHECKS.filter((check) => check.proves).map((check) => check.name));

const asTuple = (box: Box): [number, number, number, number] => [box.x, box.y, box.width, box.height].map((value) => Math.round(value * 10) / 10) as [number, number, number, number];

export interface ExtraCandidates {
  otherFields: Record<string, string>;
  layouts: MatchedLayout[];
}

/** The page with its sections and label readings: what reading and layout learning start from. */
export function pageIndexOf(printed: PageModel): PageIndex {
  const model = withAbbreviationsExpanded(printed);
  const sectionOf = sectionFinder(model);
  const { readings, runs } = labelReadings(model, sectionOf);
  return new PageIndex(model, readings, runs, sectionOf);
}

/** Reads the policy fields of a page model; `extra` adds candidates of a configured or learned layout. */
export function readPolicy(
  model: PageModel,
  extra?: (page: PageIndex, collector: CandidateCollector) => ExtraCandidates | undefined,
  repairs?: (candidates: readonly Candidate[]) => Candidate[],
): PolicyExtraction {
  const page = pageIndexOf(model);
  const collector = new CandidateCollector();
  for (const label of page.readings) pairLabel(page, collector, label);
  pairTableCells(page, collector);
  pairUnlabelledValues(page, collector);
  pairEmailUnderContact(page, collector);
  proseCandidates(page, collector);
  pairBonusBase(page, collector);
  offerValuesByUnit(page, collector);
  offerVehicleTitle(page, collector);
  offerRegistrationAlone(page, collector);
  offerVehicleDescription(page, collector);
  offerPartsAlone(page, collector);
  offerLabelsInSentences(page, collector);
  const layout = extra?.(page, collector);
  // On little evidence, where nothing read a value as surely (a configured layout's reading included).
  offerBrokersEmails(page, collector);
  offerBrokersNames(page, collector);
  offerAddressUnderName(page, collector);
  offerChassisByShape(page, collector);
  if (repairs) collector.candidates.push(...repairs(collector.candidates));
  collector.candidates.push(...totalsAsNet(collector.candidates));

  // What the page's values imply together: a premium's lines as its parts, the IDV's total, the tax as its halves.
  const candidates = firmsEmails(page.model, gstHalvesAsTax(vehicleIdvBesideParts(page, addOnsOverTheirSection(page, addOnsWithTheirSum(page, itemisedPremium(page, rowOfThisVehicle(page, awayFromProvisionalPages(page, collector.candidates))))))));
  const options = withUncoveredSection(optionsByField(candidates));
  const chosen = chooseValues(options);
  const readings: Readings = new Map();
  for (const [field, candidate] of chosen) {
    readings.set(field, { value: candidate.value, confidence: evidenceConfidence(candidate, options.get(field)!), source: 'read' });
  }
  deriveFields(readings);

  const valuesOf = (): Values => Object.fromEntries([...readings].map(([field, reading]) => [field, reading.value]));
  let checks = runChecks(valuesOf());
  const mendedSums: ReviewReason[] = [];
  for (let mended = repairFailedSum(readings, checks, PROVING); mended; mended = repairFailedSum(readings, checks, PROVING)) {
    mendedSums.push(mended);
    checks = runChecks(valuesOf());
  }
  const fieldsWhere = (test: (candidate: Candidate) => boolean) => new Set([...chosen].filter(([, candidate]) => test(candidate)).map(([field]) => field));
  const sameFigure = (a: string, b: string) => {
    const [first, second] = [chosen.get(a), chosen.get(b)];
    return Boolean(first && second && first.value === second.value && sharesWords(first.span, second.span));
  };
  // (Not a reading kept only where a check proves it: a total offered as the net premium.)
  const othersOf = (field: string, least = RIVAL_SCORE) => [...new Set((options.get(field) ?? []).filter((candidate) => candidate.score >= least && !candidate.onlyIfProven).map((candidate) => candidate.value))];
  // (Not the chosen amount rounded: "9,938" beside "9,937.96".)
  const tiedWith = (field: string) => {
    const mine = chosen.get(field);
    if (!mine) return [];
    const sameAmount = (value: Value) => value === mine.value || (typeof value === 'number' && typeof mine.value === 'number' && Math.abs(value - mine.value) <= 1);
    return othersOf(field, Math.max(RIVAL_SCORE, TIE * mine.score)).filter((value) => !sameAmount(value));
  };
  const ambiguous = ambiguousChecks(checks, valuesOf(), othersOf, tiedWith);
  applyChecks(readings, checks, { repaired: fieldsWhere((candidate) => Boolean(candidate.repaired)), byOcr: fieldsWhere((candidate) => candidate.span.ocr !== undefined), sameFigure, ambiguous });
  doubtTwoPolicies(readings, options);
  const reasons = [...mendedSums, ...reviewReasons(readings, checks)];

  const fields: Record<string, Value> = {};
  const confidence: Record<string, number> = {};
  const evidence: Record<string, FieldEvidence> = {};
  for (const [field, reading] of readings) {
    fields[field] = reading.value;
    confidence[field] = Math.round(reading.confidence * 100) / 100;
    const candidate = chosen.get(field);
    if (candidate) {
      evidence[field] = {
        page: candidate.span.box.page,
        box: asTuple(candidate.span.box),
        placement: candidate.placement,
        label: candidate.label?.text,
        labelBox: candidate.label ? asTuple(candidate.label.box) : undefined,
      };
    }
  }
  return {
    fields,
    confidence,
    checks,
    needsReview: reasons.length > 0 || model.byOcr,
    reviewReasons: reasons,
    evidence,
    pages: model.pages,
    otherFields: layout?.otherFields ?? {},
    layouts: layout?.layouts ?? [],
  };
}
