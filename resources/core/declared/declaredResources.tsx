/**
 * The resources declared with `declaredOnly: true`, as <Resource> props and sidebar entries: their
 * screens from DeclaredViews unless the resource's folder brings its own (ownViews.ts), their icon from the
 * small set below (a declaration names one; the server reads declarations too, so it holds no icon).
 */
import AssignmentIcon from '@mui/icons-material/Assignment';
import FavoriteIcon from '@mui/icons-material/Favorite';
import HealthAndSafetyIcon from '@mui/icons-material/HealthAndSafety';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { ComponentType } from 'react';
import { declaredResourceDeclarations } from '../../registry';
import type { MenuGroupName, ResourceDeclaration } from '../defineResource';

export { declaredResourceDeclarations };
import { lazyScreen } from '../lazyScreen';

export const DECLARED_ICONS = { assignment: AssignmentIcon, favorite: FavoriteIcon, healthAndSafety: HealthAndSafetyIcon, receipt: ReceiptLongIcon } satisfies Record<string, ComponentType>;
export type DeclaredIconName = keyof typeof DECLARED_ICONS;

const load = () => import('./DeclaredViews');
const views = {
  list: lazyScreen(load, 'DeclaredList'),
  create: lazyScreen(load, 'DeclaredCreate'),
  edit: lazyScreen(load, 'DeclaredEdit'),
  show: lazyScreen(load, 'DeclaredShow'),
};

type Views = Partial<typeof views>;

/**
 * Screens a declared resource brings of its own in place of the generated ones: `ownViews` (any of
 * list, create, edit, show) exported by `ownViews.ts` in its folder, found here by the folder's name.
 */
const ownViewFiles = import.meta.glob<{ ownViews: Views }>('../../*/ownViews.ts', { eager: true });
const ownViewsOf = (resource: string): Views => ownViewFiles[`../../${resource}/ownViews.ts`]?.ownViews ?? {};

/** What <Resource> takes for a declared resource. */
export const declaredResourceProps = (declaration: ResourceDeclaration) => ({
  name: declaration.name,
  ...views,
  ...ownViewsOf(declaration.name),
  icon: declaration.menu ? DECLARED_ICONS[declaration.menu.icon as DeclaredIconName] : undefined,
  recordRepresentation: declaration.recordRepresentation,
});

/** The declared resources listed under a sidebar group. */
export const declaredInMenu = (group: MenuGroupName) => declaredResourceDeclarations.filter((declaration) => declaration.menu?.group === group);
