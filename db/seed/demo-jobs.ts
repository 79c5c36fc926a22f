// Demo companies and jobs as plain SQL, so that the local D1 (wrangler), libSQL tests, workerd tests and the
// benchmark all load the same rows. Development only: production never runs this (scripts/seed-local.ts).
import { experienceLevels, workplaces } from '../schema/job-values.ts';
import { lookupSeed, type SeedRow } from './lookups.data.ts';
import { jobIndexText } from '../../worker/shared/job-index-text.ts';

export interface DemoCompany {
  email: string;
  name: string;
  sectorId: number;
  headquarterLocationId: number;
  description: string;
}

export interface DemoJob {
  companyEmail: string;
  title: string;
  language: 'en' | 'ckb' | 'ar';
  description: string;
  requirements: string[];
  positionId: number;
  sectorId: number;
  cityId: number;
  jobTypeId: number;
  workplace: (typeof workplaces)[number];
  experienceLevel: (typeof experienceLevels)[number];
  salary?: { min: number; max: number; currency: 'IQD' | 'USD' };
  publishedDaysAgo: number;
  deadlineInDays: number;
}

export const demoCompanies: DemoCompany[] = [
  {
    email: 'hr@zagros-tech.demo',
    name: 'Zagros Tech',
    sectorId: 1,
    headquarterLocationId: 1,
    description: '<p>Software for banks, shops and schools across the Kurdistan Region.</p>',
  },
  {
    email: 'jobs@hawler-build.demo',
    name: 'کۆمپانیای هەولێر بۆ بیناسازی',
    sectorId: 4,
    headquarterLocationId: 1,
    description: '<p>کۆمپانیایەکی بیناسازی لە هەولێر، لە ساڵی ٢٠٠٨ەوە.</p>',
  },
  {
    email: 'careers@rafidain-bank.demo',
    name: 'مصرف الرافدين الخاص',
    sectorId: 5,
    headquarterLocationId: 5,
    description: '<p>مصرف خاص يقدم خدمات مالية في كركوك وأربيل والسليمانية.</p>',
  },
  {
    email: 'team@slemani-care.demo',
    name: 'نەخۆشخانەی سلێمانی کەیەر',
    sectorId: 7,
    headquarterLocationId: 2,
    description: '<p>نەخۆشخانەیەکی تایبەت لە سلێمانی.</p>',
  },
];

interface Template {
  language: DemoJob['language'];
  title: string;
  description: string;
  requirements: string[];
  positionId: number;
  sectorId: number;
  companyEmail: string;
  salary?: DemoJob['salary'];
}

