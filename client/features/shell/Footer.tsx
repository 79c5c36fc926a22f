import { Link } from '@tanstack/react-router';
import { m } from '../../paraglide/messages';

const footerLinks = [
  { to: '/help', name: () => m.page_help() },
  { to: '/contact', name: () => m.page_contact() },
  { to: '/privacy', name: () => m.page_privacy() },
  { to: '/terms', name: () => m.page_terms() },
] as const;

export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-3 px-4 py-4 text-sm sm:flex-row sm:justify-between">
        <p className="text-center text-xs text-slate-600">{m.footer_text()}</p>
        <nav aria-label={m.footer_nav_label()}>
          <ul className="flex flex-wrap justify-center gap-x-5 gap-y-1">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="inline-flex min-h-11 items-center text-slate-700 underline-offset-4 hover:text-brand-700 hover:underline">
                  {link.name()}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
