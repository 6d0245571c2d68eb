import fp from 'fastify-plugin';
import { planningElementValues } from './planning-element.js';

/** The planning engine's part of the app beyond its routes: what a form's Planning element reads, through the records layer. */
export const planningEnginePlugin = fp(
  async (app) => {
    app.records.plannings.provide((caller, name, request) => planningElementValues(app.records, caller, name, request));
  },
  { name: 'planning-engine', dependencies: ['records'] },
);
