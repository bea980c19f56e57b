/**
 * Hindi words Indian insurers print beside the English labels and headings ("पॉलिसी संख्या /
 * Policy No.", "वाहन विवरण / Vehicle Details"), as the canonical English token each stands for.
 * Spelling variants with and without nukta and chandrabindu are listed separately.
 */
export const HINDI_WORDS: Record<string, string> = {
  'पॉलिसी': 'policy', 'पालिसी': 'policy', 'पॉलिसि': 'policy', 'बीमापत्र': 'policy', 'पॉलिसीधारक': 'insured',
  'संख्या': 'number', 'नंबर': 'number', 'नम्बर': 'number', 'क्रमांक': 'number', 'सं': 'number',
  'बीमित': 'insured', 'बीमाकृत': 'insured', 'बीमाधारक': 'insured', 'प्रस्तावक': 'insured', 'ग्राहक': 'insured',
  'नाम': 'name',
  'पता': 'address', 'पत्राचार': 'address',
  'मोबाइल': 'phone', 'मोबाईल': 'phone', 'फोन': 'phone', 'फ़ोन': 'phone', 'दूरभाष': 'phone', 'संपर्क': 'phone',
  'ईमेल': 'email', 'ई-मेल': 'email', 'मेल': 'email',
  'वाहन': 'vehicle', 'गाड़ी': 'vehicle', 'गाडी': 'vehicle',
  'पंजीकरण': 'registration', 'पंजीयन': 'registration', 'रजिस्ट्रेशन': 'registration', 'रजिस्ट्रीकरण': 'registration',
  'तारीख': 'date', 'तारीख़': 'date', 'तिथि': 'date', 'दिनांक': 'date',
  'इंजन': 'engine', 'चेसिस': 'chassis', 'चेसीस': 'chassis',
  'निर्माता': 'make', 'मेक': 'make', 'मॉडल': 'model', 'मोडल': 'model', 'वेरिएंट': 'variant', 'संस्करण': 'variant', 'रंग': 'colour',
  'ईंधन': 'fuel', 'इंधन': 'fuel',
  'वर्ष': 'year', 'साल': 'year', 'निर्माण': 'manufacture',
  'क्षमता': 'capacity', 'घन': 'cc', 'बैठने': 'seats', 'सीट': 'seats', 'सीटें': 'seats',
  'प्रारंभ': 'start', 'प्रारम्भ': 'start', 'आरंभ': 'start', 'आरम्भ': 'start', 'शुरू': 'start', 'से': 'start',
  'समाप्ति': 'end', 'अंत': 'end', 'तक': 'end',
  'जारी': 'issue', 'जारीकरण': 'issue',
  'अवधि': 'period',
  'प्रीमियम': 'premium', 'प्रिमियम': 'premium', 'राशि': 'amount',
  'कुल': 'total', 'शुद्ध': 'net', 'निवल': 'net', 'मूल': 'basic', 'आधार': 'basic',
  'कर': 'tax', 'जीएसटी': 'tax',
  'पिछली': 'previous', 'पिछला': 'previous', 'पिछले': 'previous', 'पूर्व': 'previous', 'पुरानी': 'previous',
  'बीमाकर्ता': 'insurer', 'बीमाकर्त्ता': 'insurer', 'कंपनी': 'company', 'बीमा': 'insurance',
  'दलाल': 'broker', 'मध्यस्थ': 'broker', 'मध्यवर्ती': 'broker', 'ब्रोकर': 'broker', 'एजेंट': 'broker', 'अभिकर्ता': 'broker',
  'कोड': 'code', 'लाइसेंस': 'licence',
  'विवरण': 'details', 'ब्यौरा': 'details', 'जानकारी': 'details', 'अनुसूची': 'details',
  'प्रकार': 'type', 'व्यवसाय': 'business', 'कारोबार': 'business',
  'स्वयं': 'od', 'क्षति': 'od', 'नुकसान': 'od', 'तृतीय': 'tp', 'पक्ष': 'tp', 'दायित्व': 'tp',
  'ऐड-ऑन': 'addon', 'ऐडऑन': 'addon', 'ऐड': 'addon', 'ऑन': '',
  'छूट': 'discount', 'बोनस': 'ncb', 'क्लेम': 'ncb', 'दावा': 'ncb', 'नो': '',
  'घोषित': 'idv', 'मूल्य': 'value', 'आईडीवी': 'idv',
  'नामिती': 'nominee', 'नामांकित': 'nominee', 'संबंध': 'relation',
  'का': '', 'की': '', 'के': '', 'एवं': '', 'और': '', 'में': '', 'हेतु': '', 'लिए': '',
};

/**
 * A Hindi word's letters without its vowel signs, in sorted order: PDFs store a reph or an i-sign
 * where it is drawn, not where it is spoken ("निमार्ता" for "निर्माता"), and the same word then
 * still has the same letters.
 */
export function hindiSkeleton(word: string): string {
  const letters = word.normalize('NFC').replace(/[\u093c\u093e-\u094d\u0901-\u0903\u0962\u0963]/g, '').replace(/ई/g, 'इ').replace(/ऊ/g, 'उ');
  return [...letters].sort().join('');
}

