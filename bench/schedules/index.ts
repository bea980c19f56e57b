/**
 * A seeded generator of Indian private-car policy schedules (Certificate of Insurance cum Policy
 * Schedule) in families of templates, with the fields each prints, to measure a schedule reader.
 */
export { familyDesign, type FamilyDesign } from './design';
export { generateSchedule, HELD_BACK_FAMILY_SEEDS, TUNING_FAMILY_SEEDS, type GeneratedSchedule } from './families';
export { UNKNOWN_WORDS_FROM } from './seeds';
export { configurationRowsFor, type ConfigurationRow } from './configuration';
export { gradeDocument, summarise, type DocumentGrade, type Extraction, type Summary } from './grade';
export { heldBackWordings, sharedWordings } from './lexicon';
