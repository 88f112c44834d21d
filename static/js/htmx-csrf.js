// htmx requests that change state carry Django's CSRF token in the X-CSRFToken header.
// The token is read from the csrftoken cookie rather than rendered into every page, so law pages
// stay identical for every reader and can be cached (bridgesite/caching.py).
(function () {
  "use strict";
  function csrfToken() {
    var match = document.cookie.match(/(?:^|;\s*)csrftoken=([^;]+)/);
    if (match) {
      return decodeURIComponent(match[1]);
    }
    // No cookie yet: a form on this page rendered {% csrf_token %}.
    var field = document.querySelector("input[name=csrfmiddlewaretoken]");
    return field ? field.value : null;
  }
  document.addEventListener("htmx:configRequest", function (event) {
    var verb = (event.detail.verb || "get").toLowerCase();
    if (verb === "get" || verb === "head") {
      return;
    }
    var token = csrfToken();
    if (token) {
      event.detail.headers["X-CSRFToken"] = token;
    }
  });
})();
