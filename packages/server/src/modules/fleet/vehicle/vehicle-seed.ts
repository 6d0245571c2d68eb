import { communes } from '../../../demo/french-names.js';
import type { Random } from '../../../demo/random.js';
import type { ModuleSeed, SeedRecord } from '../../../demo/seed-context.js';

/** Models of a municipal fleet, with the fuels each comes in. */
const models = [
  { brand: 'Renault', model: 'Clio', fuels: ['petrol', 'diesel', 'hybrid'] },
  { brand: 'Renault', model: 'Kangoo', fuels: ['diesel', 'electric'] },
  { brand: 'Renault', model: 'Master', fuels: ['diesel'] },
  { brand: 'Renault', model: 'Zoé', fuels: ['electric'] },
  { brand: 'Peugeot', model: '208', fuels: ['petrol', 'diesel', 'electric'] },
  { brand: 'Peugeot', model: 'Partner', fuels: ['diesel', 'electric'] },
  { brand: 'Peugeot', model: 'Expert', fuels: ['diesel'] },
  { brand: 'Citroën', model: 'Berlingo', fuels: ['diesel', 'electric'] },
  { brand: 'Citroën', model: 'C3', fuels: ['petrol', 'diesel'] },
  { brand: 'Dacia', model: 'Duster', fuels: ['petrol', 'diesel'] },
  { brand: 'Toyota', model: 'Yaris', fuels: ['hybrid'] },
  { brand: 'Toyota', model: 'Proace', fuels: ['diesel'] },
] as const;

/** Letters of SIV plates: no I, O or U. */
const PLATE_LETTERS = 'ABCDEFGHJKLMNPQRSTVWXYZ'.split('');

const letters = (random: Random) => `${random.pick(PLATE_LETTERS)}${random.pick(PLATE_LETTERS)}`;

/** A coordinate with the 6 decimals the form accepts. */
const round6 = (value: number) => Math.round(value * 1_000_000) / 1_000_000;

/** Up to three employees allowed to drive a vehicle, each once, since a day of the last two years. */
function drivers(random: Random, employees: readonly number[], now: Date): Record<string, unknown>[] {
  const chosen = new Set<number>();
  const count = employees.length === 0 ? 0 : random.int(0, 3);
  while (chosen.size < Math.min(count, employees.length)) chosen.add(random.pick(employees));
  const from = new Date(now.getTime() - 2 * 365 * 86_400_000);
  return [...chosen].map((employee) => ({ employee, since: random.date(from, now) }));
}

/**
 * About 60 vehicles per tenant, with distinct plates, parked within a few kilometres of the demo communes, each with
 * its authorised drivers among the tenant's employees (drawn from a random source of their own: the vehicles stay
 * those they were before drivers existed).
 */
export const vehicleSeed: ModuleSeed = {
  module: 'vehicle',
  async run(context) {
    const random = context.random('vehicle');
    const driverRandom = context.random('vehicle_drivers');
    const employees = context.ids('employee');
    const thisYear = context.now.getUTCFullYear();
    const plates = new Set<string>();
    const records: SeedRecord[] = Array.from({ length: 60 * context.size }, () => {
      let plate: string;
      do {
        plate = `${letters(random)}-${String(random.int(1, 999)).padStart(3, '0')}-${letters(random)}`;
      } while (plates.has(plate));
      plates.add(plate);
      const { brand, model, fuels } = random.pick(models);
      const year = random.int(thisYear - 12, thisYear);
      const years = thisYear - year;
      const commune = random.pick(communes);
      return {
        values: {
          plate,
          brand,
          model,
          first_registration: String(year),
          mileage: years * random.int(8_000, 20_000) + random.int(300, 6_000),
          fuel: random.pick(fuels),
          latitude: round6(commune.lat + (random.next() - 0.5) * 0.06),
          longitude: round6(commune.lng + (random.next() - 0.5) * 0.09),
          in_service: random.chance(0.9),
          photo: null,
        },
        collections: { drivers: drivers(driverRandom, employees, context.now) },
      };
    });
    await context.insert('vehicle', records);
  },
};
