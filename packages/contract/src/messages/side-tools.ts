/** The side tools next to a form (SPEC §2 'Right tools panel', §4 comments, tasks, history; §8). */
export const sideToolsMessages = {
  panel: 'Outils',
  comments: 'Commentaires',
  documents: 'Documents',
  tasks: 'Tâches',
  history: 'Historique',
  move: 'Déplacer les outils (flèches haut et bas)',
  close: 'Fermer',
  watch: 'Suivre cet enregistrement',
  unwatch: 'Ne plus suivre cet enregistrement',
  watchers: '{count} personne(s) suivent cet enregistrement : {names}',
  /** The toggle's field change with anything but a list of user ids, or about no saved record. */
  invalidWatchers: "Les suiveurs doivent être envoyés comme une liste d'identifiants d'utilisateurs, pour un enregistrement existant.",
};
