/**
 * The spec's setup-configuration call and the check of a sample before it, both multipart: the
 * key / label / sample-value rows as JSON text, the sample PDF, and for each key whose sample value
 * is printed in several places the place the person chose.
 */
import type { SampleReport } from '../resources/policyConfigurations/declaration';
import { httpClient } from './httpClient';

export interface ConfigurationRow {
  key: string;
  label: string;
  value: string;
}

/** `{ key: index }`: which of a key's places (their order in the sample report) is meant. */
export type PlaceChoices = Record<string, number>;

function sampleForm(fields: ConfigurationRow[], samplePdf: File, choices: PlaceChoices) {
  const form = new FormData();
  form.append('fields', JSON.stringify(fields));
  form.append('samplePdf', samplePdf, samplePdf.name);
  if (Object.keys(choices).length) form.append('choices', JSON.stringify(choices));
  return form;
}

export const configurationSetup = {
  /** Where each sample value is printed (once, several times, nowhere), without saving anything. */
  async checkConfigurationSample(fields: ConfigurationRow[], samplePdf: File, choices: PlaceChoices = {}): Promise<SampleReport> {
    const { json } = await httpClient('/setup-configuration/check', { method: 'POST', body: sampleForm(fields, samplePdf, choices) });
    return (json as { data: { sampleReport: SampleReport } }).data.sampleReport;
  },

  async setupConfiguration(name: string, fields: ConfigurationRow[], samplePdf: File, choices: PlaceChoices = {}) {
    const form = sampleForm(fields, samplePdf, choices);
    form.append('name', name);
    const { json } = await httpClient('/setup-configuration', { method: 'POST', body: form });
    return json as { message: string; data: { _id: string; sampleReport: SampleReport } };
  },
};
