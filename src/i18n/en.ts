import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { accountDeclaration } from '../../resources/accounts/declaration';
import { accountMessages } from '../../resources/accounts/messages';
import { agentDeclaration } from '../../resources/agents/declaration';
import { agentMessages } from '../../resources/agents/messages';
import { auditLogDeclaration } from '../../resources/auditLog/declaration';
import { auditLogMessages } from '../../resources/auditLog/messages';
import { companyDeclaration } from '../../resources/companies/declaration';
import { declaredResourceDeclarations } from '../../resources/registry';
import { companyMessages } from '../../resources/companies/messages';
import { resourceMessages, savedMessages } from '../../resources/core/i18n';
import { refusalTemplates } from '../../resources/core/refusals';
import { employeeDeclaration } from '../../resources/employees/declaration';
import { employeeMessages } from '../../resources/employees/messages';
import { extractionOutputDeclaration } from '../../resources/extractionOutputs/declaration';
import { extractionOutputMessages } from '../../resources/extractionOutputs/messages';
import { learnedLayoutDeclaration } from '../../resources/learnedLayouts/declaration';
import { learnedLayoutMessages } from '../../resources/learnedLayouts/messages';
import { motorPolicyDeclaration } from '../../resources/motorPolicies/declaration';
import { motorPolicyMessages } from '../../resources/motorPolicies/messages';
import { partnerDeclaration } from '../../resources/partners/declaration';
import { partnerMessages } from '../../resources/partners/messages';
import { policyConfigurationDeclaration } from '../../resources/policyConfigurations/declaration';
import { policyConfigurationMessages } from '../../resources/policyConfigurations/messages';
import { publicMessagesEn } from './publicMessages';
import { quoteDraftFields } from '../pages/motorQuote/quoteDraft';

const merge = <T extends { fields: object }>(base: ReturnType<typeof resourceMessages>, extra: T) => ({
  ...base,
  ...extra,
  fields: { ...base.fields, ...extra.fields },
});

