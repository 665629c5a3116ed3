// Applies the stored theme before first paint (no flash); a file, not inline, for a strict CSP.
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
