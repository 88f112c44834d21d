// Quiz pages. No inline scripts anywhere (the CSP forbids them); everything works without this
// file: it makes htmx show our Russian error fragments, runs the exam countdown, steps through
// the play on the table diagram and lets a card of the diagram answer a card question.
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

  // ---- The table at the moment of the question ------------------------------------------------
  // Stepper: walks the play trick by trick (step 0: the deal before the opening lead; step n:
  // trick n on the table, the cards of tricks 1…n greyed in the hands). The page is drawn at
  // the last step, the moment of the question; without JavaScript the list of tricks tells it.
  function setupStepper(stepper) {
    var scope = stepper.closest(".quiz__body") || document;
    var total = parseInt(stepper.getAttribute("data-steps"), 10) || 0;
    var cards = scope.querySelectorAll(".table-diagram .hand__card[data-trick]");
    var slots = scope.querySelectorAll(".compass [data-seat]");
    var played = scope.querySelectorAll(".tricks .played[data-trick]");
    var rows = scope.querySelectorAll(".tricks tr[data-trick]");
    var status = stepper.querySelector(".stepper__status");
    var step = total;

    function show(next) {
      step = Math.max(0, Math.min(total, next));
      cards.forEach(function (card) {
        card.classList.toggle("is-played", parseInt(card.getAttribute("data-trick"), 10) <= step);
      });
      slots.forEach(function (slot) {
        var seat = slot.getAttribute("data-seat");
        var found = null;
        played.forEach(function (item) {
          if (item.getAttribute("data-seat") === seat && parseInt(item.getAttribute("data-trick"), 10) === step) {
            found = item.querySelector(".played__card");
          }
        });
        slot.textContent = "";
        if (found) {
          var chip = document.createElement("span");
          chip.className = "compass__card";
          found.childNodes.forEach(function (node) { chip.appendChild(node.cloneNode(true)); });
          slot.appendChild(chip);
        } else {
          slot.textContent = slot.getAttribute("data-letter");
        }
      });
      rows.forEach(function (row) {
        row.classList.toggle("is-current", parseInt(row.getAttribute("data-trick"), 10) === step);
      });
      if (step === 0) {
        status.textContent = "Сдача до первого хода";
      } else {
        status.textContent = "Взятка " + step + " из " + total + (step === total ? " — момент вопроса" : "");
      }
      stepper.querySelectorAll("[data-go]").forEach(function (button) {
        var go = button.getAttribute("data-go");
        button.disabled = (go === "first" || go === "prev") ? step === 0 : step === total;
      });
    }

    stepper.addEventListener("click", function (event) {
      var button = event.target.closest("[data-go]");
      if (!button) {
        return;
      }
      var go = button.getAttribute("data-go");
      show(go === "first" ? 0 : go === "prev" ? step - 1 : go === "next" ? step + 1 : total);
    });
    stepper.addEventListener("keydown", function (event) {
      if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
        show(step + (event.key === "ArrowLeft" ? -1 : 1));
        event.preventDefault();
      }
    });
    stepper.hidden = false;
    show(total);
  }

  // Card questions: a card of the answering hand in the diagram picks the same card in the
  // form (its radio button); the radio buttons stay the way without JavaScript.
  function radioFor(code) {
    var radios = document.querySelectorAll(".answer-form input[type=radio][name=answer]");
    for (var i = 0; i < radios.length; i++) {
      if (radios[i].value === code) {
        return radios[i];
      }
    }
    return null;
  }

  function markPicked() {
    var checked = document.querySelector(".answer-form input[type=radio][name=answer]:checked");
    document.querySelectorAll(".hand[data-pick] .hand__card").forEach(function (card) {
      card.classList.toggle("is-picked", !!checked && card.getAttribute("data-card") === checked.value);
    });
  }

  function refreshPickable() {
    document.querySelectorAll(".hand[data-pick] .hand__card").forEach(function (card) {
      var open = !card.hasAttribute("data-trick") && !!radioFor(card.getAttribute("data-card"));
      card.classList.toggle("is-pickable", open);
      if (open) {
        card.setAttribute("role", "button");
        card.setAttribute("tabindex", "0");
        card.setAttribute("aria-label", "Выбрать " + card.closest("li").querySelector(".suit").getAttribute("aria-label") + ": " + card.firstChild.textContent);
      } else {
        card.removeAttribute("role");
        card.removeAttribute("tabindex");
        card.removeAttribute("aria-label");
      }
    });
    markPicked();
  }

  function pick(card) {
    var radio = card && card.classList.contains("is-pickable") ? radioFor(card.getAttribute("data-card")) : null;
    if (radio) {
      radio.checked = true;
      var typed = radio.form && radio.form.querySelector("input[type=text][name=answer]");
      if (typed) {
        typed.value = "";
      }
      markPicked();
    }
  }

  document.addEventListener("click", function (event) {
    pick(event.target.closest && event.target.closest(".hand[data-pick] .hand__card"));
  });
  document.addEventListener("keydown", function (event) {
    if ((event.key === "Enter" || event.key === " ") && event.target.closest && event.target.closest(".hand__card.is-pickable")) {
      pick(event.target.closest(".hand__card"));
      event.preventDefault();
    }
  });
  document.addEventListener("change", function (event) {
    if (event.target.matches && event.target.matches(".answer-form input[name=answer]")) {
      // A card picked clears the card typed, and a card typed clears the card picked.
      var form = event.target.form;
      if (event.target.type === "radio") {
        var typed = form && form.querySelector("input[type=text][name=answer]");
        if (typed) {
          typed.value = "";
        }
      }
      markPicked();
    }
  });
  document.addEventListener("input", function (event) {
    if (event.target.matches && event.target.matches(".answer-form input[type=text][name=answer]") && event.target.value) {
      event.target.form.querySelectorAll("input[type=radio][name=answer]").forEach(function (radio) {
        radio.checked = false;
      });
      markPicked();
    }
  });
  document.addEventListener("htmx:afterSettle", refreshPickable);
  document.addEventListener("DOMContentLoaded", function () {
    document.querySelectorAll(".stepper[data-steps]").forEach(setupStepper);
    refreshPickable();
  });
})();