const templates: Template[] = [
  {
    language: 'en',
    title: 'Senior Backend Developer (Node.js)',
    positionId: 1,
    sectorId: 1,
    companyEmail: 'hr@zagros-tech.demo',
    salary: { min: 1500, max: 2500, currency: 'USD' },
    description:
      '<p>Build the APIs behind our banking apps with <strong>Node.js</strong>, TypeScript and PostgreSQL.</p><ul><li>Design services</li><li>Review code</li></ul>',
    requirements: ['5 years with Node.js', 'TypeScript', 'SQL databases', 'English and Kurdish'],
  },
  {
    language: 'en',
    title: 'C# .NET Developer',
    positionId: 1,
    sectorId: 1,
    companyEmail: 'hr@zagros-tech.demo',
    salary: { min: 1200, max: 1800, currency: 'USD' },
    description: '<p>Maintain our point-of-sale system written in C# and .NET 8.</p>',
    requirements: ['C# and .NET', 'SQL Server', 'Git'],
  },
  {
    language: 'en',
    title: 'Embedded C++ Engineer',
    positionId: 34,
    sectorId: 1,
    companyEmail: 'hr@zagros-tech.demo',
    description: '<p>Write firmware in C++ for our payment terminals.</p>',
    requirements: ['C++17', 'Microcontrollers', 'Electronics degree'],
  },
  {
    language: 'en',
    title: 'Data Analyst',
    positionId: 6,
    sectorId: 5,
    companyEmail: 'careers@rafidain-bank.demo',
    salary: { min: 1000, max: 1400, currency: 'USD' },
    description: '<p>Turn our branch data into reports the management reads every Monday.</p>',
    requirements: ['SQL', 'Excel', 'Power BI'],
  },
  {
    language: 'en',
    title: 'Civil Engineer for residential towers',
    positionId: 32,
    sectorId: 4,
    companyEmail: 'jobs@hawler-build.demo',
    description: '<p>Supervise the structure of two residential towers in Erbil.</p>',
    requirements: ['Civil engineering degree', 'Site experience', 'AutoCAD'],
  },
  {
    language: 'en',
    title: 'Staff Nurse (night shifts)',
    positionId: 29,
    sectorId: 7,
    companyEmail: 'team@slemani-care.demo',
    salary: { min: 900000, max: 1200000, currency: 'IQD' },
    description: '<p>Care for patients on our surgical ward.</p>',
    requirements: ['Nursing licence', 'Night shifts'],
  },
  {
    language: 'en',
    title: 'Graphic Designer',
    positionId: 7,
    sectorId: 1,
    companyEmail: 'hr@zagros-tech.demo',
    description: '<p>Design our apps, posts and printed material.</p>',
    requirements: ['Figma', 'Adobe Illustrator', 'A portfolio'],
  },
  {
    language: 'ckb',
    title: 'ئەندازیاری شارستانی',
    positionId: 32,
    sectorId: 4,
    companyEmail: 'jobs@hawler-build.demo',
    salary: { min: 1500000, max: 2500000, currency: 'IQD' },
    description: '<p>سەرپەرشتیکردنی کاری بیناسازی لە پڕۆژەکانی نیشتەجێبوون لە هەولێر.</p>',
    requirements: ['بڕوانامەی ئەندازیاری شارستانی', 'سێ ساڵ ئەزموون', 'ئۆتۆکاد'],
  },
  {
    language: 'ckb',
    title: 'ژمێریار',
    positionId: 14,
    sectorId: 5,
    companyEmail: 'careers@rafidain-bank.demo',
    description: '<p>ئامادەکردنی ڕاپۆرتی دارایی مانگانە و چاودێریکردنی حساباتی لقەکان.</p>',
    requirements: ['بڕوانامەی ژمێریاری', 'ئێکسڵ', 'زمانی عەرەبی'],
  },
  {
    language: 'ckb',
    title: 'مامۆستای زمانی ئینگلیزی',
    positionId: 25,
    sectorId: 6,
    companyEmail: 'hr@zagros-tech.demo',
    description: '<p>وانە گوتنەوە بۆ فێرخوازانی قۆناغی ناوەندی.</p>',
    requirements: ['بڕوانامەی زمانی ئینگلیزی', 'ئەزموونی وانەگوتنەوە'],
  },
  {
    language: 'ckb',
    title: 'پەرستار',
    positionId: 29,
    sectorId: 7,
    companyEmail: 'team@slemani-care.demo',
    salary: { min: 800000, max: 1100000, currency: 'IQD' },
    description: '<p>چاودێریکردنی نەخۆشەکان لە بەشی نەشتەرگەری.</p>',
    requirements: ['مۆڵەتی پەرستاری', 'کاری شەو'],
  },
  {
    language: 'ckb',
    title: 'گەشەپێدەری ماڵپەڕ',
    positionId: 2,
    sectorId: 1,
    companyEmail: 'hr@zagros-tech.demo',
    salary: { min: 1000, max: 1600, currency: 'USD' },
    description: '<p>دروستکردنی ماڵپەڕ بە React و TypeScript.</p>',
    requirements: ['React', 'TypeScript', 'HTML و CSS'],
  },
  {
    language: 'ckb',
    title: 'نوێنەری فرۆشتن',
    positionId: 10,
    sectorId: 5,
    companyEmail: 'careers@rafidain-bank.demo',
    description: '<p>ناساندنی خزمەتگوزارییەکانی بانک بە کۆمپانیاکان لە سلێمانی و هەولێر.</p>',
    requirements: ['مۆڵەتی شۆفێری', 'توانای گفتوگۆ'],
  },
  {
    language: 'ar',
    title: 'محاسب أول',
    positionId: 14,
    sectorId: 5,
    companyEmail: 'careers@rafidain-bank.demo',
    salary: { min: 1200000, max: 1800000, currency: 'IQD' },
    description: '<p>إعداد القوائم المالية الشهرية ومتابعة حسابات الفروع.</p>',
    requirements: ['شهادة في المحاسبة', 'خبرة خمس سنوات', 'برنامج إكسل'],
  },
  {
    language: 'ar',
    title: 'مهندس مدني موقع',
    positionId: 32,
    sectorId: 4,
    companyEmail: 'jobs@hawler-build.demo',
    description: '<p>الإشراف على أعمال البناء في المشاريع السكنية في أربيل.</p>',
    requirements: ['بكالوريوس هندسة مدنية', 'خبرة في المواقع'],
  },
  {
    language: 'ar',
    title: 'ممرض في قسم الطوارئ',
    positionId: 29,
    sectorId: 7,
    companyEmail: 'team@slemani-care.demo',
    description: '<p>رعاية المرضى في قسم الطوارئ بنظام المناوبات.</p>',
    requirements: ['إجازة تمريض', 'العمل بنظام المناوبات'],
  },
  {
    language: 'ar',
    title: 'مندوب مبيعات',
    positionId: 10,
    sectorId: 5,
    companyEmail: 'careers@rafidain-bank.demo',
    salary: { min: 700000, max: 1000000, currency: 'IQD' },
    description: '<p>تسويق خدمات المصرف للشركات في كركوك.</p>',
    requirements: ['إجازة قيادة', 'مهارات التواصل'],
  },
  {
    language: 'ar',
    title: 'مطور تطبيقات الهاتف المحمول',
    positionId: 3,
    sectorId: 1,
    companyEmail: 'hr@zagros-tech.demo',
    salary: { min: 1300, max: 2000, currency: 'USD' },
    description: '<p>تطوير تطبيقات أندرويد وآي أو إس باستخدام Flutter.</p>',
    requirements: ['Flutter', 'Dart', 'نشر التطبيقات في المتاجر'],
  },
  {
    language: 'ar',
    title: 'موظف موارد بشرية',
    positionId: 18,
    sectorId: 5,
    companyEmail: 'careers@rafidain-bank.demo',
    description: '<p>متابعة التوظيف والرواتب وملفات الموظفين.</p>',
    requirements: ['خبرة في الموارد البشرية', 'اللغة الإنجليزية'],
  },
  {
    language: 'ar',
    title: 'صيدلاني',
    positionId: 30,
    sectorId: 7,
    companyEmail: 'team@slemani-care.demo',
    description: '<p>صرف الأدوية وتقديم المشورة للمرضى في صيدلية المستشفى.</p>',
    requirements: ['بكالوريوس صيدلة', 'إجازة مزاولة المهنة'],
  },
];

