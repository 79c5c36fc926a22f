/** Links that look like Button's primary and secondary variants (a link where it goes somewhere, a button where it acts). */
const linkButtonBase = 'inline-flex min-h-11 items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold';
export const primaryLinkClass = `${linkButtonBase} bg-brand-700 text-white hover:bg-brand-800`;
export const secondaryLinkClass = `${linkButtonBase} border border-slate-300 bg-white text-slate-800 hover:bg-slate-100`;
