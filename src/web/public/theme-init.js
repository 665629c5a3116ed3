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
    // Installed, the app opens on / and goes straight to /auth or /app: the pre-rendered landing
    // page must not flash first (styles.css hides it while this class is set).
    if (matchMedia('(display-mode: standalone)').matches || navigator.standalone === true)
      document.documentElement.classList.add('standalone');
  } catch (_error) {
    // Storage blocked: the app applies the theme once it loads.
  }
})();
