/** The bell and its notifications (SPEC §2 notifications popover, §4 Notifications, §8). */
export const notificationMessages = {
  title: 'Notifications',
  bell: 'Notifications ({count} non lues)',
  markAllRead: 'Tout marquer comme lu',
  unreadOnly: 'Non lues seulement',
  received: 'Vous avez reçu une nouvelle notification',
  allRead: 'Vous avez lu toutes vos notifications',
  noMore: "Vous n'avez pas d'autres notifications pour les 30 derniers jours",
  none: "Vous n'avez aucune notification",
  loading: 'Chargement des notifications',
  markRead: 'Marquer comme lue',
  markUnread: 'Marquer comme non lue',
  /** Server answers. */
  notificationNotFound: "Cette notification n'existe pas.",
  /** `send_by` of a notification the application sends, from no one. */
  systemSender: 'Ossature',
  /** Titles and messages the server writes; {name}: who acted, {title}: the record's label. */
  mentioned: '{name} vous a mentionné dans un commentaire',
  taskAssigned: '{name} vous a confié une tâche : {task}',
  taskOnRecord: 'Sur : {title}',
  validationRequested: 'Validation demandée : {title}',
  validationStep: 'Étape « {step} », demandée par {name}',
  validationAccepted: 'Validation accordée : {title}',
  validationRefused: 'Validation refusée : {title}',
  validatedBy: '{name} a validé votre demande.',
  refusedBy: '{name} a refusé votre demande.',
  withComment: 'Commentaire : {comment}',
  watchChanged: '{name} a modifié {title}',
  changedFields: 'Champs modifiés : {fields}',
};
