/**
 * The entry point only decides which app the address belongs to. Visitors on the landing and
 * login pages download those two pages and nothing of the panel; signed-in addresses download the
 * panel (react-admin and every resource). Moving between the two is a full page load.
 */
import { isPublicPath } from './paths';

const root = document.getElementById('root')!;

if (isPublicPath(window.location.pathname)) {
  void import('./public/PublicApp').then(({ renderPublicApp }) => renderPublicApp(root));
} else {
  void import('./PanelApp').then(({ renderPanelApp }) => renderPanelApp(root));
}
