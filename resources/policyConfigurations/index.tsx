import TuneIcon from '@mui/icons-material/Tune';
import { paths } from '../../src/paths';
import { resourceRoute } from '../core/resourceRoute';
import { ConfigurationList } from './ConfigurationList';
import { CreateConfigPage } from './CreateConfigPage';

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
