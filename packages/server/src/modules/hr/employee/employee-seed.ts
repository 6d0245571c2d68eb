import { communes, firstNames, lastNames, streets } from '../../../demo/french-names.js';
import type { Random } from '../../../demo/random.js';
import type { ModuleSeed, SeedRecord } from '../../../demo/seed-context.js';
import { addDays, isoDate } from '../../../metadata/calendar.js';
import { FIXED_TERM_CONTRACTS, contractTypes } from './employee-module.js';

const EMPLOYEES = 150;
/** The first employees manage the others and have no manager themselves. */
const MANAGERS = 10;

const services = ['Accueil', 'Comptabilité', 'Ressources humaines', 'Services techniques', 'Informatique', 'Logistique', 'Entretien'];
const trainings = ['Sauveteur secouriste du travail', 'Gestes et postures', 'Sécurité incendie', 'Bureautique avancée', 'Management d’équipe'];
/** Weighted: most contracts are permanent. */
const contracts = ['cdi', 'cdi', 'cdi', 'cdi', 'cdi', 'cdi', 'cdi', 'cdi', 'cdi', 'cdd', 'cdd', 'interim', 'apprenticeship', 'internship'];
const schedules = [
  ['mon', 'tue', 'wed', 'thu', 'fri'],
  ['mon', 'tue', 'wed', 'thu', 'fri'],
  ['mon', 'tue', 'wed', 'thu', 'fri'],
  ['mon', 'tue', 'wed', 'thu', 'fri'],
  ['mon', 'tue', 'wed', 'thu', 'fri'],
  ['mon', 'tue', 'wed', 'thu', 'fri'],
  ['mon', 'tue', 'thu', 'fri'],
  ['mon', 'tue', 'wed'],
  ['tue', 'wed', 'thu', 'fri', 'sat'],
];
/** Gross monthly salary range in euros. */
const salaries: Record<string, [number, number]> = {
  manager: [3200, 5200],
  cdi: [1900, 3600],
  cdd: [1850, 2800],
  interim: [1850, 2500],
  apprenticeship: [850, 1500],
  internship: [620, 700],
};
/** How long a fixed-term contract runs, in days. */
const terms: Record<string, [number, number]> = { cdd: [90, 540], interim: [30, 180], internship: [60, 180] };

const contractLabel = (value: string) => contractTypes.find((option) => option.value === value)!.label;
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '-');
const between = (random: Random, from: string, to: string) => random.date(new Date(from), new Date(to));
const digits = (random: Random, count: number) => String(random.int(1, 10 ** count - 1)).padStart(count, '0');
/** The first day of the month `years` years after (or before) that of `date`. */
const shiftYears = (date: string, years: number) => `${Number(date.slice(0, 4)) + years}${date.slice(4, 7)}-01`;
const later = (a: string, b: string) => (a > b ? a : b);

/** One to three dated events from the hire date on; an ended contract's last one is its end. */
function career(random: Random, contract: string, hired: string, ended: string | null, today: string) {
  const hiring = { date: hired, event: 'Embauche', detail: `${contractLabel(contract)}, service ${random.pick(services)}` };
  const departure = ended ? [{ date: ended, event: 'Fin de contrat', detail: `Terme du contrat (${contractLabel(contract)})` }] : [];
  const extras = Array.from({ length: Math.max(0, random.int(1, 3) - 1 - departure.length) }, () => {
    const date = between(random, hired, ended ?? today);
    return random.pick([
      { date, event: 'Formation', detail: random.pick(trainings) },
      { date, event: 'Changement de service', detail: `Affectation au service ${random.pick(services)}` },
      { date, event: 'Revalorisation salariale', detail: `Augmentation de ${random.int(2, 6)} %` },
    ]);
  }).toSorted((a, b) => a.date.localeCompare(b.date));
  return [hiring, ...extras, ...departure];
}

/**
 * About 150 employees per tenant (ten managers, then staff reporting to one of them), hired over the last thirty
 * years; fixed-term contracts end within two years, some already did (those employees have left).
 */
