/**
 * The motor quote draft (spec section 3, Quote draft; section 9 for choices and defaults): its
 * fields, declared once for the wizard's inputs and checks.
 */
import { choice, date, integer, text } from '../../../resources/core/fields';

export const INSURANCE_TYPES = ['comprehensive', 'thirdparty', 'standalone'] as const;
export const VEHICLE_ENTRIES = ['lookup', 'upload', 'manual'] as const;
export const QUOTE_MAKES = ['Maruti', 'Hyundai', 'Honda'] as const;
export const QUOTE_FUEL_TYPES = ['petrol', 'diesel', 'cng', 'electric'] as const;
export const LAST_NCB_CHOICES = ['0', '20', '25', '35', '45', '50'] as const;
export const YES_NO = ['yes', 'no'] as const;

export const quoteDraftFields = {
  insuranceType: choice({ label: 'Insurance Type', required: true, requiredMessage: 'Please choose an insurance type', choices: INSURANCE_TYPES }),
  vehicleEntry: choice({ label: 'Vehicle Details', choices: VEHICLE_ENTRIES }),
  vehicleReg: text({ label: 'Vehicle Registration Number', maxLength: 15 }),
  make: choice({ label: 'Make', choices: QUOTE_MAKES }),
  model: text({ label: 'Model', maxLength: 100 }),
  variant: text({ label: 'Variant', maxLength: 100 }),
  year: integer({ label: 'Year', min: 1950, max: 2100 }),
  fuelType: choice({ label: 'Fuel Type', choices: QUOTE_FUEL_TYPES }),
  engineCC: integer({ label: 'Engine CC', min: 50, max: 10000 }),
  prevPolicyExpiry: date({ label: 'Previous Policy Expiry' }),
  lastInsurer: text({ label: 'Last Insurer', maxLength: 200 }),
  lastNCB: choice({ label: 'Last NCB (%)', choices: LAST_NCB_CHOICES }),
  claimInLast: choice({ label: 'Claim in Last Policy', choices: YES_NO }),
};

export type QuoteDraft = { [K in keyof typeof quoteDraftFields]?: string | number | null };

/** Spec section 9: year 2023, engine CC 1200, claim in last policy no; vehicle details entered by hand until a lookup exists. */
export const QUOTE_DEFAULTS: QuoteDraft = { vehicleEntry: 'manual', year: 2023, engineCC: 1200, claimInLast: 'no' };

/** Spec: four phases, numbered 0-3. */
export const QUOTE_PHASES = ['vehicleDetails', 'quoteSelection', 'proposalPayment', 'confirmation'] as const;
