// Demo programs and events for `npm start` in development: published, upcoming, one per category, in the three
// languages. Plain SQL like the demo board, so that wrangler's `d1 execute` can run it.

interface DemoItem {
  kind: 'program' | 'event';
  category: 'training' | 'internship' | 'job_fair' | 'workshop';
  title: string;
  description: string;
  language: 'en' | 'ckb' | 'ar';
  /** Days from now, and the Baghdad hours it runs (UTC+3). */
  inDays: number;
  hours: [number, number];
  place: string | null;
  onlineUrl: string | null;
  capacity: number | null;
}

const items: DemoItem[] = [
  {
    kind: 'event',
    category: 'job_fair',
    title: 'پێشانگای کاری هەولێر',
    description: '<p>زیاتر لە <strong>چل</strong> کۆمپانیا لە هەرێمی کوردستان بەشدار دەبن. سیڤییەکەت لەگەڵ خۆت بهێنە.</p>',
    language: 'ckb',
    inDays: 12,
    hours: [10, 16],
    place: 'شاری پێشانگاکانی هەولێر',
    onlineUrl: null,
    capacity: 500,
  },
  {
    kind: 'event',
    category: 'workshop',
    title: 'Writing a CV that gets read',
    description: '<p>A two-hour workshop on CVs and cover letters, with time for your questions.</p>',
    language: 'en',
    inDays: 5,
    hours: [18, 20],
    place: null,
    onlineUrl: 'https://meet.example.com/kar-cv-workshop',
    capacity: 40,
  },
  {
    kind: 'program',
    category: 'training',
    title: 'دورة المحاسبة العملية',
    description: '<p>دورة لمدة أربعة أسابيع في المحاسبة وبرامج الجداول، مع شهادة حضور.</p>',
    language: 'ar',
    inDays: 20,
    hours: [9, 13],
    place: 'السليمانية، شارع سالم',
    onlineUrl: null,
    capacity: 25,
  },
  {
    kind: 'program',
    category: 'internship',
    title: 'ڕاهێنانی کاری هاوینە لە بواری تەکنەلۆژیا',
    description: '<p>سێ مانگ ڕاهێنانی کاری بۆ دەرچووانی زانکۆ لە کۆمپانیاکانی تەکنەلۆژیا.</p>',
    language: 'ckb',
    inDays: 30,
    hours: [9, 15],
    place: 'هەولێر',
    onlineUrl: null,
    capacity: null,
  },
];

const quote = (value: string | null) => (value === null ? 'NULL' : `'${value.replaceAll("'", "''")}'`);

/** The demo items, each skipped when one with its title exists (seeding twice adds nothing). */
export function demoProgramStatements(now: Date): string[] {
  const day = new Date(now.getTime() + 3 * 3600_000).toISOString().slice(0, 10);
  const at = (inDays: number, hour: number) => Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00+03:00`) + inDays * 86_400_000;
  return items.map(
    (item) =>
      `INSERT INTO program_items (kind, category, title, description, language, starts_at, ends_at, place, online_url, capacity, status, published_at, created_at, updated_at) ` +
      `SELECT ${quote(item.kind)}, ${quote(item.category)}, ${quote(item.title)}, ${quote(item.description)}, ${quote(item.language)}, ${at(item.inDays, item.hours[0])}, ${at(item.inDays, item.hours[1])}, ` +
      `${quote(item.place)}, ${quote(item.onlineUrl)}, ${item.capacity ?? 'NULL'}, 'published', ${now.getTime()}, ${now.getTime()}, ${now.getTime()} ` +
      `WHERE NOT EXISTS (SELECT 1 FROM program_items WHERE title = ${quote(item.title)});`,
  );
}
