/**
 * The entry point only decides which app the address belongs to. Visitors on the landing and
 * login pages download those two pages and nothing of the panel; signed-in addresses download the
 * panel (react-admin and every resource). Moving between the two is a full page load.
 */
import { requestFirstAnswers } from './firstLoad';
import { reloadOnNewBuild } from './newBuild';
import { publicPageOf } from './paths';
import { trackWindowHeight } from './windowHeight';

const root = document.getElementById('root')!;
reloadOnNewBuild();

const publicPage = publicPageOf(window.location.pathname);
if (publicPage) {
  void import('./public/PublicApp').then(({ renderPublicApp }) => renderPublicApp(root, publicPage));
} else {
  trackWindowHeight();
  void import('./PanelApp').then(({ renderPanelApp }) => renderPanelApp(root));
  // After the panel's code is asked for, so its files keep their place at the head of the queue.
  requestFirstAnswers();
  // A page's first Intl call loads the browser's locale data (20–50 ms on a laptop, four times that
  // on a phone), whichever formatter it is. Made in a task of its own while the panel's code
  // downloads, it no longer lengthens the render of the first list of rupees and dates.
  setTimeout(() => new Intl.NumberFormat('en-IN').format(0));
}
