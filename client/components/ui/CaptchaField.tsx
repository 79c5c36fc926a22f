import type { AltchaWidgetElement } from 'altcha/external';
import { type DetailedHTMLProps, type HTMLAttributes, useEffect, useId, useRef, useState } from 'react';
import { type Locale, useLocale } from '../../lib/i18n';
import { m } from '../../paraglide/messages';

/** The attributes of ALTCHA v3's <altcha-widget> that we use (v3 names the challenge URL `challenge`). */
interface AltchaWidgetAttributes extends DetailedHTMLProps<HTMLAttributes<AltchaWidgetElement>, AltchaWidgetElement> {
  challenge?: string;
  language?: string;
  name?: string;
  auto?: 'off' | 'onfocus' | 'onload' | 'onsubmit';
  type?: 'native' | 'checkbox' | 'switch';
  /** JSON of further configuration options. */
  configuration?: string;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': AltchaWidgetAttributes;
    }
  }
}

export const captchaChallengeUrl = '/api/v1/captcha/challenge';

/** `statechange` event detail (ALTCHA's State enum values). */
interface StateChangeDetail {
  state: string;
  payload: string | null;
}

type Loader = typeof import('./altcha-loader');

let loading: Promise<Loader> | undefined;
function loadAltcha(): Promise<Loader> {
  loading ??= import('./altcha-loader').catch((error: unknown) => {
    loading = undefined; // let a later mount try again
    throw error;
  });
  return loading;
}

/** Our texts for the widget; the code-challenge ones never show (the server issues no code challenges). */
function altchaStrings(): Record<string, string> {
  return {
    label: m.captcha_widget_checkbox(),
    verifying: m.captcha_widget_verifying(),
    verified: m.captcha_widget_verified(),
    error: m.captcha_widget_error(),
    expired: m.captcha_widget_expired(),
    verificationRequired: m.captcha_widget_required(),
    waitAlert: m.captcha_widget_wait(),
    loading: m.loading(),
    verify: m.captcha_widget_verify(),
    reload: m.captcha_widget_reload(),
    cancel: m.captcha_widget_cancel(),
    ariaLinkLabel: m.captcha_widget_logo_link(),
    enterCode: m.captcha_widget_verify(),
    enterCodeAria: m.captcha_widget_verify(),
    enterCodeFromImage: m.captcha_widget_verify(),
    getAudioChallenge: m.captcha_widget_verify(),
    footer: '',
  };
}

/** A language code of our own, so ALTCHA's built-in English (and its RTL list) is never mixed in: the widget
 * inherits the page's direction, which is right for ckb too (ALTCHA only knows ar, fa, he and ur as RTL). */
const altchaLanguage = (locale: Locale) => `kar-${locale}`;

export interface CaptchaFieldProps {
  label: string;
  /** Called with the solved payload, to send as the request's `captcha` field. */
  onVerified: (payload: string) => void;
  /** Called when a solution is no longer valid (expired, failed or reset). */
  onReset: () => void;
  error?: string | undefined;
  /** Why the box is unticked again (a solved check was spent on a request), shown under it. */
  note?: string | undefined;
  /** When to start solving; default: when the user ticks the box. */
  auto?: 'off' | 'onfocus' | 'onload';
}

/**
 * The self-hosted ALTCHA proof-of-work robot check. Remount it (change its `key`) to get a fresh challenge: a
 * solved one is spent by the request that carries it.
 */
export function CaptchaField({ label, onVerified, onReset, error, note, auto = 'off' }: CaptchaFieldProps) {
  const locale = useLocale();
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const widget = useRef<AltchaWidgetElement>(null);
  const callbacks = useRef({ onVerified, onReset });
  callbacks.current = { onVerified, onReset };
  const labelId = useId();
  const errorId = useId();
  const noteId = useId();
  const describedBy = [error && errorId, note && noteId].filter(Boolean).join(' ') || undefined;

  useEffect(() => {
    let cancelled = false;
    loadAltcha().then(
      (altcha) => {
        if (cancelled) return;
        altcha.registerAltchaStrings(altchaLanguage(locale), altchaStrings());
        setStatus('ready');
      },
      () => !cancelled && setStatus('failed'),
    );
    return () => {
      cancelled = true;
    };
  }, [locale]);

  useEffect(() => {
    const element = widget.current;
    if (status !== 'ready' || !element) return;
    let verified = false;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChangeDetail>).detail;
      if (state === 'verified' && payload) {
        verified = true;
        callbacks.current.onVerified(payload);
      } else if (verified && state !== 'verifying') {
        verified = false;
        callbacks.current.onReset();
      }
    };
    element.addEventListener('statechange', onStateChange);
    return () => element.removeEventListener('statechange', onStateChange);
  }, [status]);

  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={describedBy} className="flex flex-col gap-1">
      <span id={labelId} className="text-sm font-medium text-slate-800">
        {label}
      </span>
      {status === 'ready' ? (
        <altcha-widget
          ref={widget}
          challenge={captchaChallengeUrl}
          language={altchaLanguage(locale)}
          name="captcha"
          auto={auto}
          configuration={JSON.stringify({ hideFooter: true })}
        />
      ) : status === 'loading' ? (
        <div role="status" className="flex min-h-14 items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm text-slate-600">
          <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-brand-600 border-e-transparent" />
          {m.loading()}
        </div>
      ) : (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
          {m.error_network()}
        </p>
      )}
      {note && (
        <p id={noteId} className="text-xs text-slate-700" data-testid="captcha-note">
          {note}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
