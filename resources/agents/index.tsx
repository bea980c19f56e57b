import SupportAgentIcon from '@mui/icons-material/SupportAgent';

/** What <Resource name="agents"> takes; the screens are Create User and List Users (src/pages). */
export const agents = { name: 'agents', icon: SupportAgentIcon, recordRepresentation: 'name' };
