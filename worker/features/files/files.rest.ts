import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { idParam } from '../../http/validation';
import { AppError } from '../../http/errors';
import { fileResponse } from '../../http/file-response';
import { requestInfoOf } from '../../http/request-info';
import { companiesService } from '../companies/companies.service';
import { companyDocumentsService } from '../companies/company-documents.service';
import { cvsService } from '../cvs/cvs.service';

async function cvFile(c: Context<AppEnv>, kind: 'cv' | 'photo' | 'attachment') {
  const { key, name } = await cvsService(requestInfoOf(c)).file(c.get('auth'), kind, idParam(c));
  const blob = await c.get('deps').blobs.get(key);
  if (!blob) throw new AppError('not_found');
  return fileResponse({ ...blob, name, cacheControl: 'private, no-store' });
}

/** User files, each checked against the session; another person's file is simply not found. */
export const filesRest = new Hono<AppEnv>()
  .get('/company-logos/:userId{[0-9]+}', async (c) => {
    const blob = await companiesService(requestInfoOf(c)).logo(idParam(c, 'userId'));
    if (!blob.contentType.startsWith('image/')) throw new AppError('not_found');
    return fileResponse({ ...blob, name: 'logo', cacheControl: 'public, max-age=300' });
  })
  .get('/company-attachments/:id{[0-9]+}', async (c) => {
    const file = await companyDocumentsService(requestInfoOf(c)).file(c.get('auth'), idParam(c));
    return fileResponse({ ...file, cacheControl: 'private, no-store' });
  })
  .get('/cvs/:id{[0-9]+}', (c) => cvFile(c, 'cv'))
  .get('/cv-photos/:id{[0-9]+}', (c) => cvFile(c, 'photo'))
  .get('/cv-attachments/:id{[0-9]+}', (c) => cvFile(c, 'attachment'));
