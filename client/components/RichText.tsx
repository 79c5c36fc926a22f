/** Server-sanitised rich text (the worker stores descriptions through richTextForStorage). */
export function RichText({ html, className = '' }: { html: string | null | undefined; className?: string }) {
  if (!html) return null;
  return (
    <div
      className={`cv-rich-text text-sm text-slate-700 [&_a]:text-brand-700 [&_a]:underline [&_ol]:list-decimal [&_ol]:ps-5 [&_ul]:list-disc [&_ul]:ps-5 ${className}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
