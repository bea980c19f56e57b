import { Notification } from 'react-admin';

/** Panel-wide toasts: top right, closing after 3 seconds (spec section 8). */
export const PanelNotification = () => (
  <Notification anchorOrigin={{ vertical: 'top', horizontal: 'right' }} autoHideDuration={3000} />
);
