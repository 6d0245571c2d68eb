const LAST_FORM_OR_CONTENT = /\/(form|content)(\/|$)(?!.*\/(form|content)(\/|$))/;

/**
 * Where an action button with a target leads: the target appended to the current URL cut before its last /form or
 * /content segment (SPEC §2). '/content/dossier/abc/form/note/xyz' + 'form/task/new' → '/content/dossier/abc/form/task/new'.
 */
export function resolveTarget(currentPath: string, target: string): string {
  const match = LAST_FORM_OR_CONTENT.exec(currentPath);
  const base = match ? currentPath.slice(0, match.index) : currentPath.replace(/\/$/, '');
  return `${base}/${target.replace(/^\/+/, '')}`;
}

/** URLs holding /content more than once are nested pages: only the part from the last /content on is kept (SPEC §2). */
export function cutNestedContent(url: string): string {
  const first = url.indexOf('/content');
  const last = url.lastIndexOf('/content');
  return first === last ? url : url.slice(last);
}
