/** French texts of the presence feature (beyond the spec: who else has a record open, issue 14 item 7). */
export const presenceMessages = {
  /** The avatars' group, next to the form's title; {names}: the others on the record. */
  alsoHere: 'Aussi sur cette fiche : {names}',
  /** Under a rich-text field another user is writing in; {names}: who. */
  editingOne: '{names} modifie ce texte en ce moment.',
  editingMany: '{names} modifient ce texte en ce moment.',
  /** POST /api-internal/presence naming a field that is not one of the record's rich-text fields. */
  notAnEditor: "Ce champ n'est pas un texte riche de cette fiche.",
  /** The warning of a record saved elsewhere while the screen holds unsaved changes: reloading keeps them. */
  savedElsewhereKeepsEdits: '{name} vient d’enregistrer cette fiche : rechargez-la pour voir ses modifications, les vôtres seront conservées.',
  /** After such a reload: the record is the saved one, with the user's changes on top, still to save. */
  editsKeptAfterReload: 'Fiche rechargée : vos modifications non enregistrées ont été conservées.',
} as const;
