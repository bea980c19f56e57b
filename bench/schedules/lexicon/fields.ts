/**
 * How schedules word the label of each policy field. `shared` wordings may appear in any family;
 * `heldBack` wordings (about a third) only in held-back families, so a reader tuned on the tuning
 * families is measured on wordings it has never seen. `hi` is the Hindi form that bilingual
 * families print beside the English one.
 */
export interface Wordings {
  hi?: string;
  shared: readonly string[];
  heldBack: readonly string[];
}

/** Start/end labels go together ("Policy Start Date" with "Policy End Date", not "Valid Till"). */
export interface PairWordings {
  hi?: readonly [string, string];
  shared: readonly (readonly [string, string])[];
  heldBack: readonly (readonly [string, string])[];
}

export const FIELD_WORDINGS = {
  policy_number: {
    hi: 'पॉलिसी संख्या',
    shared: ['Policy No.', 'Policy Number', 'Policy No', 'Certificate cum Policy No.', 'Policy/Certificate No.', 'Pol. No.', 'Policy Ref. No.', 'Certificate No. / Policy No.'],
    heldBack: ['Policy & Certificate Number', 'Policy Document No.', 'Policy #', 'Insurance Policy No.'],
  },
  policy_type: {
    hi: 'पॉलिसी का प्रकार',
    shared: ['Policy Type', 'Type of Policy', 'Product', 'Cover Type', 'Product Name', 'Type of Cover'],
    heldBack: ['Plan', 'Coverage Type', 'Policy Cover'],
  },
  business_type: {
    hi: 'व्यवसाय का प्रकार',
    shared: ['Business Type', 'Type of Business', 'Policy Status', 'Transaction Type', 'Proposal Type', 'Business Category'],
    heldBack: ['Nature of Business', 'New / Renewal', 'Business'],
  },
  issue_date: {
    hi: 'जारी करने की तिथि',
    shared: ['Date of Issue', 'Issue Date', 'Policy Issued On', 'Policy Issue Date', 'Date of Issuance', 'D.O.I.', 'Issued On'],
    heldBack: ['Issuance Date', 'Date of Policy Issue', 'Policy Generated On', 'Document Date'],
  },
  period: {
    hi: 'बीमा अवधि',
    shared: ['Period of Insurance', 'Policy Period', 'Insurance Period', 'Period of Cover', 'Policy Duration', 'Validity', 'Period of Policy'],
    heldBack: ['Effective Period', 'Period of Risk', 'Term of Policy'],
  },
  od_period: {
    hi: 'स्वयं क्षति अवधि',
    shared: ['OD Policy Period', 'Own Damage Period', 'Period of Own Damage Cover', 'OD Period', 'OD Cover Period', 'Own Damage Cover'],
    heldBack: ['Section I Period', 'Own Damage Validity', 'OD Term'],
  },
  tp_period: {
    hi: 'तृतीय पक्ष अवधि',
    shared: ['TP Policy Period', 'Third Party Period', 'Period of Liability Cover', 'TP Period', 'Liability Cover Period', 'Liability Cover'],
    heldBack: ['Section II Period', 'Third Party Validity', 'TP Term'],
  },
  customer_name: {
    hi: 'बीमित का नाम',
    shared: ['Insured Name', 'Name of Insured', 'Name of the Insured', 'Insured', 'Policy Holder', 'Proposer Name', 'Customer Name', 'Name of the Insured Person', "Insured's Name"],
    heldBack: ['Policyholder Name', 'Name of Proposer', 'Insured Person', 'Client Name'],
  },
  customer_phone: {
    hi: 'मोबाइल नंबर',
    shared: ['Mobile No.', 'Mobile', 'Contact No.', 'Phone', 'Mobile Number', 'Tel. No.', 'Contact Number', 'Phone No.'],
    heldBack: ['Cell No.', 'Registered Mobile', 'Mob.', 'Telephone (Mobile)'],
  },
  customer_email: {
    hi: 'ई-मेल',
    shared: ['Email', 'E-mail', 'Email ID', 'E-mail Address', 'Email Address', 'Mail ID'],
    heldBack: ['E-Mail Id of Insured', 'Registered Email', 'Communication Email'],
  },
  customer_address: {
    hi: 'पता',
    shared: ['Address', 'Communication Address', 'Address of Insured', 'Insured Address', 'Mailing Address', 'Correspondence Address', 'Address of the Insured'],
    heldBack: ['Registered Address', 'Postal Address', 'Contact Address', 'Residential Address'],
  },
  vehicle_number: {
    hi: 'पंजीकरण संख्या',
    shared: ['Registration No.', 'Registration Number', 'Regn. No.', 'Vehicle No.', 'Vehicle Registration No.', 'Regn No', 'Vehicle Number', 'Reg. No.', 'Registration Mark'],
    heldBack: ['Registration Mark & No.', 'Vehicle Regn. Number', 'Regd. No.', 'Veh. Reg. No.'],
  },
  make: {
    hi: 'निर्माता',
    shared: ['Make', 'Manufacturer', 'Vehicle Make', 'Make of Vehicle', 'Mfr.', 'Manufacturer Name'],
    heldBack: ['Brand', 'OEM', "Maker's Name"],
  },
  model: {
    hi: 'मॉडल',
    shared: ['Model', 'Vehicle Model', 'Model / Variant', 'Model & Variant', 'Model Name', 'Model-Variant'],
    heldBack: ['Vehicle Model Name', 'Model Description', 'Model Details'],
  },
  make_model: {
    hi: 'निर्माता / मॉडल',
    shared: ['Make / Model', 'Make & Model', 'Make/Model/Variant', 'Vehicle Make & Model', 'Manufacturer / Model'],
    heldBack: ['Make-Model', 'Vehicle Description', 'Make and Model'],
  },
  manufacturing_year: {
    hi: 'निर्माण वर्ष',
    shared: ['Year of Manufacture', 'Mfg. Year', 'Manufacturing Year', 'Mfg Yr', 'Year of Mfg.', 'YOM', 'Mfg. Yr.'],
    heldBack: ['Year of Make', 'Manufactured In', 'Make Year', 'Model Year'],
  },
  manufacturing_month_year: {
    hi: 'निर्माण माह / वर्ष',
    shared: ['Month/Year of Manufacture', 'Mfg. Month & Year', 'Mfg. Month/Yr'],
    heldBack: ['Manufacturing Month-Year', 'Month & Year of Make'],
  },
  registration_date: {
    hi: 'पंजीकरण तिथि',
    shared: ['Registration Date', 'Date of Registration', 'Regn. Date', 'Date of Regn.', 'D.O.R.', 'Reg. Date', 'First Registration Date'],
    heldBack: ['Registered On', 'Date of First Registration', 'Regd. Date', 'Vehicle Regn. Date'],
  },
  engine_number: {
    hi: 'इंजन संख्या',
    shared: ['Engine No.', 'Engine Number', 'Engine No', 'Eng. No.', 'Engine Sr. No.', 'Engine/Motor No.'],
    heldBack: ['Motor No.', 'Engine Serial No.', 'Eng No'],
  },
  chasis_number: {
    hi: 'चेसिस संख्या',
    shared: ['Chassis No.', 'Chassis Number', 'Chassis No', 'VIN / Chassis No.', 'Chasis No.', 'Ch. No.'],
    heldBack: ['VIN', 'Frame No.', 'Chassis Sr. No.', 'Vehicle Identification No.'],
  },
  engine_chassis: {
    hi: 'इंजन / चेसिस संख्या',
    shared: ['Engine No. / Chassis No.', 'Engine & Chassis No.', 'Engine No./Chassis No.'],
    heldBack: ['Engine / Chassis Number', 'Eng./Ch. No.'],
  },
  fuel_type: {
    hi: 'ईंधन का प्रकार',
    shared: ['Fuel Type', 'Fuel', 'Type of Fuel', 'Fuel Used', 'Fuel type'],
    heldBack: ['Propulsion', 'Fuel Category', 'Power Source'],
  },
  cc: {
    hi: 'घन क्षमता',
    shared: ['Cubic Capacity', 'CC', 'Cubic Capacity (CC)', 'Engine Capacity', 'Cubic Capacity / Watts', 'Engine CC'],
    heldBack: ['Displacement', 'Capacity (cc)', 'Engine Displacement', 'C.C.'],
  },
  seating_capicity: {
    hi: 'बैठने की क्षमता',
    shared: ['Seating Capacity', 'Seats', 'Seating Capacity (Including Driver)', 'No. of Seats', 'Seating Cap.', 'Licensed Carrying Capacity'],
    heldBack: ['Carrying Capacity', 'Seating', 'No. of Passengers (incl. Driver)'],
  },
  vehicle_idv: {
    hi: 'बीमित घोषित मूल्य',
    shared: ['IDV', 'Insured Declared Value', 'Total IDV', 'Vehicle IDV', "Insured's Declared Value (IDV)", 'Total Value (IDV)', 'Sum Insured (IDV)', 'Total IDV of Vehicle'],
    heldBack: ['Declared Value', 'Insured Value', 'Total Sum Insured', 'IDV of the Vehicle'],
  },
  basic_od_premium: {
    hi: 'मूल स्वयं क्षति प्रीमियम',
    shared: ['Basic OD Premium', 'Basic Own Damage Premium', 'Own Damage Premium', 'Basic Premium (OD)', 'OD Premium', 'Basic OD', 'Own Damage Basic Premium', 'Basic Premium on Vehicle'],
    heldBack: ['Vehicle Damage Premium', 'Basic Section I Premium', 'OD Base Premium', 'Gross OD Premium'],
  },
  ncb: {
    hi: 'नो क्लेम बोनस',
    shared: ['NCB', 'No Claim Bonus', 'NCB %', 'No Claim Bonus (%)', 'Applicable NCB', 'NCB Percentage', 'NCB Applicable'],
    heldBack: ['Bonus (NCB)', 'No-Claim Discount', 'Claim Free Bonus', 'NCB Entitlement'],
  },
  ncb_discount: {
    hi: 'नो क्लेम बोनस छूट',
    shared: ['Less: No Claim Bonus', 'No Claim Bonus', 'NCB Discount', 'Less: NCB', 'Deduct NCB', 'NCB Amount'],
    heldBack: ['No-Claim Discount', 'Less: Bonus', 'Bonus Allowed'],
  },
  total_od_add_on_premium: {
    hi: 'ऐड-ऑन प्रीमियम',
    shared: ['Add-on Premium', 'Total Add-on Premium', 'Add-on Covers', 'OD Add-on Premium', 'Add On Cover Premium', 'Total Add-on Cover Premium', 'Addon Premium (OD)'],
    heldBack: ['Optional Covers Premium', 'Additional Cover Premium', 'Value Added Covers', 'Total Optional Cover Premium'],
  },
  total_od_premium: {
    hi: 'कुल स्वयं क्षति प्रीमियम',
    shared: ['Total OD Premium', 'Net Own Damage Premium', 'Total Own Damage Premium', 'Net OD Premium', 'Own Damage Premium (A)', 'Total OD Premium (A)', 'Total Premium - Own Damage'],
    heldBack: ['Section I Total', 'OD Premium Payable', 'Final OD Premium', 'Total Section I Premium'],
  },
  basic_tp_premium: {
    hi: 'मूल तृतीय पक्ष प्रीमियम',
    shared: ['Basic TP Premium', 'Basic Third Party Premium', 'Third Party Premium', 'Basic Liability Premium', 'Basic TP', 'TP Premium', 'Basic TP incl. TPPD'],
    heldBack: ['Act Liability Premium', 'Basic Section II Premium', 'Liability Base Premium', 'TP Base Premium'],
  },
  total_tp_add_on_premium: {
    hi: 'तृतीय पक्ष ऐड-ऑन प्रीमियम',
    shared: ['TP Add-on Premium', 'Third Party Add-on Premium', 'Liability Add-ons', 'Additional Liability Premium', 'PA & LL Premium', 'Other TP Covers'],
    heldBack: ['Add-on Premium (TP)', 'Liability Extensions', 'Additional TP Covers'],
  },
  total_tp_premium: {
    hi: 'कुल तृतीय पक्ष प्रीमियम',
    shared: ['Total TP Premium', 'Net Third Party Premium', 'Total Liability Premium', 'Total Third Party Premium', 'Liability Premium (B)', 'Total TP Premium (B)', 'Net TP Premium'],
    heldBack: ['Section II Total', 'TP Premium Payable', 'Total Act Premium', 'Final Liability Premium'],
  },
  net_premium: {
    hi: 'शुद्ध प्रीमियम',
    shared: ['Net Premium', 'Total Premium (A+B)', 'Net Premium (A+B)', 'Taxable Value', 'Premium before Tax', 'Total Package Premium', 'Net Premium Payable', 'Taxable Premium'],
    heldBack: ['Premium excl. GST', 'Pre-tax Premium', 'Taxable Amount', 'Gross Premium before Taxes'],
  },
  taxes: {
    hi: 'जीएसटी',
    shared: ['GST', 'Goods & Services Tax', 'GST Amount', 'Total GST', 'Tax', 'Goods and Services Tax'],
    heldBack: ['Tax Amount', 'Applicable Taxes', 'GST Payable'],
  },
  taxes_rate: {
    hi: 'जीएसटी दर',
    shared: ['GST Rate', 'Tax Rate', 'GST %', 'Rate of GST'],
    heldBack: ['Applicable GST Rate', 'GST Slab'],
  },
  total_premium: {
    hi: 'कुल प्रीमियम',
    shared: ['Total Premium', 'Total Premium Payable', 'Gross Premium', 'Final Premium', 'Total Amount', 'Premium Payable', 'Gross Premium Paid', 'Total Policy Premium', 'Amount Paid'],
    heldBack: ['Grand Total', 'Total Payable', 'Premium Collected', 'Total Amount Received'],
  },
  previous_insurer_name: {
    hi: 'पिछला बीमाकर्ता',
    shared: ['Previous Insurer', 'Previous Insurance Company', 'Name of Previous Insurer', 'Prev. Insurer', 'Previous Insurer Name', 'Expiring Insurer'],
    heldBack: ['Last Insurer', 'Prior Insurer', 'Earlier Insurance Company'],
  },
  previous_policy_number: {
    hi: 'पिछली पॉलिसी संख्या',
    shared: ['Previous Policy No.', 'Previous Policy Number', 'Prev. Policy No.', 'Expiring Policy No.', 'Previous Policy No', 'Old Policy No.'],
    heldBack: ['Last Policy No.', 'Prior Policy Number', 'Earlier Policy No.'],
  },
  previous_policy_end_date: {
    hi: 'पिछली पॉलिसी की समाप्ति तिथि',
    shared: ['Previous Policy Expiry Date', 'Previous Policy End Date', 'Prev. Policy Expiry', 'Expiring Policy End Date', 'Previous Policy Valid Till', 'Expiry Date of Previous Policy'],
    heldBack: ['Last Policy Expiry', 'Prior Policy Expiry Date', 'Old Policy Valid Upto'],
  },
  previous_ncb: {
    hi: 'पिछला नो क्लेम बोनस',
    shared: ['Previous NCB', 'NCB on Previous Policy', 'Previous Policy NCB', 'NCB Earned on Previous Policy', 'Prev. NCB %', 'Expiring NCB'],
    heldBack: ['Last NCB', 'Prior NCB', 'NCB in Expiring Policy'],
  },
  broker_name: {
    hi: 'मध्यस्थ का नाम',
    shared: ['Broker Name', 'Intermediary Name', 'Broker', 'Name of Intermediary', 'Agent / Broker Name', 'Intermediary'],
    heldBack: ['Sourcing Intermediary', 'Channel Partner', 'Broker/Agent', 'Distributor Name'],
  },
  broker_code: {
    hi: 'मध्यस्थ कोड',
    shared: ['Broker Code', 'Intermediary Code', 'Agent Code', 'Broker Licence / Code', 'Intermediary Licence No.', 'Code'],
    heldBack: ['Partner Code', 'Producer Code', 'Broker ID'],
  },
  broker_email: {
    hi: 'मध्यस्थ ई-मेल',
    shared: ['Broker Email', 'Intermediary Email', 'Broker Email ID', 'Email of Intermediary', 'Broker Contact Email'],
    heldBack: ['Intermediary Mail ID', 'Partner Email', 'Broker E-mail Address'],
  },
} as const satisfies Record<string, Wordings>;

