/** Name banks of the demo data: French first names, surnames, streets and communes. */
export const firstNames = [
  'Camille', 'Léa', 'Manon', 'Chloé', 'Inès', 'Sarah', 'Emma', 'Jade', 'Louise', 'Alice', 'Lina', 'Zoé', 'Hélène',
  'Nathalie', 'Isabelle', 'Sophie', 'Claire', 'Julie', 'Élodie', 'Margaux', 'Lucas', 'Hugo', 'Louis', 'Gabriel',
  'Arthur', 'Jules', 'Nathan', 'Thomas', 'Antoine', 'Julien', 'Nicolas', 'Pierre', 'François', 'Karim', 'Mehdi',
  'Yanis', 'Olivier', 'Stéphane', 'Éric', 'Benoît',
] as const;

export const lastNames = [
  'Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon',
  'Laurent', 'Lefèvre', 'Michel', 'Garcia', 'David', 'Bertrand', 'Roux', 'Vincent', 'Fournier', 'Morel', 'Girard',
  'André', 'Lefebvre', 'Mercier', 'Dupont', 'Lambert', 'Bonnet', 'François', 'Martinez', 'Benali', 'Nguyen',
  'Haddad', 'Rousseau', 'Blanc', 'Guérin', 'Muller', 'Henry', 'Roussel', 'Chevalier',
] as const;

export const streets = [
  'rue de la République', 'avenue Jean Jaurès', 'rue Victor Hugo', 'boulevard Pasteur', 'place de la Mairie',
  'rue des Lilas', 'chemin des Vignes', 'allée des Tilleuls', 'rue du Moulin', 'impasse des Roses',
] as const;

export const communes = [
  { postalCode: '35250', city: 'Saint-Aubin-d’Aubigné', lat: 48.2594, lng: -1.6028 },
  { postalCode: '35000', city: 'Rennes', lat: 48.1113, lng: -1.68 },
  { postalCode: '44000', city: 'Nantes', lat: 47.2181, lng: -1.5528 },
  { postalCode: '75020', city: 'Paris', lat: 48.8638, lng: 2.4003 },
  { postalCode: '93260', city: 'Les Lilas', lat: 48.8799, lng: 2.4167 },
  { postalCode: '69003', city: 'Lyon', lat: 45.7597, lng: 4.8422 },
  { postalCode: '33000', city: 'Bordeaux', lat: 44.8378, lng: -0.5792 },
  { postalCode: '59000', city: 'Lille', lat: 50.6292, lng: 3.0573 },
] as const;
