import { SelectField, useResourceContext } from 'react-admin';
import { declarationFor } from '../registry';
import { choicesOf } from './listFormats';

/** A declared choice's value as the user's language names it (`resources.<resource>.choices.<field>.<value>`). */
export function DeclaredChoiceField({ source }: { source: string }) {
  const declaration = declarationFor(useResourceContext() ?? '');
  return declaration ? <SelectField source={source} choices={choicesOf(declaration, source)} /> : null;
}
