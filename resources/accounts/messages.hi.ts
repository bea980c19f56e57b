import type { TranslatedMessages } from '../core/i18n';
import type { accountDeclaration } from './declaration';
import type { accountMessages } from './messages';

/** The administrators' team access screen in Hindi. */
export const accountMessagesHi: TranslatedMessages<typeof accountMessages, typeof accountDeclaration> = {
  fields: {
    name: 'नाम',
    firstname: 'पहला नाम',
    lastname: 'उपनाम',
    email: 'ईमेल',
    mobileNumber: 'मोबाइल नंबर',
    role: 'पहुँच',
    createdAt: 'पंजीकरण',
  },
  page: { list: 'टीम की पहुँच' },
  roles: { admin: 'व्यवस्थापक', staff: 'स्टाफ़', none: 'अभी पहुँच नहीं' },
  intro: 'जो भी पंजीकरण करता है, यहाँ दिखता है। पैनल के डेटा पर काम करने के लिए स्टाफ़ दें, या पहुँच भी संभालने के लिए व्यवस्थापक।',
  notifications: {
    updated: 'पहुँच अपडेट हुई',
    updateFailed: 'पहुँच अपडेट नहीं हो सकी',
  },
  reset: {
    column: 'पासवर्ड',
    button: 'रीसेट लिंक',
    buttonFor: '%{email} के लिए पासवर्ड रीसेट लिंक',
    title: '%{email} के लिए पासवर्ड रीसेट लिंक',
    help: 'यह लिंक व्यक्ति को स्वयं भेजें। यह %{expiresAt} तक एक ही बार काम करता है; नया लिंक बनाने पर यह बंद हो जाता है।',
    link: 'रीसेट लिंक',
    sessions: 'नया पासवर्ड चुनते ही वे जिन भी डिवाइस पर साइन इन हैं, सब पर साइन आउट हो जाएँगे।',
    copy: 'लिंक कॉपी करें',
    copied: 'लिंक कॉपी हुआ',
    failed: 'रीसेट लिंक नहीं बन सका। कृपया फिर से कोशिश करें।',
  },
};
