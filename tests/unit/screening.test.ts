import { describe, expect, it } from 'vitest';
import {
  type RefusedTopic,
  refusedTopics,
  type ScreeningQuestion,
  screeningQuestionSchema,
  screeningQuestionsSchema,
  screeningAnswersSchema,
  type StoredQuestion,
} from '../../worker/features/matching/match.schemas';
import { answerProblems, answerVerdict, firstRefusedQuestion, refusedQuestion, refusedTopic, screenAnswers } from '../../worker/features/matching/screening';

/** Questions a company may not ask, in each language, as people type them. */
const refused: Array<[RefusedTopic, string]> = [
  ['gender', 'What is your gender?'],
  ['gender', 'ڕەگەزت چییە؟'],
  ['gender', 'ما هو جنسك؟'],
  ['gender', 'هل انت ذكر أم أنثى؟'],
  ['age', 'How old are you?'],
  ['age', 'What year were you born?'],
  ['age', 'تەمەنت چەندە؟'],
  ['age', 'ساڵی لەدایکبوونت چەندە؟'],
  ['age', 'كم عمرك؟'],
  ['age', 'ما هي سنة ميلادك؟'],
  ['religion', 'What is your religion?'],
  ['religion', 'ئایینت چییە؟'],
  ['religion', 'هل أنت مسلم أم مسيحي؟'],
  ['religion', 'ما هي ديانتك؟'],
  ['sect', 'Are you Sunni or Shia?'],
  ['sect', 'سوننەیت یان شیعە؟'],
  ['sect', 'ما هو مذهبك؟'],
  ['ethnicity', 'What is your ethnicity?'],
  ['ethnicity', 'Are you a Kurd or an Arab?'],
  ['ethnicity', 'Are you Turkmen?'],
  ['ethnicity', 'نەتەوەت چییە؟'],
  ['ethnicity', 'ئایا کوردیت یان عەرەب؟'],
  ['ethnicity', 'ما هي قوميتك؟'],
  ['ethnicity', 'هل أنت كردي أم عربي؟'],
  ['ethnicity', 'من أي عشيرة أنت؟'],
  ['marital_status', 'Are you married?'],
  ['marital_status', 'What is your marital status?'],
  ['marital_status', 'ئایا خێزاندارییت؟'],
  ['marital_status', 'هاوسەرت هەیە؟'],
  ['marital_status', 'هل أنت متزوجة؟'],
  ['marital_status', 'ما هي حالتك الاجتماعية؟'],
  ['marital_status', 'هل أنت عازب؟'],
  ['nationality', 'What is your nationality?'],
  ['nationality', 'Do you hold Iraqi citizenship?'],
  ['nationality', 'ڕەگەزنامەکەت چییە؟'],
  ['nationality', 'ما هي جنسيتك؟'],
  ['pregnancy', 'Are you pregnant?'],
  ['pregnancy', 'ئایا دووگیانیت؟'],
  ['pregnancy', 'هل أنتِ حامل؟'],
  ['health', 'Do you have any disability?'],
  ['health', 'Do you have a chronic illness?'],
  ['health', 'ئایا هیچ نەخۆشییەکی درێژخایەنت هەیە؟'],
  ['health', 'ئایا کەمئەندامیت؟'],
  ['health', 'هل لديك إعاقة؟'],
  ['health', 'هل تعاني من أمراض مزمنة؟'],
];

/** Ordinary questions, several of them near a refused word, that must pass. */
const ordinary = [
  'Do you have a driving licence?',
  'Can you start within 30 days?',
  'How many years of Excel?',
  'Do you speak Kurdish and Arabic?',
  'Can you read and write Turkmen?',
  'Have you worked for the United Nations?',
  'Do you have a health and safety certificate?',
  'Are you willing to travel to Duhok?',
  'Do you have experience working with children?',
  'Have you managed a single project budget over $100,000?',
  'Are you legally allowed to work in Iraq?',
  'Do you have experience with Arab clients?',
  'Are you comfortable lifting 20 kg?',
  'What is your expected monthly salary in IQD?',
  'ئایا مۆڵەتی شۆفێریت هەیە؟',
  'دەتوانیت لە ماوەی 30 ڕۆژدا دەست بە کار بکەیت؟',
  'چەند ساڵ ئەزموونی ئێکسڵت هەیە؟',
  'ئایا بە کوردی و عەرەبی قسە دەکەیت؟',
  'ئایا زمانی تورکمانی دەزانیت؟',
  'ئایا لەگەڵ نەتەوە یەکگرتووەکان کارت کردووە؟',
  'ئایا کارت کرد لە کەرتی تەندروستی؟',
  'ئایا کڕیارانی عەرەب دەناسیت؟',
  'ئایا ئەزموونت لە نەخۆشخانە هەیە؟',
  'هل لديك رخصة قيادة؟',
  'هل يمكنك البدء خلال 30 يوماً؟',
  'كم سنة من الخبرة لديك في إكسل؟',
  'ما عدد سني خبرتك في المحاسبة؟',
  'هل تتحدث الكردية والعربية بطلاقة؟',
  'هل انت حامل لشهادة البكالوريوس في المحاسبة؟',
  'هل يمكنك حمل أوزان ثقيلة؟',
  'هل لديك خبرة في التعامل مع المرضى؟',
  'هل يمكنك العمل يوم الاثنين؟',
  'يرجى ذكر آخر مشروع عملت عليه',
  'ما هو الراتب المتوقع بالدينار؟',
  'هل عملت مع الأمم المتحدة؟',
  'هل لديك شهادة في الصحة والسلامة المهنية؟',
];

