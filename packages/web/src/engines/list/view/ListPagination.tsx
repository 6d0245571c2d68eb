import { messages } from '@ossature/contract';
import type { ListController } from '../state/use-list-controller';
import { PageControls } from './PageControls';

/** The list's pages: 'from-to sur count' (SPEC §2), page sizes 10, 20, 50 and 100; a capped count reads 'sur plus de …'. */
export function ListPagination({ list }: { list: ListController }) {
  const { state, dispatch, total, totalCapped } = list;
  return (
    <PageControls
      sizeLabel={messages.listScreen.rowsPerPage}
      total={total}
      capped={totalCapped}
      pageIndex={state.pageIndex}
      pageSize={state.pageSize}
      onPage={(pageIndex) => dispatch({ type: 'page', pageIndex })}
      onPageSize={(pageSize) => dispatch({ type: 'pageSize', pageSize })}
    />
  );
}
