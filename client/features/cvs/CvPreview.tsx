import type { ReactNode } from 'react';
import type { CvAttachment, CvDetail } from '../../../worker/features/cvs/cvs.schemas';
import { RichText } from '../../components/RichText';
import { ProgressBar } from '../../components/ui/ProgressBar';
import { m } from '../../paraglide/messages';
import { AwardLine, EducationLine, ReferenceLine, WorkLine } from './cv-lines';
import { levelLabel } from '../../lib/cv-labels';

export function LtrText({ children, href }: { children: ReactNode; href?: string | undefined }) {
  if (href)
    return (
      <a
        dir="ltr"
        href={href}
        className="self-start break-all text-brand-700 underline"
        rel="noopener noreferrer"
        target={href.startsWith('http') ? '_blank' : undefined}
      >
        {children}
      </a>
    );
  return (
    <span dir="ltr" className="self-start break-all">
      {children}
    </span>
  );
}

export function Attachments({ files }: { files: readonly CvAttachment[] }) {
  if (files.length === 0) return null;
  return (
    <ul className="mt-1 flex flex-wrap gap-2 text-sm" aria-label={m.cv_attachments()}>
      {files.map((file) => (
        <li key={file.id}>
          <a href={file.url} className="rounded border border-slate-300 px-2 py-0.5 text-brand-700 hover:bg-brand-50" target="_blank" rel="noopener noreferrer">
            {file.file_name}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Where and when, the link and the description of an education: in the preview and on the maker's cards. */
export function EducationDetails({ item }: { item: CvDetail['educations'][number] }) {
  return (
    <>
      <p className="text-sm text-slate-700">
        <EducationLine item={item} />
      </p>
      {item.url && <LtrText href={item.url}>{item.url}</LtrText>}
      <RichText html={item.description} />
    </>
  );
}

/** A titled list of a CV's items, left out when there are none. */
function Section<Item extends { id: number }>({
  title,
  items,
  listClassName = 'flex flex-col gap-4',
  itemClassName,
  render,
}: {
  title: string;
  items: readonly Item[];
  listClassName?: string;
  itemClassName?: string;
  render: (item: Item) => ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <section className="break-inside-avoid-page border-t border-slate-200 pt-4">
      <h2 className="mb-3 text-lg font-bold text-brand-800">{title}</h2>
      <ul className={listClassName}>
        {items.map((item) => (
          <li key={item.id} className={itemClassName}>
            {render(item)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A CV read-only, for its owner's preview, the public link and printing. */
export function CvPreview({ cv }: { cv: CvDetail }) {
  return (
    <article className="flex flex-col gap-5 rounded-2xl bg-white p-5 shadow-sm print:p-0 print:shadow-none sm:p-8">
      <header className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-start">
        {cv.profile_pic_path && <img src={cv.profile_pic_path} alt={m.cv_photo()} className="size-28 rounded-full object-cover" width={112} height={112} />}
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-bold">{cv.full_name ?? cv.title}</h1>
          {cv.title && cv.title !== cv.full_name && <p className="text-slate-700">{cv.title}</p>}
          <dl className="mt-1 grid gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-[auto_1fr]">
            {cv.email && (
              <>
                <dt className="font-medium">{m.field_email()}</dt>
                <dd>
                  <LtrText href={`mailto:${cv.email}`}>{cv.email}</LtrText>
                </dd>
              </>
            )}
            {cv.phone_num && (
              <>
                <dt className="font-medium">{m.field_phone()}</dt>
                <dd>
                  <LtrText href={`tel:${cv.phone_num}`}>{cv.phone_num}</LtrText>
                </dd>
              </>
            )}
            {cv.location && (
              <>
                <dt className="font-medium">{m.cv_field_location()}</dt>
                <dd>{cv.location}</dd>
              </>
            )}
            {cv.address && (
              <>
                <dt className="font-medium">{m.cv_field_address()}</dt>
                <dd>{cv.address}</dd>
              </>
            )}
          </dl>
        </div>
      </header>

      <Section
        title={m.cv_section_education()}
        items={cv.educations}
        render={(item) => (
          <>
            <p className="font-semibold">
              <bdi>{item.degree.name}</bdi> · <bdi>{item.field_of_study}</bdi>
            </p>
            <EducationDetails item={item} />
          </>
        )}
      />

      <Section
        title={m.cv_section_work()}
        items={cv.work_experiences}
        render={(item) => (
          <>
            <p className="font-semibold">
              <bdi>{item.title}</bdi> · <bdi>{item.company}</bdi>
            </p>
            <p className="text-sm text-slate-700">
              <WorkLine item={item} />
            </p>
            {item.url && <LtrText href={item.url}>{item.url}</LtrText>}
            <RichText html={item.description} />
          </>
        )}
      />

      <Section
        title={m.cv_section_languages()}
        items={cv.cv_languages}
        listClassName="grid gap-3 sm:grid-cols-2"
        itemClassName="flex flex-col gap-1"
        render={(item) => (
          <>
            <p className="flex justify-between gap-2 text-sm">
              <span className="font-semibold">{item.language.name}</span>
              <span className="text-slate-700">{levelLabel(item.proficiency_level)}</span>
            </p>
            <ProgressBar label={`${item.language.name}: ${levelLabel(item.proficiency_level)}`} value={item.percent} />
          </>
        )}
      />

      <Section
        title={m.cv_section_skills()}
        items={cv.cv_skills}
        listClassName="flex flex-wrap gap-2"
        itemClassName="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800"
        render={(skill) => skill.name}
      />

      <Section
        title={m.cv_section_references()}
        items={cv.references}
        listClassName="grid gap-4 sm:grid-cols-2"
        itemClassName="flex flex-col gap-0.5 text-sm"
        render={(item) => (
          <>
            <p className="font-semibold">{item.name}</p>
            <p>
              <ReferenceLine item={item} />
            </p>
            <p className="text-slate-700">{item.relationship}</p>
            <LtrText href={`mailto:${item.email}`}>{item.email}</LtrText>
            <LtrText href={`tel:${item.phone}`}>{item.phone}</LtrText>
            <RichText html={item.description} />
            <Attachments files={item.files} />
          </>
        )}
      />

      <Section
        title={m.cv_section_awards()}
        items={cv.awards_and_certifications}
        itemClassName="text-sm"
        render={(item) => (
          <>
            <p className="font-semibold">
              {item.title} <span className="font-normal text-slate-600">({item.awards_or_certificates === 'award' ? m.cv_award() : m.cv_certificate()})</span>
            </p>
            <p className="text-slate-700">
              <AwardLine item={item} />
            </p>
            {item.url && <LtrText href={item.url}>{item.url}</LtrText>}
            <RichText html={item.description} />
            <Attachments files={item.files} />
          </>
        )}
      />

      <Section
        title={m.cv_section_additional()}
        items={cv.additional_info}
        itemClassName="text-sm"
        render={(item) => (
          <>
            <p className="font-semibold">
              {item.title} <span className="font-normal text-slate-600">({item.additional_type.name})</span>
            </p>
            <LtrText href={item.url}>{item.url}</LtrText>
            <RichText html={item.description} />
            <Attachments files={item.files} />
          </>
        )}
      />
    </article>
  );
}
