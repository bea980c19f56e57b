/** The spec's route table (section 2): the addresses people bookmark and links use. */
export const paths = {
  landing: '/',
  login: '/login',
  /** Not in the spec's table: where an administrator's one-time reset link leads. */
  resetPassword: '/reset-password',
  panel: '/panel',
  page1: '/panel/page-1',
  page2: '/panel/page-2',
  createPolicy: '/panel/createPolicy',
  policies: '/panel/policies',
  /** Not in the spec's table: policies ending soon, to renew. */
  renewals: '/panel/renewals',
  /** Not in the spec's table: what is due to each partner and agent for a month. */
  payouts: '/panel/payouts',
  uploadPolicy: '/panel/uploadPolicy',
  extractionQueue: '/panel/extractionQueue',
  extractionStatus: '/panel/extractionStatus',
  createConfig: '/panel/createConfig',
  /** Not in the spec's table: where configurations are listed, edited and deleted. */
  configurations: '/panel/configurations',
  /** Not in the spec's table: the layouts learned from reviewers' corrections. */
  learnedLayouts: '/panel/learned-layouts',
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

/** The two apps' modules (src/main.tsx imports one or the other), named as the build's manifest names them. */
export const APP_MODULES = { public: 'src/public/PublicApp.tsx', panel: 'src/PanelApp.tsx' } as const;

/**
 * Screens the panel loads on demand whose code the server lists in the page it sends for their
 * address (server/ui/pageHtml.ts), so it downloads with the panel's own: the Policy List, the
 * screen staff open most. Named as the build's manifest names the screen's source module.
 */
export const firstScreens: Partial<Record<string, string>> = {
  [paths.policies]: 'resources/motorPolicies/PolicyList.tsx',
};

/** Which public page an address is (built without the panel's code), or null for a panel address. */
export type PublicPage = 'landing' | 'login' | 'resetPassword';

export function publicPageOf(pathname: string): PublicPage | null {
  if (pathname === paths.landing) return 'landing';
  const page = pathname.replace(/\/+$/, '');
  return page === paths.login ? 'login' : page === paths.resetPassword ? 'resetPassword' : null;
}

/** Leaves the current app for another address with a page load (the public pages and the panel are separate apps). */
export const goTo = (path: string) => window.location.assign(path);
