/**
 * French order for a short list sorted in memory (a select's few options: an organisation's users, the
 * organisations): the 'fr' locale's collator, accents beside their letter and no case first. Lists read from the
 * database sort in SQL by the server's text sort key, which gives the same order for names.
 */
export const compareFrench = new Intl.Collator('fr').compare;
