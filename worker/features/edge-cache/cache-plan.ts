import { negotiateLocale } from '../../http/locale';
import { bookmarkCookie, bookmarkHeader } from '../../http/replica-session';
import { sessionCookieName } from '../../http/session-cookie';
import { trpcEndpoint } from '../../trpc/handler';
import { boardScope, jobScope } from './edge-cache.service';

/** What a cacheable request is stored under: the versions of these scopes, then its locale and address. */
export interface CachePlan {
  /** False for a visitor with a session or a bookmark: the answer may be theirs alone and is never kept. */
  anonymous: boolean;
  scopes: string[];
  locale: string;
  path: string;
}

/**
 * Public reads any visitor gets the same answer to (tRPC procedures, batched as the web client sends them). `auth.me`
 * rides in the first pages' batches and is null for everyone without a session.
 */
const publicProcedures: Record<string, (input: unknown) => string[] | null> = {
  'auth.me': () => [],
  'jobs.search': () => [boardScope],
  'jobs.companyPage': () => [boardScope],
  'jobs.get': (input) => idScopes(input),
  'jobs.requirements': (input) => idScopes(input),
  // The lists change only with a deploy: their answers need no version, only the short lifetime.
  'lookups.list': () => [],
};

function idScopes(input: unknown): string[] | null {
  const id = typeof input === 'object' && input !== null && 'id' in input ? input.id : undefined;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? [jobScope(id)] : null;
}

const restRoutes: Array<[RegExp, (match: RegExpMatchArray) => string[]]> = [
  [/^\/api\/v1\/jobs$/, () => [boardScope]],
  [/^\/api\/v1\/jobs\/(\d{1,15})(?:\/requirements)?$/, (match) => [jobScope(Number(match[1]))]],
  [/^\/api\/v1\/companies\/\d{1,15}$/, () => [boardScope]],
  [/^\/api\/v1\/lookups\/(?!skills$)[\w-]+$/, () => []],
  [/^\/jobs\/(\d{1,15})$/, (match) => [jobScope(Number(match[1]))]],
  [/^\/sitemap\.xml$/, () => [boardScope]],
  [/^\/sitemaps\/[\w.-]+$/, () => [boardScope]],
];

function hasCookie(header: string | null, name: string): boolean {
  return header !== null && header.split(';').some((part) => part.trim().startsWith(`${name}=`));
}

/** A visitor with no session and no bookmark: nothing in their request makes the answer theirs alone. */
function anonymous(request: Request): boolean {
  const cookies = request.headers.get('cookie');
  return (
    !request.headers.has('authorization') &&
    !request.headers.has(bookmarkHeader) &&
    !hasCookie(cookies, sessionCookieName) &&
    !hasCookie(cookies, bookmarkCookie)
  );
}

function procedureScopes(url: URL): string[] | null {
  const paths = decodeURIComponent(url.pathname.slice(trpcEndpoint.length + 1)).split(',');
  if (url.searchParams.get('batch') !== '1' || paths.length === 0) return null;
  let inputs: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(url.searchParams.get('input') ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return null;
    inputs = parsed as Record<string, unknown>;
  } catch {
    return null;
  }
  const scopes: string[] = [];
  for (const [index, path] of paths.entries()) {
    const scopesOf = publicProcedures[path];
    const found = scopesOf ? scopesOf(inputs[String(index)]) : null;
    if (!found) return null;
    scopes.push(...found);
  }
  return scopes;
}

function scopesOf(url: URL): string[] | null {
  if (url.pathname.startsWith(`${trpcEndpoint}/`)) return procedureScopes(url);
  for (const [pattern, scopes] of restRoutes) {
    const match = url.pathname.match(pattern);
    if (match) return scopes(match);
  }
  return null;
}

/** The plan for a public read (answered from the cache when `anonymous`), or null: not a GET, or not a public read. */
export function cachePlanOf(request: Request): CachePlan | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  const scopes = scopesOf(url);
  if (!scopes) return null;
  return {
    anonymous: anonymous(request),
    scopes: [...new Set(scopes)].sort(),
    locale: negotiateLocale(request.headers.get('accept-language')),
    path: `${url.pathname}${url.search}`,
  };
}
