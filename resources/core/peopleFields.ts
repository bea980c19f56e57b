/**
 * Fields that people share (spec section 3): partners and agents have all of these (contact, where
 * they are, RM, bank and KYC), employees the name and phone. Each declaration spreads them in.
 */
import { date, email, mobile, reference, text } from './fields';
import { aadhaar, bankAccount, ifsc, pan, pincode } from './indianIds';

/** A person's name and mobile number, required for every kind of person. */
export const nameField = () => text({ label: 'Name', required: true, maxLength: 100 });
export const phoneField = () =>
  mobile({ label: 'Phone', required: true, message: 'Phone must be a 10-digit mobile number starting with 6, 7, 8 or 9' });

export const contactFields = () => ({
  name: nameField(),
  phone: phoneField(),
  email: email({ label: 'Email', message: 'Email must be a valid email address' }),
});

export const addressFields = () => ({
  district: text({ label: 'District', maxLength: 100 }),
  city: text({ label: 'City', maxLength: 100 }),
  state: text({ label: 'State', maxLength: 100 }),
  pincode: pincode({ label: 'Pincode' }),
});

/**
 * The relationship manager looking after the partner or agent, and since when: one of the
 * employees, chosen by name (the form then writes their name as the spec's RM), or a name alone.
 */
export const rmFields = ({ required }: { required: boolean }) => ({
  rmEmployee: reference({ label: 'RM Employee', reference: 'employees' }),
  rm: text({ label: 'RM', required, maxLength: 100 }),
  assignDate: date({ label: 'Assign Date', required }),
});

/**
 * Bank and KYC. `aliases` are the other spellings a request may use (the Create User agent form
 * sends ifscCode, aadhaarNumber and panNumber; spec section 3).
 */
export const bankAndKycFields = (aliases: { ifsc?: string; aadhar?: string; pan?: string } = {}) => ({
  accountNumber: bankAccount({ label: 'Account Number' }),
  ifsc: ifsc({ label: 'IFSC', aliases: aliases.ifsc ? [aliases.ifsc] : undefined }),
  bankName: text({ label: 'Bank Name', maxLength: 100 }),
  aadhar: aadhaar({ label: 'Aadhar', aliases: aliases.aadhar ? [aliases.aadhar] : undefined }),
  pan: pan({ label: 'PAN', aliases: aliases.pan ? [aliases.pan] : undefined }),
});
