import type { ModuleSeed, SeedRecord } from '../../../demo/seed-context.js';

const DAY = 86_400_000;

/** Weighted draw of kinds: oil changes and services are the most frequent. */
const kinds = ['service', 'service', 'oil_change', 'oil_change', 'oil_change', 'tyres', 'brakes', 'inspection', 'bodywork'];

const workshops = ['Atelier municipal', 'Garage du Centre', 'Garage de la Gare', 'Auto Service Rennes'];

/** Price range in euros of each kind, and where it is done. */
const work: Record<string, { cost: [number, number]; garages: string[] }> = {
  service: { cost: [150, 450], garages: workshops },
  oil_change: { cost: [60, 150], garages: workshops },
  tyres: { cost: [220, 800], garages: ['Pneus Plus Betton', ...workshops] },
  brakes: { cost: [150, 600], garages: workshops },
  inspection: { cost: [70, 95], garages: ['Contrôle technique du Pays d’Aubigné', 'Autosur Rennes Nord'] },
  bodywork: { cost: [300, 2_500], garages: ['Carrosserie de l’Ille', 'Carrosserie Morel'] },
};

const notes = [
  'Pièces changées sous garantie.',
  'Prévoir le remplacement des plaquettes à la prochaine révision.',
  'Véhicule de remplacement prêté pendant l’intervention.',
  'Devis validé par le service technique.',
  'Usure anormale des pneus avant : faire vérifier la géométrie.',
];

/** `yyyy-MM-dd HH:mm:ss`, the stored form of a datetime. */
const datetime = (time: number) => new Date(time).toISOString().slice(0, 19).replace('T', ' ');

/**
 * About 400 interventions per tenant on the vehicles seeded before, on weekdays: done ones over the last three years
 * (never before the vehicle's registration, with the odometer reading of that day), planned ones over the next two
 * months. Dates count from the seeding day, so the demo always shows recent work.
 */
export const maintenanceSeed: ModuleSeed = {
  module: 'maintenance',
  async run(context) {
    const random = context.random('maintenance');
    const ids = context.ids('vehicle');
    if (ids.length === 0) return;
    const vehicles = (await context.db
      .selectFrom('vehicle')
      .select(['id', 'mileage', 'first_registration'])
      .where('client_id', '=', context.clientId)
      .where('id', 'in', ids)
      .orderBy('id')
      .execute()).map((row) => ({
      id: Number(row.id),
      mileage: Number(row.mileage),
      registered: Date.UTC(Number(row.first_registration), 0, 1),
    }));
    const now = context.now;
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());

    const records: SeedRecord[] = Array.from({ length: 400 * context.size }, () => {
      const vehicle = random.pick(vehicles);
      const from = Math.max(vehicle.registered, today - 3 * 365 * DAY);
      const drawn = from + random.int(0, Math.round((today + 60 * DAY - from) / DAY)) * DAY;
      // Garages work on weekdays: a Saturday or a Sunday moves to the Monday after.
      const weekday = new Date(drawn).getUTCDay();
      const day = drawn + (weekday === 6 ? 2 : weekday === 0 ? 1 : 0) * DAY;
      const at = day + random.int(16, 35) * 30 * 60_000;
      const kind = random.pick(kinds);
      const { cost, garages } = work[kind]!;
      const past = at < now.getTime();
      const driven = (at - vehicle.registered) / Math.max(now.getTime() - vehicle.registered, DAY);
      return {
        values: {
          vehicle: vehicle.id,
          date: datetime(at),
          kind,
          mileage: past ? Math.round(vehicle.mileage * driven) : null,
          cost: past ? random.money(...cost) : null,
          garage: random.pick(garages),
          done: past && random.chance(0.97),
          notes: random.chance(0.25) ? random.pick(notes) : null,
        },
      };
    });
    await context.insert('maintenance', records);
  },
};
