import { useCallback, useEffect, useRef } from 'react';
import { SaveButton, useRegisterMutationMiddleware, useSaveContext, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useSimilarRecordsConfirmation } from './SimilarRecordsConfirmation';

type Save = (resource: string, params: { meta?: Record<string, unknown> }) => Promise<unknown>;

/**
 * A form's submit button whose label says when the save is under way ('Creating...', 'Saving...').
 * A save the server holds back as resembling other records is shown to the person, who may save it anyway.
 */
export function SubmitButton({ label, busyLabel }: { label: string; busyLabel: string }) {
  const translate = useTranslate();
  const { saving } = useSaveContext();
  const { isSubmitting } = useFormState();
  const { askToSaveAnyway, dialog } = useSimilarRecordsConfirmation();
  const busy = saving || isSubmitting;

  const confirmingSimilar = useCallback(
    async (resource: string, params: { meta?: Record<string, unknown> }, next: Save) => {
      try {
        return await next(resource, params);
      } catch (error) {
        if (!(await askToSaveAnyway(error))) throw error;
        // The panel's forms register no other middleware, so asking `next` again reaches the data provider.
        return next(resource, { ...params, meta: { ...params.meta, similarConfirmed: true } });
      }
    },
    [askToSaveAnyway],
  );
  useRegisterMutationMiddleware(confirmingSimilar);

  // alwaysEnable: submitting an untouched or invalid form must still explain what is missing.
  return (
    <>
      <SaveButton alwaysEnable label={translate(busy ? busyLabel : label)} disabled={busy} icon={<></>} />
      {dialog}
      <FirstInvalidFieldInView />
    </>
  );
}

/**
 * Inside a form: after a submit, its first field in error is scrolled into view and focused. react-hook-form does so for
 * what it finds itself, not for the fields a server refused ('Policy Number is already used by another policy' stayed
 * above the screen, under 'Please fix the validation errors before submitting.').
 */
export function FirstInvalidFieldInView() {
  const { isSubmitting } = useFormState();
  const inForm = useRef<HTMLSpanElement>(null);
  const submitted = useRef(false);
  useEffect(() => {
    if (isSubmitting) {
      submitted.current = true;
      return;
    }
    if (!submitted.current) return;
    submitted.current = false;
    const first = inForm.current?.closest('form')?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.scrollIntoView?.({ block: 'center' });
    first?.focus({ preventScroll: true });
  }, [isSubmitting]);
  return <span ref={inForm} hidden />;
}
