import { EmptyState } from '../../components/ui/EmptyState';
import { m } from '../../paraglide/messages';

/** A screen whose capability arrives in a later piece of work: it says so in the reader's language. */
export function PagePlaceholder({ title }: { title: string }) {
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{title}</h1>
      <EmptyState title={title} description={m.coming_soon()} />
    </section>
  );
}
