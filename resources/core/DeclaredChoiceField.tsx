import { SelectField, useResourceContext } from 'react-admin';
import { declarationFor } from '../registry';
import type { ChoiceField } from './fields';
import { choicesOf } from './listFormats';

/** A declared choice's value as the user's language names it (`resources.<resource>.choices.<field>.<value>`). */
export function DeclaredChoiceField({ source }: { source: string }) {
  const resource = useResourceContext() ?? '';
  const field = declarationFor(resource)?.fields[source] as ChoiceField | undefined;
  return <SelectField source={source} choices={choicesOf(resource, source, field?.choices ?? [])} />;
}
