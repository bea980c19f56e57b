import HandshakeIcon from '@mui/icons-material/Handshake';
import { paths } from '../../src/paths';
import { lazyScreen } from '../core/lazyScreen';
import { resourceRoute } from '../core/screenRoutes';

const PartnerCreate = lazyScreen(() => import('./PartnerCreate'), 'PartnerCreate');
const PartnerList = lazyScreen(() => import('./PartnerList'), 'PartnerList');

/** What <Resource name="partners"> takes. Partner screens are not in the sidebar (spec section 2). */
export const partners = {
  name: 'partners',
  icon: HandshakeIcon,
  recordRepresentation: 'name',
};

export const partnerRoutes = [
  resourceRoute(paths.createPartner, 'partners', <PartnerCreate />),
  resourceRoute(paths.viewPartners, 'partners', <PartnerList />),
];
