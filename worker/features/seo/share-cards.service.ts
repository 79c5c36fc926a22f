import { AppError } from '../../http/errors';
import { loadCatalogues, translate } from '../../http/i18n';
import type { RequestInfo } from '../../http/request-info';
import { sha256Hex } from '../../platform/crypto';
import type { Deps, Locale } from '../../ports';
import { edgeCacheService, jobScope } from '../edge-cache/edge-cache.service';
import { isOpen } from '../jobs/job-state.service';
import { publicJobsService } from '../jobs/public-jobs.service';
import { salaryText } from './job-page-body';
import type { ShareCardFacts } from './share-card-layout';
import { shareCardHeight, shareCardWidth } from './share-card-size';
import { shareCardsRepo } from './share-cards.repo';

/** Issue 28's ceiling on the file: a preview that a phone on a slow connection still fetches quickly. */
export const shareCardMaxBytes = 200 * 1024;
export const shareCardType = 'image/jpeg';

/** Part of every card's version: raising it draws each card again on its job's next edit or reopening. */
const layoutRevision = 1;

const versionPattern = /^[0-9a-f]{16}$/;

/** The card's public address: versioned, so that it is cached for good and a changed card gets a new one. */
export const shareCardPath = (jobId: number, version: string) => `/share-cards/jobs/${jobId}-${version}.jpg`;
const blobKey = (jobId: number, version: string) => `share-cards/jobs/${jobId}/${version}.jpg`;

/** A request-free reader for the queue's consumer, in the language the job is read in. */
const readerIn = (deps: Deps, locale: Locale): RequestInfo => ({ deps, locale, ip: '', userAgent: undefined, origin: deps.siteUrl });

const notPublic = (error: unknown) => error instanceof AppError && (error.code === 'not_found' || error.code === 'job_unavailable');

/** What the card of an open job shows, in the job's own language; null for a job that is not open. */
async function openJobFacts(deps: Deps, jobId: number): Promise<ShareCardFacts | null> {
  try {
    const language = (await publicJobsService(readerIn(deps, 'en')).visibleJob(jobId)).job.language;
    await loadCatalogues([language]);
    const job = await publicJobsService(readerIn(deps, language)).job(jobId);
    if (!job.is_open) return null;
    return {
      language,
      title: job.title,
      company: job.company.name,
      city: job.city.name,
      salary: job.salary ? salaryText(job.salary, language) : null,
      site: translate(language, 'app_name'),
      host: new URL(deps.siteUrl).host,
    };
  } catch (error) {
    if (notPublic(error)) return null;
    throw error;
  }
}

const versionOf = async (facts: ShareCardFacts) => (await sha256Hex(JSON.stringify([layoutRevision, facts]))).slice(0, 16);

/** Asks the queue for the job's card: drawn after the reply, away from the request that changed the job. */
export async function shareCardWanted(deps: Pick<Deps, 'queue'>, jobId: number): Promise<void> {
  await deps.queue.send([{ kind: 'share_card', job_id: jobId }]);
}

/**
 * Draws the share card of an open job and stores it with the files, unless the stored one already shows the same.
 * Safe to run twice (the queue retries): the card is stored before its row names it, and the old file goes last.
 * The job's page is cached at the edge by version, so its scope moves on and the page names the new card.
 */
export async function drawShareCard(deps: Deps, jobId: number): Promise<object> {
  const facts = await openJobFacts(deps, jobId);
  if (!facts) return { job: jobId, skipped: 'not open' };
  const version = await versionOf(facts);
  const repo = shareCardsRepo(deps.db);
  const stored = await repo.byJob(jobId);
  if (stored?.version === version) return { job: jobId, skipped: 'unchanged' };
  const started = Date.now();
  // The layout, like the rasteriser, is evaluated by the first card an isolate draws, not at its start.
  const [rasterizer, { shareCardSvg }] = await Promise.all([deps.svgRasterizer(), import('./share-card-layout')]);
  const { bytes, quality } = await rasterizer.jpeg(shareCardSvg(facts, rasterizer.textWidth), shareCardMaxBytes);
  await deps.blobs.put(blobKey(jobId, version), bytes, shareCardType);
  await repo.save({ jobId, version, bytes: bytes.byteLength, renderedAt: deps.clock.now() });
  if (stored) await deps.blobs.delete(blobKey(jobId, stored.version));
  await edgeCacheService(deps.db).changed([jobScope(jobId)]);
  return { job: jobId, version, bytes: bytes.byteLength, quality, ms: Date.now() - started };
}

export interface ShareCardImage {
  path: string;
  width: number;
  height: number;
  type: string;
}

export function shareCardsService(request: RequestInfo) {
  const { deps } = request;
  const repo = shareCardsRepo(deps.db);
  /** A job taken down is simply not open here (404, not 410): its card says nothing of why it went. */
  async function openForAnyone(jobId: number): Promise<boolean> {
    try {
      const { job } = await publicJobsService(request).visibleJob(jobId);
      return isOpen(job, deps.clock.now());
    } catch (error) {
      if (notPublic(error)) return false;
      throw error;
    }
  }

  return {
    /** The stored card of a job the caller knows to be open, for its page's Open Graph tags; null before the first. */
    async imageOf(jobId: number): Promise<ShareCardImage | null> {
      const row = await repo.byJob(jobId);
      return row ? { path: shareCardPath(jobId, row.version), width: shareCardWidth, height: shareCardHeight, type: shareCardType } : null;
    },

    /** The card file for its public route: only an open job's, and only the version its page names (else 404). */
    async file(jobId: number, version: string) {
      if (!versionPattern.test(version)) throw new AppError('not_found');
      if (!(await openForAnyone(jobId))) throw new AppError('not_found');
      const row = await repo.byJob(jobId);
      if (row?.version !== version) throw new AppError('not_found');
      const blob = await deps.blobs.get(blobKey(jobId, version));
      if (!blob) throw new AppError('not_found');
      return blob;
    },
  };
}
