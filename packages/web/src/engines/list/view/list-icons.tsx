import ArrowDownward from '@mui/icons-material/ArrowDownward';
import FilterList from '@mui/icons-material/FilterList';
import Visibility from '@mui/icons-material/VisibilityOutlined';

/** The ids of the icons a table draws once, as SVG symbols, for its many buttons to show through `<use>`. */
export interface ListIcons {
  preview: string;
  sort: string;
  filter: string;
}

export const listIconsOf = (prefix: string): ListIcons => ({ preview: `${prefix}-preview`, sort: `${prefix}-sort`, filter: `${prefix}-filter` });

/**
 * The table's icons, drawn once: a page holds a preview button per row, and the header a sort arrow and a filter
 * button per column; an MUI icon component each was as many styled components to draw with every page. Each symbol
 * fills the view box of the `<svg>` showing it: MUI's 1em size would follow the root font size instead.
 */
export function ListIconSymbols({ icons, preview, sort, filter }: { icons: ListIcons; preview: boolean; sort: boolean; filter: boolean }) {
  if (!preview && !sort && !filter) return null;
  const fill = { width: '100%', height: '100%' };
  return (
    <svg aria-hidden="true" style={{ display: 'none' }}>
      {preview && <Visibility component="symbol" id={icons.preview} style={fill} />}
      {sort && <ArrowDownward component="symbol" id={icons.sort} style={fill} />}
      {filter && <FilterList component="symbol" id={icons.filter} style={fill} />}
    </svg>
  );
}

/** One of the table's icons, sized by the CSS of the button holding it. */
export function ListIcon({ id }: { id: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <use href={`#${id}`} />
    </svg>
  );
}
