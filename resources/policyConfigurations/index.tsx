import TuneIcon from '@mui/icons-material/Tune';
import { paths } from '../../src/paths';
import { lazyScreen } from '../core/lazyScreen';
import { resourceRoute } from '../core/screenRoutes';

const ConfigurationList = lazyScreen(() => import('./ConfigurationList'), 'ConfigurationList');
const CreateConfigPage = lazyScreen(() => import('./CreateConfigPage'), 'CreateConfigPage');

/** What <Resource name="policyConfigurations"> takes; the screens live at the addresses below. */
export const policyConfigurations = {
  name: 'policyConfigurations',
  list: ConfigurationList,
  icon: TuneIcon,
  recordRepresentation: 'name',
};

export const policyConfigurationRoutes = [
  resourceRoute(paths.createConfig, 'policyConfigurations', <CreateConfigPage />),
  resourceRoute(paths.configurations, 'policyConfigurations', <ConfigurationList />),
];
