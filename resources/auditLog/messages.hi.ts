import type { TranslatedMessages } from '../core/i18n';
import type { auditLogDeclaration } from './declaration';
import type { auditLogMessages } from './messages';

/** The audit log and the History panel in Hindi. */
export const auditLogMessagesHi: TranslatedMessages<typeof auditLogMessages, typeof auditLogDeclaration> = {
  fields: {
    accountEmail: 'किसने',
    resource: 'रिकॉर्ड का प्रकार',
    recordId: 'रिकॉर्ड',
    action: 'कार्रवाई',
    changes: 'बदलाव',
    createdAt: 'कब',
  },
  page: { list: 'ऑडिट लॉग' },
  filters: { from: 'से', to: 'तक', accountEmail: 'किसने (ई-मेल)' },
  actions: { create: 'बनाया', update: 'बदला', delete: 'हटाया', convert: 'पॉलिसी में बदला', passwordChange: 'पासवर्ड बदला', passwordResetLink: 'पासवर्ड रीसेट लिंक दिया', passwordReset: 'लिंक से पासवर्ड रीसेट हुआ', import: 'फ़ाइल से आयात किया' },
  history: {
    title: 'इतिहास',
    empty: 'अभी तक कोई बदलाव दर्ज नहीं।',
    loadFailed: 'इतिहास लोड नहीं हो सका।',
    entry: '%{who} ने %{when} को %{action}',
    unknownAccount: 'सिस्टम',
    more: 'और %{count} अन्य',
  },
  restore: {
    button: 'वापस लाएँ',
    title: 'यह बदलाव वापस लाएँ?',
    content: 'इसके बदले फ़ील्ड अपने पहले के मान पर लौटेंगे, जहाँ तब से किसी ने उन्हें नहीं बदला। यह एक नए बदलाव के रूप में सहेजा जाएगा।',
    done: '%{smart_count} फ़ील्ड वापस लाया गया। |||| %{smart_count} फ़ील्ड वापस लाए गए।',
    partly: '%{smart_count} फ़ील्ड वापस लाया गया; %{left} जैसे थे वैसे छोड़े गए (तब से बदले, या निजी डेटा, फ़ाइलें और पंक्तियाँ, जो वापस नहीं लाई जातीं)। |||| %{smart_count} फ़ील्ड वापस लाए गए; %{left} जैसे थे वैसे छोड़े गए (तब से बदले, या निजी डेटा, फ़ाइलें और पंक्तियाँ, जो वापस नहीं लाई जातीं)।',
  },
  notifications: { loadFailed: 'ऑडिट लॉग नहीं लाया जा सका', empty: 'कोई बदलाव दर्ज नहीं।' },
};