/** About 60 jobs: each template in three cities, with varied types, workplaces, levels and dates. */
export function demoBoard(): DemoJob[] {
  const cities = [1, 2, 3, 5, 1, 2];
  return templates.flatMap((template, index) =>
    [0, 1, 2].map((copy): DemoJob => {
      const n = index * 3 + copy;
      return {
        ...template,
        cityId: cities[n % cities.length] ?? 1,
        jobTypeId: [1, 1, 2, 3, 5, 6][n % 6] ?? 1,
        workplace: workplaces[n % workplaces.length] ?? 'on_site',
        experienceLevel: experienceLevels[(index + copy) % experienceLevels.length] ?? 'mid',
        publishedDaysAgo: (n * 7) % 29,
        deadlineInDays: 20 + (n % 40),
      };
    }),
  );
}

const quote = (value: string | number | null) => (value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`);
const names = (rows: readonly SeedRow[], id: number) => rows.find((row) => row.id === id);
const dayMs = 86_400_000;

export function demoCompanyStatements(companies: readonly DemoCompany[], passwordHash: string, now: Date): string[] {
  const at = now.getTime();
  return companies.flatMap((company) => [
    `INSERT INTO users (type, email, email_verified_at, password_hash, full_name, phone_number, locale, created_at, updated_at) VALUES ('company', ${quote(company.email)}, ${at}, ${quote(passwordHash)}, ${quote(company.name)}, '07501234567', 'en', ${at}, ${at}) ON CONFLICT(email) WHERE email <> '' DO NOTHING;`,
    `INSERT INTO companies (user_id, legal_name, sector_id, employees_num_id, company_type_id, headquarter_location_id, description, status, updated_at) SELECT id, ${quote(company.name)}, ${company.sectorId}, 3, 1, ${company.headquarterLocationId}, ${quote(company.description)}, 'approved', ${at} FROM users WHERE email = ${quote(company.email)} ON CONFLICT(user_id) DO NOTHING;`,
  ]);
}

/**
 * Published jobs, oldest first so that the publish sequence (search_rowid) follows published_at. The folded
 * columns come from the same code as the API's writer, and the FTS rows from the same triggers.
 */
export function demoJobStatements(jobs: readonly DemoJob[], companyNames: ReadonlyMap<string, string>, now: Date): string[] {
  const ordered = [...jobs].sort((a, b) => b.publishedDaysAgo - a.publishedDaysAgo);
  const jobStatements = ordered.flatMap((job, index) => {
    const publishedAt = now.getTime() - job.publishedDaysAgo * dayMs - (ordered.length - index) * 1000;
    const { titleFolded, bodyFolded } = jobIndexText({
      title: job.title,
      description: job.description,
      requirements: job.requirements,
      companyName: companyNames.get(job.companyEmail) ?? '',
      lookups: [
        names(lookupSeed.cities, job.cityId),
        names(lookupSeed.sectors, job.sectorId),
        names(lookupSeed.positions, job.positionId),
        names(lookupSeed.job_types, job.jobTypeId),
      ],
      facts: {
        cityId: job.cityId,
        jobTypeId: job.jobTypeId,
        sectorId: job.sectorId,
        positionId: job.positionId,
        workplace: job.workplace,
        experienceLevel: job.experienceLevel,
      },
    });
    const columns: Array<[string, string | number]> = [
      ['title', quote(job.title)],
      ['description', quote(job.description)],
      ['language', quote(job.language)],
      ['position_id', job.positionId],
      ['sector_id', job.sectorId],
      ['city_id', job.cityId],
      ['job_type_id', job.jobTypeId],
      ['workplace', quote(job.workplace)],
      ['experience_level', quote(job.experienceLevel)],
      ['salary_min', quote(job.salary?.min ?? null)],
      ['salary_max', quote(job.salary?.max ?? null)],
      ['salary_currency', quote(job.salary?.currency ?? null)],
      ['salary_visible', job.salary ? 1 : 0],
      ['language_ids', quote('[1,4,5]')],
      ['openings', 1 + (index % 3)],
      ['deadline_at', now.getTime() + job.deadlineInDays * dayMs],
      ['state', quote('published')],
      ['published_at', publishedAt],
      ['search_rowid', '(SELECT coalesce(max(search_rowid), 0) + 1 FROM jobs)'],
      ['title_folded', quote(titleFolded)],
      ['body_folded', quote(bodyFolded)],
      ['created_at', publishedAt],
      ['updated_at', publishedAt],
    ];
    return [
      `INSERT INTO jobs (company_id, ${columns.map(([name]) => name).join(', ')}) SELECT id, ${columns.map(([, value]) => value).join(', ')} FROM users WHERE email = ${quote(job.companyEmail)};`,
      `INSERT INTO job_requirements (job_id, name, position) SELECT (SELECT max(id) FROM jobs), value, key FROM json_each(${quote(JSON.stringify(job.requirements))});`,
    ];
  });
  // As a publish does: the board's cached answers (docs/decisions/0024) are not asked again once the new jobs are in.
  const boardChanged = `INSERT INTO edge_cache_versions (scope, version) VALUES ('board', 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;`;
  return jobStatements.length > 0 ? [...jobStatements, boardChanged] : jobStatements;
}

/** Everything for a board: the demo companies (with a password hash for signing in) and their jobs. */
export function demoBoardStatements(jobs: readonly DemoJob[], passwordHash: string, now: Date): string[] {
  const companyNames = new Map(demoCompanies.map((company) => [company.email, company.name]));
  return [...demoCompanyStatements(demoCompanies, passwordHash, now), ...demoJobStatements(jobs, companyNames, now)];
}
