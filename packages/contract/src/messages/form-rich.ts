/** French texts of the form screen's rich kinds and product elements (editor, signature, files, map, chart, planning, history card). */
export const formRichMessages = {} as const;
