import type { Deps } from '../../ports';

/** Who passkeys are made for: the site's domain (the relying party id) and the origins allowed to use them. */
export interface RelyingParty {
  id: string;
  origins: string[];
}

const isLocalHost = (host: string) => host === 'localhost' || /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host === '[::1]';

/**
 * The configured relying party (`WEBAUTHN_RP_ID`, `WEBAUTHN_ORIGINS`, by default `SITE_URL`'s). Browsers refuse an IP
 * address as relying party id, so a development server configured on one (npm start's 127.0.0.1) makes passkeys for
 * `localhost`, on whatever port the page was opened.
 */
export function relyingPartyOf(deps: Pick<Deps, 'relyingParty' | 'environment'>, requestOrigin: string): RelyingParty {
  const configured = deps.relyingParty;
  if (deps.environment === 'production' || !isLocalHost(configured.id)) return configured;
  const asked = new URL(requestOrigin);
  return {
    id: 'localhost',
    origins: asked.hostname === 'localhost' ? [asked.origin] : configured.origins.map((origin) => origin.replace(/\/\/[^/:]+/, '//localhost')),
  };
}

/** The relying party from the environment: explicit variables, or the site's own address. */
export function relyingPartyFromEnvironment(siteUrl: string, rpId: string | undefined, origins: string | undefined): RelyingParty {
  const site = new URL(siteUrl);
  return {
    id: rpId?.trim() || site.hostname,
    origins: origins
      ? origins
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean)
      : [site.origin],
  };
}
