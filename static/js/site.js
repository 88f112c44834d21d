// Site-wide behaviour. No inline scripts anywhere (the CSP forbids them).
(function () {
  "use strict";
  // Offline reading at the table: the service worker (served at /sw.js, scope "/") keeps the
  // law pages, the contents, the index and the glossary once they have been opened.
  if ("serviceWorker" in navigator && window.isSecureContext) {
    window.addEventListener("load", function () {
      navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(function () {});
    });
  }
})();
