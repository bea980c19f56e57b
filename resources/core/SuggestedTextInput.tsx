import { useEffect, useId, useState } from 'react';
import { TextInput, useDataProvider, useResourceContext, type TextInputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { AppDataProvider } from '../../dataProvider';
import type { TextField } from './fields';

/**
 * A text input offering the values records already hold (a field declared `suggested`: a policy's
 * make, the models of the make typed beside it), most common first, in the browser's own list under
 * the input; anything else can still be typed. Asked for when the input is focused, so a form
 * nobody types in asks nothing.
 */
export function SuggestedTextInput({ definition, ...props }: TextInputProps & { source: string; definition: TextField }) {
  const resource = useResourceContext() ?? '';
  const dataProvider = useDataProvider<AppDataProvider>();
  const within = definition.suggested?.within;
  const scopeValue = useWatch({ name: within ?? props.source });
  const scope = within && typeof scopeValue === 'string' ? scopeValue.trim() : '';
  const [focusCount, setFocusCount] = useState(0);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  useEffect(() => {
    if (!focusCount || (within && !scope)) return;
    let current = true;
    dataProvider
      .suggestions(resource, props.source, within ? { [within]: scope } : {})
      .then((values) => current && setSuggestions(values))
      // Suggestions are a help: without them the input is a plain text input.
      .catch(() => current && setSuggestions([]));
    return () => {
      current = false;
    };
  }, [dataProvider, resource, props.source, within, scope, focusCount]);
  const listId = useId();
  return (
    <>
      <TextInput
        {...props}
        // On the input element itself: react-admin does not pass a TextInput's onFocus on.
        slotProps={{
          ...props.slotProps,
          htmlInput: { ...(props.slotProps?.htmlInput as object), list: listId, autoComplete: 'off', onFocus: () => setFocusCount((count) => count + 1) },
        }}
      />
      <datalist id={listId}>
        {suggestions.map((value) => (
          <option key={value} value={value} />
        ))}
      </datalist>
    </>
  );
}
