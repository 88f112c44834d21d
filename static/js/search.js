// Quick lookup: "/" anywhere (outside a text field) jumps to the search box; suggestions under
// a search box while typing (laws:suggest, fetched by htmx) are chosen with the keyboard.
(function () {
  "use strict";
  function typing(target) {
    if (!target || !target.tagName) {
      return false;
    }
    var tag = target.tagName.toLowerCase();
    return tag === "input" || tag === "textarea" || tag === "select" || target.isContentEditable;
  }
  document.addEventListener("keydown", function (event) {
    if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) {
      return;
    }
    // The search page's own field comes first; otherwise the box in the header.
    var box = document.querySelector("main [data-search-focus]") || document.querySelector("[data-search-focus]");
    if (box) {
      event.preventDefault();
      box.focus();
      box.select();
    }
  });

  // Suggestions: the input is a combobox (data-suggest = the id of the box it fills, which
  // htmx fills with a listbox); ArrowDown/ArrowUp move the active option, Enter follows it,
  // Escape closes. The count goes to a polite live region so screen readers hear it.
  function boxOf(input) {
    return document.getElementById(input.getAttribute("data-suggest"));
  }
  function optionsOf(box) {
    return box ? Array.prototype.slice.call(box.querySelectorAll("[role=option]")) : [];
  }
  function activate(input, box, index) {
    var options = optionsOf(box);
    options.forEach(function (option, i) {
      option.setAttribute("aria-selected", i === index ? "true" : "false");
    });
    if (index >= 0 && options[index]) {
      input.setAttribute("aria-activedescendant", options[index].id);
      options[index].scrollIntoView({ block: "nearest" });
    } else {
      input.removeAttribute("aria-activedescendant");
    }
  }
  function close(input) {
    var box = boxOf(input);
    if (box) {
      box.innerHTML = "";
    }
    input.setAttribute("aria-expanded", "false");
    input.removeAttribute("aria-activedescendant");
  }
  document.addEventListener("htmx:afterSwap", function (event) {
    var box = event.detail.target;
    if (!box || !box.id) {
      return;
    }
    var input = document.querySelector("[data-suggest='" + box.id + "']");
    if (!input) {
      return;
    }
    var list = box.querySelector("[role=listbox]");
    input.setAttribute("aria-expanded", list && document.activeElement === input ? "true" : "false");
    if (list) {
      input.setAttribute("aria-controls", list.id);
    }
    input.removeAttribute("aria-activedescendant");
    var live = document.getElementById(input.getAttribute("data-suggest-live"));
    var status = box.querySelector("[data-suggest-status]");
    if (live) {
      live.textContent = status ? status.textContent : "";
    }
    if (document.activeElement !== input) {
      close(input);
    }
  });
  document.addEventListener("keydown", function (event) {
    var input = event.target;
    if (!input || !input.hasAttribute || !input.hasAttribute("data-suggest")) {
      return;
    }
    var box = boxOf(input);
    var options = optionsOf(box);
    var current = -1;
    options.forEach(function (option, i) {
      if (option.getAttribute("aria-selected") === "true") {
        current = i;
      }
    });
    if (event.key === "ArrowDown" && options.length) {
      event.preventDefault();
      input.setAttribute("aria-expanded", "true");
      activate(input, box, (current + 1) % options.length);
    } else if (event.key === "ArrowUp" && options.length) {
      event.preventDefault();
      activate(input, box, current <= 0 ? options.length - 1 : current - 1);
    } else if (event.key === "Enter" && current >= 0) {
      var link = options[current].querySelector("a");
      if (link) {
        event.preventDefault();
        window.location.assign(link.href);
      }
    } else if (event.key === "Escape" && options.length) {
      event.preventDefault();
      close(input);
    }
  });
  // Leaving the box (a click elsewhere, Tab) closes its suggestions; a click on one follows it.
  document.addEventListener("focusout", function (event) {
    var input = event.target;
    if (!input || !input.hasAttribute || !input.hasAttribute("data-suggest")) {
      return;
    }
    var box = boxOf(input);
    if (box && event.relatedTarget && box.contains(event.relatedTarget)) {
      return;
    }
    window.setTimeout(function () {
      if (document.activeElement !== input) {
        close(input);
      }
    }, 150);
  });
})();
