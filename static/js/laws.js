// Law pages: the preview popover (htmx fills it), tap-to-preview on touch screens, and the
// «Скопировать ссылку» buttons. Without this file every link still simply works.
(function () {
  "use strict";

  var popover = document.getElementById("law-popover");
  var owner = null; // the link or term the popover currently belongs to
  var hideTimer = null;
  var coarse = window.matchMedia && window.matchMedia("(pointer: coarse)").matches;

  function isTrigger(el) {
    return el && el.closest && el.closest("a.xref, dfn.term");
  }

  function place(el) {
    var rect = el.getBoundingClientRect();
    var top = window.scrollY + rect.bottom + 6;
    var left = window.scrollX + rect.left;
    popover.style.top = top + "px";
    popover.style.left = "0px";
    popover.hidden = false;
    var width = popover.offsetWidth;
    var maxLeft = window.scrollX + document.documentElement.clientWidth - width - 8;
    popover.style.left = Math.max(window.scrollX + 8, Math.min(left, maxLeft)) + "px";
  }

  function hide() {
    if (!popover) return;
    popover.hidden = true;
    popover.innerHTML = "";
    if (owner) owner.removeAttribute("aria-expanded");
    owner = null;
  }

  function hideSoon() {
    clearTimeout(hideTimer);
    hideTimer = setTimeout(hide, 250);
  }

  if (popover) {
    document.body.addEventListener("htmx:beforeRequest", function (event) {
      var el = isTrigger(event.detail.elt);
      if (!el) return;
      clearTimeout(hideTimer);
      if (owner && owner !== el) owner.removeAttribute("aria-expanded");
      owner = el;
    });
    document.body.addEventListener("htmx:afterSwap", function (event) {
      if (event.detail.target !== popover || !owner) return;
      owner.setAttribute("aria-expanded", "true");
      place(owner);
    });
    document.addEventListener("mouseout", function (event) {
      var el = isTrigger(event.target);
      if (el && el === owner) hideSoon();
    });
    popover.addEventListener("mouseenter", function () { clearTimeout(hideTimer); });
    popover.addEventListener("mouseleave", hideSoon);
    document.addEventListener("focusout", function (event) {
      if (isTrigger(event.target) && !popover.contains(event.relatedTarget)) hideSoon();
    });
    document.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && !popover.hidden) {
        var back = owner;
        hide();
        if (back) back.focus();
      }
    });
    var ownerBeforeTap = null;
    document.addEventListener("pointerdown", function () {
      ownerBeforeTap = popover.hidden ? null : owner;
    }, true);
    document.addEventListener("click", function (event) {
      var el = isTrigger(event.target);
      if (!el && !popover.contains(event.target)) { hide(); return; }
      // On a touch screen the first tap on a reference shows its preview; the second follows it.
      if (el && coarse && el.matches("a.xref") && ownerBeforeTap !== el) {
        event.preventDefault();
        if (owner !== el) window.htmx.trigger(el, "focus");
      }
    });
  }

  function copyText(text) {
    if (navigator.clipboard && window.isSecureContext) return navigator.clipboard.writeText(text);
    var area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.className = "visually-hidden";
    document.body.appendChild(area);
    area.select();
    var ok = document.execCommand("copy");
    document.body.removeChild(area);
    return ok ? Promise.resolve() : Promise.reject(new Error("copy failed"));
  }

  document.querySelectorAll("button.copy-cite").forEach(function (button) {
    button.hidden = false;
    button.addEventListener("click", function () {
      var url = new URL(button.dataset.permalink, window.location.href).href;
      copyText(button.dataset.citation + " — " + url).then(function () {
        button.textContent = "Скопировано: " + button.dataset.citation;
        button.setAttribute("data-done", "");
        setTimeout(function () {
          button.textContent = "Скопировать ссылку";
          button.removeAttribute("data-done");
        }, 2500);
      }, function () {
        button.textContent = "Не удалось скопировать";
      });
    });
  });
})();
