import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { installMomentEvent } from '../../lib/install-moment';
import { m } from '../../paraglide/messages';

/** Chromium's install event (not in TypeScript's DOM types). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const answeredKey = 'kar-install-offer-answered';
const answered = () => localStorage.getItem(answeredKey) !== null;
const isIos = () => /iPhone|iPad|iPod/.test(navigator.userAgent);
const isInstalled = () => window.matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;

/**
 * Offers to put Kar on the home screen once, at a moment it has earned it (a first saved job or CV): Android's own
 * install prompt behind one button, iPhone's two taps in words. "Not now" is remembered; it is never asked on arrival.
 */
export function InstallOffer() {
  const [prompt, setPrompt] = useState<InstallPromptEvent | null>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const keep = (event: Event) => {
      // Kar chooses the moment: the browser's own banner is held back until then.
      event.preventDefault();
      setPrompt(event as InstallPromptEvent);
    };
    const moment = () => {
      if (!answered() && !isInstalled()) setShown(true);
    };
    window.addEventListener('beforeinstallprompt', keep);
    window.addEventListener(installMomentEvent, moment);
    return () => {
      window.removeEventListener('beforeinstallprompt', keep);
      window.removeEventListener(installMomentEvent, moment);
    };
  }, []);
  if (!shown || (!prompt && !isIos())) return null;

  const close = () => {
    localStorage.setItem(answeredKey, new Date().toISOString());
    setShown(false);
  };
  const install = async () => {
    if (!prompt) return close();
    await prompt.prompt();
    await prompt.userChoice;
    setPrompt(null);
    close();
  };
  return (
    <section
      aria-labelledby="install-offer-title"
      data-testid="install-offer"
      className="pointer-events-auto flex max-w-xl flex-col gap-2 rounded-lg bg-white px-4 py-3 text-sm shadow-lg ring-1 ring-slate-200"
    >
      <h2 id="install-offer-title" className="font-semibold">
        {m.install_offer_title()}
      </h2>
      <p>{prompt ? m.install_offer_text() : m.install_offer_ios()}</p>
      <div className="flex flex-wrap gap-2">
        {prompt && <Button onClick={() => void install()}>{m.install_offer_install()}</Button>}
        <Button variant="secondary" onClick={close}>
          {m.install_offer_later()}
        </Button>
      </div>
    </section>
  );
}
