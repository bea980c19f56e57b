/**
 * The input of a `rows` field: one line of text inputs per row (react-admin's ArrayInput and
 * SimpleFormIterator), each cell checked by its column's rules. The last remaining row cannot be
 * removed when the field needs one (spec: configuration form).
 */
import { ArrayInput, SimpleFormIterator, TextInput, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { type RowsField, tooFewRowsMessage } from './fields';
import { validatorFor } from './formValidation';

interface Props {
  source: string;
  field: RowsField;
  label?: string;
}

export function RowsInput({ source, field, label }: Props) {
  const rows = useWatch({ name: source }) as unknown[] | undefined;
  const atMinimum = (rows?.length ?? 0) <= field.minRows;
  const atMaximum = (rows?.length ?? 0) >= field.maxRows;
  const countValidator: Validator = (value: unknown[] | undefined) =>
    (value?.length ?? 0) < field.minRows ? tooFewRowsMessage(field) : undefined;
  return (
    <ArrayInput source={source} label={label} validate={countValidator}>
      <SimpleFormIterator
        inline
        disableReordering
        disableRemove={atMinimum}
        disableAdd={atMaximum}
        disableClear
        // The remove button shows only on hover by default: keep it in view for touch and keyboard users.
        sx={{ '& .RaSimpleFormIterator-action': { visibility: 'visible' } }}
      >
        {Object.entries(field.columns).map(([name, column]) => (
          <TextInput
            key={name}
            // Labelled by react-admin from resources.<resource>.fields.<field>.<column> (core/i18n.ts).
            source={name}
            validate={validatorFor(column)}
            helperText={false}
            slotProps={{ htmlInput: { maxLength: column.maxLength } }}
          />
        ))}
      </SimpleFormIterator>
    </ArrayInput>
  );
}
