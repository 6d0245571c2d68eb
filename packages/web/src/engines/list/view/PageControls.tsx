import { formatMessage, messages } from '@ossature/contract';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useId } from 'react';
import { PAGE_SIZES } from '../state/list-query';
import { formatCount } from '../../../ui/cell-formats/cell-formats';
import { iconButtonLook } from './list-table-styles';

const text = messages.listScreen;

export interface PageControlsProps {
  /** What the page size is called: 'Lignes par page' for the list, 'Éléments par groupe' for a group. */
  sizeLabel: string;
  total: number;
  /** The total is a cap (the list's count is not exact): 'sur plus de …', and there may always be a next page. */
  capped?: boolean;
  /**
   * The group these are the pages of, which names the controls: with several groups open, a screen reader's list of
   * controls would otherwise read the same three names again and again. The visible texts stay the SPEC's.
   */
  group?: string;
  pageIndex: number;
  pageSize: number;
  onPage(pageIndex: number): void;
  onPageSize(pageSize: number): void;
}

/** The look of MUI's table pagination, given once to plain elements (a native select, two buttons). */
const styles = (theme: Theme) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  columnGap: '20px',
  minHeight: '52px',
  px: '16px',
  ...theme.typography.body2,
  color: theme.palette.text.primary,
  '& select': { font: 'inherit', color: 'inherit', padding: '2px 4px', border: 0, background: 'none', cursor: 'pointer' },
  '& select:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
  '& .page-buttons': { display: 'flex' },
  '& button': {
    ...iconButtonLook(theme),
    padding: '8px',
    fontSize: '1.5rem',
    '&:disabled': { color: theme.palette.action.disabled, cursor: 'default', backgroundColor: 'transparent' },
  },
});

/**
 * SPEC §2 pagination: the page size (10, 20, 50 or 100), 'from-to sur count', the previous and next pages. Plain
 * elements: MUI's TablePagination (toolbar, select, menu, two icon buttons) was a dozen styled components to draw with
 * every list's first frame.
 */
export function PageControls({ sizeLabel, total, capped = false, group, pageIndex, pageSize, onPage, onPageSize }: PageControlsProps) {
  const selectId = useId();
  const from = total === 0 ? 0 : pageIndex * pageSize + 1;
  const to = capped ? (pageIndex + 1) * pageSize : Math.min(total, (pageIndex + 1) * pageSize);
  const last = !capped && pageIndex >= Math.ceil(total / pageSize) - 1;
  const named = (name: string) => (group === undefined ? undefined : formatMessage(name, { label: group }));
  return (
    <Box sx={styles}>
      <span>
        <label htmlFor={selectId}>{sizeLabel}</label>{' '}
        <select id={selectId} value={pageSize} aria-label={named(text.groupPageSizeNamed)} onChange={(event) => onPageSize(Number(event.target.value))}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </span>
      {/* Said when the pages turn: the buttons keep the focus, and nothing else tells where the reader now is. */}
      <span aria-live="polite" aria-atomic="true">
        {formatMessage(capped ? text.pageRangeCapped : text.pageRange, { from: formatCount(from), to: formatCount(to), count: formatCount(total) })}
      </span>
      <span className="page-buttons">
        <button type="button" aria-label={named(text.previousGroupPage) ?? text.previousPage} disabled={pageIndex === 0} onClick={() => onPage(pageIndex - 1)}>
          <ChevronLeft fontSize="inherit" />
        </button>
        <button type="button" aria-label={named(text.nextGroupPage) ?? text.nextPage} disabled={last} onClick={() => onPage(pageIndex + 1)}>
          <ChevronRight fontSize="inherit" />
        </button>
      </span>
    </Box>
  );
}
