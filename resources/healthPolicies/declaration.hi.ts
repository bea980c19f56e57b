/** The health policy's labels in Hindi; what is left out shows in English. */
export const healthPolicyHindi = {
  label: { one: 'स्वास्थ्य पॉलिसी', many: 'स्वास्थ्य पॉलिसियाँ' },
  fields: {
    policy_number: 'पॉलिसी नंबर',
    customer_name: 'ग्राहक का नाम',
    insurer: 'बीमाकर्ता',
    plan_name: 'प्लान का नाम',
    sum_insured: 'बीमा राशि',
    premium: 'प्रीमियम',
    start_date: 'आरंभ तिथि',
    end_date: 'समाप्ति तिथि',
    members_covered: 'कवर किए गए सदस्य',
  },
};
