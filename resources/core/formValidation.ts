/**
 * react-admin validators made from declared fields, so a form checks exactly what the server checks.
 */
import type { Validator } from 'react-admin';
import type { ResourceDeclaration } from './defineResource';
import { type Field, isFileField } from './fields';
import { isMasked } from './indianIds';
import { checkField, checkRules } from './validation';

/** What a file input holds when the user picked a new file. */
interface PickedFile {
  rawFile?: File;
}

/** File inputs are checked on the picked file's size and type; a kept file needs no check. */
function valueToCheck(field: Field, value: unknown): unknown {
  if (!isFileField(field)) return value;
  const rawFile = (value as PickedFile | null)?.rawFile;
  return rawFile ? { size: rawFile.size, mimeType: rawFile.type } : undefined;
}

/** The field's own rules, then the resource's cross-field rules reported under it. */
export function validatorFor(field: Field, resource?: { declaration: ResourceDeclaration; name: string }): Validator {
  const validate: Validator & { isRequired?: boolean } = (value: unknown, allValues: Record<string, unknown>) =>
    // A personal number is loaded masked; left as it is, the server keeps the stored number.
    (field.personal && isMasked(value) ? undefined : checkField(field, valueToCheck(field, value)) ??
    (resource ? checkRules(resource.declaration, resource.name, allValues ?? {}) : undefined));
  // react-admin reads this flag to mark the input as required.
  validate.isRequired = Boolean(field.required);
  return validate;
}
