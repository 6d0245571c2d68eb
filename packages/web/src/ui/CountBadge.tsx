import { Badge } from '@mui/material';
import type { ReactElement } from 'react';

interface CountBadgeProps {
  count: number;
  color: 'primary' | 'error';
  /** The button the count belongs to: its accessible name says the count already. */
  children: ReactElement;
}

/**
 * A count over a button's corner, drawn outside the button: visible text inside a button must be part of its name
 * (axe label-content-name-mismatch), and the name says it in words ('Notifications (3 non lues)'). Clicks go through
 * to the button; none shows at zero.
 */
export function CountBadge({ count, color, children }: CountBadgeProps) {
  return (
    <Badge
      badgeContent={count > 0 ? count : undefined}
      color={color}
      max={99}
      overlap="circular"
      slotProps={{ badge: { 'aria-hidden': true } }}
      sx={{ '& .MuiBadge-badge': { pointerEvents: 'none', top: 8, right: 8 } }}
    >
      {children}
    </Badge>
  );
}
