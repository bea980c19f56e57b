import { AutocompleteInput, ReferenceInput } from 'react-admin';

/** A list filter on a reference field: the referenced record chosen by name, searched as the user types. */
export const ReferenceFilter = ({ source, reference }: { source: string; reference: string }) => (
  <ReferenceInput source={source} reference={reference}>
    <AutocompleteInput filterToQuery={(search: string) => ({ search })} />
  </ReferenceInput>
);
