import type { ListColumn } from '@ossature/contract';
import { type SxProps, type Theme, alpha, lighten } from '@mui/material/styles';
import { alignOf } from '../cells/list-cell';

/** MUI's IconButton look, for a plain button holding an icon (sized by its font size): the table's and the pages'. */
export const iconButtonLook = (theme: Theme) => ({
  display: 'inline-flex',
  border: 0,
  borderRadius: '50%',
  background: 'none',
  color: theme.palette.action.active,
  cursor: 'pointer',
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
  '& svg': { width: '1em', height: '1em', fill: 'currentColor' },
});

/** The class of a column's cell (`list-cell`) or header (`list-head`), with `right` for the columns read right-aligned. */
export const cellClass = (column: ListColumn, base: 'list-cell' | 'list-head' = 'list-cell') => (alignOf(column) === 'right' ? `${base} right` : base);


/**
 * The look of a list's header, body, group and footer rows, given once to the table rather than to each cell. A page
 * holds hundreds of cells: drawn as MUI TableCells, Checkboxes, Links, IconButtons and TableSortLabels, each is a
 * styled component with its own style work, and that was most of the main thread's time when a page arrives
 * (Lighthouse's blocking time on slow phones). Header, body, group and footer rows are plain elements with these
 * classes; they look like MUI's small sticky header cells, table cells, footer cells, sort labels, links and icon
 * buttons. Lengths are strings: in `sx` a bare number for a margin or a padding is a multiple of the theme's spacing,
 * not pixels.
 */
export const listTableStyles: SxProps<Theme> = (theme: Theme) => ({
  '& tr.list-row': {
    cursor: 'pointer',
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&.selected': { backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity) },
  },
  '& td.list-cell, & td.list-check, & th.list-head': {
    fontFamily: theme.typography.body2.fontFamily,
    fontSize: theme.typography.body2.fontSize,
    fontWeight: theme.typography.body2.fontWeight,
    lineHeight: theme.typography.body2.lineHeight,
    letterSpacing: theme.typography.body2.letterSpacing,
    color: theme.palette.text.primary,
    padding: '6px 16px',
    borderBottom: `1px solid ${lighten(alpha(theme.palette.divider, 1), 0.88)}`,
    textAlign: 'left',
  },
  '& td.list-cell.right, & th.list-head.right': { textAlign: 'right' },
  // Group lines and the footer's figures, in bold on the rows' tint; the footer in MUI's footer cells' small type.
  '& tr.list-group': { backgroundColor: theme.palette.action.hover },
  '& tr.list-group td.list-cell, & tfoot td.list-cell': { fontWeight: 600 },
  '& td.list-group-head': { whiteSpace: 'nowrap' },
  '& tfoot td.list-cell': { fontSize: theme.typography.pxToRem(12), lineHeight: theme.typography.pxToRem(21) },
  // A right-aligned column's sort arrow sits left of its label, so that the label lines up with the figures below.
  '& th.list-head.right button.list-sort': { flexDirection: 'row-reverse' },
  // The header stays in view over the rows it names (MUI's stickyHeader).
  '& th.list-head': {
    position: 'sticky',
    top: 0,
    zIndex: 2,
    backgroundColor: theme.palette.background.default,
    lineHeight: theme.typography.pxToRem(24),
    fontWeight: theme.typography.fontWeightMedium,
    whiteSpace: 'nowrap',
  },
  '& td.list-check, & th.list-head.list-check': { width: 48, padding: '0 0 0 4px', textAlign: 'center' },
  '& .list-check input': { width: 18, height: 18, margin: '11px', accentColor: theme.palette.primary.main, cursor: 'pointer' },
  '& a.list-link': {
    color: theme.palette.primary.main,
    textDecorationColor: alpha(theme.palette.primary.main, 0.4),
    '&:hover': { textDecorationColor: 'inherit' },
    '&.plain': { color: 'inherit', textDecoration: 'none', '&:hover, &:focus-visible': { textDecoration: 'underline' } },
  },
  '& button.list-sort': {
    display: 'inline-flex',
    alignItems: 'center',
    padding: 0,
    border: 0,
    background: 'none',
    font: 'inherit',
    color: 'inherit',
    cursor: 'pointer',
    '&:hover, &:focus-visible': { color: theme.palette.text.secondary, '& svg': { opacity: 0.5 } },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
    '& svg': {
      width: '18px',
      height: '18px',
      margin: '0 4px',
      fill: 'currentColor',
      opacity: 0,
      transition: theme.transitions.create(['opacity', 'transform'], { duration: theme.transitions.duration.shorter }),
    },
    '&.asc svg': { transform: 'rotate(180deg)' },
    '&.active': { color: theme.palette.text.primary, '& svg': { opacity: 1, color: theme.palette.text.secondary } },
  },
  '& button.list-preview, & button.list-filter': {
    ...iconButtonLook(theme),
    verticalAlign: 'middle',
    marginLeft: '4px',
    padding: '5px',
    fontSize: '1.125rem',
  },
  // The filter's icon keeps MUI's small icon size; with values ticked, it and its hover take the primary colour.
  '& button.list-filter': { fontSize: '1.25rem' },
  '& button.list-filter.active': { color: theme.palette.primary.main },
  '& button.list-filter.active:hover': { backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity) },
});
