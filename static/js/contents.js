// The contents on a phone: chapters and parts fold (<details>), so the 93 laws are a short list
// of headings. The page is sent with every fold open (so it reads whole without JavaScript and
// on a wide screen); on a narrow screen they close, except the one holding the law the address
// points at (/laws/#law-50, the «Оглавление» link of a law page).
"use strict";

(function () {
  var folds = document.querySelectorAll("details.toc__fold");

  function openAt(hash) {
    var target = hash && document.getElementById(hash.slice(1));
    var fold = target && target.closest("details.toc__fold");
    if (fold) {
      fold.open = true;
      target.scrollIntoView();
    }
  }

  if (window.matchMedia("(max-width: 48rem)").matches) {
    document.body.classList.add("toc--folded");
    folds.forEach(function (fold) {
      fold.open = false;
    });
    openAt(window.location.hash);
  }
  window.addEventListener("hashchange", function () {
    openAt(window.location.hash);
  });
})();
