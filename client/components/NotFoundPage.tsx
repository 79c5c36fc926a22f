import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { Button } from './ui/Button';
import { TextField } from './ui/TextField';
import { m } from '../paraglide/messages';
import { primaryLinkClass } from './ui/link-styles';
import { usePageTitle } from '../lib/page-titles';

/**
 * Any address no route answers: what happened in the reader's language, the way home, and a job search. `gone` is a
 * job an admin took down (issue 23): the same page, neutral words, nothing of the job or why.
 */
export function NotFoundPage({ gone = false }: { gone?: boolean }) {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const search = (event: FormEvent) => {
    event.preventDefault();
    void navigate({ to: '/explore-jobs', search: { q: keyword.trim() || undefined } });
  };

  return (
    <section className="mx-auto flex max-w-xl flex-col gap-5 py-6">
      <h1 className="text-2xl font-bold">{gone ? m.job_gone_title() : m.not_found_title()}</h1>
      <p className="text-slate-700">{gone ? m.job_gone_text() : m.not_found_text()}</p>
      <form role="search" aria-label={m.home_search_submit()} onSubmit={search} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <TextField label={m.home_search_keyword()} type="search" value={keyword} onChange={(event) => setKeyword(event.target.value)} />
        </div>
        <Button type="submit">{m.home_search_submit()}</Button>
      </form>
      <Link to="/" className={`${primaryLinkClass} self-start`}>
        {m.not_found_home()}
      </Link>
    </section>
  );
}

/** No route answers the address: the page above, titled as such (a job page showing it for a missing job keeps its own title). */
export function NotFoundRoute() {
  usePageTitle(m.not_found_title);
  return <NotFoundPage />;
}