const BY_SKELETON = new Map<string, string | null>();
for (const [word, token] of Object.entries(HINDI_WORDS)) {
  const skeleton = hindiSkeleton(word);
  // Different words with the same letters are told apart only by their full spelling.
  const known = BY_SKELETON.get(skeleton);
  BY_SKELETON.set(skeleton, known === undefined || known === token ? token : null);
}

/**
 * Words a font's drawing leaves in a form whose skeleton is another word's, read by their exact spelling only: a reph drawn
 * apart leaves "बीमाकता" + "i", the insurer, with the skeleton of "बीमाकृत", insured.
 */
const DRAWN_APART: Record<string, string> = { 'बीमाकता': 'insurer' };

/** The English token of a Hindi word, also when it was stored in drawn order. */
export function hindiToken(word: string): string | undefined {
  if (!/[\u0900-\u097f]/.test(word)) return undefined;
  const skeleton = hindiSkeleton(word);
  // Fewer letters say too little: "मान" has the letters of "नाम", a clipped "वसाय" those of "स्वयं".
  return HINDI_WORDS[word] ?? DRAWN_APART[word] ?? (skeleton.length >= 4 ? BY_SKELETON.get(skeleton) ?? undefined : undefined);
}

/**
 * The same Hindi words printed in Latin letters beside the English ("Bima Dharak ka Naam / Name of Insured", "Pichhli
 * Policy Sankhya"), as schedules print them where their font has no Devanagari. Read by exact spelling only: such a
 * word a letter off is more often an English word or a name. (Not "kar", "dey", "rashi", "dalal", "varsha": names as
 * well; nor "nirman" of "Nirman Vihar", nor "aadhar", the Aadhaar number's word.)
 */
export const HINDI_IN_LATIN: Record<string, string> = {
  sankhya: 'number', kramank: 'number', naam: 'name', nam: 'name',
  pata: 'address', patraachaar: 'address', patrachar: 'address', patrachaar: 'address',
  bimit: 'insured', beemit: 'insured', bimakrit: 'insured', prastavak: 'insured', grahak: 'insured',
  vahan: 'vehicle', vaahan: 'vehicle', gaadi: 'vehicle', gadi: 'vehicle',
  panjikaran: 'registration', panjiyan: 'registration', panjeekaran: 'registration',
  tithi: 'date', dinank: 'date', tareekh: 'date', tarikh: 'date',
  nirmata: 'make', nirmaata: 'make', varsh: 'year', saal: 'year',
  eendhan: 'fuel', indhan: 'fuel', kshamata: 'capacity', kshamta: 'capacity', ghan: 'cc', baithak: 'seats', baithne: 'seats',
  prarambh: 'start', aarambh: 'start', arambh: 'start', samapti: 'end', samaapti: 'end', ant: 'end',
  jaari: 'issue', jari: 'issue', avadhi: 'period', awadhi: 'period',
  kul: 'total', shuddh: 'net', shudh: 'net', nival: 'net', mool: 'basic', mul: 'basic',
  pichhli: 'previous', pichhla: 'previous', pichhle: 'previous', pichli: 'previous', pichla: 'previous', pichle: 'previous', purv: 'previous', poorv: 'previous',
  bimakarta: 'insurer', beemakarta: 'insurer', bima: 'insurance', beema: 'insurance',
  madhyasth: 'broker', madhyastha: 'broker', abhikarta: 'broker',
  vivaran: 'details', vivran: 'details', anusuchi: 'details', jankari: 'details',
  prakar: 'type', prakaar: 'type', vyavsay: 'business', vyavasay: 'business', vyavasaya: 'business', karobar: 'business',
  swayam: 'od', kshati: 'od', tritiya: 'tp', paksh: 'tp', dayitva: 'tp', dayitv: 'tp',
  chhoot: 'discount', chhut: 'discount', ghoshit: 'idv', mulya: 'value', mooly: 'value',
  namankit: 'nominee', namiti: 'nominee', sambandh: 'relation', pradhikari: 'authority', chalak: 'driver',
  // (Not "ka", "ki", "ke": "KA" opens a Karnataka registration number.)
  evam: '', aur: '', mein: '', hetu: '', liye: '', karne: '', sahit: '',
};

/** A text holding a Hindi word printed in Latin letters ("Policy Sankhya"): a label's Hindi wording. */
export const holdsHindiInLatin = (text: string) =>
  // (A particle, "evam", says nothing of its own: it maps to no token.)
  text.toLowerCase().split(/[^a-z]+/).some((word) => Object.hasOwn(HINDI_IN_LATIN, word) && HINDI_IN_LATIN[word] !== '');

/** The Hindi nouns a particle ("ka", "ki", "ke") may come before in Latin letters. */
export const HINDI_IN_LATIN_NOUNS = Object.keys(HINDI_IN_LATIN).filter((word) => HINDI_IN_LATIN[word] !== '');
