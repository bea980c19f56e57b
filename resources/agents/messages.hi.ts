import type { TranslatedMessages } from '../core/i18n';
import { peopleActionsHi, peopleFieldsHi } from '../core/peopleMessages.hi';
import type { agentDeclaration } from './declaration';
import type { agentMessages } from './messages';

/** The agent parts of Create User and List Users in Hindi. */
export const agentMessagesHi: TranslatedMessages<typeof agentMessages, typeof agentDeclaration> = {
  fields: { ...peopleFieldsHi, code: 'एजेंट कोड' },
  choices: { partnerType: { Individual: 'व्यक्तिगत', Company: 'कंपनी', Partnership: 'साझेदारी' } },
  columns: { createdOn: 'बनाया गया', code: 'कोड', phone: 'फ़ोन नंबर', mapped: 'मैप किया गया', actions: 'कार्रवाई' },
  page: { edit: 'एजेंट बदलें' },
  sections: { details: 'एजेंट विवरण', address: 'पता', rm: 'RM विवरण', bankKyc: 'बैंक और KYC' },
  actions: { ...peopleActionsHi, create: 'एजेंट बनाएँ', update: 'एजेंट अपडेट करें' },
  notifications: {
    created: 'एजेंट सफलतापूर्वक बनाया गया!',
    createFailed: 'एजेंट नहीं बनाया जा सका',
    updated: 'एजेंट सफलतापूर्वक अपडेट हुआ!',
    updateFailed: 'एजेंट अपडेट करने में त्रुटि।',
    updateError: 'एजेंट अपडेट करने में त्रुटि।',
    deleted: 'एजेंट सफलतापूर्वक हटाया गया!',
    deleteFailed: 'एजेंट हटाया नहीं जा सका',
    confirmDelete: 'क्या आप वाकई इस एजेंट को हटाना चाहते हैं? यह वापस नहीं किया जा सकता।',
    loadFailed: 'एजेंट नहीं लाए जा सके',
    empty: 'कोई एजेंट नहीं मिला',
  },
};
