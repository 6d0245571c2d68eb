import { type Property, messages } from '@ossature/contract';
import type { RowState } from '../../state/form-state';
import { cellText } from './cell-text';

/**
 * A tab's title (SPEC §2): the title template with its `$field` placeholders filled from the row (as the fields
 * read: choice labels, French dates); '#' + identifier when the template gives nothing; 'Nouveau' for a row never
 * saved.
 */
export function rowTitle(template: string | undefined, row: Pick<RowState, 'identifier' | 'values' | 'labels'>, properties: Record<string, Property>): string {
  const filled = template
    ? template
        .replace(/\$(\w+)/g, (whole, name: string) =>
          name in properties || name in row.values ? cellText(properties[name], row.values[name], row.labels?.[name]) : whole,
        )
        .replace(/\s+/g, ' ')
        .trim()
    : '';
  if (filled) return filled;
  return row.identifier === null ? messages.form.newRecord : `#${row.identifier}`;
}
