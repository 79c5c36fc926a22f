/**
 * The stylesheet of a module loaded on demand (the editor, the charts, the robot check), imported as text with
 * `?inline` and added when the module runs. Vite would otherwise link it through its preload helper, which then has to
 * ship in the entry chunk of every first page only for these three; with no lazy chunk naming a stylesheet, the build
 * replaces the helper with a plain call (vite.config.ts, `withoutPreloadHelper`). The CSP allows inline styles.
 */
export function addStylesheet(...sheets: string[]): void {
  const style = document.createElement('style');
  style.textContent = sheets.join('\n');
  document.head.append(style);
}
