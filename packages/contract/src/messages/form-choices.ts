/** French texts of the form screen's choice kinds (selects, async selects, treeview, icon picker, address). */
export const formChoicesMessages = {} as const;
