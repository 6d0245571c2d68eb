/** Documents attached to records and the organisation's library (SPEC §2 attach dialog, picker, previewer; §8). */
export const documentMessages = {
  emptyDocuments: "Il n'y a aucun document ici pour le moment",
  noDocument: 'Aucun document',
  uploadFailed: "Erreur lors de l'envoi du fichier",
  pickerTitle: 'Sélectionner un document',
  pickerTotal: '{count} document(s) au total',
  /** Server answers. */
  libraryMissing: "La bibliothèque de documents n'est pas disponible.",
  documentNotFound: "Ce document n'existe pas.",
  attachmentNotFound: "Ce document n'est pas ou plus joint à cet enregistrement.",
  readOnlyRecord: "Vous ne pouvez pas joindre, modifier ni retirer de document sur cet enregistrement : vous n'avez pas le droit de le modifier.",
  oneSource: 'Joignez soit un fichier envoyé (file_id), soit un document de la bibliothèque (document_id), un seul des deux.',
  titleRequired: 'Le titre du document est requis.',
  invalidType: "Ce type de document n'existe pas.",
  conflict: "Quelqu'un a modifié ce document entre-temps : rechargez-le avant de l'enregistrer.",
  invalidQuery:
    'Les paramètres des documents sont invalides : attendu object_name et object_id, ou page (à partir de 1) avec filter.created_by (all ou mine) et search.',
};
