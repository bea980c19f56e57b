/**
 * The keys a motor policy configuration names (spec section 2: the 28 pre-filled rows, in order)
 * and the policy field each one fills. Keys without a policy column are still read and kept with
 * the extraction. A key may also name a policy field directly (`netPremium`, `net_premium`).
 */
import { motorPolicyDeclaration } from '../motorPolicies/declaration';

export interface ConfigurationKey {
  key: string;
  /** A common printed wording, pre-filled for the person to correct to what the sample prints. */
  label: string;
  /** The snake_case policy field it fills, if any. */
  policyField?: string;
}

export const DEFAULT_CONFIGURATION_KEYS: readonly ConfigurationKey[] = [
  { key: 'customerId', label: 'Customer ID' },
  { key: 'customerName', label: 'Customer Name', policyField: 'customer_name' },
  { key: 'certificateNumber', label: 'Certificate Number' },
  { key: 'mobileNo', label: 'Mobile No', policyField: 'customer_phone' },
  { key: 'email', label: 'Email', policyField: 'customer_email' },
  { key: 'address', label: 'Address', policyField: 'customer_address' },
  { key: 'pincode', label: 'Pincode' },
  { key: 'city', label: 'City' },
  { key: 'state', label: 'State' },
  { key: 'make', label: 'Make', policyField: 'make' },
  { key: 'Model', label: 'Model', policyField: 'model' },
  { key: 'Variant', label: 'Variant' },
  { key: 'fuelType', label: 'Fuel Type', policyField: 'fuel_type' },
  { key: 'manufacturingYear', label: 'Manufacturing Year', policyField: 'manufacturing_year' },
  { key: 'vehicleClass', label: 'Vehicle Class' },
  { key: 'vehicleSubclass', label: 'Vehicle Subclass' },
  { key: 'typeOfBody', label: 'Type of Body' },
  { key: 'chassisNumber', label: 'Chassis Number', policyField: 'chasis_number' },
  { key: 'engineNumber', label: 'Engine Number', policyField: 'engine_number' },
  { key: 'cubicCapacity', label: 'Cubic Capacity', policyField: 'cc' },
  { key: 'seatingCapacity', label: 'Seating Capacity', policyField: 'seating_capicity' },
  { key: 'vehicleNumber', label: 'Vehicle Number', policyField: 'vehicle_number' },
  { key: 'registrationDate', label: 'Registration Date', policyField: 'registration_date' },
  { key: 'insurer', label: 'Insurer' },
  { key: 'policyNumber', label: 'Policy Number', policyField: 'policy_number' },
  { key: 'totalIdv', label: 'Total IDV', policyField: 'vehicle_idv' },
  { key: 'cpaNomineeName', label: 'CPA Nominee Name' },
  { key: 'cpaNomineeRelation', label: 'CPA Nominee Relation' },
];

const BY_KEY = new Map(DEFAULT_CONFIGURATION_KEYS.map((entry) => [entry.key.toLowerCase(), entry.policyField]));
const camelCase = (name: string) => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
const POLICY_FIELDS = new Map(
  Object.keys(motorPolicyDeclaration.fields).flatMap((name) => [[name.toLowerCase(), name], [camelCase(name).toLowerCase(), name]] as const),
);

/** The policy field a configuration key fills, or undefined when the key has no policy column. */
export function policyFieldOf(key: string): string | undefined {
  const lower = key.trim().toLowerCase();
  return BY_KEY.has(lower) ? BY_KEY.get(lower) : POLICY_FIELDS.get(lower);
}
