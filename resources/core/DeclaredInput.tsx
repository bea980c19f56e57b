/**
 * The react-admin input for a declared field: the right component, label (via the resource's i18n
 * field labels), validation and limits come from the declaration.
 */
import {
  BooleanInput,
  DateInput,
  ImageField as ImagePreview,
  NumberInput,
  ImageInput,
  PasswordInput,
  SelectInput,
  TextInput,
  useResourceContext,
  useTranslate,
  type InputProps,
} from 'react-admin';
import { declarationFor } from '../registry';
import type { Field, TextField } from './fields';
import { validatorFor } from './formValidation';
import { MoneyInput } from './MoneyInput';
import { ReferenceAutocomplete } from './ReferenceAutocomplete';
import { RowsInput } from './RowsInput';
import { SuggestedTextInput } from './SuggestedTextInput';
import { choicesOf } from './listFormats';

type Props = Omit<InputProps, 'validate' | 'field'> & {
  source: string;
  /** Fields outside a stored resource (sign-up, login) pass their declaration directly. */
  definition?: Field;
  helperText?: React.ReactNode;
  fullWidth?: boolean;
  autoFocus?: boolean;
  placeholder?: string;
  /** Dates typed as plain text (the policy edit form, spec section 2) instead of a date picker. */
  plainDate?: boolean;
};

/**
 * What a digits input keeps of the typed text: the digits, capped at the field's count. A field
 * that normalises (a mobile number) may take its prefix too (+91 or 0, up to 4 more digits), which
 * its normaliser drops once the number is whole, so "+91 98200 12345" becomes 9820012345.
 */
const digitsOf = (field: TextField) => (value: string) => {
  const digits = (value ?? '').replace(/\D/g, '');
  const limit = field.digits ?? field.maxLength;
  return field.normalise ? field.normalise(digits).slice(0, limit + 4) : digits.slice(0, limit);
};

export function DeclaredInput({ definition: given, source, plainDate, ...props }: Props) {
  const resource = useResourceContext();
  const translate = useTranslate();
  const declaration = resource ? declarationFor(resource) : undefined;
  const field = given ?? declaration?.fields[source];
  if (!field) throw new Error(`No declared field "${source}" in resource "${resource}"`);
  const validate = validatorFor(field, !given && declaration ? { declaration, name: source } : undefined);
  const common = { source, validate, ...(given ? { label: field.label } : {}), ...props };
  const labelText = translate(given || !resource ? field.label : `resources.${resource}.fields.${source}`, { _: field.label });

  switch (field.kind) {
    case 'choice':
      return (
        <SelectInput
          {...common}
          choices={declaration && !given ? choicesOf(declaration, source) : field.choices.map((choice) => ({ id: choice, name: choice }))}
        />
      );
    case 'image':
      return (
        // No dropzone `accept` filter: a wrong file must reach the validator and get the product's message.
        <ImageInput
          {...common}
          format={(value: unknown) => (typeof value === 'string' ? { src: value } : value)}
          // The dropzone's hidden file input is named for assistive technology too.
          inputProps={{ 'aria-label': labelText }}
        >
          <ImagePreview source="src" title="title" />
        </ImageInput>
      );
    case 'decimal':
      return field.money ? <MoneyInput {...common} /> : <NumberInput {...common} min={field.min} max={field.max} step={10 ** -field.scale} />;
    case 'integer':
      return <NumberInput {...common} min={field.min} max={field.max} step={1} />;
    case 'date':
      return plainDate ? (
        <TextInput {...common} placeholder="YYYY-MM-DD" slotProps={{ htmlInput: { maxLength: 10 } }} />
      ) : (
        <DateInput {...common} />
      );
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'json':
      // Written by the server only (extraction results); shown by the resource's own views.
      return null;
    case 'rows':
      return <RowsInput source={source} field={field} label={typeof props.label === 'string' ? props.label : undefined} />;
    case 'password':
      return <PasswordInput {...common} inputProps={{ maxLength: field.maxLength }} />;
    case 'digits':
      return (
        <TextInput
          {...common}
          // No maxLength attribute: it would cut "98765-43210" before the dashes are dropped.
          parse={digitsOf(field)}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      );
    case 'reference':
      // Chosen by name from the referenced records, as the user types (its list's search).
      return <ReferenceAutocomplete {...common} reference={field.reference} />;
    default:
      if ('suggested' in field && field.suggested) return <SuggestedTextInput {...common} definition={field} slotProps={{ htmlInput: { maxLength: field.maxLength } }} />;
      return (
        <TextInput
          {...common}
          // An e-mail keyboard without the browser's own check: its English bubble
          // would hide the declaration's message (the spec's wording, in the user's language).
          type="text"
          multiline={field.multiline}
          // A value compacted before it is checked ("KL 07 CD 4321" is KL07CD4321) is not cut at its stored length as typed.
          slotProps={{ htmlInput: { maxLength: 'normalise' in field && field.normalise ? undefined : field.maxLength, ...(field.kind === 'email' && { inputMode: 'email' }) } }}
        />
      );
  }
}
