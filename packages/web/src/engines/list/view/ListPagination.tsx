import { formatMessage, messages } from '@ossature/contract';
import { TablePagination } from '@mui/material';
import { PAGE_SIZES } from '../state/list-query';
import type { ListController } from '../state/use-list-controller';

const text = messages.listScreen;

/** 'from-to sur count' (SPEC §2), page sizes 10, 20, 50 and 100; a capped count reads 'sur plus de …'. */
export function ListPagination({ list }: { list: ListController }) {
  const { state, dispatch, total, totalCapped } = list;
  return (
    <TablePagination
      component="div"
      count={totalCapped ? -1 : total}
      page={state.pageIndex}
      rowsPerPage={state.pageSize}
      rowsPerPageOptions={[...PAGE_SIZES]}
      onPageChange={(_event, pageIndex) => dispatch({ type: 'page', pageIndex })}
      onRowsPerPageChange={(event) => dispatch({ type: 'pageSize', pageSize: Number(event.target.value) })}
      labelRowsPerPage={text.rowsPerPage}
      labelDisplayedRows={({ from, to }) => formatMessage(totalCapped ? text.pageRangeCapped : text.pageRange, { from, to, count: total })}
      getItemAriaLabel={(type) => (type === 'previous' ? text.previousPage : text.nextPage)}
    />
  );
}
