import { Notification } from 'react-admin';

/**
 * Panel-wide toasts: top right, closing after 3 seconds (spec section 8), set just under the app bar so they never cover
 * the user menu or the notifications button.
 */
export const PanelNotification = () => (
  <Notification anchorOrigin={{ vertical: 'top', horizontal: 'right' }} autoHideDuration={3000} sx={{ top: { xs: 64, sm: 72 } }} />
);
