import { type DateKind, checkDate, checkTime, formatDate, messages } from '@ossature/contract';
import { type KindHandler, accept, kind, refuse } from './kind-handler.js';
import { type ListHook, listHooks } from './list-hook.js';

const text = messages.form;

const dateKind = (format: DateKind, list: ListHook): KindHandler =>
  kind({
    storage: 'text',
    list,
    parse: (raw) => {
      if (raw === null || raw === undefined) return accept(null);
      // A year may come as a number.
      const value = typeof raw === 'number' && format === 'year' ? String(raw) : raw;
      if (typeof value !== 'string') return refuse(text.invalidDate);
      const check = checkDate(format, value);
      if (check.ok) return accept(check.value);
      return refuse(check.reason === 'too_small' ? text.dateTooSmall : text.invalidDate);
    },
    describe: (value) => (typeof value === 'string' ? formatDate(format, value) : null),
  });

export const dateKinds = {
  date: dateKind('date', listHooks.date('date')),
  date_monthly: dateKind('date_monthly', listHooks.date('month')),
  datetime: dateKind('datetime', listHooks.date('datetime')),
  year: dateKind('year', listHooks.date('year')),
  time: kind({
    storage: 'text',
    list: listHooks.time(),
    parse: (raw) => {
      if (raw === null || raw === undefined) return accept(null);
      if (typeof raw !== 'string') return refuse(text.invalidTime);
      const check = checkTime(raw);
      return check.ok ? accept(check.value) : refuse(text.invalidTime);
    },
  }),
} satisfies Record<string, KindHandler>;
