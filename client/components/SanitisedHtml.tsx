/**
 * HTML the server has already sanitised (job descriptions, a company's about, mission and values), set as a public
 * page's prose. RichText (./RichText.tsx) is the CV's smaller type.
 */
export function SanitisedHtml({ html, lang, dir }: { html: string; lang?: string; dir?: 'ltr' | 'rtl' }) {
  return (
    <div
      lang={lang}
      dir={dir}
      className="text-sm leading-relaxed text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_ol]:list-decimal [&_ol]:ps-5 [&_p]:mb-2 [&_ul]:list-disc [&_ul]:ps-5"
      data-testid="sanitised-html"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
