import type { RefusedTopic } from './match.schemas';

/**
 * The words that make a screening question one Kar refuses to carry (docs/product.md#matching-and-screening): asking a
 * candidate about these topics is discrimination in hiring, and a knock-out on them would automate it. Written as
 * people write them, and matched on the search's fold (screening.ts), so the Arabic keyboard's ي/ك/ه, harakat and
 * the article "ال" need no spelling of their own here.
 *
 * Entry syntax: words separated by spaces, matched as whole words in order; `word*` also matches longer words
 * starting with it (Sorani and Arabic add suffixes: ڕەگەزت "your gender", جنسيتك "your nationality"); a final `$`
 * means the phrase must end the question (Arabic حامل is "pregnant" at the end of "هل أنتِ حامل؟" but "holder" in
 * "هل أنت حامل لشهادة…").
 *
 * Precision over recall where a word has an innocent use a company needs: English "health" alone (health and safety
 * certificates), "children" (nursery jobs), "single" ("a single project"), "kurdish"/"arabic" (languages), Arabic
 * المرضى "patients", حمل "lifting" (and "pregnancy" once folded), ذكر "mention" (and "male"), الاثنين "Monday"
 * (a prefix of إثني "ethnic") and سني "years of" are left out or asked only in phrases; "the United Nations"
 * (الأمم المتحدة, نەتەوە یەکگرتووەکان) is cleared before matching. A list never catches every wording: it stops the
 * plain questions, and the company is told why. Adding a word: add a refused example and an ordinary one to
 * tests/unit/screening.test.ts.
 */
export const refusedWords: Record<RefusedTopic, { en: readonly string[]; ckb: readonly string[]; ar: readonly string[] }> = {
  gender: {
    en: ['gender*', 'sex', 'sexes', 'male', 'female', 'man or woman', 'woman or man', 'sexual orientation'],
    ckb: ['ڕەگەز*', 'نێر', 'مێ', 'نێر یان مێ', 'پیاو یان ئافرەت', 'ژن یان پیاو', 'پیاویت یان ئافرەت'],
    ar: ['جنس', 'جنسك', 'نوع الجنس', 'أنثى', 'ذكر أم أنثى', 'ذكر او أنثى', 'رجل أم امرأة', 'رجل او امرأة'],
  },
  age: {
    en: ['age', 'aged', 'how old', 'years old', 'date of birth', 'birth date', 'birthdate', 'birthday', 'birth year', 'year of birth', 'born', 'dob'],
    ckb: ['تەمەن*', 'لەدایکبوو*', 'لە دایک بوو*', 'ساڵی لەدایک*', 'چەند ساڵتە', 'بەرواری لەدایک*'],
    ar: [
      'عمر',
      'عمرك',
      'عمره',
      'عمرها',
      'كم عمر*',
      'سن',
      'سنك',
      'تاريخ الميلاد',
      'تاريخ ميلاد*',
      'سنة الميلاد',
      'سنة ميلاد*',
      'ميلادك',
      'مواليد*',
      'تولد',
      'تولدك',
    ],
  },
  religion: {
    en: ['religion*', 'religious', 'muslim*', 'christian*', 'yazidi*', 'yezidi*', 'jewish', 'jew', 'jews', 'kakai*', 'zoroastrian*', 'atheist*', 'do you pray'],
    ckb: ['ئایین*', 'دین', 'دینت', 'موسڵمان*', 'مەسیحی*', 'ئێزدی*', 'ئیزیدی*', 'یەزیدی*', 'کاکەیی*', 'جولەکە*', 'زەردەشتی*', 'نوێژ*', 'بێدین*'],
    ar: ['دين', 'دينك', 'ديان*', 'مسلم', 'مسلمة', 'مسيحي*', 'يزيدي*', 'ايزيدي*', 'كاكائي*', 'يهودي*', 'صابئ*', 'مندائي*', 'ملحد*', 'هل تصلي'],
  },
  sect: {
    en: ['sect', 'sects', 'sectarian', 'sunni*', 'shia', 'shiite*', 'denomination*'],
    ckb: ['مەزهەب*', 'سوننە*', 'سوننی*', 'شیعە*', 'تائیف*'],
    ar: ['مذهب*', 'طائف*', 'هل انت سني', 'سني أم شيعي', 'سني او شيعي', 'سنية', 'شيعي*', 'شيعة'],
  },
  ethnicity: {
    en: ['ethnic*', 'race', 'races', 'racial', 'tribe*', 'tribal', 'clan'],
    ckb: ['نەتەوە', 'نەتەوەت', 'نەتەوەکەت', 'نەتەوەیت', 'ڕەچەڵەک*', 'ڕەگەزپەرست*', 'هۆز*', 'عەشیرەت*'],
    ar: ['قومية', 'قوميتك', 'عرق', 'عرقك', 'عرقية', 'عرقيتك', 'اثنية', 'إثنية', 'اثنيتك', 'عشيرة*', 'عشيرت*', 'عشائر*', 'قبيلة*', 'قبيلت*', 'اصلك'],
  },
  marital_status: {
    en: [
      'marital',
      'married',
      'unmarried',
      'marriage',
      'spouse*',
      'husband*',
      'wife',
      'wives',
      'divorce*',
      'widow*',
      'fiance*',
      'are you single',
      'have children',
      'any children',
      'how many children',
      'do you have kids',
    ],
    ckb: ['هاوسەر*', 'خێزاندار*', 'باری خێزانی', 'زگورت*', 'سەڵت', 'سەڵتیت', 'تەڵاق*', 'ژنت هێنا*', 'شووت کرد*', 'منداڵت هەیە', 'چەند منداڵت'],
    ar: [
      'متزوج*',
      'الحالة الاجتماعية',
      'حالتك الاجتماعية',
      'زواج',
      'زوج*',
      'أعزب',
      'عزباء',
      'عازب*',
      'مطلق',
      'مطلقة',
      'أرمل*',
      'هل لديك أطفال',
      'هل لديك أولاد',
      'عدد الأطفال',
      'عدد أطفالك',
      'عدد أولادك',
    ],
  },
  nationality: {
    en: ['nationality', 'nationalities', 'citizenship', 'citizen', 'where are you from', 'country of origin', 'national origin'],
    ckb: ['ڕەگەزنامە*', 'هاووڵاتیبوون*', 'هاووڵاتیت', 'خەڵکی کوێیت', 'خەڵکی کوێی'],
    ar: ['جنسي*', 'مواطنة', 'من أين أنت', 'بلد المنشأ', 'بلدك الأصلي'],
  },
  pregnancy: {
    en: ['pregnant', 'pregnancy', 'expecting a baby', 'plan to have children', 'planning to have children', 'maternity leave'],
    ckb: ['دووگیان*', 'سکپڕ*', 'مۆڵەتی دایکایەتی'],
    ar: ['حبلى', 'حامل$', 'إجازة أمومة', 'اجازة الامومة'],
  },
  health: {
    en: [
      'disability',
      'disabilities',
      'disabled',
      'handicap*',
      'medical condition*',
      'health condition*',
      'health problem*',
      'health issue*',
      'your health',
      'health status',
      'medical history',
      'chronic illness*',
      'chronic disease*',
      'any illness*',
      'hiv',
    ],
    ckb: [
      'کەمئەندام*',
      'کەم ئەندام*',
      'پێداویستی تایبەت',
      'باری تەندروستی',
      'تەندروستیت',
      'کێشەی تەندروستی',
      'نەخۆشیت',
      'نەخۆشییەکت',
      'هیچ نەخۆشی*',
      'نەخۆشی درێژخایەن*',
    ],
    ar: [
      'إعاق*',
      'معاق*',
      'مرضك',
      'هل لديك مرض',
      'أي مرض',
      'أمراض مزمنة',
      'مرض مزمن',
      'حالتك الصحية',
      'الحالة الصحية',
      'وضعك الصحي',
      'مشاكل صحية',
      'ذوي الاحتياجات الخاصة',
    ],
  },
};

