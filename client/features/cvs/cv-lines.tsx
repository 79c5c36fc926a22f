import { Fragment, type ReactNode } from 'react';
import { type CvDetail, institutionNameOf } from '../../../worker/features/cvs/cvs.schemas';
import { useLocale } from '../../lib/i18n';
import { m } from '../../paraglide/messages';
import { formatDay, formatDuration, formatMonth } from '../../lib/dates';
import { listSeparator } from '../../lib/formats';

/**
 * One line of a CV item's facts. Each piece is isolated (<bdi>) so that a Latin company name or a date beside Arabic
 * script keeps its place in right-to-left text, instead of pulling neighbouring digits into its own run.
 */
function Joined({ parts, separator }: { parts: ReadonlyArray<ReactNode>; separator: string }) {
  const shown = parts.filter((part) => part !== null && part !== undefined && part !== false && part !== '');
  return (
    <>
      {shown.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && separator}
          <bdi>{part}</bdi>
        </Fragment>
      ))}
    </>
  );
}

/** ", " in English; the Arabic comma in Sorani and Arabic. */
function useComma(): string {
  return listSeparator(useLocale());
}

const dot = ' · ';
const range = (from: string, to: string) => `${from} – ${to}`;

export function EducationLine({ item }: { item: CvDetail['educations'][number] }) {
  const comma = useComma();
  const years = <span dir="ltr">{range(item.start_date.slice(0, 4), item.end_date.slice(0, 4))}</span>;
  return <Joined separator={dot} parts={[<Joined key="place" separator={comma} parts={[institutionNameOf(item), item.city.name]} />, years]} />;
}

export function WorkLine({ item, withLocation = true }: { item: CvDetail['work_experiences'][number]; withLocation?: boolean }) {
  const locale = useLocale();
  const until = item.is_present ? m.cv_present() : formatMonth(item.to_date, locale);
  return (
    <Joined separator={dot} parts={[withLocation && item.location, range(formatMonth(item.from_date, locale), until), formatDuration(item.months, locale)]} />
  );
}

/** The position and sector a job was in, when the seeker named them (the maker's card; the CV itself leaves them out). */
export function WorkFieldLine({ item }: { item: CvDetail['work_experiences'][number] }) {
  return <Joined separator={dot} parts={[item.position?.name, item.sector?.name]} />;
}

export function AwardLine({ item, withKind = false }: { item: CvDetail['awards_and_certifications'][number]; withKind?: boolean }) {
  const locale = useLocale();
  const kind = item.awards_or_certificates === 'award' ? m.cv_award() : m.cv_certificate();
  const validity = item.expires
    ? range(formatDay(item.issued, locale), formatDay(item.expires, locale))
    : `${formatDay(item.issued, locale)} · ${m.cv_expires_never()}`;
  return <Joined separator={dot} parts={[withKind && kind, item.organization, validity]} />;
}

export function ReferenceLine({ item, withRelationship = false }: { item: CvDetail['references'][number]; withRelationship?: boolean }) {
  const comma = useComma();
  return (
    <Joined separator={dot} parts={[<Joined key="role" separator={comma} parts={[item.title, item.organization]} />, withRelationship && item.relationship]} />
  );
}
