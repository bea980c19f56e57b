/**
 * The Hindi messages against the English ones: every Hindi string is a translation of an English
 * key (no stray keys), keeps its %{placeholders} and polyglot plural forms, and every resource
 * has every field label translated.
 */
import { describe, expect, it } from 'vitest';
import { accountMessagesHi } from '../../resources/accounts/messages.hi';
import { agentMessagesHi } from '../../resources/agents/messages.hi';
import { auditLogMessagesHi } from '../../resources/auditLog/messages.hi';
import { companyMessagesHi } from '../../resources/companies/messages.hi';
import { employeeMessagesHi } from '../../resources/employees/messages.hi';
import { extractionOutputMessagesHi } from '../../resources/extractionOutputs/messages.hi';
import { learnedLayoutMessagesHi } from '../../resources/learnedLayouts/messages.hi';
import { motorPolicyMessagesHi } from '../../resources/motorPolicies/messages.hi';
import { partnerMessagesHi } from '../../resources/partners/messages.hi';
import { policyConfigurationMessagesHi } from '../../resources/policyConfigurations/messages.hi';
import { REFUSAL_CODES } from '../../resources/core/refusals';
import { declarations, declaredResourceDeclarations } from '../../resources/registry';
import { en } from '../../src/i18n/en';
import { hi } from '../../src/i18n/hi';

type Messages = { [key: string]: string | Messages };

const flatten = (messages: Messages, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(messages).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]).sort();

const english = flatten(en as unknown as Messages);
const hindi = flatten(hi as unknown as Messages);

describe('Hindi messages', () => {
  it('translate English keys only, keeping placeholders and plural forms', () => {
    for (const [key, text] of Object.entries(hindi)) {
      expect(english, key).toHaveProperty([key]);
      expect(placeholders(text), key).toEqual(placeholders(english[key]));
      expect(text.split('||||').length, key).toBe(english[key].split('||||').length);
    }
  });

  it('say every refusal of the server in Hindi', () => {
    const english = REFUSAL_CODES.filter((code) => hindi[`app.errors.${code}`] === undefined || hindi[`app.errors.${code}`] === en.app.errors[code]);
    expect(english).toEqual([]);
  });

  const translatedScreens = {
    accounts: accountMessagesHi,
    motorPolicies: motorPolicyMessagesHi,
    companies: companyMessagesHi,
    partners: partnerMessagesHi,
    employees: employeeMessagesHi,
    agents: agentMessagesHi,
    extractionOutputs: extractionOutputMessagesHi,
    policyConfigurations: policyConfigurationMessagesHi,
    learnedLayouts: learnedLayoutMessagesHi,
    auditLog: auditLogMessagesHi,
    // The declared-only resources, with their Hindi labels beside their declarations.
    ...Object.fromEntries(declaredResourceDeclarations.map((declaration) => [declaration.name, declaration.hindi ?? {}])),
  } as Record<keyof typeof declarations, { fields?: Record<string, string> }>;
  it('has the Hindi of every registered resource', () => {
    expect(Object.keys(translatedScreens).sort()).toEqual(Object.keys(declarations).sort());
  });
  it.each(Object.entries(translatedScreens))('label every field of %s in Hindi', (resource, messages) => {
    const declared = Object.entries(declarations[resource as keyof typeof translatedScreens].fields);
    // A rows field's cells are labelled `field.column` (resources/core/i18n.ts).
    const cells = declared.flatMap(([name, field]) => (field.kind === 'rows' ? Object.keys(field.columns).map((column) => `${name}.${column}`) : []));
    expect(Object.keys(messages.fields ?? {})).toEqual(expect.arrayContaining([...declared.map(([name]) => name), ...cells]));
  });
});
