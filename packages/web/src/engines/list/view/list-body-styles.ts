import { type SxProps, type Theme, alpha, lighten } from '@mui/material/styles';

/**
 * The look of a list's body rows, given once to the table rather than to each cell. A page holds hundreds of cells:
 * drawn as MUI TableCells, Checkboxes, Links and IconButtons, each is a styled component with its own style work, and
 * that was most of the main thread's time when a page arrives (Lighthouse's blocking time on slow phones). Body rows
 * are plain elements with these classes; they look like MUI's small table cells, links and icon buttons. Lengths are
 * strings: in `sx` a bare number for a margin or a padding is a multiple of the theme's spacing, not pixels.
 */
export const listBodyStyles: SxProps<Theme> = (theme: Theme) => ({
  '& tr.list-row': {
    cursor: 'pointer',
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&.selected': { backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity) },
  },
  '& td.list-cell, & td.list-check': {
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
  '& td.list-cell.right': { textAlign: 'right' },
  '& td.list-check': { width: 48, padding: '0 0 0 4px', textAlign: 'center' },
  '& td.list-check input': { width: 18, height: 18, margin: '11px', accentColor: theme.palette.primary.main, cursor: 'pointer' },
  '& a.list-link': {
    color: theme.palette.primary.main,
    textDecorationColor: alpha(theme.palette.primary.main, 0.4),
    '&:hover': { textDecorationColor: 'inherit' },
    '&.plain': { color: 'inherit', textDecoration: 'none', '&:hover, &:focus-visible': { textDecoration: 'underline' } },
  },
  '& button.list-preview': {
    display: 'inline-flex',
    verticalAlign: 'middle',
    marginLeft: '4px',
    padding: '5px',
    border: 0,
    borderRadius: '50%',
    background: 'none',
    color: theme.palette.action.active,
    fontSize: '1.125rem',
    cursor: 'pointer',
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
    '& svg': { width: '1em', height: '1em', fill: 'currentColor' },
  },
});
