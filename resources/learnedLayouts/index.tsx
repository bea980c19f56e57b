import SchoolIcon from '@mui/icons-material/School';
import { paths } from '../../src/paths';
import { lazyScreen } from '../core/lazyScreen';
import { resourceRoute } from '../core/screenRoutes';

const LearnedLayoutList = lazyScreen(() => import('./LearnedLayoutList'), 'LearnedLayoutList');

/** What <Resource name="learnedLayouts"> takes; the list lives at the address below. */
export const learnedLayouts = {
  name: 'learnedLayouts',
  list: LearnedLayoutList,
  icon: SchoolIcon,
  recordRepresentation: 'name',
};

export const learnedLayoutRoutes = [resourceRoute(paths.learnedLayouts, 'learnedLayouts', <LearnedLayoutList />)];
