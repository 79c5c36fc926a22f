import type { Deps, Locale } from '../../ports';

/** What a request tells the account services besides its body. */
export interface RequestInfo {
  deps: Deps;
  locale: Locale;
  /** Client address for throttling (cf-connecting-ip on Cloudflare). */
  ip: string;
  userAgent: string | undefined;
}

export function requestInfoOf(c: {
  get(key: 'deps'): Deps;
  get(key: 'locale'): Locale;
  req: { header(name: string): string | undefined };
}): RequestInfo {
  return {
    deps: c.get('deps'),
    locale: c.get('locale'),
    ip: c.req.header('cf-connecting-ip') ?? c.req.header('x-real-ip') ?? 'local',
    userAgent: c.req.header('user-agent'),
  };
}
