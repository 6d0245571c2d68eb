/** The realtime stream (SPEC §7 'Real-time stream'). */
export const realtimeMessages = {
  ticketInvalid: "Le suivi en direct n'a pas pu s'ouvrir : ce ticket n'est plus valable. Rechargez la page.",
  /** An open form whose record someone else saved meanwhile (FORM_UPDATED). */
  formUpdatedBy: '{name} vient d’enregistrer cette fiche : rechargez-la pour voir ses modifications.',
} as const;