describe('refused topics', () => {
  it.each(refused)('refuses %s: %s', (topic, text) => {
    expect(refusedTopic(text)?.topic).toBe(topic);
  });

  it.each(ordinary)('lets through: %s', (text) => {
    expect(refusedTopic(text)).toBeNull();
  });

  it('covers every topic in each language', () => {
    // Sorani writes ی and ک (and letters Arabic lacks); Arabic writes ي and ك.
    const script = (text: string) => (/[a-z]/i.test(text) ? 'en' : /[\u06CC\u06A9\u06D5\u06CE\u06C6\u0695\u06B5\u06AF]/.test(text) ? 'ckb' : 'ar');
    for (const topic of refusedTopics) {
      const languages = new Set(refused.filter(([hit]) => hit === topic).map(([, text]) => script(text)));
      expect([...languages].sort(), topic).toEqual(['ar', 'ckb', 'en']);
    }
  });

  it('reads Sorani typed on an Arabic keyboard and Arabic with harakat', () => {
    expect(refusedTopic('رهگهزت چيیه؟')?.topic).toBe('gender');
    expect(refusedTopic('مَا هِيَ جِنْسِيَّتُكَ؟')?.topic).toBe('nationality');
    expect(refusedTopic('AGE?')?.topic).toBe('age');
  });

  it('finds the topic in the choices, and names the longer word first', () => {
    expect(refusedQuestion({ text: 'Which applies to you?', choices: ['Male', 'Female'] })).toMatchObject({ topic: 'gender', field: 'choices' });
    expect(refusedQuestion({ text: 'کامیان؟', choices: ['نێر', 'مێ'] })).toMatchObject({ topic: 'gender', field: 'choices' });
    expect(refusedQuestion({ text: 'أي منها؟', choices: ['كردي', 'عربي', 'تركماني'] })).toMatchObject({ topic: 'ethnicity', field: 'choices' });
    expect(refusedQuestion({ text: 'Which group?', choices: ['Kurd', 'Arab', 'Turkmen'] })).toMatchObject({ topic: 'ethnicity', field: 'choices' });
    expect(refusedQuestion({ text: 'Which shift?', choices: ['Day', 'Night'] })).toBeNull();
    expect(refusedQuestion({ text: 'ڕەگەزنامە؟' })).toMatchObject({ topic: 'nationality', field: 'text' });
    const questions: ScreeningQuestion[] = screeningQuestionsSchema.parse([
      { kind: 'yes_no', text: 'Do you have a driving licence?' },
      { kind: 'choice', text: 'Your status?', choices: ['Single', 'Married'] },
    ]);
    expect(firstRefusedQuestion(questions)).toMatchObject({ index: 1, topic: 'marital_status', field: 'choices' });
  });
});

