/**
 * Read by screen readers, not shown: names of columns that hold only buttons, details of a small card. Plain CSS, so
 * that it serves as an `sx` and as a `style` alike.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
