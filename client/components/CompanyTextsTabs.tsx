import { Fragment, type KeyboardEvent, type ReactNode, useState } from 'react';
import { m } from '../paraglide/messages';

export type RichTextBase = 'description' | 'mission' | 'values';
export type RichTextName = `${RichTextBase}${'' | '_ckb' | '_ar'}`;

const tabs = [
  { id: 'description', label: () => m.company_tab_description() },
  { id: 'linkedin', label: () => m.company_tab_linkedin() },
  { id: 'mission', label: () => m.company_tab_mission() },
  { id: 'values', label: () => m.company_tab_values() },
] as const;
type TabId = (typeof tabs)[number]['id'];

const editorLanguages = [
  { suffix: '', dir: 'ltr', label: () => m.language_english() },
  { suffix: '_ckb', dir: 'rtl', label: () => m.language_kurdish() },
  { suffix: '_ar', dir: 'rtl', label: () => m.language_arabic() },
] as const;

export interface CompanyTextsTabsProps {
  /** Keeps the tab ids of two panels on one page apart. */
  idPrefix: string;
  /** The tab list's accessible name. */
  label: string;
  /** One rich text editor: its field, its label ("Company Mission — Kurdish") and its writing direction. */
  renderEditor: (name: RichTextName, label: string, dir: 'ltr' | 'rtl') => ReactNode;
  renderLinkedin: () => ReactNode;
}

/**
 * The optional panel (docs/product.md#the-profile): four tabs (Company Description, LinkedIn Connection, Company
 * Mission, Company Values), each text in English, Sorani and Arabic. Used by company registration and the company
 * profile page, each with its own form state (hence the render props).
 */
export function CompanyTextsTabs({ idPrefix, label, renderEditor, renderLinkedin }: CompanyTextsTabsProps) {
  const [tab, setTab] = useState<TabId>('description');
  const tabId = (id: TabId) => `${idPrefix}-tab-${id}`;
  const panelId = (id: TabId) => `${idPrefix}-panel-${id}`;

  // The tabs pattern: arrows move between tabs (in reading order, so mirrored in RTL), Home and End to the ends.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((entry) => entry.id === tab);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    const next =
      event.key === forward
        ? (index + 1) % tabs.length
        : event.key === backward
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1;
    const target = tabs[next];
    if (!target) return;
    event.preventDefault();
    setTab(target.id);
    document.getElementById(tabId(target.id))?.focus();
  };

  const base = tab === 'linkedin' ? null : tab;
  return (
    <>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex flex-wrap gap-1 border-b border-slate-200">
        {tabs.map((entry) => (
          <button
            key={entry.id}
            type="button"
            role="tab"
            id={tabId(entry.id)}
            aria-selected={tab === entry.id}
            aria-controls={panelId(entry.id)}
            tabIndex={tab === entry.id ? 0 : -1}
            onClick={() => setTab(entry.id)}
            className={`min-h-10 border-b-2 px-3 text-sm font-semibold ${tab === entry.id ? 'border-brand-700 text-brand-700' : 'border-transparent text-slate-600'}`}
          >
            {entry.label()}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} className="flex flex-col gap-4">
        {base === null
          ? renderLinkedin()
          : editorLanguages.map((language) => (
              <Fragment key={language.suffix}>
                {renderEditor(`${base}${language.suffix}`, `${tabs.find((entry) => entry.id === base)?.label() ?? ''} — ${language.label()}`, language.dir)}
              </Fragment>
            ))}
      </div>
    </>
  );
}