export const DATE_PAIR_WORDINGS = {
  policy_dates: {
    hi: ['प्रारंभ तिथि', 'समाप्ति तिथि'],
    shared: [
      ['Policy Start Date', 'Policy End Date'],
      ['Start Date', 'End Date'],
      ['Period of Insurance From', 'Period of Insurance To'],
      ['Risk Start Date', 'Risk End Date'],
      ['Valid From', 'Valid Till'],
      ['Policy Effective From', 'Policy Expiry Date'],
      ['Commencement Date', 'Expiry Date'],
    ],
    heldBack: [
      ['Risk Inception Date', 'Risk Expiry Date'],
      ['Cover Start Date', 'Cover End Date'],
      ['Inception Date', 'Date of Expiry'],
      ['Effective Date', 'Valid Up To'],
    ],
  },
  od_dates: {
    hi: ['स्वयं क्षति प्रारंभ तिथि', 'स्वयं क्षति समाप्ति तिथि'],
    shared: [
      ['OD Start Date', 'OD End Date'],
      ['Own Damage Start Date', 'Own Damage End Date'],
      ['OD Cover From', 'OD Cover To'],
      ['OD Risk Start Date', 'OD Risk End Date'],
      ['Own Damage Period From', 'Own Damage Period To'],
    ],
    heldBack: [
      ['OD Inception Date', 'OD Expiry Date'],
      ['Section I Start Date', 'Section I End Date'],
      ['OD Effective From', 'OD Valid Till'],
    ],
  },
  tp_dates: {
    hi: ['तृतीय पक्ष प्रारंभ तिथि', 'तृतीय पक्ष समाप्ति तिथि'],
    shared: [
      ['TP Start Date', 'TP End Date'],
      ['Third Party Start Date', 'Third Party End Date'],
      ['TP Cover From', 'TP Cover To'],
      ['Liability Start Date', 'Liability End Date'],
      ['Third Party Period From', 'Third Party Period To'],
    ],
    heldBack: [
      ['TP Inception Date', 'TP Expiry Date'],
      ['Section II Start Date', 'Section II End Date'],
      ['Liability Effective From', 'Liability Valid Till'],
    ],
  },
} as const satisfies Record<string, PairWordings>;

export type FieldSlot = keyof typeof FIELD_WORDINGS;
export type DatePairSlot = keyof typeof DATE_PAIR_WORDINGS;
