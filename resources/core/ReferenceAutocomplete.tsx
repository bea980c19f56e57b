import { AutocompleteInput, type AutocompleteInputProps, ReferenceInput } from 'react-admin';
import { declarationFor } from '../registry';
import { representationOf } from './defineResource';
import { isSortable } from './listFormats';

/** The referenced records A to Z by the name they are shown by, where their list sorts by it. */
function byName(reference: string) {
  const declaration = declarationFor(reference);
  const name = declaration && representationOf(declaration);
  return declaration && name && isSortable(declaration, name) ? { field: name, order: 'ASC' as const } : undefined;
}

/**
 * A reference field's input or list filter: the referenced record chosen by name, A to Z, searched
 * (its list's search) as the user types. Other props go to the autocomplete (label, validation, onChange).
 */
export const ReferenceAutocomplete = ({ source, reference, ...props }: AutocompleteInputProps & { source: string; reference: string }) => (
  <ReferenceInput source={source} reference={reference} sort={byName(reference)}>
    <AutocompleteInput filterToQuery={(search: string) => ({ search })} {...props} />
  </ReferenceInput>
);
