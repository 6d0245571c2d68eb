import type { ListIcons } from './list-icons';

/** What every cell of a list reads: where a row leads, and how it and a column's link open (navigation, or a form over the list). */
export interface ListTableMeta {
  rowTarget: string;
  openRow(path: string): void;
  /** A column's link: the related record's form in a dialog over the list (SPEC §2 link dialog). */
  openLink(link: { form: string; params: string; title: string }): void;
  /** The ids of the icons the table draws once, which its buttons show through `<use>`. */
  icons: ListIcons;
}
