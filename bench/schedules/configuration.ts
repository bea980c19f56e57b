/**
 * The rows a person types to configure a layout from one sample document: configuration key,
 * the label as copied from the page, and the sample value, typed sometimes as printed
 * ("1,23,456.00", "12-Mar-2024") and sometimes as stored ("123456", "2024-03-12").
 */
import { composeSchedule, type Field } from './compose';
import type { GeneratedSchedule } from './families';
import { random } from './random';

export interface ConfigurationRow {
  key: string;
  label: string;
  value: string;
}

/** Configuration keys of the vehicle and customer fields; other fields use their own name. */
const CONFIGURATION_KEYS: Partial<Record<Field, string>> = {
  customer_name: 'customerName',
  customer_phone: 'mobileNo',
  customer_email: 'email',
  customer_address: 'address',
  make: 'make',
  model: 'Model',
  fuel_type: 'fuelType',
  manufacturing_year: 'manufacturingYear',
  chasis_number: 'chassisNumber',
  engine_number: 'engineNumber',
  cc: 'cubicCapacity',
  seating_capicity: 'seatingCapacity',
  vehicle_number: 'vehicleNumber',
  registration_date: 'registrationDate',
  policy_number: 'policyNumber',
  vehicle_idv: 'totalIdv',
};

/** A person copying a bilingual label mostly takes the English part. */
const englishPart = (label: string) => label.replace(/[\u0900-\u097F\u200C\u200D]+/g, '').replace(/^[\s/-]+/, '').replace(/\s+/g, ' ').trim();

export function configurationRowsFor(doc: GeneratedSchedule): ConfigurationRow[] {
  const content = composeSchedule(doc.familySeed, doc.docSeed);
  const rng = random('configuration', doc.familySeed, doc.docSeed);
  // Some people copy values off the page, some type them as the record stores them.
  const copiesValues = rng.pick([0.2, 0.5, 0.8]);
  return content.fields
    .filter((field) => field.field !== 'rto_code')
    .map((field) => ({
      key: CONFIGURATION_KEYS[field.field] ?? field.field,
      label: /[\u0900-\u097F]/.test(field.label) && rng.chance(0.7) ? englishPart(field.label) : field.label,
      value: rng.chance(copiesValues) ? field.printed : String(field.expected),
    }));
}