export const en = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    message: {
      ...englishMessages.ra.message,
      // Spec section 5: the message on submitting a form with errors.
      invalid_form: publicMessagesEn.auth.invalidForm,
    },
  },
  resources: {
    companies: merge(resourceMessages(companyDeclaration), companyMessages),
    accounts: merge(resourceMessages(accountDeclaration), accountMessages),
    motorPolicies: merge(resourceMessages(motorPolicyDeclaration), motorPolicyMessages),
    partners: merge(resourceMessages(partnerDeclaration), partnerMessages),
    employees: merge(resourceMessages(employeeDeclaration), employeeMessages),
    agents: merge(resourceMessages(agentDeclaration), agentMessages),
    extractionOutputs: merge(resourceMessages(extractionOutputDeclaration), { ...extractionOutputMessages, fields: {} }),
    policyConfigurations: merge(resourceMessages(policyConfigurationDeclaration), policyConfigurationMessages),
    learnedLayouts: merge(resourceMessages(learnedLayoutDeclaration), learnedLayoutMessages),
    auditLog: merge(resourceMessages(auditLogDeclaration), auditLogMessages),
    ...Object.fromEntries(declaredResourceDeclarations.map((declaration) => [declaration.name, resourceMessages(declaration, { notifications: savedMessages(declaration) })])),
  },
  app: {
    ...publicMessagesEn,
    /** The row of page buttons under a list. */
    pages: 'Pages',
    bulk: {
      actions: { change: 'Change fields', undo: 'Undo' },
      title: 'Change %{smart_count} %{name}',
      scope: 'Records to change',
      selected: 'The %{smart_count} selected %{name}',
      matching: 'All %{count} %{name} matching the search and filters',
      hint: 'Only the fields you fill in are changed; each record is checked as a single edit would be.',
      nothing: 'Fill in at least one field to change.',
      apply: 'Apply to %{count} %{name}',
      changed: '%{count} %{name} changed',
      undone: 'Change undone: %{count} %{name} restored',
      undoneSome: 'Change undone: %{count} %{name} restored; %{changed} changed since were left as they are',
      undoFailed: 'The change could not be undone.',
      failed: 'The records could not be changed. Please try again.',
    },
    import: {
      title: 'Import %{name}',
      fileHint: 'Choose a CSV or Excel (.xlsx) file whose first row names the columns (up to 1 GB). Nothing is saved until you have checked the rows.',
      uploading: 'Uploading... %{percent}%',
      actions: {
        import: 'Import',
        chooseFile: 'Choose file',
        check: 'Check rows',
        importRows: 'Import %{smart_count} row |||| Import %{smart_count} rows',
        back: 'Back to columns',
        resume: 'Resume',
        report: 'Download refused rows',
        close: 'Close',
      },
      columns: {
        title: 'Columns of the file',
        hint: 'The columns of %{file} were matched to fields by their headers: change any that is wrong. Your choices are remembered for files with the same columns.',
        column: 'Column in the file',
        sample: 'First values',
        field: 'Field',
        fieldOf: 'Field of column %{column}',
        leaveOut: 'Leave out',
        unnamed: 'Column %{number}',
      },
      onExisting: {
        label: 'Rows already in (the same %{key}); empty cells always leave a value as it is',
        skip: 'Skip them',
        update: "Update them with the file's values",
      },
      onSimilar: {
        label: 'Rows that look like a record already in the book (the same vehicle for overlapping dates, a company of the same name)',
        refuse: 'Refuse them, with the record they look like',
        import: 'Import them too',
      },
      progress: { check: 'Checking rows... %{done} of %{total}', import: 'Importing... %{done} of %{total}' },
      outcome: {
        checked: '%{smart_count} row checked |||| %{smart_count} rows checked',
        imported: 'Import done: %{smart_count} row read |||| Import done: %{smart_count} rows read',
        toCreate: '%{smart_count} new',
        toUpdate: '%{smart_count} to update',
        created: '%{smart_count} created',
        updated: '%{smart_count} updated',
        skipped: '%{smart_count} already in, skipped',
        refused: '%{smart_count} refused',
      },
      problems: {
        title: 'Rows with problems (they are not imported)',
        row: 'Row',
        problems: 'Problems',
        more: 'The first %{shown} of %{total} are shown: download the refused rows for all of them.',
      },
      stopped: 'The import stopped after %{done} of %{total} rows. Every row before that is in: resume to import the rest.',
      errors: {
        upload: 'The file could not be uploaded. Please try again.',
        start: 'The rows could not be checked or imported just now. Please try again.',
        check: 'The rows could not be checked: %{error}',
        report: 'The refused rows could not be downloaded.',
        connection: 'The server is not answering just now; asking again...',
      },
      notifications: { imported: '%{smart_count} record imported |||| %{smart_count} records imported' },
    },
    filters: { from: '%{field} from', to: '%{field} to' },
    csv: {
      actions: { downloadCsv: 'Download CSV', downloading: 'Downloading... %{percent}%' },
      notifications: { csvDownloaded: 'CSV file downloaded successfully!', csvFailed: 'Failed to download CSV file', csvFailedNotice: 'Failed to download CSV file!' },
    },
    // The server's refusals (resources/core/refusals.ts), said from the code it sends beside them.
    errors: {
      ...refusalTemplates,
      stillNamed: 'This record is the %{field} of %{smart_count} other record: change or delete it first. |||| This record is the %{field} of %{smart_count} other records: change or delete them first.',
    },
    similar: {
      title: 'Save anyway?',
      question: 'It may be the same one entered twice. Save it as well, or go back and change it.',
      saveAnyway: 'Save anyway',
      goBack: 'Go back',
    },
    payouts: {
      payments: 'Payments made',
      chooseMonth: 'Choose a month.',
      hint: 'Payout due from the policies starting in the month, computed today, against what was paid.',
      party: 'Partner or agent',
      policies: 'Policies',
      due: 'Payout due',
      paidColumn: 'Paid',
      balance: 'Balance',
      none: 'No partner or agent has a policy starting in this month.',
      markPaid: 'Mark paid',
      markPaidFor: 'Mark paid: %{name}',
      markPaidTitle: 'Payment to %{name} for %{month}',
      paid: 'Payment to %{name} recorded',
      statement: 'Statement',
      statementOf: 'Statement of %{name}',
      statementFailed: 'The statement could not be downloaded.',
      loadFailed: 'The payouts could not be loaded.',
    },
    reconciliation: {
      empty: "No statement line matches. Import brings in an insurer's statement (CSV or Excel).",
      totals: 'Totals of this insurer and month',
      totalsFailed: 'The totals could not be loaded.',
      lines: 'Lines',
      received: '%{amount} received',
      chooseScope: 'Choose an insurer and a month to see its policies that no statement pays.',
      missing: '%{smart_count} policy starting this month is in no statement |||| %{smart_count} policies starting this month are in no statement',
      missingTitle: 'Policies starting in %{month} that no statement line names',
      moreMissing: '…and %{smart_count} more |||| …and %{smart_count} more',
      matchAgain: 'Match again',
      matched: '%{smart_count} line matched again |||| %{smart_count} lines matched again',
      matchFailed: 'The lines could not be matched again.',
    },
    notifications: {
      title: 'Notifications',
      label: 'Notifications: %{smart_count} unread',
      none: 'Nothing new',
      markAllRead: 'Mark all read',
      inDays: 'in %{smart_count} day |||| in %{smart_count} days',
      renewalsDue: '%{smart_count} policy of yours ends %{when} (%{date}) |||| %{smart_count} policies of yours end %{when} (%{date})',
      renewalsDueWithoutRm: '%{smart_count} policy with no RM ends %{when} (%{date}) |||| %{smart_count} policies with no RM end %{when} (%{date})',
    },
    menu: {
      dashboard: 'Dashboard',
      motorInsurance: 'Motor Insurance',
      healthInsurance: 'Health Insurance',
      policyList: 'Policy List',
      addPolicy: 'Add Policy',
      renewalsDue: 'Renewals due',
      uploadPolicy: 'Upload Policy',
      extractionStatus: 'Extraction Status',
      configurations: 'Policy Configurations',
      learnedLayouts: 'Learned Layouts',
      motorQuote: 'New Motor Quote',
      payouts: 'Payouts',
      companyManagement: 'Company Management',
      companyCreation: 'Company Creation',
      viewCompanies: 'View Companies',
      createUser: 'Create User',
      listUsers: 'List Users',
      profile: 'Profile',
      access: 'Team access',
      auditLog: 'Audit Log',
      logout: 'Logout',
    },
    quote: {
      title: 'New Motor Quote',
      phases: { vehicleDetails: 'Vehicle Details', quoteSelection: 'Quote Selection', proposalPayment: 'Proposal & Payment', confirmation: 'Confirmation' },
      sections: { vehicle: 'Vehicle', previousPolicy: 'Previous Policy' },
      fields: Object.fromEntries(Object.entries(quoteDraftFields).map(([name, field]) => [name, field.label])) as Record<keyof typeof quoteDraftFields, string>,
      actions: { continue: 'Continue', cancel: 'Cancel', lookup: 'Fetch Vehicle Details', upload: 'Upload RC', saveLater: 'Save for Later' },
      notBuilt: 'Only the Vehicle Details step is built. Your draft is kept in this browser: Cancel goes back to change it.',
      choices: {
        insuranceType: { comprehensive: 'Comprehensive', thirdparty: 'Third Party', standalone: 'Standalone OD' },
        vehicleEntry: { lookup: 'Look up by registration', upload: 'Upload RC', manual: 'Enter manually' },
        make: { Maruti: 'Maruti', Hyundai: 'Hyundai', Honda: 'Honda' },
        fuelType: { petrol: 'Petrol', diesel: 'Diesel', cng: 'CNG', electric: 'Electric' },
        lastNCB: { '0': '0%', '20': '20%', '25': '25%', '35': '35%', '45': '45%', '50': '50%' },
        claimInLast: { yes: 'Yes', no: 'No' },
      },
    },
    dashboard: {
      greeting: 'Welcome, %{name}',
      period: {
        label: 'Period of policy start dates',
        thisMonth: 'This month',
        last3Months: 'Last 3 months',
        thisFinancialYear: 'This financial year',
        allTime: 'All time',
        custom: 'Custom range',
        from: 'From',
        to: 'To',
      },
      summary: { totalPremium: 'Total Premium', totalPayin: 'Total Payin', totalPayout: 'Total Payout', totalMargin: 'Total Margin', payinReceived: '%{amount} received in statements' },
      policyAnalytics: 'Motor Policy Analytics',
      charts: {
        employeesByDept: 'Employees by Department',
        extractionsOverTime: 'Extractions Over Time',
        premiumTrend: 'Premium Trend',
        businessTypes: 'Business Type Distribution',
        topMakes: 'Top Vehicle Makes',
        topBrokers: 'Top Brokers by Premium',
        renewalRate: 'Renewal rate by month of end date',
      },
      renewals: {
        title: 'Renewals',
        noneEnding: 'No policy ends in these twelve months',
        endingThisMonth: 'Policies ending this month',
        renewedSoFar: '%{renewed} renewed so far (%{percent}%)',
        open: 'Open Renewals due',
        rateOf: '%{percent}% (%{renewed} of %{ending})',
      },
      noData: 'Nothing to show for this period',
      series: { employees: 'Employees', extractions: 'Extractions', premium: 'Premium', margin: 'Margin', policies: 'Policies', renewalRate: 'Renewal rate' },
    },
    loading: 'Loading...',
    people: {
      createTitle: 'Create User',
      listTitle: 'List Users',
      kind: 'User type',
      search: 'Search by name, code, e-mail or phone',
      active: 'Active',
      inactive: 'Inactive',
      confirmDeleteTitle: 'Confirm Delete',
      // Spec section 8: any create failure of an employee or agent shows this, spelled so.
      alreadyExists: 'User alredy exists',
      rolesFailed: 'Failed to fetch roles',
    },
    personalData: {
      reveal: 'Reveal',
      maskedHint: 'Saved number, shown masked. Type a new number to replace it.',
      revealFailed: 'Could not reveal the number. Please try again.',
    },
    placeholder: { title: 'Page %{number}', back: 'Back to home' },
    notFound: { title: '404 Page not found', body: 'The page you are looking for does not exist.', home: 'Return Home' },
    pending: {
      title: 'Waiting for access',
      body: 'Your account has been created. An administrator must grant you access before you can see the panel\'s data. Ask your administrator, then check again.',
      checkAgain: 'Check again',
    },
    profile: {
      title: 'Profile',
      role: 'Access',
      twoFactor: {
        title: 'Two-factor authentication',
        enabled: 'Two-factor authentication is on. Signing in needs a code from your authenticator app.',
        disabled: 'Protect your account with a code from an authenticator app (Google Authenticator, Microsoft Authenticator, Authy...).',
        start: 'Set up two-factor authentication',
        scan: 'Scan this QR code with your authenticator app, or enter the key by hand, then type the 6-digit code it shows.',
        key: 'Key',
        confirm: 'Turn on',
        turnOff: 'Turn off two-factor authentication',
        turnOffHelp: 'Enter a current code from your authenticator app to turn it off.',
        turnedOn: 'Two-factor authentication is now on',
        turnedOff: 'Two-factor authentication is now off',
        cancel: 'Cancel',
      },
      password: {
        title: 'Password',
        help: 'Changing your password signs you out on every other device.',
        current: 'Current Password',
        new: 'New Password',
        save: 'Change password',
        changed: 'Password changed. Every other device has been signed out.',
        failed: 'Could not change the password. Please try again.',
      },
    },
  },
} satisfies TranslationMessages;

export type Messages = typeof en;
