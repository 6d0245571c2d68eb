import type { Random } from '../../../demo/random.js';
import type { ModuleSeed, SeedRecord } from '../../../demo/seed-context.js';
import { addDays, isWeekend, isoDate } from '../../../metadata/calendar.js';
import { employmentPeriods } from '../employment-periods.js';

const ABSENCES = 300;
/** Weighted: paid leave first, then RTT, sick days and training. */
const types = ['paid_leave', 'paid_leave', 'paid_leave', 'paid_leave', 'rtt', 'rtt', 'rtt', 'sick', 'sick', 'training', 'training', 'unpaid'];
/** Length in working days (sick leave: in calendar days). */
const lengths: Record<string, [number, number]> = { paid_leave: [1, 10], rtt: [1, 1], sick: [1, 8], training: [1, 3], unpaid: [1, 5] };
const comments: Record<string, string[]> = {
  paid_leave: ['Vacances en famille', 'Pont', 'Congés d’été'],
  rtt: ['Rendez-vous personnel'],
  sick: ['Arrêt de travail transmis', 'Certificat médical reçu'],
  training: ['Formation « Gestes et postures »', 'Formation sécurité incendie', 'Préparation concours'],
  unpaid: ['Convenance personnelle'],
};

const nextWorkingDay = (date: string): string => (isWeekend(date) ? nextWorkingDay(addDays(date, 1)) : date);

function lastDay(type: string, start: string, length: number): string {
  if (type === 'sick') return addDays(start, length - 1);
  let end = start;
  for (let counted = 1; counted < length; counted += 1) end = nextWorkingDay(addDays(end, 1));
  return end;
}

/** Past absences were decided (sick leave is never refused); upcoming ones may still be waiting. */
function statusOf(random: Random, type: string, start: string, end: string, today: string): string {
  if (type === 'sick' || (start <= today && today <= end)) return 'approved';
  if (end < today) return random.chance(0.92) ? 'approved' : 'refused';
  return random.pick(['requested', 'requested', 'requested', 'approved', 'approved', 'refused']);
}

/**
 * About 300 absences per tenant from a year ago to two months ahead, each within its employee's employment and never
 * overlapping another of the same employee (the overlap warning stays meaningful on the demo data).
 */
export const absenceSeed: ModuleSeed = {
  module: 'absence',
  async run(context) {
    const random = context.random('absence');
    const today = isoDate(context.now);
    const [windowStart, windowEnd] = [addDays(today, -365), addDays(today, 60)];
    const periods = await employmentPeriods(context);
    const taken = new Map<number, { start: string; end: string }[]>();
    const records: SeedRecord[] = [];
    const wanted = ABSENCES * context.size;
    for (let attempt = 0; records.length < wanted && attempt < wanted * 20; attempt += 1) {
      const period = random.pick(periods);
      const type = random.pick(types);
      const from = period.from > windowStart ? period.from : windowStart;
      const until = period.until !== null && period.until < windowEnd ? period.until : windowEnd;
      if (from > until) continue;
      const start = nextWorkingDay(random.date(new Date(from), new Date(until)));
      const [shortest, longest] = lengths[type]!;
      const end = lastDay(type, start, random.int(shortest, longest));
      const others = taken.get(period.employeeId) ?? [];
      if (end > until || others.some((other) => other.start <= end && start <= other.end)) continue;
      taken.set(period.employeeId, [...others, { start, end }]);
      records.push({
        values: {
          employee_id: period.employeeId,
          type,
          start_date: start,
          end_date: end,
          half_day: start === end && type !== 'sick' && random.chance(0.3),
          status: statusOf(random, type, start, end, today),
          comment: random.chance(0.35) ? random.pick(comments[type]!) : null,
        },
      });
    }
    await context.insert('absence', records);
  },
};
