/** The commission statement lines' labels in Hindi. */
export const commissionLineHindi = {
  label: { one: 'कमीशन पंक्ति', many: 'कमीशन पंक्तियाँ' },
  fields: {
    policy_number: 'पॉलिसी नंबर',
    insurer: 'बीमाकर्ता',
    vehicle_number: 'वाहन नंबर',
    policy_start_date: 'पॉलिसी आरंभ तिथि',
    premium: 'प्रीमियम',
    commission: 'प्राप्त कमीशन',
    od_commission: 'OD कमीशन',
    tp_commission: 'TP कमीशन',
    payment_date: 'भुगतान तिथि',
    statement_month: 'माह',
    policy: 'पॉलिसी',
    expected: 'अपेक्षित पेइन',
    difference: 'अंतर',
    status: 'स्थिति',
    reconciled: 'मिलान पूर्ण',
    reconcile_note: 'टिप्पणी',
  },
  choices: {
    status: { Matched: 'मिलान हुआ', 'Short-paid': 'कम भुगतान', 'Over-paid': 'अधिक भुगतान', 'No policy': 'कोई पॉलिसी नहीं' },
  },
};
