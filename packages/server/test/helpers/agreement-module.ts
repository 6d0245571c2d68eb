import { f } from '../../src/metadata/fields.js';
import { ui } from '../../src/metadata/layout.js';
import { defineModule } from '../../src/metadata/module-definition.js';

/** A module of the test's own: an administrator validates, then Camille Durand signs; a refusal drops the agreement. */
export const agreementModule = defineModule({
  name: 'agreement',
  label: 'Conventions',
  recordName: 'Convention',
  title: '{title}',
  recordLabel: { fields: ['title'] },
  fields: {
    title: f.string('Titre', { required: true }),
    stage: f.select('Étape', { default: 'draft', options: [{ value: 'draft', label: 'Projet' }, { value: 'signed', label: 'Signée' }, { value: 'dropped', label: 'Abandonnée' }] }),
  },
  layout: ui.vertical('title', 'stage'),
  workflow: { field: 'stage', states: { draft: { label: 'Projet' }, signed: { label: 'Signée' }, dropped: { label: 'Abandonnée' } }, transitions: { draft: ['signed', 'dropped'] } },
  validation: {
    steps: [
      { type: 'VALIDATION', label: 'Accord de la direction', validators: (context) => context.admins() },
      { type: 'ELECTRONIC_SIGNATURE', label: 'Signature', validators: (context) => context.usersNamed('DURAND Camille') },
    ],
    required: (values) => values.stage === 'draft',
    onValidated: { stage: 'signed' },
    onRefused: { stage: 'dropped' },
  },
});
