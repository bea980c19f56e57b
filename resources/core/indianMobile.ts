/**
 * A mobile number as Indians write it ("+91 98765-43210", "098765 43210", "0091 9876543210") to its
 * ten digits: spaces, brackets and dashes dropped, and a country code or trunk zero before ten
 * digits taken off. No imports: the public sign-up card uses it too.
 */
export const normaliseMobile = (value: string) =>
  value.replace(/[\s()-]/g, '').replace(/^(?:\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, '');
