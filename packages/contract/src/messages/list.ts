/** French texts of the lists: their errors (SPEC §8), filters and saved configurations (SPEC §5). */
export const listMessages = {
  fetchFailed: 'Impossible de récupérer les données',
  obsolete: 'Impossible de récupérer les données, veuillez rafraîchir la page',
  invalidFilter: 'Filtre non valide',
  noData: 'Aucune donnée',
  noMatch: 'Aucune donnée ne correspond à votre recherche',
  loading: 'Chargement des données',
  tooManyValues: 'Le nombre de valeurs est trop importante. Veuillez saisir quelques lettres pour affiner votre recherche.',
  titleRequired: "Merci d'ajouter un titre",
  scopeRequired: "Merci de préciser l'étendu de la liste",
  /** The labels of the filter operators, as the filter editor offers them. */
  operators: {
    contains: 'Contient',
    not_contains: 'Ne contient pas',
    equal: 'Égal à',
    '=': 'Égal à',
    different: 'Différent de',
    '!=': 'Différent de',
    empty: 'Est vide',
    '<': 'Inférieur à',
    '<=': 'Inférieur ou égal à',
    '>': 'Supérieur à',
    '>=': 'Supérieur ou égal à',
    column_values: 'Parmi les valeurs',
    period: 'Période',
    duration: 'Durée',
  },
} as const;
