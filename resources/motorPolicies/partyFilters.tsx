import { ReferenceAutocomplete } from '../core/ReferenceAutocomplete';

/** The filters of a policy list by who it belongs to: its insurer, and the partner or agent who brought it. */
export const partyFilters = () => [
  <ReferenceAutocomplete key="insurer" source="insurer" reference="companies" />,
  <ReferenceAutocomplete key="partner" source="partner" reference="partners" />,
  <ReferenceAutocomplete key="agent" source="agent" reference="agents" />,
];
