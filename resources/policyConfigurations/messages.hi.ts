import type { TranslatedMessages } from '../core/i18n';
import type { policyConfigurationDeclaration } from './declaration';
import type { policyConfigurationMessages } from './messages';

/** The motor policy configuration screens in Hindi; the 28 keys stay as the spec names them. */
export const policyConfigurationMessagesHi: TranslatedMessages<typeof policyConfigurationMessages, typeof policyConfigurationDeclaration> = {
  fields: {
    name: 'नाम',
    fields: 'फ़ील्ड',
    'fields.key': 'कुंजी',
    'fields.label': 'लेबल',
    'fields.value': 'नमूना मान',
    samplePdf: 'नमूना PDF',
    samplePdfName: 'नमूना PDF',
    samplePdfKey: 'संग्रहीत नमूना',
    learned: 'सीखा गया लेआउट',
    sampleReport: 'नमूना मान',
    createdAt: 'बनाया गया',
    updatedAt: 'अपडेट किया गया',
  },
  page: { create: 'मोटर पॉलिसी कॉन्फ़िगरेशन', list: 'पॉलिसी कॉन्फ़िगरेशन', edit: 'कॉन्फ़िगरेशन अपडेट करें' },
  hints: {
    samplePdf: 'बीमाकर्ता के लेआउट की एक पॉलिसी (केवल .pdf)।',
    rows: 'हर कुंजी के लिए: नमूने में मान के पास छपा लेबल, और मान ठीक वैसा जैसा नमूने में छपा है।',
  },
  columns: { sampleValues: 'नमूना मान', actions: 'कार्रवाई' },
  report: {
    allFound: 'सभी %{total} मिले',
    someMissing: '%{total} में से %{found} मिले; नहीं मिले: %{missing}',
  },
  actions: {
    create: 'कॉन्फ़िगरेशन बनाएँ',
    creating: 'बनाया जा रहा है...',
    back: 'वापस',
    new: 'नया कॉन्फ़िगरेशन',
    edit: 'बदलें',
    cancel: 'रद्द करें',
    update: 'कॉन्फ़िगरेशन अपडेट करें',
    updating: 'अपडेट हो रहा है...',
    delete: 'कॉन्फ़िगरेशन हटाएँ',
    downloadPdf: 'नमूना PDF डाउनलोड करें',
  },
  notifications: {
    created: 'मोटर पॉलिसी कॉन्फ़िगरेशन सफलतापूर्वक बनाया गया!',
    createFailed: 'मोटर पॉलिसी कॉन्फ़िगरेशन नहीं बनाया जा सका। कृपया फिर से प्रयास करें।',
    valuesMissing: 'नमूना PDF में नहीं मिले: %{keys}। उनके लेबल या नमूना मान ठीक करें।',
    choosePdf: 'कृपया एक नमूना PDF चुनें',
    onlyPdf: 'नमूना एक PDF फ़ाइल होना चाहिए',
    updated: 'कॉन्फ़िगरेशन सफलतापूर्वक अपडेट हुआ!',
    updateFailed: 'कॉन्फ़िगरेशन अपडेट नहीं हो सका',
    updateError: 'कॉन्फ़िगरेशन अपडेट करने में त्रुटि।',
    deleted: 'कॉन्फ़िगरेशन सफलतापूर्वक हटाया गया!',
    deleteFailed: 'कॉन्फ़िगरेशन हटाया नहीं जा सका',
    confirmDelete: 'क्या आप वाकई यह कॉन्फ़िगरेशन हटाना चाहते हैं? निष्कर्षण अब इसका उपयोग नहीं करेंगे।',
    loadFailed: 'कॉन्फ़िगरेशन नहीं लाए जा सके',
    empty: 'कोई कॉन्फ़िगरेशन नहीं मिला।',
    pdfFailed: 'PDF डाउनलोड नहीं हो सका।',
  },
};
