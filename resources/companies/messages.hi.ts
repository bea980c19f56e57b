import type { TranslatedMessages } from '../core/i18n';
import type { companyDeclaration } from './declaration';
import type { companyMessages } from './messages';

/** The company screens in Hindi. */
export const companyMessagesHi: TranslatedMessages<typeof companyMessages, typeof companyDeclaration> = {
  fields: {
    name: 'कंपनी का नाम',
    address: 'पता',
    city: 'शहर',
    pincode: 'पिनकोड',
    state: 'राज्य',
    zone: 'ज़ोन',
    mobile: 'मोबाइल',
    email: 'ईमेल',
    partnerType: 'पार्टनर प्रकार',
    logo: 'लोगो',
    createdAt: 'बनाया गया',
    updatedAt: 'अपडेट किया गया',
  },
  columns: { phone: 'फ़ोन', actions: 'कार्रवाई' },
  page: { list: 'कंपनी सूची', create: 'कंपनी बनाएँ', edit: 'कंपनी बदलें', show: 'कंपनी विवरण' },
  tabs: { basic: 'मूल जानकारी', logo: 'लोगो और नाम' },
  branding: 'ब्रांडिंग अपडेट करें',
  logoHint: 'अनुशंसित प्रारूप: JPG, PNG, SVG। अधिकतम आकार: 2MB',
  brandingPreview: 'पैनल में कंपनी कैसी दिखती है',
  sections: { basic: 'मूल जानकारी', address: 'पते का विवरण', additional: 'अतिरिक्त जानकारी' },
  search: 'कंपनियाँ खोजें...',
  actions: {
    save: 'कंपनी सहेजें',
    creating: 'बनाई जा रही है...',
    saveChanges: 'बदलाव सहेजें',
    saving: 'सहेजा जा रहा है...',
    cancel: 'रद्द करें',
    view: 'देखें',
    edit: 'बदलें',
    delete: 'हटाएँ',
    permissions: 'अनुमतियाँ',
    close: 'बंद करें',
  },
  notifications: {
    created: 'कंपनी सफलतापूर्वक बनाई गई',
    createFailed: 'कंपनी नहीं बनाई जा सकी',
    createError: 'कंपनी बनाते समय त्रुटि हुई',
    updated: 'कंपनी सफलतापूर्वक अपडेट हुई',
    updateFailed: 'कंपनी अपडेट नहीं हो सकी',
    deleted: 'कंपनी सफलतापूर्वक हटाई गई',
    deleteFailed: 'कंपनी हटाई नहीं जा सकी',
    confirmDelete: 'क्या आप वाकई यह कंपनी हटाना चाहते हैं?',
    loadFailed: 'कंपनियाँ लोड नहीं हो सकीं',
    noMatch: 'आपकी खोज से मेल खाती कोई कंपनी नहीं मिली',
    permissionsSoon: 'अनुमतियों की सुविधा जल्द आ रही है',
  },
};