describe('screening question schema', () => {
  it('takes at most 5 questions', () => {
    const question = { kind: 'yes_no', text: 'Do you have a driving licence?' };
    expect(screeningQuestionsSchema.safeParse(Array(5).fill(question)).success).toBe(true);
    expect(screeningQuestionsSchema.safeParse(Array(6).fill(question)).success).toBe(false);
  });

  it('needs the answer a knock-out requires, and a key of the same kind', () => {
    expect(screeningQuestionSchema.safeParse({ kind: 'yes_no', text: 'Licence?', knockout: true }).success).toBe(false);
    expect(screeningQuestionSchema.safeParse({ kind: 'yes_no', text: 'Licence?', knockout: true, required_answer: true, key: 'driving_licence' }).success).toBe(
      true,
    );
    expect(screeningQuestionSchema.safeParse({ kind: 'number', text: 'Days?', knockout: true }).success).toBe(false);
    expect(screeningQuestionSchema.safeParse({ kind: 'number', text: 'Days?', key: 'driving_licence' }).success).toBe(false);
    expect(screeningQuestionSchema.safeParse({ kind: 'number', text: 'Days?', min: 10, max: 5 }).success).toBe(false);
    expect(screeningQuestionSchema.safeParse({ kind: 'choice', text: 'Shift?', choices: ['Day'] }).success).toBe(false);
    expect(screeningQuestionSchema.safeParse({ kind: 'choice', text: 'Shift?', choices: ['Day', 'day'] }).success).toBe(false);
    expect(screeningQuestionSchema.safeParse({ kind: 'choice', text: 'Shift?', choices: ['Day', 'Night'], accepted: [2] }).success).toBe(false);
    expect(screeningQuestionSchema.safeParse({ kind: 'choice', text: 'Shift?', choices: ['Day', 'Night'], knockout: true, accepted: [1] }).success).toBe(true);
    expect(screeningQuestionSchema.safeParse({ kind: 'yes_no', text: '   ' }).success).toBe(false);
  });

  it('refuses two answers to one question', () => {
    expect(
      screeningAnswersSchema.safeParse([
        { question_id: 1, value: true },
        { question_id: 1, value: false },
      ]).success,
    ).toBe(false);
  });
});

const stored = (id: number, question: unknown): StoredQuestion => ({ ...screeningQuestionSchema.parse(question), id });

const licence = stored(1, { kind: 'yes_no', text: 'Do you have a driving licence?', key: 'driving_licence', knockout: true, required_answer: true });
const startDays = stored(2, { kind: 'number', text: 'In how many days can you start?', key: 'start_within_days', knockout: true, max: 30 });
const excelYears = stored(3, { kind: 'number', text: 'How many years of Excel?', min: 2 });
const shift = stored(4, { kind: 'choice', text: 'Which shift?', choices: ['Day', 'Night', 'Either'], knockout: true, accepted: [1, 2] });
const remarks = stored(5, { kind: 'yes_no', text: 'Have you used our app?' });
const questions = [licence, startDays, excelYears, shift, remarks];

describe('knock-outs', () => {
  it('a candidate who answers as required is a fit', () => {
    const outcome = screenAnswers(questions, [
      { question_id: 1, value: true },
      { question_id: 2, value: 30 },
      { question_id: 3, value: 1 },
      { question_id: 4, value: 2 },
      { question_id: 5, value: false },
    ]);
    expect(outcome.not_a_fit).toBe(false);
    expect(outcome.verdicts.map((item) => item.verdict)).toEqual(['passes', 'passes', 'fails', 'passes', 'not_asked']);
  });

  it('a failed knock-out makes "not a fit" and names the question; a failed preference does not', () => {
    const outcome = screenAnswers(questions, [
      { question_id: 1, value: false },
      { question_id: 2, value: 45 },
      { question_id: 3, value: 0 },
      { question_id: 4, value: 0 },
      { question_id: 5, value: true },
    ]);
    expect(outcome).toMatchObject({ not_a_fit: true, failed_knockouts: [1, 2, 4] });
  });

  it('an unanswered knock-out (a question added later) is not a failure', () => {
    const outcome = screenAnswers(questions, []);
    expect(outcome.not_a_fit).toBe(false);
    expect(outcome.verdicts.every((item) => item.verdict === 'unanswered')).toBe(true);
  });

  it('judges numbers within both bounds', () => {
    const range = stored(6, { kind: 'number', text: 'Salary expectation?', key: 'salary_expectation', knockout: true, min: 500, max: 1500 });
    expect([499, 500, 1500, 1501].map((value) => answerVerdict(range, value))).toEqual(['fails', 'passes', 'passes', 'fails']);
  });

  it('an answer must fit its question, and every question needs one', () => {
    expect(
      answerProblems(questions, [
        { question_id: 1, value: 1 },
        { question_id: 2, value: true },
        { question_id: 4, value: 3 },
        { question_id: 9, value: true },
        { question_id: 3, value: 2.5 },
      ]),
    ).toEqual([
      { question_id: 9, problem: 'unknown_question' },
      { question_id: 1, problem: 'wrong_kind' },
      { question_id: 2, problem: 'wrong_kind' },
      { question_id: 4, problem: 'no_such_choice' },
      { question_id: 5, problem: 'missing' },
    ]);
    expect(answerProblems([shift], [{ question_id: 4, value: 1.5 }])).toEqual([{ question_id: 4, problem: 'wrong_kind' }]);
    expect(answerVerdict(shift, 1.5)).toBe('unanswered');
  });
});
