import { isStrongPassword, messages } from '@ossature/contract';
import { type KindHandler, accept, kind, refuse } from './kind-handler.js';

/** Passwords are stored as scrypt hashes by the engine; the screen never receives them back. */
const password = (check?: (value: string) => boolean): KindHandler =>
  kind({
    storage: 'text',
    writeOnly: true,
    parse: (raw, field) => {
      if (raw === null || raw === undefined || raw === '') return accept(null);
      if (typeof raw !== 'string') return refuse(messages.form.notText);
      if (field.maxLength !== undefined && raw.length > field.maxLength) return refuse(messages.form.invalidValue);
      return !check || check(raw) ? accept(raw) : refuse(messages.form.strongPassword);
    },
    describe: (value) => (value ? '••••••••' : null),
  });


export const passwordKinds = {
  password: password(),
  password_strong: password(isStrongPassword),
} satisfies Record<string, KindHandler>;
