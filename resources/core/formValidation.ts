/**
 * react-admin validators made from declared fields, so a form checks exactly what the server checks.
 */
import type { Validator } from 'react-admin';
import { type Field, isFileField } from './fields';
import { checkField } from './validation';

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

export function validatorFor(field: Field): Validator {
  const validate: Validator & { isRequired?: boolean } = (value: unknown) => checkField(field, valueToCheck(field, value));
  // react-admin reads this flag to mark the input as required.
  validate.isRequired = Boolean(field.required);
  return validate;
}
