/** The payout payments' labels in Hindi. */
export const payoutPaymentHindi = {
  label: { one: 'पेआउट भुगतान', many: 'पेआउट भुगतान' },
  fields: {
    partner: 'पार्टनर',
    agent: 'एजेंट',
    month: 'माह',
    amount: 'राशि',
    paid_on: 'भुगतान तिथि',
    reference: 'संदर्भ',
    note: 'टिप्पणी',
  },
};
