/** French texts of bulk actions on lists: the dialog, the answers, the refusals and the batches' progress. */
export const listBulkMessages = {
  /** The button of the action's dialog. */
  apply: 'Appliquer',
  /** Under the action's title in its dialog: the exact number of rows the user confirms. */
  concerned: 'Cette action modifiera {count} ligne(s).',
  applied: '{count} ligne(s) modifiée(s).',
  unchanged: 'Aucune ligne à modifier : elles avaient déjà ces valeurs.',
  started: 'Le traitement de {count} lignes a commencé : suivez son avancement dans vos traitements groupés.',
  unknownAction: "Cette action groupée n'existe pas ou ne vous est pas ouverte.",
  wrongList: "Cette action groupée ne s'applique pas à cette liste.",
  invalidSelection: 'La sélection est invalide : choisissez des lignes de la liste puis relancez l’action.',
  totalRequired: 'Le nombre de lignes confirmé manque : relancez l’action depuis la liste.',
  tooManyIds: 'Une sélection ligne à ligne est limitée à {max} lignes : sélectionnez toutes les lignes correspondant à la recherche.',
  emptySelection: 'Aucune ligne ne correspond à la sélection.',
  /** The count confirmed by the user is no longer true: nothing was written. */
  selectionChanged: 'La sélection compte maintenant {count} ligne(s) au lieu de {expected} : vérifiez-la puis confirmez à nouveau.',
  missingRow: 'La ligne n° {id} est introuvable : elle a été supprimée ou ne fait pas partie de la liste.',
  /** The first row the action may not change refuses the whole batch. */
  refusedRow: 'La ligne « {label} » ne peut pas être modifiée : {reason}',
  changedMeanwhile: 'a été modifiée par quelqu’un d’autre pendant le traitement.',
  batchNotFound: "Ce traitement groupé n'existe pas ou ne vous appartient pas.",
  notCancellable: 'Ce traitement groupé est déjà terminé.',
  notUndoable: 'Ce traitement groupé ne peut pas être annulé : il est en cours, ou déjà annulé.',
  undoStarted: 'L’annulation du traitement groupé a commencé.',
  cancelRequested: 'Le traitement groupé s’arrête : les lignes déjà modifiées le restent, vous pouvez les rétablir en annulant le traitement.',
  /** The history entry of a record changed by a batch, and of its undoing. */
  historyApplied: 'Traitement groupé « {label} »',
  historyUndone: 'Annulation du traitement groupé « {label} »',
  /** Why a batch stopped, as its author reads it. */
  failedUndone: '{reason} Les lignes déjà modifiées ont été rétablies.',
  authorInactive: "L'auteur du traitement n'est plus actif.",
  abandoned: "Le traitement s'est interrompu plusieurs fois sans aboutir : relancez-le depuis la liste.",
  unexpected: "Le traitement s'est arrêté sur une erreur inattendue : relancez-le depuis la liste.",
} as const;
