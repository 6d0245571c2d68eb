/** French texts of the time-logging feature: the top bar's activity popover (SPEC §2, §4) and its calls (§7). */
export const timeLoggingMessages = {
  title: 'Suivi du temps',
  /** The button while nothing runs, and while an activity runs ({elapsed}: its time, hh:mm:ss, shown beside the icon). */
  button: 'Suivi du temps',
  buttonRunning: '{elapsed} — {name} en cours',
  today: "Aujourd'hui : {time}",
  todayOf: "Temps d'aujourd'hui sur « {name} »",
  start: 'Démarrer « {name} »',
  stop: 'Arrêter « {name} »',
  running: 'En cours',
  loading: 'Chargement des activités',
  loadFailed: 'Impossible de récupérer les données',
  changeFailed: "L'activité n'a pas pu être changée : {message}",
  /** The choice dialog of an activity with choices (SPEC §4); its title is the activity's choice_title. */
  cancel: 'Annuler',
  confirm: 'Démarrer',
  choiceTime: "{label}, aujourd'hui : {time}",
  /** Server answers. */
  statusRequired: "Indiquez l'activité à démarrer (status).",
  unknownActivity: "L'activité « {status} » n'existe pas.",
  choiceRequired: "L'activité « {name} » demande un choix (value).",
  unknownChoice: "« {value} » n'est pas un choix de l'activité « {name} ».",
  noChoices: "L'activité « {name} » ne propose pas de choix.",
  otherUser: 'Vous ne pouvez enregistrer du temps que pour vous-même.',
  notLinked: "Votre compte n'est lié à aucun salarié : le suivi du temps ne vous est pas proposé.",
  busy: 'Une autre activité vient de démarrer en même temps : réessayez.',
  notCarried: 'La feuille de temps de {month} est validée : ce temps n’y a pas été reporté.',
};
