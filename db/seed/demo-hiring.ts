// Demo hiring for development: job seekers who applied to the first demo company's jobs, spread over the pipeline,
// with an interview, an offer, a note and a message, so that a first `npm start` shows a living board and dashboard.
import { demoCompanies } from './demo-jobs.ts';

const dayMs = 86_400_000;
const quote = (value: string | number | null) => (value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`);

/** The one CV file the demo applications share (a real PDF in the local R2; see scripts/seed-local.ts). */
export const demoCvKey = 'demo/applications/sample-cv.pdf';

/** A one-page A4 PDF with a few lines of text, valid enough for every viewer (xref offsets computed). */
export function demoCvPdf(): Uint8Array {
  const lines = [
    'Sample CV (Kar demo data)',
    '',
    'Five years of experience in Erbil and Sulaymaniyah.',
    'Languages: Kurdish, Arabic, English.',
    'Skills: teamwork, customer care, Excel.',
  ];
  const text = lines.map((line, index) => `BT /F1 ${index === 0 ? 18 : 12} Tf 56 ${780 - index * 22} Td (${line}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

type Stage = 'applied' | 'screening' | 'shortlisted' | 'interview' | 'offer' | 'hired' | 'rejected' | 'withdrawn';

interface DemoApplicant {
  email: string;
  name: string;
  locale: 'en' | 'ckb' | 'ar';
  /** Which of the company's jobs (newest first) and the stages the application went through. */
  job: number;
  path: Stage[];
  ticked: number;
  rating?: number;
}

const applicants: DemoApplicant[] = [
  { email: 'aras.mohammed@seeker.demo', name: 'ئاراس محەمەد', locale: 'ckb', job: 0, path: ['applied'], ticked: 2 },
  { email: 'lana.karim@seeker.demo', name: 'لانە کەریم', locale: 'ckb', job: 0, path: ['applied', 'screening'], ticked: 3, rating: 4 },
  { email: 'omar.saleh@seeker.demo', name: 'عمر صالح', locale: 'ar', job: 0, path: ['applied', 'screening', 'shortlisted'], ticked: 3, rating: 5 },
  { email: 'sara.ahmed@seeker.demo', name: 'Sara Ahmed', locale: 'en', job: 0, path: ['applied', 'screening', 'interview'], ticked: 2, rating: 4 },
  {
    email: 'dilan.hassan@seeker.demo',
    name: 'دیلان حەسەن',
    locale: 'ckb',
    job: 0,
    path: ['applied', 'shortlisted', 'interview', 'offer'],
    ticked: 3,
    rating: 5,
  },
  { email: 'noor.ali@seeker.demo', name: 'نور علي', locale: 'ar', job: 0, path: ['applied', 'rejected'], ticked: 1 },
  { email: 'karwan.aziz@seeker.demo', name: 'کاروان عەزیز', locale: 'ckb', job: 1, path: ['applied'], ticked: 1 },
  {
    email: 'hana.jalal@seeker.demo',
    name: 'هانا جەلال',
    locale: 'ckb',
    job: 1,
    path: ['applied', 'screening', 'interview', 'offer', 'hired'],
    ticked: 2,
    rating: 5,
  },
  { email: 'yusuf.kamal@seeker.demo', name: 'يوسف كمال', locale: 'ar', job: 1, path: ['applied', 'withdrawn'], ticked: 2 },
  { email: 'rebin.osman@seeker.demo', name: 'Rebin Osman', locale: 'en', job: 2, path: ['applied', 'screening'], ticked: 2, rating: 3 },
];

const company = demoCompanies[0]?.email ?? 'hr@zagros-tech.demo';
const companyId = `(SELECT id FROM users WHERE email = ${quote(company)})`;
const jobOf = (index: number) => `(SELECT id FROM jobs WHERE company_id = ${companyId} AND state = 'published' ORDER BY id DESC LIMIT 1 OFFSET ${index})`;
const applicationOf = (email: string) =>
  `(SELECT id FROM applications WHERE seeker_id = (SELECT id FROM users WHERE email = ${quote(email)}) ORDER BY id DESC LIMIT 1)`;

/** The seekers (the demo password), their applications, events, ticks, and a little of everything that follows. */
export function demoHiringStatements(passwordHash: string, now: Date): string[] {
  const at = now.getTime();
  const statements = applicants.flatMap((person, index) => {
    const applied = at - (12 - index) * dayMs;
    const stage = person.path[person.path.length - 1] ?? 'applied';
    const job = jobOf(person.job);
    const events = person.path.map(
      (to, step) =>
        `INSERT INTO application_events (application_id, from_stage, to_stage, actor_id, created_at) VALUES (${applicationOf(person.email)}, ${quote(step === 0 ? null : (person.path[step - 1] ?? null))}, ${quote(to)}, ${step === 0 || to === 'withdrawn' ? `(SELECT id FROM users WHERE email = ${quote(person.email)})` : companyId}, ${applied + step * dayMs});`,
    );
    return [
      `INSERT INTO users (type, email, email_verified_at, password_hash, full_name, phone_number, locale, created_at, updated_at) VALUES ('account', ${quote(person.email)}, ${applied}, ${quote(passwordHash)}, ${quote(person.name)}, '07701234${String(100 + index)}', ${quote(person.locale)}, ${applied}, ${applied}) ON CONFLICT(email) WHERE email <> '' DO NOTHING;`,
      `INSERT INTO applications (job_id, seeker_id, stage, personal_statement, full_name, email, phone, cv_title, cv_kind, cv_language, cv_file_key, cv_file_name, cv_file_type, cv_file_size, rating, requirements_ticked, requirements_total, stage_changed_at, created_at, updated_at)
        SELECT ${job}, id, ${quote(stage)}, ${quote('I would be glad to bring my experience to your team.')}, ${quote(person.name)}, ${quote(person.email)}, phone_number, 'CV', 'uploaded', ${quote(person.locale)}, ${quote(demoCvKey)}, 'cv.pdf', 'application/pdf', 1024, ${quote(person.rating ?? null)},
          min(${person.ticked}, (SELECT count(*) FROM job_requirements WHERE job_id = ${job})), (SELECT count(*) FROM job_requirements WHERE job_id = ${job}), ${applied + (person.path.length - 1) * dayMs}, ${applied}, ${applied}
        FROM users WHERE email = ${quote(person.email)} AND ${job} IS NOT NULL ON CONFLICT DO NOTHING;`,
      `INSERT INTO application_requirements (application_id, requirement_id) SELECT ${applicationOf(person.email)}, id FROM job_requirements WHERE job_id = ${job} ORDER BY position LIMIT ${person.ticked} ON CONFLICT DO NOTHING;`,
      ...events,
    ];
  });
  const interviewAt = Math.ceil(at / dayMs) * dayMs + dayMs + 7 * 3_600_000; // the day after tomorrow, 10:00 in Erbil
  return [
    ...statements,
    `INSERT INTO interviews (application_id, starts_at, duration_minutes, mode, location, note, status, uid, sequence, created_at, updated_at) VALUES (${applicationOf('sara.ahmed@seeker.demo')}, ${interviewAt}, 45, 'on_site', 'Zagros Tech, 100m Street, Erbil', 'Bring your portfolio.', 'scheduled', 'demo-interview-1@kar.demo', 0, ${at}, ${at});`,
    `INSERT INTO offers (application_id, title, salary, salary_currency, start_date, expires_at, message, status, created_at, updated_at) VALUES (${applicationOf('dilan.hassan@seeker.demo')}, 'Web Developer', 1400, 'USD', ${quote(new Date(at + 30 * dayMs).toISOString().slice(0, 10))}, ${at + 7 * dayMs}, 'We would be glad to have you on our team.', 'pending', ${at}, ${at});`,
    `INSERT INTO application_notes (application_id, author_id, body, created_at) VALUES (${applicationOf('omar.saleh@seeker.demo')}, ${companyId}, 'Strong React portfolio; call him this week.', ${at});`,
    `INSERT INTO application_messages (application_id, sender_side, sender_id, body, created_at) VALUES (${applicationOf('sara.ahmed@seeker.demo')}, 'company', ${companyId}, 'Thank you for applying! We have scheduled an interview; see you then.', ${at});`,
  ];
}

export const demoSeekerCount = applicants.length;
