/*
 * The offline page's Try again button, and a reload on its own once the connection comes back. A file of its
 * own because the Content-Security-Policy allows no inline scripts.
 */
/* global window, document */
(function () {
  function reload() {
    window.location.reload();
  }
  document.getElementById('try-again').addEventListener('click', reload);
  window.addEventListener('online', reload);
})();
