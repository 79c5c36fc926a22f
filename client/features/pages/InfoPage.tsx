import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { m } from '../../paraglide/messages';

/** Where people write to Kar; a placeholder address until the real mailbox exists. */
export const supportEmail = 'support@kar.example';

interface InfoSection {
  heading: () => string;
  text: () => string;
}

/** A short page of prose: a title, an introduction and headed sections, then whatever the page adds. */
function InfoPage({ title, intro, sections, children }: { title: string; intro: string; sections: readonly InfoSection[]; children?: ReactNode }) {
  return (
    <article className="mx-auto flex max-w-2xl flex-col gap-5 py-2">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-lg text-slate-700">{intro}</p>
      {sections.map((section) => (
        <section key={section.heading()} className="flex flex-col gap-1">
          <h2 className="text-lg font-bold">{section.heading()}</h2>
          <p className="leading-relaxed text-slate-700">{section.text()}</p>
        </section>
      ))}
      {children}
    </article>
  );
}

function ContactLink() {
  return (
    <Link to="/contact" className="font-semibold text-brand-700 underline">
      {m.page_contact()}
    </Link>
  );
}

export function HelpPage() {
  return (
    <InfoPage
      title={m.page_help()}
      intro={m.help_intro()}
      sections={[
        { heading: m.help_seekers_title, text: m.help_seekers_text },
        { heading: m.help_cv_title, text: m.help_cv_text },
        { heading: m.help_companies_title, text: m.help_companies_text },
        { heading: m.help_account_title, text: m.help_account_text },
      ]}
    >
      <p className="text-slate-700">
        {m.help_more()} <ContactLink />
      </p>
    </InfoPage>
  );
}

export function ContactPage() {
  return (
    <InfoPage title={m.page_contact()} intro={m.contact_intro()} sections={[]}>
      <dl className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-5">
        <dt className="text-sm text-slate-600">{m.contact_email_label()}</dt>
        <dd>
          <a href={`mailto:${supportEmail}`} dir="ltr" className="text-lg font-semibold text-brand-700 underline">
            {supportEmail}
          </a>
        </dd>
      </dl>
      <p className="text-slate-700">{m.contact_response()}</p>
      <p className="text-slate-700">{m.contact_safety()}</p>
    </InfoPage>
  );
}

export function PrivacyPage() {
  return (
    <InfoPage
      title={m.page_privacy()}
      intro={m.privacy_intro()}
      sections={[
        { heading: m.privacy_collect_title, text: m.privacy_collect_text },
        { heading: m.privacy_use_title, text: m.privacy_use_text },
        { heading: m.privacy_share_title, text: m.privacy_share_text },
        { heading: m.privacy_rights_title, text: m.privacy_rights_text },
      ]}
    />
  );
}

export function TermsPage() {
  return (
    <InfoPage
      title={m.page_terms()}
      intro={m.terms_intro()}
      sections={[
        { heading: m.terms_accounts_title, text: m.terms_accounts_text },
        { heading: m.terms_content_title, text: m.terms_content_text },
        { heading: m.terms_companies_title, text: m.terms_companies_text },
        { heading: m.terms_changes_title, text: m.terms_changes_text },
      ]}
    />
  );
}
