import type { TranslatedMessages } from '../core/i18n';
import { peopleActionsHi, peopleFieldsHi } from '../core/peopleMessages.hi';
import type { employeeDeclaration } from './declaration';
import type { employeeMessages } from './messages';

/** The employee parts of Create User and List Users in Hindi. */
export const employeeMessagesHi: TranslatedMessages<typeof employeeMessages, typeof employeeDeclaration> = {
  fields: {
    name: peopleFieldsHi.name,
    phone: peopleFieldsHi.phone,
    email: peopleFieldsHi.email,
    employeeId: 'कर्मचारी ID',
    roleDepartment: 'भूमिका/विभाग',
    branch: 'शाखा',
    salesZone: 'सेल्स ज़ोन',
    manager: 'मैनेजर',
    branchManager: 'शाखा मैनेजर',
    isDeleted: 'हटाया गया',
  },
  choices: {
    roleDepartment: { 'Sales Executive': 'सेल्स एग्ज़ीक्यूटिव', Manager: 'मैनेजर', Admin: 'एडमिन' },
    salesZone: { North: 'उत्तर', South: 'दक्षिण', East: 'पूर्व', West: 'पश्चिम' },
  },
  columns: { employeeId: 'कर्मचारी ID', name: 'कर्मचारी का नाम', phone: 'फ़ोन नंबर', role: 'भूमिका', isActive: 'सक्रिय', actions: 'कार्रवाई' },
  activeInput: 'सक्रिय',
  page: { edit: 'कर्मचारी बदलें' },
  sections: { details: 'कर्मचारी विवरण', work: 'भूमिका और शाखा' },
  actions: { ...peopleActionsHi, create: 'कर्मचारी बनाएँ', update: 'कर्मचारी अपडेट करें' },
  notifications: {
    created: 'कर्मचारी सफलतापूर्वक बनाया गया!',
    createFailed: 'कर्मचारी नहीं बनाया जा सका',
    updated: 'कर्मचारी सफलतापूर्वक अपडेट हुआ!',
    updateFailed: 'कर्मचारी अपडेट करने में त्रुटि।',
    updateError: 'कर्मचारी अपडेट करने में त्रुटि।',
    deleted: 'कर्मचारी सफलतापूर्वक हटाया गया!',
    deleteFailed: 'कर्मचारी हटाया नहीं जा सका',
    confirmDelete: 'क्या आप वाकई इस कर्मचारी को हटाना चाहते हैं? यह वापस नहीं किया जा सकता।',
    loadFailed: 'कर्मचारी नहीं लाए जा सके',
    empty: 'कोई कर्मचारी नहीं मिला',
  },
};
