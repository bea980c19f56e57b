import { SaveButton, useSaveContext, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';

/** A form's submit button whose label says when the save is under way ('Creating...', 'Saving...'). */
export function SubmitButton({ label, busyLabel }: { label: string; busyLabel: string }) {
  const translate = useTranslate();
  const { saving } = useSaveContext();
  const { isSubmitting } = useFormState();
  const busy = saving || isSubmitting;
  // alwaysEnable: submitting an untouched or invalid form must still explain what is missing.
  return <SaveButton alwaysEnable label={translate(busy ? busyLabel : label)} disabled={busy} icon={<></>} />;
}
