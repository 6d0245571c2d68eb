import { appPathOf, shortcutLinkKind } from '@ossature/contract';
import { type Caller, type RecordDeps, canRead } from '../../records/record-access.js';

/**
 * Whether a shortcut leads somewhere the caller may go. An https:// address always does. An app path leads to a
 * module by its first two segments — /list/{module}…, /form/{module or bulk action}…, /planning/{planning}… (the
 * planning's module) —, which the caller must read: a partner is not shown the invoices' list. Other app paths (home,
 * /content/…) guard themselves. A link that is neither (a row changed in the database) is not shown.
 */
export function leadsToReadable(deps: RecordDeps, caller: Caller, link: string): boolean {
  const kind = shortcutLinkKind(link);
  if (kind !== 'internal') return kind === 'external';
  const [section, name = ''] = appPathOf(link).split(/[?#]/, 1)[0]!.split('/').filter(Boolean);
  const { registry } = deps;
  switch (section) {
    case 'list':
      return canRead(deps, caller, name);
    case 'form':
      return canRead(deps, caller, registry.bulkAction(name)?.module ?? name);
    case 'planning': {
      const planning = registry.planning(name);
      return planning !== undefined && canRead(deps, caller, planning.module);
    }
    default:
      return true;
  }
}
