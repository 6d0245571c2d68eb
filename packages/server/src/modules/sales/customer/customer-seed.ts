import { communes, firstNames, lastNames, streets } from '../../../demo/french-names.js';
import type { ModuleSeed, SeedRecord } from '../../../demo/seed-context.js';

const companyWords = ['Atelier', 'Boulangerie', 'Cabinet', 'Garage', 'Imprimerie', 'Pharmacie', 'Librairie', 'Menuiserie', 'Transports', 'Traiteur'];

/** About 120 customers per tenant, each with one to three contacts, some of them with other means of contact. */
export const customerSeed: ModuleSeed = {
  module: 'customer',
  async run(context) {
    const random = context.random('customer');
    // A source of its own: the customers and contacts stay what they were before contacts had means of contact.
    const means = context.random('customer_contacts_means');
    const records: SeedRecord[] = Array.from({ length: 120 * context.size }, (_, index) => {
      const commune = random.pick(communes);
      const owner = random.pick(lastNames);
      const kind = random.pick(['company', 'company', 'company', 'public', 'association', 'person']);
      const name = kind === 'person' ? `${random.pick(firstNames)} ${owner}` : `${random.pick(companyWords)} ${owner}`;
      const domain = owner.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
      const record: SeedRecord = {
        values: {
          name,
          code: `CLI${String(index + 1).padStart(4, '0')}`,
          kind,
          email: `contact@${domain}${index}.fr`,
          phone: `02${String(random.int(10_000_000, 99_999_999))}`,
          website: kind === 'person' ? null : `https://www.${domain}${index}.fr`,
          invoice_emails: kind === 'person' ? [] : [`compta@${domain}${index}.fr`],
          address: `${random.int(1, 120)} ${random.pick(streets)}`,
          postal_code: commune.postalCode,
          city: commune.city.toUpperCase(),
          active: random.chance(0.9),
          sectors: random.chance(0.5) ? [random.pick(['sante', 'education', 'industrie', 'commerce', 'services'])] : [],
          notes: random.chance(0.3) ? 'Client fidèle, préfère être contacté le matin.' : null,
        },
        collections: {
          contacts: Array.from({ length: random.int(1, 3) }, (_unused, position) => {
            const first = random.pick(firstNames);
            const last = random.pick(lastNames);
            return {
              civility: random.pick(['mme', 'm']),
              first_name: first,
              last_name: last.toUpperCase(),
              job_title: random.pick(['Gérant', 'Comptable', 'Assistante de direction', 'Responsable achats', 'Directrice']),
              email: `${first.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()}@${domain}${index}.fr`,
              phone: `06${String(random.int(10_000_000, 99_999_999))}`,
              primary: position === 0,
            };
          }),
        },
      };
      record.nested = {
        contacts: (record.collections!.contacts ?? []).map(() => ({
          means: means.chance(0.5)
            ? [
                { type: 'landline', value: `02${String(means.int(10_000_000, 99_999_999))}`, note: means.pick(['Bureau', 'Standard', null]) },
                ...(means.chance(0.5) ? [{ type: 'mobile', value: `07${String(means.int(10_000_000, 99_999_999))}`, note: 'Personnel' }] : []),
              ]
            : [],
        })),
      };
      return record;
    });
    await context.insert('customer', records);
  },
};
