/* global window, document */
// Runs before first paint so a dark theme never flashes light. Mirrors src/lib/theme.ts.
(function () {
  var stored = null;
  try {
    stored = localStorage.getItem('theme');
  } catch {
    // Storage can be blocked; fall back to the system preference.
  }
  var dark =
    stored === 'dark' ||
    (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
