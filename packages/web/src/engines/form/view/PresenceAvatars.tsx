import { type RecordViewer, formatMessage, messages } from '@ossature/contract';
import { Avatar, AvatarGroup, Tooltip } from '@mui/material';

/** Avatars shown before the group's surplus ('+2'). */
const MAX_AVATARS = 3;

/**
 * The other users who have the record open (beyond the spec, issue 14 item 7), next to the form's title: their
 * initials, their names in the tooltip and, for screen readers, in the group's name. Focusable, so that the tooltip
 * also opens from the keyboard.
 */
export function PresenceAvatars({ viewers }: { viewers: RecordViewer[] }) {
  if (viewers.length === 0) return null;
  const label = formatMessage(messages.presence.alsoHere, { names: viewers.map((viewer) => viewer.name).join(', ') });
  return (
    <Tooltip title={label}>
      <AvatarGroup
        max={MAX_AVATARS}
        role="img"
        aria-label={label}
        tabIndex={0}
        sx={{ '& .MuiAvatar-root': { width: 32, height: 32, fontSize: 14, bgcolor: 'secondary.main', color: 'secondary.contrastText' } }}
      >
        {viewers.map((viewer) => (
          <Avatar key={viewer.user_id}>{viewer.initials}</Avatar>
        ))}
      </AvatarGroup>
    </Tooltip>
  );
}
