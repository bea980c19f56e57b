/**
 * Hindi. react-admin's strings, the panel's own (menus, dashboard, pages, messages) and every
 * resource's screens (each resource's messages.hi.ts) are translated; field messages are
 * recognised and translated by fieldMessages.ts. Anything left out falls back to the English below
 * it, so a screen never shows a bare translation key. The spec's quoted strings that the server
 * sends (e.g. 'User alredy exists') stay as the server words them.
 */
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { accountMessagesHi } from '../../resources/accounts/messages.hi';
import { agentMessagesHi } from '../../resources/agents/messages.hi';
import { auditLogMessagesHi } from '../../resources/auditLog/messages.hi';
import { companyMessagesHi } from '../../resources/companies/messages.hi';
import { employeeMessagesHi } from '../../resources/employees/messages.hi';
import { extractionOutputMessagesHi } from '../../resources/extractionOutputs/messages.hi';
import { learnedLayoutMessagesHi } from '../../resources/learnedLayouts/messages.hi';
import { motorPolicyMessagesHi } from '../../resources/motorPolicies/messages.hi';
import { partnerMessagesHi } from '../../resources/partners/messages.hi';
import { policyConfigurationMessagesHi } from '../../resources/policyConfigurations/messages.hi';
import { declaredResourceDeclarations } from '../../resources/registry';
import { en } from './en';
import { hiReactAdmin } from './hiReactAdmin';
import { publicMessagesHi } from './publicMessages';

const resourceNames = {
  companies: 'कंपनी |||| कंपनियाँ',
  accounts: 'खाता |||| खाते',
  motorPolicies: 'मोटर पॉलिसी |||| मोटर पॉलिसियाँ',
  partners: 'पार्टनर |||| पार्टनर',
  employees: 'कर्मचारी |||| कर्मचारी',
  agents: 'एजेंट |||| एजेंट',
  extractionOutputs: 'निष्कर्षण |||| निष्कर्षण',
  policyConfigurations: 'पॉलिसी कॉन्फ़िगरेशन |||| पॉलिसी कॉन्फ़िगरेशन',
  learnedLayouts: 'सीखा गया लेआउट |||| सीखे गए लेआउट',
  auditLog: 'ऑडिट प्रविष्टि |||| ऑडिट लॉग',
};

