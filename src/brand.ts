/**
 * The brokerage's own name and contact details, shown on the public pages, in the panel's top bar
 * and in authenticator apps. Edit these for your brokerage; nothing else needs to change.
 */
export const PRODUCT_NAME = 'PolicyDesk';
export const WEBSITE = 'https://www.policydesk.in';
export const CONTACT_EMAIL = 'support@policydesk.in';
export const CONTACT_PHONE = '+91 22 4000 1234';
