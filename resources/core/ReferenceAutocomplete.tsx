import { AutocompleteInput, type AutocompleteInputProps, ReferenceInput } from 'react-admin';

/**
 * A reference field's input or list filter: the referenced record chosen by name, searched (its list's
 * search) as the user types. Other props go to the autocomplete (label, validation, onChange).
 */
export const ReferenceAutocomplete = ({ source, reference, ...props }: AutocompleteInputProps & { source: string; reference: string }) => (
  <ReferenceInput source={source} reference={reference}>
    <AutocompleteInput filterToQuery={(search: string) => ({ search })} {...props} />
  </ReferenceInput>
);
