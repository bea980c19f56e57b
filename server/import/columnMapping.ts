/**
 * Which field each column of an imported file goes to, guessed from its header: this product's own
 * CSV headers (the field names), the names a request may use (aliases, camelCase), the labels the
 * screens show in English and Hindi, and for motor policies the wordings insurers print (the
 * extraction's lexicon: "Policy No.", "Regn. No", "Risk Start Date", "Gross Premium"). Each field
 * takes one column, the first that names it; the person importing can change any of it.
 */
import { importableFields, type ResourceDeclaration } from '../../resources/core/defineResource';
import { isReadField, type Target } from '../extraction/lexicon/concepts';
import { scoreLabelText } from '../extraction/lexicon/match';

/** A header as compared: lower case, letters and digits only ("Policy No." → "policyno"). */
const comparable = (header: string) => header.toLowerCase().replace(/&/g, 'and').replace(/[^\p{L}\p{N}]+/gu, '');

const camelCase = (name: string) => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

function namesOfFields(declaration: ResourceDeclaration): Map<string, string> {
  const names = new Map<string, string>();
  for (const name of importableFields(declaration)) {
    const field = declaration.fields[name];
    const hindi = declaration.hindi?.fields?.[name];
    for (const header of [name, camelCase(name), ...(field.aliases ?? []), field.label, field.label.replace(/\s*\(.*\)$/, ''), ...(hindi ? [hindi] : [])]) {
      const key = comparable(header);
      if (key && !names.has(key)) names.set(key, name);
    }
  }
  return names;
}

/** A score the lexicon gives a header that surely names a field ("Insured Name" → customer name). */
const SURE_WORDING = 0.5;

/** Wordings of other documents, per resource: insurers' for motor policies. */
const WORDINGS: Record<string, (header: string, importable: readonly string[]) => string | undefined> = {
  motorPolicies(header, importable) {
    // The insurer is a company the policy names, not a value its schedule's reader fills.
    const names = (target: Target) => (isReadField(target) || target === 'insurer') && importable.includes(target);
    const best = scoreLabelText(header).find(({ target }) => names(target));
    return best && best.score >= SURE_WORDING ? best.target : undefined;
  },
};

/** The field each column goes to (null: left out), guessed from the header row. */
export function suggestMapping(declaration: ResourceDeclaration, header: readonly string[]): (string | null)[] {
  const names = namesOfFields(declaration);
  const importable = importableFields(declaration);
  const wordings = WORDINGS[declaration.name];
  const taken = new Set<string>();
  const guess = (text: string) => names.get(comparable(text)) ?? wordings?.(text, importable);
  return header.map((text) => {
    const field = guess(text);
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}
