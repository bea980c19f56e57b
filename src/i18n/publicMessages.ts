/**
 * The strings of the public pages (landing, login, sign-up, footer), in each language. They are
 * the `app.*` keys the panel uses too; kept apart so the public pages load without the panel.
 */
import { CONTACT_EMAIL, PRODUCT_NAME } from '../brand';

export const publicMessagesEn = {
  product: PRODUCT_NAME,
  nav: { login: 'Login', panel: 'Open panel', language: 'Language', theme: 'Theme', lightTheme: 'Light theme', darkTheme: 'Dark theme' },
  landing: {
    headline: 'Intelligent Insurance Products',
    subtitle: "Quote, issue and service policies with your brokerage's data in one place.",
    learnMore: 'Learn More',
    interest: 'Thank you for your interest in %{product} insurance. Call us or write to %{email} and our team will get back to you.',
    products: {
      motor: { title: 'Motor', description: 'Private cars, two-wheelers and commercial vehicles.' },
      health: { title: 'Health', description: 'Individual, family floater and group health cover.' },
      life: { title: 'Life', description: 'Term, savings and retirement plans.' },
      nonMotor: { title: 'Non-Motor', description: 'Property, marine, liability and more.' },
    },
    why: {
      title: 'Why Choose %{name}',
      fast: { title: 'Fast processing', description: 'Policy schedules are read automatically, so a policy is on record in minutes.' },
      integration: { title: 'Intelligent integration', description: 'Insurers, partners, agents and payouts in one connected system.' },
      support: { title: 'Round-the-clock support', description: 'Our team is available 24×7 whenever your customers need help.' },
    },
  },
  footer: {
    tagline: 'Insurance made simple for brokers and their customers.',
    quickLinks: 'Quick links',
    home: 'Home',
    about: 'About Us',
    products: 'Products',
    contact: 'Contact',
    website: 'Website',
    email: 'Email',
    phone: 'Phone',
    rights: '© %{year} %{name}. All rights reserved.',
  },
  auth: {
    welcomeBack: 'Welcome back!',
    createAccount: 'Create an account',
    signIn: 'Sign in',
    signUp: 'Create account',
    toSignup: 'New here? Create an account',
    toLogin: 'Already have an account? Sign in',
    forgotPassword: 'Forgot your password?',
    forgotPasswordHelp: `Ask your administrator to reset it, or write to ${CONTACT_EMAIL}.`,
    twoFactorPrompt: 'Please enter your 2FA code',
    twoFactorHint: '6-digit code from an authenticator app',
    mobileHint: 'Enter 10-digit number without spaces or dashes',
    loginFailed: 'Login failed',
    signupFailed: 'Signup failed',
    unexpected: 'An unexpected error occurred',
    invalidForm: 'Please fix the validation errors before submitting.',
    fields: { firstname: 'First Name', lastname: 'Last Name', mobileNumber: 'Mobile Number', email: 'Email', password: 'Password', twoFactorToken: '2FA Code' },
  },
};

type PublicMessages = typeof publicMessagesEn;

export const publicMessagesHi: PublicMessages = {
  product: PRODUCT_NAME,
  nav: { login: 'लॉग इन', panel: 'पैनल खोलें', language: 'भाषा', theme: 'थीम', lightTheme: 'हल्की थीम', darkTheme: 'गहरी थीम' },
  landing: {
    headline: 'समझदार बीमा उत्पाद',
    subtitle: 'अपनी ब्रोकरेज के डेटा के साथ पॉलिसी का कोटेशन, जारी करना और सेवा, सब एक जगह।',
    learnMore: 'और जानें',
    interest: '%{product} बीमा में रुचि के लिए धन्यवाद। हमें कॉल करें या %{email} पर लिखें, हमारी टीम आपसे संपर्क करेगी।',
    products: {
      motor: { title: 'मोटर', description: 'निजी कारें, दोपहिया और व्यावसायिक वाहन।' },
      health: { title: 'स्वास्थ्य', description: 'व्यक्तिगत, फ़ैमिली फ़्लोटर और समूह स्वास्थ्य बीमा।' },
      life: { title: 'जीवन', description: 'टर्म, बचत और रिटायरमेंट योजनाएँ।' },
      nonMotor: { title: 'गैर-मोटर', description: 'संपत्ति, मरीन, देयता और बहुत कुछ।' },
    },
    why: {
      title: '%{name} क्यों चुनें',
      fast: { title: 'तेज़ प्रोसेसिंग', description: 'पॉलिसी शेड्यूल अपने आप पढ़े जाते हैं, इसलिए पॉलिसी मिनटों में दर्ज हो जाती है।' },
      integration: { title: 'समझदार एकीकरण', description: 'बीमाकर्ता, पार्टनर, एजेंट और भुगतान एक जुड़े हुए सिस्टम में।' },
      support: { title: 'चौबीसों घंटे सहायता', description: 'जब भी आपके ग्राहकों को मदद चाहिए, हमारी टीम 24×7 उपलब्ध है।' },
    },
  },
  footer: {
    tagline: 'ब्रोकरों और उनके ग्राहकों के लिए आसान बीमा।',
    quickLinks: 'त्वरित लिंक',
    home: 'होम',
    about: 'हमारे बारे में',
    products: 'उत्पाद',
    contact: 'संपर्क',
    website: 'वेबसाइट',
    email: 'ईमेल',
    phone: 'फ़ोन',
    rights: '© %{year} %{name}. सर्वाधिकार सुरक्षित।',
  },
  auth: {
    welcomeBack: 'फिर से स्वागत है!',
    createAccount: 'खाता बनाएँ',
    signIn: 'साइन इन करें',
    signUp: 'खाता बनाएँ',
    toSignup: 'नए हैं? खाता बनाएँ',
    toLogin: 'पहले से खाता है? साइन इन करें',
    forgotPassword: 'पासवर्ड भूल गए?',
    forgotPasswordHelp: `इसे रीसेट करने के लिए अपने एडमिनिस्ट्रेटर से कहें, या ${CONTACT_EMAIL} पर लिखें।`,
    twoFactorPrompt: 'कृपया अपना 2FA कोड दर्ज करें',
    twoFactorHint: 'ऑथेंटिकेटर ऐप से 6 अंकों का कोड',
    mobileHint: 'बिना स्पेस या डैश के 10 अंकों का नंबर दर्ज करें',
    loginFailed: 'लॉग इन विफल रहा',
    signupFailed: 'साइन अप विफल रहा',
    unexpected: 'एक अनपेक्षित त्रुटि हुई',
    invalidForm: 'सबमिट करने से पहले कृपया त्रुटियाँ ठीक करें।',
    fields: { firstname: 'पहला नाम', lastname: 'अंतिम नाम', mobileNumber: 'मोबाइल नंबर', email: 'ईमेल', password: 'पासवर्ड', twoFactorToken: '2FA कोड' },
  },
};
