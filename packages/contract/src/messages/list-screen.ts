/** French texts of the list screen that the SPEC leaves to us: its toolbar, selection, pagination and export menu. */
export const listScreenMessages = {
  search: 'Rechercher',
  rowsPerPage: 'Lignes par page',
  /** SPEC §2: 'from-to sur count'. */
  pageRange: '{from}-{to} sur {count}',
  /** The count stopped at its cap: the exact one is on its way. */
  pageRangeCapped: '{from}-{to} sur plus de {count}',
  previousPage: 'Page précédente',
  nextPage: 'Page suivante',
  selectRow: 'Sélectionner la ligne',
  selectPage: 'Sélectionner les lignes de la page',
  selectedRows: '{count} ligne(s) sélectionnée(s)',
  allMatchingSelected: 'Les {count} lignes correspondant à la recherche sont sélectionnées.',
  selectAllMatching: 'Sélectionner les {count} lignes correspondant à la recherche',
  clearSelection: 'Effacer la sélection',
  bulkActions: 'Actions groupées',
  export: 'Exporter',
  print: 'Imprimer',
  exportAs: 'Exporter en {format}',
  exportStarted: 'Le fichier s’ouvre dans une nouvelle fenêtre.',
  sortAscending: 'Trier par ordre croissant',
  sortDescending: 'Trier par ordre décroissant',
  bulkRunning: '{label} : {done} sur {total} lignes',
  bulkDone: '{label} : terminé, {done} ligne(s) modifiée(s).',
  bulkFailed: '{label} : {error}',
} as const;