/**
 * Names of peoples: refused as ethnicity, except in a question about language ("Do you speak Kurdish?", "بە کوردی
 * قسە دەکەیت؟", "هل تتحدث الكردية؟"), where the same words name the language. They are asked of a person ("are you
 * …", Sorani's "-یت" "you are") or end the text, as a choice "Kurd" does; "Arab clients" and "کڕیارانی عەرەب…"
 * name customers, not the candidate. Adjectives that are mostly the language (Kurdish, کوردی, عەرەبی) stay out.
 */
export const peopleNames: { en: readonly string[]; ckb: readonly string[]; ar: readonly string[] } = {
  en: [
    'kurd$',
    'kurds$',
    'arab$',
    'arabs$',
    'turkmen$',
    'turkoman$',
    'kurd or arab',
    'arab or kurd',
    'are you kurdish',
    'are you arab',
    'are you an arab',
    'are you turkmen',
    'are you assyrian',
    'are you chaldean',
    'are you armenian',
    'are you persian',
    'are you turkish',
  ],
  ckb: ['کورد$', 'کوردیت', 'عەرەب$', 'عەرەبیت', 'تورکمان$', 'تورکمانیت', 'ئاشووریت', 'کلدانیت', 'ئەرمەنیت', 'شەبەکیت'],
  ar: ['انت كردي', 'أنت عربي', 'أنت تركماني', 'أنت آشوري', 'أنت كلداني', 'أنت أرمني', 'أنت شبكي', 'كردي أم عربي', 'عربي أم كردي', 'كردي$', 'عربي$', 'تركماني$'],
};

/** Words that make a question one about language; with them, names of peoples are names of languages. */
export const languageContextWords: { en: readonly string[]; ckb: readonly string[]; ar: readonly string[] } = {
  en: ['speak*', 'spoken', 'language*', 'fluent*', 'fluency', 'read', 'write', 'writing', 'translat*', 'dialect*', 'interpret*'],
  ckb: ['زمان*', 'قسە*', 'ئاخاوتن*', 'دەدوێ*', 'شێوەزار*', 'وەرگێڕ*', 'بنووس*', 'بخوێنیت*'],
  ar: ['لغة', 'لغات', 'اللغة*', 'تتحدث*', 'تتكلم*', 'التحدث', 'تحدث*', 'تكلم*', 'لهجة*', 'ترجم*', 'تجيد*', 'تقرأ', 'تكتب'],
};

/** Phrases cleared before matching because they contain a refused word with another meaning. */
export const clearedPhrases: readonly string[] = ['united nations', 'نەتەوە یەکگرتووەکان', 'نەتەوەیەکگرتووەکان', 'الأمم المتحدة'];