export const hi: TranslationMessages = mergeTranslations(en, {
  ra: hiReactAdmin,
  resources: mergeTranslations(Object.fromEntries(Object.entries(resourceNames).map(([resource, name]) => [resource, { name }])), {
    companies: companyMessagesHi,
    motorPolicies: motorPolicyMessagesHi,
    partners: partnerMessagesHi,
    employees: employeeMessagesHi,
    agents: agentMessagesHi,
    accounts: accountMessagesHi,
    extractionOutputs: extractionOutputMessagesHi,
    policyConfigurations: policyConfigurationMessagesHi,
    learnedLayouts: learnedLayoutMessagesHi,
    auditLog: auditLogMessagesHi,
    // A declared resource's Hindi names sit beside its declaration; what they leave out stays English.
    ...Object.fromEntries(
      declaredResourceDeclarations.map(({ name, hindi }) => [
        name,
        { ...(hindi?.label && { name: `${hindi.label.one} |||| ${hindi.label.many}` }), fields: hindi?.fields ?? {}, choices: hindi?.choices ?? {} },
      ]),
    ),
  }),
  app: {
    ...publicMessagesHi,
    bulk: {
      actions: { change: 'फ़ील्ड बदलें', undo: 'पूर्ववत करें' },
      title: '%{smart_count} %{name} बदलें',
      scope: 'बदलने वाले रिकॉर्ड',
      selected: 'चुनी गई %{smart_count} %{name}',
      matching: 'खोज और फ़िल्टर से मेल खाती सभी %{count} %{name}',
      hint: 'केवल भरे गए फ़ील्ड बदलते हैं; हर रिकॉर्ड की जाँच एक-एक बदलाव की तरह होती है।',
      nothing: 'बदलने के लिए कम से कम एक फ़ील्ड भरें।',
      apply: '%{count} %{name} पर लागू करें',
      changed: '%{count} %{name} बदली गईं',
      undone: 'बदलाव पूर्ववत: %{smart_count} रिकॉर्ड वापस |||| बदलाव पूर्ववत: %{smart_count} रिकॉर्ड वापस',
      undoneSome: 'बदलाव पूर्ववत: %{smart_count} वापस; बाद में बदले गए %{changed} जैसे हैं वैसे छोड़े गए',
      undoFailed: 'बदलाव पूर्ववत नहीं हो सका।',
      failed: 'रिकॉर्ड बदले नहीं जा सके। कृपया फिर से कोशिश करें।',
    },
    import: {
      title: '%{name} आयात करें',
      fileHint: 'ऐसी CSV या Excel (.xlsx) फ़ाइल चुनें जिसकी पहली पंक्ति में कॉलम के नाम हों (1 GB तक)। पंक्तियाँ जाँचने से पहले कुछ भी सहेजा नहीं जाता।',
      uploading: 'अपलोड हो रहा है... %{percent}%',
      actions: {
        import: 'आयात करें',
        chooseFile: 'फ़ाइल चुनें',
        check: 'पंक्तियाँ जाँचें',
        importRows: '%{smart_count} पंक्ति आयात करें |||| %{smart_count} पंक्तियाँ आयात करें',
        back: 'कॉलम पर वापस',
        resume: 'फिर से शुरू करें',
        report: 'अस्वीकृत पंक्तियाँ डाउनलोड करें',
        close: 'बंद करें',
      },
      columns: {
        title: 'फ़ाइल के कॉलम',
        hint: '%{file} के कॉलम उनके शीर्षकों से फ़ील्ड से मिलाए गए हैं: जो गलत हो उसे बदलें। एक जैसे कॉलम वाली फ़ाइलों के लिए आपकी पसंद याद रखी जाती है।',
        column: 'फ़ाइल का कॉलम',
        sample: 'पहले मान',
        field: 'फ़ील्ड',
        fieldOf: 'कॉलम %{column} का फ़ील्ड',
        leaveOut: 'छोड़ दें',
        unnamed: 'कॉलम %{number}',
      },
      onExisting: {
        label: 'पहले से मौजूद पंक्तियाँ (वही %{key}); खाली सेल मौजूदा मान को कभी नहीं बदलते',
        skip: 'उन्हें छोड़ दें',
        update: 'उन्हें फ़ाइल के मानों से अपडेट करें',
      },
      onSimilar: {
        label: 'ऐसी पंक्तियाँ जो पहले से दर्ज किसी रिकॉर्ड जैसी दिखती हैं (वही वाहन उसी अवधि के लिए, उसी नाम की कंपनी)',
        refuse: 'उन्हें अस्वीकार करें, मिलते-जुलते रिकॉर्ड के साथ',
        import: 'उन्हें भी आयात करें',
      },
      progress: { check: 'पंक्तियाँ जाँची जा रही हैं... %{total} में से %{done}', import: 'आयात हो रहा है... %{total} में से %{done}' },
      outcome: {
        checked: '%{smart_count} पंक्ति जाँची गई |||| %{smart_count} पंक्तियाँ जाँची गईं',
        imported: 'आयात पूरा: %{smart_count} पंक्ति पढ़ी गई |||| आयात पूरा: %{smart_count} पंक्तियाँ पढ़ी गईं',
        toCreate: '%{smart_count} नई',
        toUpdate: '%{smart_count} अपडेट होंगी',
        created: '%{smart_count} बनाई गईं',
        updated: '%{smart_count} अपडेट हुईं',
        skipped: '%{smart_count} पहले से मौजूद, छोड़ी गईं',
        refused: '%{smart_count} अस्वीकृत',
      },
      problems: {
        title: 'समस्या वाली पंक्तियाँ (इनका आयात नहीं होता)',
        row: 'पंक्ति',
        problems: 'समस्याएँ',
        more: '%{total} में से पहली %{shown} दिखाई गई हैं: सभी के लिए अस्वीकृत पंक्तियाँ डाउनलोड करें।',
      },
      stopped: 'आयात %{total} में से %{done} पंक्तियों के बाद रुक गया। उससे पहले की हर पंक्ति आ चुकी है: बाकी के लिए फिर से शुरू करें।',
      errors: {
        upload: 'फ़ाइल अपलोड नहीं हो सकी। कृपया फिर से कोशिश करें।',
        start: 'पंक्तियाँ अभी जाँची या आयात नहीं की जा सकीं। कृपया फिर से कोशिश करें।',
        check: 'पंक्तियाँ जाँची नहीं जा सकीं: %{error}',
        report: 'अस्वीकृत पंक्तियाँ डाउनलोड नहीं हो सकीं।',
        connection: 'सर्वर अभी जवाब नहीं दे रहा; फिर से पूछा जा रहा है...',
      },
      notifications: { imported: '%{smart_count} रिकॉर्ड आयात हुआ |||| %{smart_count} रिकॉर्ड आयात हुए' },
    },
    csv: {
      actions: { downloadCsv: 'CSV डाउनलोड करें', downloading: 'डाउनलोड हो रहा है... %{percent}%' },
      notifications: { csvDownloaded: 'CSV फ़ाइल सफलतापूर्वक डाउनलोड हुई!', csvFailed: 'CSV फ़ाइल डाउनलोड नहीं हो सकी', csvFailedNotice: 'CSV फ़ाइल डाउनलोड नहीं हो सकी!' },
    },
    errors: {
      stillNamed: 'यह रिकॉर्ड %{smart_count} अन्य रिकॉर्ड में "%{field}" के रूप में चुना गया है: पहले उसे बदलें या हटाएँ। |||| यह रिकॉर्ड %{smart_count} अन्य रिकॉर्ड में "%{field}" के रूप में चुना गया है: पहले उन्हें बदलें या हटाएँ।',
    },
    similar: {
      title: 'फिर भी सहेजें?',
      question: 'हो सकता है यह दो बार दर्ज हो रहा हो। इसे भी सहेजें, या वापस जाकर बदलें।',
      saveAnyway: 'फिर भी सहेजें',
      goBack: 'वापस जाएँ',
    },
    reconciliation: {
      empty: 'यहाँ अभी कोई विवरण पंक्ति नहीं: आयात से बीमाकर्ता का विवरण (CSV या Excel) लाएँ।',
      totals: 'इस फ़िल्टर का योग',
      lines: 'पंक्तियाँ',
      chooseScope: 'जिन पॉलिसियों का कोई विवरण भुगतान नहीं करता, उन्हें देखने के लिए बीमाकर्ता और माह चुनें।',
      missing: 'इस माह आरंभ होने वाली %{smart_count} पॉलिसी किसी विवरण में नहीं है |||| इस माह आरंभ होने वाली %{smart_count} पॉलिसियाँ किसी विवरण में नहीं हैं',
      missingTitle: '%{month} में आरंभ होने वाली पॉलिसियाँ जिन्हें कोई विवरण पंक्ति नहीं बताती',
      moreMissing: '…और %{smart_count} |||| …और %{smart_count}',
      matchAgain: 'फिर से मिलाएँ',
      matched: '%{smart_count} पंक्ति फिर से मिलाई गई |||| %{smart_count} पंक्तियाँ फिर से मिलाई गईं',
      matchFailed: 'पंक्तियाँ फिर से नहीं मिलाई जा सकीं।',
    },
    notifications: {
      title: 'सूचनाएँ',
      label: 'सूचनाएँ: %{smart_count} अपठित',
      none: 'कुछ नया नहीं',
      markAllRead: 'सभी को पढ़ा हुआ मानें',
      inDays: '%{smart_count} दिन में |||| %{smart_count} दिनों में',
      renewalsDue: 'आपकी %{smart_count} पॉलिसी %{when} (%{date}) समाप्त होगी |||| आपकी %{smart_count} पॉलिसियाँ %{when} (%{date}) समाप्त होंगी',
      renewalsDueWithoutRm: 'बिना RM की %{smart_count} पॉलिसी %{when} (%{date}) समाप्त होगी |||| बिना RM की %{smart_count} पॉलिसियाँ %{when} (%{date}) समाप्त होंगी',
    },
    menu: {
      dashboard: 'डैशबोर्ड',
      motorInsurance: 'मोटर बीमा',
      healthInsurance: 'स्वास्थ्य बीमा',
      policyList: 'पॉलिसी सूची',
      addPolicy: 'पॉलिसी जोड़ें',
      renewalsDue: 'देय नवीनीकरण',
      uploadPolicy: 'पॉलिसी अपलोड करें',
      extractionStatus: 'निष्कर्षण स्थिति',
      configurations: 'पॉलिसी कॉन्फ़िगरेशन',
      learnedLayouts: 'सीखे गए लेआउट',
      motorQuote: 'नया मोटर कोटेशन',
      companyManagement: 'कंपनी प्रबंधन',
      companyCreation: 'कंपनी बनाएँ',
      viewCompanies: 'कंपनियाँ देखें',
      createUser: 'उपयोगकर्ता बनाएँ',
      listUsers: 'उपयोगकर्ता सूची',
      profile: 'प्रोफ़ाइल',
      access: 'टीम की पहुँच',
      auditLog: 'ऑडिट लॉग',
      logout: 'लॉग आउट',
    },
    quote: {
      title: 'नया मोटर कोटेशन',
      phases: { vehicleDetails: 'वाहन विवरण', quoteSelection: 'कोटेशन चयन', proposalPayment: 'प्रस्ताव और भुगतान', confirmation: 'पुष्टि' },
      sections: { vehicle: 'वाहन', previousPolicy: 'पिछली पॉलिसी' },
      fields: {
        insuranceType: 'बीमा प्रकार',
        vehicleEntry: 'वाहन विवरण',
        vehicleReg: 'वाहन पंजीकरण नंबर',
        make: 'मेक',
        model: 'मॉडल',
        variant: 'वेरिएंट',
        year: 'वर्ष',
        fuelType: 'ईंधन प्रकार',
        engineCC: 'इंजन CC',
        prevPolicyExpiry: 'पिछली पॉलिसी की समाप्ति',
        lastInsurer: 'पिछली बीमा कंपनी',
        lastNCB: 'पिछला NCB (%)',
        claimInLast: 'पिछली पॉलिसी में दावा',
      },
      actions: { continue: 'जारी रखें', cancel: 'रद्द करें', lookup: 'वाहन विवरण लाएँ', upload: 'RC अपलोड करें', saveLater: 'बाद के लिए सहेजें' },
      notBuilt: 'अभी केवल वाहन विवरण वाला चरण बना है। आपका ड्राफ़्ट इसी ब्राउज़र में रखा है: बदलने के लिए रद्द करें दबाएँ।',
      choices: {
        insuranceType: { comprehensive: 'कॉम्प्रिहेंसिव', thirdparty: 'थर्ड पार्टी', standalone: 'स्टैंडअलोन OD' },
        vehicleEntry: { lookup: 'रजिस्ट्रेशन नंबर से खोजें', upload: 'RC अपलोड करें', manual: 'स्वयं दर्ज करें' },
        fuelType: { petrol: 'पेट्रोल', diesel: 'डीज़ल', cng: 'CNG', electric: 'इलेक्ट्रिक' },
        claimInLast: { yes: 'हाँ', no: 'नहीं' },
      },
    },
    dashboard: {
      greeting: 'स्वागत है, %{name}',
      period: {
        label: 'पॉलिसी आरंभ तिथियों की अवधि',
        thisMonth: 'यह महीना',
        last3Months: 'पिछले 3 महीने',
        thisFinancialYear: 'यह वित्त वर्ष',
        allTime: 'अब तक',
        custom: 'अपनी अवधि',
        from: 'से',
        to: 'तक',
      },
      summary: { totalPremium: 'कुल प्रीमियम', totalPayin: 'कुल पे-इन', totalPayout: 'कुल पे-आउट', totalMargin: 'कुल मार्जिन', payinReceived: 'विवरणों में %{amount} प्राप्त' },
      policyAnalytics: 'मोटर पॉलिसी विश्लेषण',
      charts: {
        employeesByDept: 'विभाग के अनुसार कर्मचारी',
        extractionsOverTime: 'समय के साथ निष्कर्षण',
        premiumTrend: 'प्रीमियम रुझान',
        businessTypes: 'व्यवसाय प्रकार वितरण',
        topMakes: 'शीर्ष वाहन निर्माता',
        topBrokers: 'प्रीमियम के अनुसार शीर्ष ब्रोकर',
        renewalRate: 'समाप्ति माह के अनुसार नवीनीकरण दर',
      },
      renewals: {
        title: 'नवीनीकरण',
        noneEnding: 'इन बारह महीनों में कोई पॉलिसी समाप्त नहीं होती',
        endingThisMonth: 'इस महीने समाप्त होने वाली पॉलिसियाँ',
        renewedSoFar: 'अब तक %{renewed} नवीनीकृत (%{percent}%)',
        open: 'देय नवीनीकरण खोलें',
        rateOf: '%{percent}% (%{ending} में से %{renewed})',
      },
      noData: 'इस अवधि में दिखाने को कुछ नहीं',
      series: { employees: 'कर्मचारी', extractions: 'निष्कर्षण', premium: 'प्रीमियम', margin: 'मार्जिन', policies: 'पॉलिसियाँ', renewalRate: 'नवीनीकरण दर' },
    },
    loading: 'लोड हो रहा है...',
    people: {
      createTitle: 'उपयोगकर्ता बनाएँ',
      listTitle: 'उपयोगकर्ता सूची',
      kind: 'उपयोगकर्ता प्रकार',
      search: 'नाम, कोड, ईमेल या फ़ोन से खोजें',
      active: 'सक्रिय',
      inactive: 'निष्क्रिय',
      confirmDeleteTitle: 'हटाने की पुष्टि करें',
      rolesFailed: 'भूमिकाएँ नहीं लाई जा सकीं',
    },
    personalData: {
      reveal: 'दिखाएँ',
      maskedHint: 'सहेजा गया नंबर, छिपा कर दिखाया गया। बदलने के लिए नया नंबर लिखें।',
      revealFailed: 'नंबर नहीं दिखाया जा सका। कृपया फिर से प्रयास करें।',
    },
    placeholder: { title: 'पेज %{number}', back: 'होम पर वापस जाएँ' },
    notFound: { title: '404 पेज नहीं मिला', body: 'आप जो पेज ढूँढ रहे हैं वह मौजूद नहीं है।', home: 'होम पर लौटें' },
    pending: {
      title: 'पहुँच की प्रतीक्षा',
      body: 'आपका खाता बन गया है। पैनल का डेटा देखने से पहले किसी एडमिनिस्ट्रेटर को आपको पहुँच देनी होगी। अपने एडमिनिस्ट्रेटर से कहें, फिर दोबारा जाँचें।',
      checkAgain: 'फिर से जाँचें',
    },
    profile: {
      title: 'प्रोफ़ाइल',
      role: 'पहुँच',
      twoFactor: {
        title: 'दो-चरणीय प्रमाणीकरण',
        enabled: 'दो-चरणीय प्रमाणीकरण चालू है। साइन इन के लिए ऑथेंटिकेटर ऐप का कोड चाहिए।',
        disabled: 'ऑथेंटिकेटर ऐप (Google Authenticator, Microsoft Authenticator, Authy...) के कोड से अपना खाता सुरक्षित करें।',
        start: 'दो-चरणीय प्रमाणीकरण सेट करें',
        scan: 'यह QR कोड अपने ऑथेंटिकेटर ऐप से स्कैन करें, या कुंजी स्वयं दर्ज करें, फिर ऐप में दिखा 6 अंकों का कोड लिखें।',
        key: 'कुंजी',
        confirm: 'चालू करें',
        turnOff: 'दो-चरणीय प्रमाणीकरण बंद करें',
        turnOffHelp: 'इसे बंद करने के लिए ऑथेंटिकेटर ऐप का वर्तमान कोड दर्ज करें।',
        turnedOn: 'दो-चरणीय प्रमाणीकरण अब चालू है',
        turnedOff: 'दो-चरणीय प्रमाणीकरण अब बंद है',
        cancel: 'रद्द करें',
      },
      password: {
        title: 'पासवर्ड',
        help: 'पासवर्ड बदलने से आप बाकी सभी डिवाइस पर साइन आउट हो जाएँगे।',
        current: 'वर्तमान पासवर्ड',
        new: 'नया पासवर्ड',
        save: 'पासवर्ड बदलें',
        changed: 'पासवर्ड बदल गया। बाकी सभी डिवाइस साइन आउट कर दिए गए।',
        failed: 'पासवर्ड नहीं बदल सका। कृपया फिर से कोशिश करें।',
      },
    },
  },
});
