// «Судья, подойдите!»: choosing an answer moves to the next step at once (the «Дальше» button
// stays for keyboards and for pages without JavaScript).
(function () {
  "use strict";
  document.addEventListener("change", function (event) {
    var input = event.target;
    if (!input.matches || !input.matches(".director-step input[type=radio]")) {
      return;
    }
    if (input.form && typeof input.form.requestSubmit === "function") {
      input.form.requestSubmit();
    }
  });
})();
