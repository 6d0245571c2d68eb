import type { ModuleSeed } from '../../../demo/seed-context.js';
import { parisDateTime } from '../../../metadata/calendar.js';
import { OPEN_STATUSES, RESOLVED } from '../incident-options.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Scenario {
  title: string;
  category: string;
  severity: string;
  description: string;
  /** The thread, in order; each line from a colleague drawn at random. */
  thread: string[];
}

const scenarios: Scenario[] = [
  {
    title: 'Fuite d’eau au plafond de la salle de réunion',
    category: 'building',
    severity: 'major',
    description: 'Une tache s’étend au plafond, côté fenêtre ; un seau a été posé en attendant.',
    thread: ['Le plombier passe demain matin.', 'La salle est condamnée jusqu’à nouvel ordre.', 'Réunions de jeudi déplacées en salle 2.'],
  },
  {
    title: 'Réseau indisponible au premier étage',
    category: 'it',
    severity: 'blocking',
    description: 'Plus aucun poste du premier étage n’accède au réseau depuis 8 h.',
    thread: ['Le commutateur de la baie B redémarre en boucle.', 'Un commutateur de secours est en cours d’installation.', 'Les postes reviennent un par un.'],
  },
  {
    title: 'Voyant moteur allumé sur le Kangoo',
    category: 'vehicle',
    severity: 'major',
    description: 'Le voyant s’est allumé sur la rocade ; le véhicule roule mais perd de la puissance.',
    thread: ['Rendez-vous pris au garage vendredi.', 'Merci de ne plus l’utiliser d’ici là.'],
  },
  {
    title: 'Imprimante de l’accueil bloquée',
    category: 'equipment',
    severity: 'minor',
    description: 'Bourrage papier à répétition dans le bac 2.',
    thread: ['Bac 2 nettoyé, à surveiller.', 'Toujours des bourrages avec le papier recyclé.'],
  },
  {
    title: 'Chauffage coupé dans l’aile nord',
    category: 'building',
    severity: 'blocking',
    description: 'La chaudière de l’aile nord est en sécurité depuis la nuit dernière.',
    thread: ['Le chauffagiste est prévenu.', 'Des radiateurs d’appoint sont au magasin.', 'Intervention prévue à 14 h.'],
  },
  {
    title: 'Messagerie lente',
    category: 'it',
    severity: 'minor',
    description: 'Les courriels mettent plusieurs minutes à arriver.',
    thread: ['Le prestataire confirme un incident de son côté.', 'Retour à la normale annoncé pour ce soir.'],
  },
  {
    title: 'Porte du parking bloquée en position ouverte',
    category: 'building',
    severity: 'major',
    description: 'La barrière ne se referme plus après le passage des véhicules.',
    thread: ['Le moteur de la barrière a grillé.', 'Pièce commandée, livraison sous huit jours.'],
  },
  {
    title: 'Pneu crevé sur le camion benne',
    category: 'vehicle',
    severity: 'minor',
    description: 'Crevaison à l’arrière gauche, roue de secours montée.',
    thread: ['Pneu neuf commandé.', 'Pneu changé ce matin.'],
  },
];

/** Incidents resolved in the last weeks, then the open ones of the last days (the newest last, so ids follow time). */
const RESOLVED_COUNT = 4;
const OPEN_COUNT = 3;

/** A Fisher–Yates shuffle on the seeded source: the same draw at every reset. */
function shuffled<T>(items: readonly T[], next: () => number): T[] {
  const out = [...items];
  for (let index = out.length - 1; index > 0; index--) {
    const other = Math.floor(next() * (index + 1));
    [out[index], out[other]] = [out[other]!, out[index]!];
  }
  return out;
}

/**
 * A handful of incidents per organisation: four resolved over the last two months, three still open from the last
 * three days, each with a short thread between the organisation's staff. Dates count from the seeding day.
 */
export const incidentSeed: ModuleSeed = {
  module: 'incident',
  async run(context) {
    const random = context.random('incident');
    const staff = (
      await context.db.selectFrom('app_user').select('id').where('client_id', '=', context.clientId).where('role', '=', 'staff').orderBy('id').execute()
    ).map((row) => Number(row.id));
    const authors = staff.length > 0 ? staff : [context.userId];
    const now = context.now.getTime();
    const incidents = shuffled(scenarios, () => random.next())
      .slice(0, RESOLVED_COUNT + OPEN_COUNT)
      .map((scenario, index) => {
        const resolved = index < RESOLVED_COUNT;
        const reportedAt = resolved ? now - (60 - index * 12) * DAY - random.int(0, 8) * HOUR : now - (RESOLVED_COUNT + OPEN_COUNT - index) * DAY + random.int(1, 6) * HOUR;
        // Each message a few hours after the one before; none in the future.
        let at = reportedAt;
        const thread = scenario.thread.map((body) => {
          at += random.int(1, 5) * HOUR;
          return { body, author_id: random.pick(authors), created_at: new Date(Math.min(now, at)).toISOString() };
        });
        return { scenario, resolved, reportedAt, resolvedAt: resolved ? at + random.int(1, 48) * HOUR : null, thread };
      });
    const ids = await context.insert(
      'incident',
      incidents.map(({ scenario, resolved, reportedAt, resolvedAt }, index) => ({
        values: {
          title: scenario.title,
          category: scenario.category,
          severity: scenario.severity,
          status: resolved ? RESOLVED : OPEN_STATUSES[index % OPEN_STATUSES.length],
          reported_at: parisDateTime(new Date(reportedAt)),
          resolved_at: resolvedAt === null ? null : parisDateTime(new Date(resolvedAt)),
          description: scenario.description,
        },
      })),
    );
    const messages = incidents.flatMap(({ thread }, index) => thread.map((message) => ({ ...message, client_id: context.clientId, incident_id: ids[index]! })));
    await context.db.insertInto('incident_message').values(messages).execute();
  },
};
