/** French texts of the shortcut feature: the top bar's popover (SPEC §2) and the server's answers. */
export const shortcutMessages = {
  title: 'Raccourcis',
  empty: "Aucun raccourci pour le moment. Ajoutez les pages que vous ouvrez souvent pour les retrouver d'un clic.",
  manage: 'Gérer les raccourcis',
  addCurrentPage: 'Ajouter cette page aux raccourcis',
  shortcutTitle: 'Titre du raccourci',
  add: 'Ajouter',
  cancel: 'Annuler',
  added: 'Raccourci ajouté',
  remove: 'Retirer « {title} » des raccourcis',
  removed: 'Raccourci retiré',
  /** Said after the name of a shortcut that opens in a new tab. */
  newTab: '(nouvel onglet)',
  personal: 'Personnel',
  loadFailed: 'Impossible de récupérer les raccourcis',
  /** Server answers. */
  invalidLink: 'un lien commence par « / » (une page de l’application) ou par « https:// »',
  shortcutNotFound: "Ce raccourci n'existe pas.",
} as const;
