/** Characters a sheet name may not hold (xlsx, ods, xls alike), and its greatest length. */
const FORBIDDEN = /[[\]*?:/\\]/g;
const MAX_LENGTH = 31;

/**
 * The names of a workbook's sheets: the list's title, then '(2)', '(3)'… for the sheets a long export goes on in,
 * each within the 31 characters spreadsheets allow.
 */
export function* sheetNames(title: string): Generator<string, never> {
  const base = title.replace(FORBIDDEN, ' ').replace(/\s+/g, ' ').trim() || 'Liste';
  yield base.slice(0, MAX_LENGTH);
  for (let index = 2; ; index += 1) {
    const suffix = ` (${index})`;
    yield `${base.slice(0, MAX_LENGTH - suffix.length)}${suffix}`;
  }
}
