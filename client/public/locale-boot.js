// Runs before first paint (no bundler, no module): must agree with client/lib/i18n.ts and paraglide's
// localStorage strategy, which stores the choice under PARAGLIDE_LOCALE.
(function () {
  var supported = { en: 'ltr', ckb: 'rtl', ar: 'rtl' };
  function fromTag(tag) {
    var primary = String(tag || '').toLowerCase().split('-')[0];
    if (primary === 'ku') return 'ckb';
    return supported[primary] ? primary : null;
  }
  var locale = null;
  try {
    locale = fromTag(localStorage.getItem('PARAGLIDE_LOCALE'));
  } catch (e) {}
  var preferred = navigator.languages || [navigator.language];
  for (var i = 0; !locale && i < preferred.length; i++) locale = fromTag(preferred[i]);
  locale = locale || 'en';
  document.documentElement.lang = locale;
  document.documentElement.dir = supported[locale];
  // Installing Kar (issue 27) names it in the language chosen here, not only the browser's.
  var manifest = document.querySelector('link[rel="manifest"]');
  if (manifest) manifest.setAttribute('href', '/manifest.webmanifest?lang=' + locale);
})();
