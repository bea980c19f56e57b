import PendingActionsIcon from '@mui/icons-material/PendingActions';
import { paths } from '../../src/paths';
import { lazyScreen } from '../core/lazyScreen';
import { resourceRoute } from '../core/screenRoutes';

const ExtractionList = lazyScreen(() => import('./ExtractionList'), 'ExtractionList');
const UploadPolicyPage = lazyScreen(() => import('./UploadPolicyPage'), 'UploadPolicyPage');

/** What <Resource name="extractionOutputs"> takes; the screens live at the spec's addresses below. */
export const extractionOutputs = {
  name: 'extractionOutputs',
  list: ExtractionList,
  icon: PendingActionsIcon,
  recordRepresentation: 'fileName',
};

export const extractionOutputRoutes = [
  resourceRoute(paths.uploadPolicy, 'extractionOutputs', <UploadPolicyPage />),
  resourceRoute(paths.extractionQueue, 'extractionOutputs', <ExtractionList />),
  resourceRoute(paths.extractionStatus, 'extractionOutputs', <ExtractionList />),
];
