// Quick lookup: "/" anywhere (outside a text field) jumps to the search box.
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
})();
