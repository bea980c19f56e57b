/** Hindi labels of the fields partners, agents and employees share (resources/core/peopleFields.ts). */
export const peopleFieldsHi = {
  name: 'नाम',
  phone: 'फ़ोन',
  email: 'ईमेल',
  district: 'ज़िला',
  city: 'शहर',
  state: 'राज्य',
  pincode: 'पिनकोड',
  partnerType: 'पार्टनर प्रकार',
  active: 'सक्रिय',
  rm: 'RM',
  rmEmployee: 'RM कर्मचारी',
  assignDate: 'असाइन तिथि',
  accountNumber: 'खाता संख्या',
  ifsc: 'IFSC',
  bankName: 'बैंक का नाम',
  aadhar: 'आधार',
  pan: 'PAN',
  createdAt: 'बनाया गया',
  updatedAt: 'अपडेट किया गया',
};

/** The buttons every people form and row has. */
export const peopleActionsHi = {
  creating: 'बनाया जा रहा है...',
  updating: 'अपडेट हो रहा है...',
  cancel: 'रद्द करें',
  edit: 'बदलें',
  delete: 'हटाएँ',
};
