/** French texts of the form screen's choice kinds (selects, async selects, treeview, icon picker, address). */
export const formChoicesMessages = {
  /** SPEC §8 empty states: the inline new-record action of a relation, and a search that found nothing. */
  newEntry: 'Créer une nouvelle entrée',
  noMatch: 'Aucune donnée ne correspond à votre recherche',
  none: 'Aucun',
  clear: 'Effacer',
  choose: 'Choisir',
  treeTitle: 'Choisir : {label}',
  treeAdd: 'Ajouter',
  treeEdit: 'Modifier',
  treeDelete: 'Supprimer',
  treeNewNode: 'Nouvel élément : {label}',
  treeDeleteQuestion: 'Voulez-vous vraiment supprimer « {label} » ?',
  iconPickerTitle: 'Choisir une icône',
  noIcon: 'Aucune icône ne correspond à votre recherche',
  addressHint: 'Saisissez au moins 2 caractères',
  typeToSearch: 'Saisissez le début d’un nom pour rechercher',
} as const;