export const employeeSeed: ModuleSeed = {
  module: 'employee',
  async run(context) {
    const random = context.random('employee');
    const today = isoDate(context.now);
    const emails = new Set<string>();

    const record = (managerId: number | null): SeedRecord => {
      const contract = managerId === null ? 'cdi' : random.pick(contracts);
      const young = contract === 'apprenticeship' || contract === 'internship';
      const birth = young ? between(random, shiftYears(today, -25), shiftYears(today, -17)) : between(random, '1962-01-01', shiftYears(today, -22));
      const fixedTerm = FIXED_TERM_CONTRACTS.includes(contract);
      // Of working age; recent contracts for fixed terms, apprentices and interns.
      const earliest = later(shiftYears(birth, young ? 16 : 20), fixedTerm || young ? addDays(today, -700) : shiftYears(today, -30));
      const hired = between(random, earliest, addDays(today, -7));
      const term = terms[contract];
      const end = term ? addDays(hired, random.int(term[0], term[1])) : null;
      const ended = end !== null && end < today ? end : null;
      const first = random.pick(firstNames);
      const last = random.pick(lastNames);
      const commune = random.pick(communes);
      let email = `${plain(first)}.${plain(last)}@${context.clientCode}.fr`;
      for (let rank = 2; emails.has(email); rank += 1) email = `${plain(first)}.${plain(last)}${rank}@${context.clientCode}.fr`;
      emails.add(email);
      const [low, high] = salaries[managerId === null ? 'manager' : contract]!;
      return {
        values: {
          last_name: last.toLocaleUpperCase('fr-FR'),
          first_name: first,
          birth_date: birth,
          social_security_number: `${random.pick(['1', '2'])}${birth.slice(2, 4)}${birth.slice(5, 7)}${commune.postalCode.slice(0, 2)}${digits(random, 3)}${digits(random, 3)}`,
          phone: `06${random.int(10, 29)}${digits(random, 6)}`,
          email,
          address: `${random.int(1, 120)} ${random.pick(streets)}, ${commune.postalCode} ${commune.city}`,
          photo: null,
          contract,
          hire_date: hired,
          contract_end: end,
          salary: random.money(low, high),
          manager_id: managerId,
          working_days: managerId === null ? schedules[0] : random.pick(schedules),
          badge_signature: null,
          active: ended === null && random.chance(0.97),
        },
        collections: { career: career(random, contract, hired, ended, today) },
      };
    };

    const managers = await context.insert('employee', Array.from({ length: MANAGERS * context.size }, () => record(null)));
    await context.insert('employee', Array.from({ length: (EMPLOYEES - MANAGERS) * context.size }, () => record(random.pick(managers))));
  },
};

/** 'DURAND Camille' → DURAND and Camille: the first name is the last word of an identity name, the rest the surname. */
function splitIdentity(identityName: string): { last: string; first: string } {
  const words = identityName.trim().split(/\s+/);
  return words.length < 2 ? { last: identityName, first: identityName } : { last: words.slice(0, -1).join(' '), first: words.at(-1)! };
}

/**
 * The organisation's staff accounts (super admins aside: they look after the application, not the organisation) each
 * get an employee of their identity name linked to the account, so that their time logged in the top bar goes to a
 * timesheet. Run after the other human-resources seeds: the random employees, absences and timesheets stay the same.
 */
export const staffEmployeeSeed: ModuleSeed = {
  module: 'employee',
  async run(context) {
    const today = isoDate(context.now);
    const users = await context.db
      .selectFrom('app_user')
      .select(['id', 'username', 'identity_name'])
      .where('client_id', '=', context.clientId)
      .where('role', '=', 'staff')
      .where('is_super_admin', '=', 0)
      .where('active', '=', 1)
      .orderBy('id')
      .execute();
    await context.insert(
      'employee',
      users.map((user, index) => {
        const { last, first } = splitIdentity(String(user.identity_name));
        const hired = shiftYears(today, -(3 + 2 * index));
        return {
          values: {
            last_name: last.toLocaleUpperCase('fr-FR'),
            first_name: first,
            email: `${String(user.username)}@${context.clientCode}.fr`,
            contract: 'cdi',
            hire_date: hired,
            salary: 2600 + 200 * index,
            working_days: schedules[0],
            active: true,
            user_id: String(user.id),
          },
          collections: { career: [{ date: hired, event: 'Embauche', detail: `${contractLabel('cdi')}, service ${services[index % services.length]}` }] },
        };
      }),
    );
  },
};
