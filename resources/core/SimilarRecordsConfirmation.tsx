import { type ReactNode, useCallback, useState } from 'react';
import { Confirm, HttpError, useTranslate } from 'react-admin';
import { fieldErrorsOf } from '../../dataProvider/httpClient';

/** The message of a save the server held back because it resembles other records (409 with `similar`), if that is why it failed. */
const similarRecordsWarningOf = (error: unknown): string | undefined =>
  error instanceof HttpError && error.status === 409 && error.body?.similar ? Object.values(fieldErrorsOf(error))[0] : undefined;

/**
 * Declaration `similarWhen`: when the server holds a save back because it resembles other records,
 * the person is shown them and decides. `askToSaveAnyway(error)` answers true when they chose to save
 * anyway (false at once for any other failure); `dialog` must be rendered for the question to be seen.
 */
export function useSimilarRecordsConfirmation(): { askToSaveAnyway: (error: unknown) => Promise<boolean>; dialog: ReactNode } {
  const translate = useTranslate();
  const [question, setQuestion] = useState<{ warning: string; decide: (saveAnyway: boolean) => void }>();

  const askToSaveAnyway = useCallback((error: unknown) => {
    const warning = similarRecordsWarningOf(error);
    if (!warning) return Promise.resolve(false);
    return new Promise<boolean>((decide) => setQuestion({ warning, decide }));
  }, []);

  const answer = (saveAnyway: boolean) => {
    question?.decide(saveAnyway);
    setQuestion(undefined);
  };

  const dialog = question && (
    <Confirm
      isOpen
      title="app.similar.title"
      content={
        <>
          <p>{translate(question.warning, { _: question.warning })}</p>
          <p>{translate('app.similar.question')}</p>
        </>
      }
      confirm="app.similar.saveAnyway"
      cancel="app.similar.goBack"
      onConfirm={() => answer(true)}
      onClose={() => answer(false)}
    />
  );
  return { askToSaveAnyway, dialog };
}
