/** French texts of the presence feature (beyond the spec: who else has a record open, issue 14 item 7). */
export const presenceMessages = {
  /** The avatars' group, next to the form's title; {names}: the others on the record. */
  alsoHere: 'Aussi sur cette fiche : {names}',
  /** The warning of a record saved elsewhere while the screen holds unsaved changes: reloading keeps them. */
  savedElsewhereKeepsEdits: '{name} vient d’enregistrer cette fiche : rechargez-la pour voir ses modifications, les vôtres seront conservées.',
  /** After such a reload: the record is the saved one, with the user's changes on top, still to save. */
  editsKeptAfterReload: 'Fiche rechargée : vos modifications non enregistrées ont été conservées.',
} as const;
