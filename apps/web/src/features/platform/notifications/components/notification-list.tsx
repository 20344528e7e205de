import {
  Box,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Tooltip,
  Typography,
} from '@mui/material';
import DoneIcon from '@mui/icons-material/Done';
import type { AppNotification } from '../api/notifications-api';
import { formatFullTime, formatRelativeTime } from '../utils/format-relative-time';
import visuallyHidden from '@mui/utils/visuallyHidden';

export interface NotificationListProps {
  items: readonly AppNotification[];
  /** Clicking an item: the caller marks it read and follows its link. */
  onOpen: (item: AppNotification) => void;
  /** When given, unread items get a "Mark as read" button. */
  onMarkRead?: (item: AppNotification) => void;
  isCompact?: boolean;
  label?: string;
}

// Screen readers hear "Unread:" where sighted people see the dot and the bold title.
/** The notifications as a list; it only renders what it is given (the bell and the page fetch). */
export function NotificationList({
  items,
  onOpen,
  onMarkRead,
  isCompact = false,
  label = 'Notifications',
}: NotificationListProps) {
  return (
    <List disablePadding aria-label={label}>
      {items.map((item, index) => {
        const isUnread = !item.readAt;
        return (
          <ListItem
            key={item.id}
            disablePadding
            divider={index < items.length - 1}
            secondaryAction={
              onMarkRead && isUnread ? (
                <Tooltip title="Mark as read">
                  <IconButton
                    edge="end"
                    aria-label={`Mark "${item.title}" as read`}
                    onClick={() => onMarkRead(item)}
                  >
                    <DoneIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              ) : undefined
            }
          >
            <ListItemButton
              onClick={() => onOpen(item)}
              sx={{
                alignItems: 'flex-start',
                gap: 1.5,
                py: isCompact ? 1 : 1.5,
                bgcolor: isUnread ? 'action.hover' : undefined,
              }}
            >
              <Box
                aria-hidden
                sx={{
                  mt: 1,
                  width: 8,
                  height: 8,
                  flexShrink: 0,
                  borderRadius: '50%',
                  bgcolor: isUnread ? 'primary.main' : 'transparent',
                }}
              />
              <ListItemText
                primary={
                  <>
                    {isUnread && (
                      <Box component="span" sx={visuallyHidden}>
                        Unread:{' '}
                      </Box>
                    )}
                    {item.title}
                  </>
                }
                secondary={
                  <>
                    {item.body && (
                      <Typography
                        component="span"
                        variant="body2"
                        color="text.secondary"
                        sx={{
                          display: '-webkit-box',
                          WebkitLineClamp: isCompact ? 2 : 3,
                          WebkitBoxOrient: 'vertical',
                          overflow: 'hidden',
                        }}
                      >
                        {item.body}
                      </Typography>
                    )}
                    <Typography
                      component="time"
                      variant="caption"
                      color="text.secondary"
                      dateTime={item.createdAt}
                      title={formatFullTime(item.createdAt)}
                      sx={{ display: 'block', mt: 0.5 }}
                    >
                      {formatRelativeTime(item.createdAt)}
                    </Typography>
                  </>
                }
                slotProps={{
                  primary: { variant: 'body2', fontWeight: isUnread ? 700 : 500 },
                  secondary: { component: 'span' },
                }}
              />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
