/**
 * Every declared resource, by react-admin resource name. The server builds its CRUD routes from
 * this list and the data provider finds endpoints and file fields here: adding a resource is one
 * folder plus one line below.
 */
import { accountDeclaration } from './accounts/declaration';
import { agentDeclaration } from './agents/declaration';
import { auditLogDeclaration } from './auditLog/declaration';
import { companyDeclaration } from './companies/declaration';
import type { ResourceDeclaration } from './core/defineResource';
import { employeeDeclaration } from './employees/declaration';
import { extractionOutputDeclaration } from './extractionOutputs/declaration';
import { healthPolicyDeclaration } from './healthPolicies/declaration';
import { commissionLineDeclaration } from './commissionLines/declaration';
import { payoutPaymentDeclaration } from './payoutPayments/declaration';
import { learnedLayoutDeclaration } from './learnedLayouts/declaration';
import { motorPolicyDeclaration } from './motorPolicies/declaration';
import { partnerDeclaration } from './partners/declaration';
import { policyConfigurationDeclaration } from './policyConfigurations/declaration';

export const declarations = {
  accounts: accountDeclaration,
  companies: companyDeclaration,
  motorPolicies: motorPolicyDeclaration,
  partners: partnerDeclaration,
  employees: employeeDeclaration,
  agents: agentDeclaration,
  extractionOutputs: extractionOutputDeclaration,
  policyConfigurations: policyConfigurationDeclaration,
  learnedLayouts: learnedLayoutDeclaration,
  auditLog: auditLogDeclaration,
  healthPolicies: healthPolicyDeclaration,
  commissionLines: commissionLineDeclaration,
  payoutPayments: payoutPaymentDeclaration,
} satisfies Record<string, ResourceDeclaration>;

export type ResourceName = keyof typeof declarations;

export const declarationFor = (resource: string): ResourceDeclaration | undefined =>
  (declarations as Record<string, ResourceDeclaration>)[resource];

/** The resources made entirely from their declaration (`declaredOnly: true`). */
export const declaredResourceDeclarations = Object.values(declarations as Record<string, ResourceDeclaration>).filter((declaration) => declaration.declaredOnly === true);
