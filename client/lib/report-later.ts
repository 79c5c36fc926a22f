/**
 * Sends an error to the log. The reporter loads when first needed, not with every first page: a report needs the
 * network either way, and the console has the error at once.
 */
export function reportLater(error: unknown, where: string): void {
  console.error(`[${where}]`, error);
  void import('./report-error').then(({ reportClientError }) => reportClientError(error, where)).catch(() => undefined);
}
