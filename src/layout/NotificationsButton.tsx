import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, Button, Divider, IconButton, ListItemText, Menu, MenuItem, Tooltip, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppDataProvider, PanelNotification } from '../../dataProvider';
import { formatDate } from '../i18n/formats';
import { useIntlLocale } from '../i18n/useIntlLocale';
import { paths } from '../paths';

const QUERY_KEY = ['notifications'];
/** Reminders are made once a day: looking every five minutes (and on return to the tab) is soon enough. */
const REFRESH_MS = 5 * 60_000;

/** Renewals due: the policies of the notification's day, of the RM it was for. */
function renewalsOf({ params }: PanelNotification) {
  const filter = { end_date_gte: params.endDate, end_date_lte: params.endDate, ...(params.rm ? { rm: params.rm } : {}) };
  return `${paths.renewals}?${new URLSearchParams({ filter: JSON.stringify(filter) })}`;
}

function NotificationItem({ notification, onOpen }: { notification: PanelNotification; onOpen(notification: PanelNotification): void }) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const { days, endDate, count, rm } = notification.params;
  const message = rm ? 'app.notifications.renewalsDue' : 'app.notifications.renewalsDueWithoutRm';
  return (
    <MenuItem onClick={() => onOpen(notification)} sx={{ whiteSpace: 'normal', maxWidth: 380 }}>
      <ListItemText
        primary={translate(message, { smart_count: count, when: translate('app.notifications.inDays', { smart_count: days }), date: formatDate(endDate, locale, { day: 'numeric', month: 'short', year: 'numeric' }) })}
        secondary={formatDate(notification.createdAt, locale, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })}
        slotProps={{ primary: { sx: { fontWeight: notification.readAt ? 400 : 700 } } }}
      />
    </MenuItem>
  );
}

/**
 * The bell of the top bar: how many notifications are unread, and the latest of them (renewals due
 * in 30, 15, 7 and 1 days, server/reminders); one opens Renewals due at its day and is marked read.
 */
export function NotificationsButton() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const translate = useTranslate();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data } = useQuery({ queryKey: QUERY_KEY, queryFn: () => dataProvider.notifications(), refetchInterval: REFRESH_MS });
  const markRead = useMutation({
    mutationFn: (ids?: string[]) => dataProvider.markNotificationsRead(ids),
    onSettled: () => queryClient.invalidateQueries({ queryKey: QUERY_KEY }),
  });
  const unread = data?.unread ?? 0;
  const label = translate('app.notifications.label', { smart_count: unread });

  const open = (notification: PanelNotification) => {
    setAnchor(null);
    if (!notification.readAt) markRead.mutate([notification.id]);
    navigate(renewalsOf(notification));
  };

  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
          <Badge badgeContent={unread} color="error" max={99}>
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': translate('app.notifications.title'), dense: true } }}>
        <Typography variant="subtitle2" sx={{ px: 2, py: 1 }}>
          {translate('app.notifications.title')}
        </Typography>
        <Divider />
        {data?.data.length ? (
          data.data.map((notification) => <NotificationItem key={notification.id} notification={notification} onOpen={open} />)
        ) : (
          <MenuItem disabled>{translate('app.notifications.none')}</MenuItem>
        )}
        {unread > 0 && <Divider />}
        {unread > 0 && (
          <Button size="small" sx={{ mx: 1 }} onClick={() => markRead.mutate(undefined)}>
            {translate('app.notifications.markAllRead')}
          </Button>
        )}
      </Menu>
    </>
  );
}
