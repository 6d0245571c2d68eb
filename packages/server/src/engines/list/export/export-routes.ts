import { createReadStream } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { ApiError, ExportLink, RecentExport, RecordId, messages } from '@ossature/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { contentDisposition } from '../../../infra/content-disposition.js';
import { HttpError } from '../../../infra/http-error.js';
import { refuseMalformedParams } from '../../../records/page-params.js';
import { resolveList } from '../list-columns.js';
import { exportFormats } from './export-formats.js';
import { exportFileName, prepareExport, writeExport } from './export-file.js';
import { cancelExport, createExport, exportFileLink, exportFilePath, openExportLink, recentExports } from './export-links.js';

const Domain = Type.String({ pattern: '^[a-z][a-z0-9_]{0,62}$' });
const PageParams = Type.Optional(Type.String({ maxLength: 4000 }));
const ExportId = Type.Object({ id: RecordId });
/** The list-data parameters, each read and checked against the list's columns by parseListRequest. */
const ListQuery = Type.Record(Type.String({ maxLength: 120 }), Type.Union([Type.String({ maxLength: 4000 }), Type.Array(Type.String({ maxLength: 200 }), { maxItems: 200 })]), {
  maxProperties: 60,
});
const ExportBody = Type.Object(
  {
    output: Type.String({ maxLength: 10 }),
    encoding: Type.Optional(Type.String({ maxLength: 20 })),
    title: Type.Optional(Type.String({ maxLength: 200 })),
    query: ListQuery,
    background: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError, 410: ApiError, 413: ApiError };

const contentType = (output: string, encoding: string) =>
  output === 'csv' ? `text/csv; charset=${encoding === 'UTF-8' ? 'utf-8' : 'iso-8859-1'}` : exportFormats[output as keyof typeof exportFormats].contentType;

/**
 * Behind the session's bearer token: POST /proxy/list/export/{domain}[/{params}] prepares an export or a print
 * (answers the URL the new window opens, or 202 and the background export); GET /proxy/list/exports lists the
 * caller's background exports of the day; POST …/{id}/cancel stops one, POST …/{id}/link opens a finished one's file.
 */
export const exportLinkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', refuseMalformedParams);
  for (const url of ['/proxy/list/export/:domain', '/proxy/list/export/:domain/:params']) {
    app.post(
      url,
      {
        schema: {
          params: Type.Object({ domain: Domain, params: PageParams }),
          body: ExportBody,
          response: { 200: ExportLink, 202: Type.Object({ export: RecentExport }), ...errors },
        },
      },
      async (request, reply) => {
        const created = await createExport(app.records, await app.callerOf(request), request.params.domain, request.params.params, request.body);
        if (!('export' in created)) return created;
        app.exportJobs.kick();
        return reply.code(202).send(created);
      },
    );
  }
  app.get('/proxy/list/exports', { schema: { response: { 200: Type.Array(RecentExport), ...errors } } }, async (request) => recentExports(app.records, await app.callerOf(request)));
  app.post('/proxy/list/exports/:id/cancel', { schema: { params: ExportId, response: { 200: RecentExport, ...errors } } }, async (request) =>
    cancelExport(app.records, await app.callerOf(request), request.params.id),
  );
  app.post('/proxy/list/exports/:id/link', { schema: { params: ExportId, response: { 200: ExportLink, ...errors } } }, async (request) =>
    exportFileLink(app.records, await app.callerOf(request), request.params.id),
  );
};

/**
 * GET /proxy/list/export/{id}?jwt=…: the file itself, opened in a new window where no bearer header goes. The
 * link's own token stands for the session: it opens that export only, for its user only, for a few minutes. A
 * direct export is written as it downloads; a background one is read from its finished file.
 */
export const exportFileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const dir = path.join(app.config.dataDir, 'exports');
  app.get(
    '/proxy/list/export/:id',
    {
      schema: {
        params: ExportId,
        querystring: Type.Object({ jwt: Type.String({ minLength: 1, maxLength: 200 }) }),
        // The file is streamed as it is written: nothing to serialise.
        response: { 200: Type.Unknown(), ...errors },
      },
    },
    async (request, reply) => {
      const { link, caller } = await openExportLink(app.records, request.params.id, request.query.jwt);
      if (link.status !== 'link' && link.status !== 'done') throw new HttpError(409, messages.listExport.notReady);
      let body: NodeJS.ReadableStream;
      let filename: string;
      if (link.status === 'done') {
        // The file is written already: only whether its user may still open the list is asked again.
        resolveList(app.records, caller, link.listName);
        body = createReadStream(exportFilePath(dir, link.id, link.output));
        filename = exportFileName(link.title, new Date(link.createdAt), exportFormats[link.output].extension);
      } else {
        const prepared = await prepareExport(app.records, caller, link);
        const stream = new PassThrough();
        // A failure once the file has started cuts it short (the browser shows the download failed) rather than
        // leaving a file that looks whole.
        writeExport(prepared, stream, link.encoding).catch((error: unknown) => {
          if (!stream.destroyed) request.log.error({ err: error, export: link.id }, 'export failed');
          stream.destroy(error instanceof Error ? error : new Error(String(error)));
        });
        body = stream;
        filename = prepared.filename;
      }
      return reply
        .type(contentType(link.output, link.encoding))
        .header('content-disposition', contentDisposition(exportFormats[link.output].disposition, filename))
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};
