import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import { Children, type ReactNode, useState } from 'react';
import { useSidebarState, useTranslate } from 'react-admin';

/** A titled, collapsible group of sidebar entries. A group without entries shows its title only. */
export function MenuGroup({ label, icon, children }: { label: string; icon: ReactNode; children?: ReactNode }) {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const [open, setOpen] = useState(true);
  const hasEntries = Children.toArray(children).length > 0;
  const title = translate(label);
  return (
    <>
      <Tooltip title={sidebarOpen ? '' : title} placement="right">
        {/* Inside react-admin's menu (role="menu") every entry must be a menu item, this toggle too. */}
        <ListItemButton
          role="menuitem"
          onClick={() => setOpen(!open)}
          disabled={!hasEntries}
          aria-expanded={hasEntries ? open : undefined}
          sx={{ '&.Mui-disabled': { opacity: 1 } }}
        >
          <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon>
          <ListItemText primary={title} slotProps={{ primary: { variant: 'body2', fontWeight: 600 } }} />
          {hasEntries && (open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />)}
        </ListItemButton>
      </Tooltip>
      {hasEntries && (
        <Collapse in={open} timeout="auto" unmountOnExit>
          <List component="div" role="group" aria-label={title} disablePadding sx={{ '& .MuiMenuItem-root': { pl: sidebarOpen ? 4 : 2 } }}>
            {children}
          </List>
        </Collapse>
      )}
    </>
  );
}
