import type { LearnedLayout } from '../policyConfigurations/declaration';
import { defineResource, type RecordOf } from '../core/defineResource';
import { json, text } from '../core/fields';

/**
 * A layout learned from reviewed extractions: when a reviewer corrects fields of a document and
 * saves it, the places of the corrected values are learned, so the next document of that layout
 * reads them right. Administrators can rename and remove them; staff can see them.
 */
export const learnedLayoutDeclaration = defineResource({
  name: 'learnedLayouts',
  endpoint: '/learned-layouts',
  table: 'learned_layouts',
  staff: 'read',
  label: { one: 'Learned Layout', many: 'Learned Layouts' },
  fields: {
    name: text({ label: 'Name', required: true, maxLength: 200 }),
    fieldsLearned: json<string[]>({ label: 'Fields Learned' }),
    sourceFileName: text({ label: 'Learned From', readOnly: true, maxLength: 255 }),
    learned: json<LearnedLayout>({ label: 'Learned Layout' }),
  },
  searchFields: ['name'],
  sortFields: ['name'],
  operations: ['list', 'show', 'update', 'delete'],
});

export type LearnedLayoutRecord = RecordOf<typeof learnedLayoutDeclaration>;
