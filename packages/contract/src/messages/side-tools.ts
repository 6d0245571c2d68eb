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
};
