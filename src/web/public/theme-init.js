// Applies the stored theme before first paint (no flash). The server inlines this file into the page
// and allows it in the CSP by its hash (src/server/http/spa.ts).
(function () {
  try {
    var stored = localStorage.getItem('theme');
    var theme = stored === 'light' || stored === 'dark' ? stored : 'system';
    var dark =
      theme === 'dark' ||
      (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
  } catch (_error) {
    // Storage blocked: the app applies the theme once it loads.
  }
})();
