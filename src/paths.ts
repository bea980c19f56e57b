/** The spec's route table (section 2): the addresses people bookmark and links use. */
export const paths = {
  landing: '/',
  login: '/login',
  panel: '/panel',
  page1: '/panel/page-1',
  page2: '/panel/page-2',
  createPolicy: '/panel/createPolicy',
  policies: '/panel/policies',
  uploadPolicy: '/panel/uploadPolicy',
  extractionQueue: '/panel/extractionQueue',
  extractionStatus: '/panel/extractionStatus',
  createConfig: '/panel/createConfig',
  /** Not in the spec's table: where configurations are listed, edited and deleted. */
  configurations: '/panel/configurations',
  motorQuote: '/panel/motor-transaction',
  companyCreation: '/panel/company-creation',
  viewCompanies: '/panel/view-company',
  createPartner: '/panel/create-partner',
  viewPartners: '/panel/view-partner',
  createUser: '/panel/create-user',
  listUsers: '/panel/list-users',
  profile: '/profile',
  companies: '/companies',
  access: '/panel/access',
  /** Not in the spec's table: the administrators' audit log. */
  auditLog: '/panel/audit-log',
} as const;

/** The addresses visitors see without signing in; they are built without the panel's code. */
export const isPublicPath = (pathname: string) => pathname === paths.landing || pathname.replace(/\/+$/, '') === paths.login;

/** Leaves the current app for another address with a page load (the public pages and the panel are separate apps). */
export const goTo = (path: string) => window.location.assign(path);
