/**
 * Motor policies for tests: the fields a real schedule prints (those of the premium-table sample
 * schedule premiumTable-01), plus the commission percentages the upload screen asks for.
 */

let issued = 0;
/** Policy numbers are unique: each sample gets its own unless the test names one. */
const nextPolicyNumber = () => `2311763${String(process.pid % 1000).padStart(3, '0')}${String(++issued).padStart(5, '0')}`;
/** Nor is a vehicle insured twice for the same days (a warning, declaration `similarWhen`): each sample gets its own. */
const series = (count: number) => [...count.toString(26).padStart(3, '0')].map((digit) => String.fromCharCode(65 + parseInt(digit, 26))).join('');
const vehicleNumber = () => `GJ${String(process.pid % 100).padStart(2, '0')}${series(Math.floor(issued / 10000))}${String(issued % 10000).padStart(4, '0')}`;

/** A policy's cover from `start` to `end`: its OD and TP periods the same, issued on the first day. */
export const coverDates = (start: string, end: string) => ({
  start_date: start,
  end_date: end,
  od_start_date: start,
  od_end_date: end,
  tp_start_date: start,
  tp_end_date: end,
  issue_date: start,
});

export function samplePolicy(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    policy_number: nextPolicyNumber(),
    vehicle_number: vehicleNumber(),
    business_type: 'Rollover',
    policy_type: 'Comprehensive',
    customer_name: 'Bhagavaan Gill',
    customer_phone: '7462782180',
    customer_email: 'bhagavaan_gill@hotmail.com',
    customer_address: '489, Varrier Wall, Mandalgarh, Nagaland - 764361',
    make: 'Honda',
    model: 'Amaze S',
    manufacturing_year: 2017,
    rto_code: 'GJ01',
    start_date: '2024-10-22',
    end_date: '2025-10-21',
    issue_date: '2024-10-17',
    od_start_date: '2024-10-22',
    od_end_date: '2025-10-21',
    tp_start_date: '2024-10-22',
    tp_end_date: '2025-10-21',
    basic_od_premium: 9519.81,
    total_od_add_on_premium: 3666,
    ncb: 50,
    total_od_premium: 8425.9,
    basic_tp_premium: 3416,
    total_tp_premium: 3416,
    net_premium: 11841.9,
    taxes: 2131.54,
    taxes_rate: 18,
    total_premium: 13973.44,
    broker_name: 'Suraksha Insurance Brokers Pvt. Ltd.',
    broker_email: 'support@kavachbroking.in',
    broker_code: 'BRK-64323',
    cc: 1498,
    chasis_number: 'MAJXL0YN8K4VM71G4',
    engine_number: '5FUH2YLAZMMFI7',
    fuel_type: 'Diesel',
    seating_capicity: 5,
    vehicle_idv: 478200,
    registration_date: '2017-06-04',
    total_tp_add_on_premium: 0,
    previous_insurer_name: 'Bharat Shield General Insurance Co. Ltd.',
    previous_ncb: 45,
    previous_policy_end_date: '2024-10-21',
    previous_policy_number: '19441218/89/0865',
    commission_receivable_od: 15,
    commission_receivable_tp: 2.5,
    commission_payable_od: 10,
    commission_payable_tp: 1,
    ...overrides,
  };
}

/** The extraction dialog's camelCase payload of the same policy (spec section 3). */
export function sampleCamelCasePolicy(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const p = samplePolicy();
  return {
    policyNumber: p.policy_number,
    productType: p.business_type,
    policyType: p.policy_type,
    seatingCapacity: p.seating_capicity ?? 5,
    sumInsured: p.vehicle_idv,
    registrationDate: p.registration_date,
    riskStartDate: p.start_date,
    riskEndDate: p.end_date,
    policyIssueDate: p.issue_date,
    odStartDate: p.od_start_date,
    odEndDate: p.od_end_date,
    tpStartDate: p.tp_start_date,
    tpEndDate: p.tp_end_date,
    customerName: p.customer_name,
    customerEmail: p.customer_email,
    mobileNo: p.customer_phone,
    address: p.customer_address,
    make: p.make,
    model: p.model,
    manufacturingYear: p.manufacturing_year,
    vehicleNumber: p.vehicle_number,
    vehicleIdv: p.vehicle_idv,
    engineNumber: p.engine_number,
    chasisNumber: p.chasis_number,
    rtoCode: p.rto_code,
    fuelType: p.fuel_type,
    cc: p.cc,
    basicOdPremium: p.basic_od_premium,
    totalOdPremium: p.total_od_premium,
    totalOdAddOnPremium: p.total_od_add_on_premium,
    basicTpPremium: p.basic_tp_premium,
    totalTpPremium: p.total_tp_premium,
    totalTpAddOnPremium: p.total_tp_add_on_premium,
    netPremium: p.net_premium,
    taxes: p.taxes,
    taxesRate: p.taxes_rate,
    ncb: p.ncb,
    previousNcb: p.previous_ncb,
    totalPremium: p.total_premium,
    previousInsurerName: p.previous_insurer_name,
    previousPolicyNumber: p.previous_policy_number,
    previousPolicyEndDate: p.previous_policy_end_date,
    brokerName: p.broker_name,
    brokerEmail: p.broker_email,
    brokerCode: p.broker_code,
    ...overrides,
  };
}
