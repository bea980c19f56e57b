/**
 * Every refusal of the server's other than a field's message, as a code and its English wording
 * (`%{name}` parameters). The server says the English and sends the code and parameters beside it
 * (server/httpErrors.ts); the panel says it in the user's language from `app.errors.<code>`, whose
 * English is this table (src/i18n/en.ts) and whose Hindi is src/i18n/hi.ts's.
 */
import { signInRefusalTemplates } from './signInRefusals';

export const refusalTemplates = {
  ...signInRefusalTemplates,
  // Requests as such
  requestInvalid: '%{problem}',
  uploadTooLarge: 'The uploaded file is too large.',
  multipartBroken: 'The upload is not valid multipart/form-data (it may have been cut off). Please send it again.',
  serverFailed: 'Something went wrong on our side. Please try again.',
  addressInvalid: 'The address is not valid.',
  addressCharacters: 'The address contains characters that are not allowed.',
  routeNotFound: 'Route %{method} %{path} not found',
  loneSurrogate: 'The request holds text that is not valid Unicode (a lone UTF-16 surrogate).',
  bodyObject: 'The request body must be a JSON object.',
  notAFileField: '"%{name}" does not accept a file',
  fileNotFound: 'File not found',
  tooLong: '%{name} is too long',
  // Signing in and access
  signIn: 'Please sign in to continue.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  noPermission: 'You do not have permission to do this.',
  accountNotFound: 'Account not found',
  totpEnabledAlready: 'Two-factor authentication is already enabled.',
  totpStartFirst: 'Start the two-factor set-up first.',
  totpNotEnabled: 'Two-factor authentication is not enabled.',
  // Records and lists
  recordNotFound: '%{record} not found',
  sameDetails: 'Another %{record} already has these details.',
  staleEdit: 'This record was changed by someone else since you opened it. Reload it and make your change again.',
  ifMatchVersion: 'If-Match must name the version (updatedAt) of the record you edited, a date and time.',
  revealWhich: 'Name the field to reveal: %{fields}.',
  listParameters: 'Invalid list parameters: %{parameter}',
  rangeBoundary: 'A range must start at a page boundary: [0, 24], [25, 49] and so on.',
  notSortable: '%{record} lists cannot be sorted by "%{sort}"',
  listTooSlow: 'This list took longer than %{seconds} s to read. Narrow it with a search or filter and try again.',
  dashboardTooSlow: 'The dashboard took longer than %{seconds} s to read. Choose a shorter period and try again.',
  noSuggestions: '%{record} has no suggestions for %{field}',
  // Bulk changes
  bulkTooMany: 'At most %{max} %{records} can be changed at once: narrow the search or filters.',
  bulkCountChanged: '%{total} %{records} match the search and filters now, not %{count}: look at them again before changing them.',
  bulkBody: "Send the ids to change (or the list's filter and how many records it matched) and the data to set.",
  nothingToUpdate: 'Nothing to update.',
  bulkChangeNotFound: 'Bulk change not found',
  undoneAlready: 'This change has been undone already.',
  undoExpired: 'This change was made more than %{minutes} minutes ago and can no longer be undone.',
  idsToDelete: 'Send the ids to delete.',
  // The audit log
  auditFilters: 'Audit log filters: %{problems}',
  noSuchResource: 'No such resource',
  mayNotSee: 'You may not see this record.',
  pageAndLimit: '"page" and "limit" must be whole numbers (limit at most 100).',
  notInAuditLog: 'This change is not in the audit log.',
  onlyRecordChanges: 'Only a change to a record can be put back.',
  restoreRecordGone: 'This record no longer exists.',
  nothingToRestore: 'Nothing to put back: every field of this change has changed since or cannot be put back.',
  // Import
  importMultipart: 'Send the file to import as multipart/form-data.',
  chooseImportFile: 'Please choose a CSV or Excel (.xlsx) file to import.',
  importFileKind: 'Choose a CSV or Excel (.xlsx) file: other files cannot be imported.',
  importTooLarge: 'The file is larger than 1 GB: split it into smaller files.',
  noHeaderRow: 'The file has no header row: its first row must name the columns.',
  tooManyColumns: 'The file has more than %{max} columns.',
  importMapping: "Send the field of each of the file's %{columns} columns (or null to leave it out) and what to do with rows already in: update or skip.",
  fieldChosenTwice: '%{field} is chosen for two columns: choose it for one.',
  chooseAField: 'Choose the field of at least one column.',
  importNotFound: 'Import not found',
  importedAlready: 'This file has been imported already. Upload it again to import it once more.',
  importRunning: 'This import is running already.',
  // Policy PDFs
  uploadMultipart: 'Send the PDF and the four commissions (and a partner, if any) as multipart/form-data.',
  pdfFieldName: '"%{name}" does not accept a file: send the PDF as "pdf".',
  choosePdf: 'Please choose a PDF file to upload.',
  uploadFileKind: 'The file must be a PDF, JPG or PNG.',
  pdfTooLarge: 'The PDF is larger than 10 MB.',
  imageTooLarge: 'The image is %{width} × %{height} pixels; at most %{max} megapixels can be read. Upload a smaller photo, or a scan at 300 dpi.',
  imageBusy: 'The image could not be read just now. Please try again in a minute.',
  unreadableImage: 'The image could not be read: upload a JPG or PNG that opens on your computer.',
  pdfNotFound: 'PDF not found',
  extractionNotFound: 'Extraction not found',
  convertedAlready: 'This extraction has already been converted to a policy.',
  notReadYet: 'This extraction has not been read yet: wait until its status is Success.',
  // Configurations
  configurationMultipart: 'Send the name, the fields and the sample PDF as multipart/form-data.',
  sampleFieldName: '"%{name}" does not accept a file: send the sample as "samplePdf".',
  chooseSample: 'Please choose a sample PDF.',
  sampleNotPdf: 'The sample must be a PDF file.',
  sampleUnreadable: 'The sample PDF could not be read: %{reason}',
  sampleMissing: 'The sample PDF of this configuration is missing.',
  choicesJson: '"choices" must be JSON: { "key": place number }.',
  choiceIndex: 'Each choice must be the number of one of the places found.',
  // Dashboard, payouts, reconciliation, notifications
  dateParameter: '"%{name}" must be a date as YYYY-MM-DD, from 1900 to 2200.',
  periodBackwards: 'The period must not end before it starts.',
  monthParameter: '"month" must be a month as YYYY-MM.',
  statementParameters: 'A statement needs "month" as YYYY-MM and a "partner" or an "agent".',
  noSuchParty: 'No such %{kind}',
  reconciliationParameters: '"insurer" must be an insurer\'s id and "statement_month" a month as YYYY-MM.',
  chooseInsurerAndMonth: 'Choose an insurer and a statement month to see the policies missing from its statement.',
  notificationIds: '"ids" must be a list of notification ids.',
} as const;

export type RefusalCode = keyof typeof refusalTemplates;
export type RefusalParams = Record<string, string | number>;

export const REFUSAL_CODES = Object.keys(refusalTemplates) as RefusalCode[];

