import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer } from './test-app.js';

/** A 1×1 PNG, whose bytes say what it is. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Uploads the PNG under a name as the screen does (multipart), expects it kept, and answers the stored file. */
export async function uploadPng(app: FastifyInstance, token: string, filename: string) {
  const head = Buffer.from(`--B\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`);
  const response = await app.inject({
    method: 'POST',
    url: '/api-internal/document/upload',
    headers: { ...bearer(token), 'content-type': 'multipart/form-data; boundary=B' },
    payload: Buffer.concat([head, PNG, Buffer.from('\r\n--B--\r\n')]),
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; filename: string; mime_type: string; size: number };
}
