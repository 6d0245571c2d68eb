import { formatMessage, messages } from '@ossature/contract';
import type { CollectionProps } from './collection-entry';
import { LinkedRecords } from './LinkedRecords';

/** SPEC §2 sub-form table: rows open in their form, can be added and (unless their form is read-only) deleted. */
export function FormCollection(props: CollectionProps) {
  return <LinkedRecords {...props} deletable needsParent={formatMessage(messages.form.subFormNeedsParent, { title: props.label })} />;
}

/** SPEC §2 list collection: the linked records with their labels, each opening its form; new ones can be added. */
export function ListCollection(props: CollectionProps) {
  return <LinkedRecords {...props} deletable={false} needsParent={messages.form.listNeedsParent} />;
}
