import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { Button } from '../components/ui/Button';
import { SelectField } from '../components/ui/SelectField';
import { TextField } from '../components/ui/TextField';
import { useLookup } from '../lib/useLookup';
import { m } from '../paraglide/messages';
import { usePageTitle } from '../lib/page-titles';

/** The newest jobs come after the page: their cards' code is not part of the first page's script. */
const NewestJobs = lazy(() => import('../features/jobs/NewestJobs'));
/** The calls to sign up sit below the fold: they load after the page too. */
const GetStarted = lazy(() => import('../features/pages/GetStarted').then((module) => ({ default: module.GetStarted })));

export const Route = createFileRoute('/')({
  // Split like every page (one request after the shared chunk, in parallel with its own few): in the shared chunk
  // it was part of every first page, and the job pages' first load went past its budget.
  component: HomePage,
});

function HomePage() {
  usePageTitle(null);
  const navigate = useNavigate();
  const cities = useLookup('cities');
  const sectors = useLookup('sectors');
  const [keyword, setKeyword] = useState('');
  const [city, setCity] = useState('');

  const search = (event: FormEvent) => {
    event.preventDefault();
    void navigate({ to: '/explore-jobs', search: { q: keyword.trim() || undefined, city: city ? [Number(city)] : undefined } });
  };

  return (
    <div className="flex flex-col gap-10">
      <section className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-800 px-6 py-10 text-white">
        <h1 className="max-w-2xl text-3xl font-extrabold sm:text-4xl">{m.home_headline()}</h1>
        <p className="mt-3 max-w-2xl text-brand-100">{m.home_subheadline()}</p>
        <form onSubmit={search} className="mt-6 grid gap-3 rounded-xl bg-white p-4 text-slate-900 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <TextField label={m.home_search_keyword()} value={keyword} onChange={(event) => setKeyword(event.target.value)} />
          <SelectField
            label={m.field_city()}
            placeholder={m.select_any()}
            options={cities.options}
            loading={cities.isLoading}
            value={city}
            onChange={(event) => setCity(event.target.value)}
            data-testid="home-city-select"
          />
          <Button type="submit">{m.home_search_submit()}</Button>
        </form>
      </section>
      <Suspense fallback={null}>
        <NewestJobs />
      </Suspense>
      <Suspense fallback={null}>
        <GetStarted />
      </Suspense>
      <section aria-labelledby="sectors-heading" className="flex flex-col gap-3">
        <h2 id="sectors-heading" className="text-xl font-bold">
          {m.home_browse_sectors()}
        </h2>
        <ul className="flex flex-wrap gap-2" data-testid="sector-list">
          {sectors.options.map((sector) => (
            <li key={sector.value}>
              <Link
                to="/explore-jobs"
                search={{ sector: Number(sector.value) }}
                className="inline-flex min-h-10 items-center rounded-full border border-slate-300 bg-white px-4 text-sm hover:border-brand-600"
              >
                {sector.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
