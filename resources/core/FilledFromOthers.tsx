import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

/**
 * Fills the fields that follow from others (an end date from a start date) where they are empty,
 * and follows a change of those others in the fields that still hold what the others gave before
 * (filled here, or a saved record's dates that followed its start date); a value someone typed
 * otherwise is never replaced. `fill` gives the values that follow from the form's values.
 */
export function FilledFromOthers({ watched, fill }: { watched: readonly string[]; fill: (values: Record<string, unknown>) => Record<string, string> }) {
  const { getValues, setValue, formState } = useFormContext();
  const watchedValues: unknown[] = useWatch({ name: [...watched] });
  const previousValues = useRef<Record<string, unknown>>({});
  const changed = JSON.stringify(watchedValues);
  useEffect(() => {
    const values = { ...getValues() };
    const followedBefore = fill(previousValues.current);
    previousValues.current = values;
    for (const [name, value] of Object.entries(fill(values))) {
      const current = getValues(name);
      if (current && current !== followedBefore[name]) continue;
      // After a Save that found it missing, the value filled in clears the field's error.
      if (current !== value) setValue(name, value, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when a watched value changes
  }, [changed]);
  return null;
}
