/** French texts of the form screen's collections (tabs, dense table, gallery, sub-forms, lists). */
export const formCollectionsMessages = {} as const;
