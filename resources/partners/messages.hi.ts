import type { TranslatedMessages } from '../core/i18n';
import { peopleActionsHi, peopleFieldsHi } from '../core/peopleMessages.hi';
import type { partnerDeclaration } from './declaration';
import type { partnerMessages } from './messages';

/** The partner screens in Hindi. */
export const partnerMessagesHi: TranslatedMessages<typeof partnerMessages, typeof partnerDeclaration> = {
  fields: { ...peopleFieldsHi, code: 'कोड' },
  choices: { partnerType: { 'Type 1': 'टाइप 1', 'Type 2': 'टाइप 2' } },
  columns: {
    createdOn: 'बनाया गया',
    name: 'पार्टनर का नाम',
    code: 'पार्टनर कोड',
    phone: 'फ़ोन नंबर',
    rm: 'मैप किया गया RM',
    assignDate: 'RM असाइन तिथि',
    actions: 'कार्रवाई',
  },
  page: { list: 'पार्टनर', create: 'पार्टनर बनाएँ', edit: 'पार्टनर बदलें' },
  sections: { details: 'पार्टनर विवरण', address: 'पता', rm: 'RM विवरण', bankKyc: 'बैंक और KYC' },
  summary: { total: 'कुल पार्टनर', thisMonth: 'इस महीने', lastThreeMonths: 'पिछले 3 महीने' },
  search: 'नाम, कोड, ईमेल, फ़ोन या RM से खोजें',
  actions: { ...peopleActionsHi, create: 'पार्टनर बनाएँ', update: 'पार्टनर अपडेट करें' },
  notifications: {
    created: 'पार्टनर सफलतापूर्वक बनाया गया!',
    createFailed: 'पार्टनर नहीं बनाया जा सका।',
    checkForm: 'कृपया फ़ॉर्म की त्रुटियाँ देखें।',
    createError: 'पार्टनर बनाने में त्रुटि।',
    loadFailed: 'पार्टनर नहीं लाए जा सके',
    empty: 'कोई पंक्ति नहीं',
    deleted: 'पार्टनर सफलतापूर्वक हटाया गया!',
    deleteFailed: 'पार्टनर हटाया नहीं जा सका',
    confirmDelete: 'क्या आप वाकई पार्टनर %{name} को हटाना चाहते हैं?',
    updated: 'पार्टनर सफलतापूर्वक अपडेट हुआ!',
    updateFailed: 'पार्टनर अपडेट नहीं हो सका',
    updateError: 'पार्टनर अपडेट करने में त्रुटि।',
  },
};
