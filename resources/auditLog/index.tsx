import HistoryIcon from '@mui/icons-material/History';
import { paths } from '../../src/paths';
import { lazyScreen } from '../core/lazyScreen';
import { resourceRoute } from '../core/screenRoutes';

const AuditLogList = lazyScreen(() => import('./AuditLogList'), 'AuditLogList');

/** What <Resource name="auditLog"> takes; administrators reach the list from the avatar menu. */
export const auditLog = {
  name: 'auditLog',
  list: AuditLogList,
  icon: HistoryIcon,
};

export const auditLogRoutes = [resourceRoute(paths.auditLog, 'auditLog', <AuditLogList />)];
