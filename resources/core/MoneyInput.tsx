import { useEffect, useState } from 'react';
import { FieldTitle, InputHelperText, ResettableTextField, type TextInputProps, useInput } from 'react-admin';
import { numericText } from './fields';

/** Rupees as staff type them: "₹ 1,23,456.50", "Rs. 1,23,456", "123456". Undefined for anything else. */
export function parseRupees(text: string): number | undefined {
  const plain = String(numericText(text));
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : undefined;
}

/**
 * An amount as staff read it: Indian grouping, and paise only when it has some ("10,500.50",
 * "12,345"). Latin digits in every language, so that parseRupees reads it back.
 */
export function amountText(value: unknown) {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'number') return String(value);
  return value.toLocaleString('en-IN', { minimumFractionDigits: Number.isInteger(value) ? 0 : 2, maximumFractionDigits: 2 });
}

const valueOf = (text: string): number | string | null => (text.trim() === '' ? null : (parseRupees(text) ?? text));

/**
 * An amount in rupees, typed as staff copy it from a schedule or a spreadsheet (with ₹, Rs. and
 * Indian digit grouping). The form holds a number once the text reads as one, null when empty,
 * and the text itself otherwise, so the field's own check says what is wrong with it. What is
 * typed stays as typed: react-admin's NumberInput takes no "₹" or commas.
 */
export function MoneyInput({ source, label, validate, helperText, resource, ...rest }: TextInputProps) {
  const { field, fieldState, isRequired, id } = useInput({ source, validate, resource, ...rest });
  const [text, setText] = useState(() => amountText(field.value));
  // A value set from outside (a record loaded, the form reset) replaces the text.
  useEffect(() => {
    if (valueOf(text) !== field.value) setText(amountText(field.value));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only an outside change of the value matters
  }, [field.value]);
  return (
    <ResettableTextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(valueOf(event.target.value));
      }}
      onBlur={field.onBlur}
      label={<FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />}
      error={fieldState.invalid}
      helperText={<InputHelperText error={fieldState.error?.message} helperText={helperText} />}
      fullWidth={rest.fullWidth}
      className={`ra-input ra-input-${source}`}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
}
