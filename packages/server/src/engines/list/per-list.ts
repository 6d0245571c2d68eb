import type { RegisteredModule } from '../../metadata/registered-module.js';

/** Worked out once per list definition (kept with its columns), not at every call. */
export function perList<T>(work: (columns: RegisteredModule['list']['columns']) => T): (module: RegisteredModule) => T {
  const kept = new WeakMap<object, T>();
  return ({ list: { columns } }) => {
    let found = kept.get(columns);
    if (found === undefined) kept.set(columns, (found = work(columns)));
    return found;
  };
}
