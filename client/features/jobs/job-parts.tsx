import { Button } from '../../components/ui/Button';
import { useToast } from '../../components/ui/Toast';
import { m } from '../../paraglide/messages';

/**
 * HTML the server has already sanitised (job descriptions, a company's about, mission and values). Not the CV
 * maker's RichText: importing that brings the CV schemas, and zod with them, into these public pages.
 */
export function SanitisedHtml({ html, lang, dir }: { html: string; lang?: string; dir?: 'ltr' | 'rtl' }) {
  return (
    <div
      lang={lang}
      dir={dir}
      className="text-sm leading-relaxed text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_ol]:list-decimal [&_ol]:ps-5 [&_p]:mb-2 [&_ul]:list-disc [&_ul]:ps-5"
      data-testid="sanitised-html"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** The phone's own share sheet where there is one (Web Share API); elsewhere the link is copied, with a toast. */
export function ShareJobButton({ title }: { title: string }) {
  const toast = useToast();
  const canShare = typeof navigator.share === 'function';
  const url = window.location.href;
  const share = async () => {
    if (canShare) {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the share sheet is not a failure; anything else falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await navigator.clipboard.writeText(url).then(
      () => toast.show('success', m.cv_link_copied()),
      () => toast.show('error', m.error_internal()),
    );
  };
  return (
    <Button variant="secondary" onClick={() => void share()} data-testid="share-job">
      {canShare ? m.cv_share() : m.cv_copy_link()}
    </Button>
  );
}
