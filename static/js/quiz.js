// Quiz pages. No inline scripts anywhere (the CSP forbids them); everything works without this
// file, it only makes htmx show our Russian error fragments and runs the exam countdown.
(function () {
  "use strict";

  // A refused answer (400/404) comes back as a Russian message fragment: show it in place of
  // the form instead of silently dropping it, as htmx does with error responses by default.
  document.addEventListener("htmx:beforeSwap", function (event) {
    var status = event.detail.xhr.status;
    var target = event.detail.target;
    if ((status === 400 || status === 404) && target && target.closest(".answer-form, #practice-results")) {
      event.detail.shouldSwap = true;
      event.detail.isError = false;
    }
  });

  // Move focus to the feedback so screen readers and keyboards land on it.
  document.addEventListener("htmx:afterSwap", function (event) {
    var feedback = event.detail.target && event.detail.target.classList &&
      event.detail.target.classList.contains("feedback") ? event.detail.target : document.querySelector(".feedback");
    if (feedback && event.detail.requestConfig && event.detail.requestConfig.verb === "post") {
      feedback.focus();
    }
  });

  // Exam countdown: <span class="exam-timer" data-deadline="ISO-8601">; the server enforces the
  // limit, this only shows the time left.
  function startTimer(node) {
    var deadline = Date.parse(node.getAttribute("data-deadline"));
    if (isNaN(deadline)) {
      return;
    }
    function tick() {
      var left = Math.max(0, Math.floor((deadline - Date.now()) / 1000));
      var minutes = Math.floor(left / 60);
      var seconds = left % 60;
      node.textContent = "Осталось " + minutes + ":" + (seconds < 10 ? "0" : "") + seconds;
      if (left > 0) {
        window.setTimeout(tick, 1000);
      } else {
        node.textContent = "Время вышло";
      }
    }
    tick();
  }
  document.addEventListener("DOMContentLoaded", function () {
    document.querySelectorAll(".exam-timer[data-deadline]").forEach(startTimer);
  });
})();
