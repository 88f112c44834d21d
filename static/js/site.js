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

  // On a phone the sections are a strip that scrolls sideways: bring the current one into view.
  function showCurrentSection() {
    var strip = document.querySelector(".site-nav__inner");
    var current = strip && strip.querySelector("[aria-current]");
    if (!current || strip.scrollWidth <= strip.clientWidth) {
      return;
    }
    var stripBox = strip.getBoundingClientRect();
    var itemBox = current.getBoundingClientRect();
    if (itemBox.left < stripBox.left || itemBox.right > stripBox.right - 32) {
      strip.scrollLeft += itemBox.left - stripBox.left - 16;
    }
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", showCurrentSection);
  } else {
    showCurrentSection();
  }
})();
