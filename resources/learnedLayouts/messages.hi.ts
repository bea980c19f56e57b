import type { TranslatedMessages } from '../core/i18n';
import type { learnedLayoutDeclaration } from './declaration';
import type { learnedLayoutMessages } from './messages';

/** The learned layouts screen in Hindi. */
export const learnedLayoutMessagesHi: TranslatedMessages<typeof learnedLayoutMessages, typeof learnedLayoutDeclaration> = {
  fields: {
    name: 'नाम',
    fieldsLearned: 'सीखे गए फ़ील्ड',
    sourceFileName: 'किससे सीखा',
    learned: 'सीखा गया लेआउट',
    createdAt: 'बनाया गया',
    updatedAt: 'पिछला अपडेट',
  },
  page: { list: 'सीखे गए लेआउट', edit: 'सीखे गए लेआउट का नाम बदलें' },
  search: 'नाम से खोजें',
  columns: { actions: 'कार्रवाई' },
  actions: {
    edit: 'नाम बदलें',
    cancel: 'रद्द करें',
    update: 'नाम बदलें',
    updating: 'नाम बदला जा रहा है...',
    delete: 'सीखा गया लेआउट हटाएँ',
    reviewExtractions: 'निकाली गई पॉलिसियाँ जाँचें',
  },
  notifications: {
    empty: 'अभी कोई लेआउट नहीं सीखा गया। जब कोई समीक्षक निकाली गई पॉलिसी के फ़ील्ड ठीक करके सहेजता है, तो दस्तावेज़ का लेआउट सीख लेता है कि वे फ़ील्ड कहाँ छपे हैं, और उस लेआउट का अगला दस्तावेज़ सही पढ़ा जाता है।',
    noMatch: 'कोई सीखा गया लेआउट नहीं मिला।',
    loadFailed: 'सीखे गए लेआउट नहीं लाए जा सके',
    updated: 'सीखे गए लेआउट का नाम सफलतापूर्वक बदला गया!',
    updateFailed: 'सीखे गए लेआउट का नाम नहीं बदला जा सका',
    updateError: 'सीखे गए लेआउट का नाम बदलने में त्रुटि।',
    deleted: 'सीखा गया लेआउट सफलतापूर्वक हटाया गया!',
    deleteFailed: 'सीखा गया लेआउट हटाया नहीं जा सका',
    confirmDelete: 'क्या आप वाकई यह सीखा गया लेआउट हटाना चाहते हैं? इस लेआउट के दस्तावेज़ इसकी सीख के बिना पढ़े जाएँगे।',
  },
};
