// Units call the mail and message builders directly, with no request to load their language first.
import { allLocales, loadCatalogues } from '../../worker/http/i18n';

await loadCatalogues(allLocales);
