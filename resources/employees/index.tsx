import BadgeIcon from '@mui/icons-material/Badge';

/** What <Resource name="employees"> takes; the screens are Create User and List Users (src/pages). */
export const employees = { name: 'employees', icon: BadgeIcon, recordRepresentation: 'name' };
