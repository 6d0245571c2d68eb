/** A count as the list screen writes it, the French way ('1 234', a narrow no-break space between thousands). */
export const figure = (count: number) => count.toLocaleString('fr-FR');
