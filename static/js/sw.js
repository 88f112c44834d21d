// Service worker: the law pages, the contents, the index, the glossary, the director's guide and
// the calculators keep working offline once visited. Pages: network first, the cached copy when
// the network fails. Static files: the cached copy at once, refreshed in the background.
// The guide's steps and the calculators' results are pages of their own (the answers are in the
// address), so every step and result once seen is kept, and so are the fragments htmx swaps in.
"use strict";

var CACHE = "bridge-laws-v3";
var OFFLINE_URL = "/offline/";
var TOOLS = ["score", "imps", "matchpoints", "revoke", "indemnity", "claim"];
var PRECACHE = [OFFLINE_URL, "/laws/", "/index/", "/glossary/", "/help/", "/director/", "/tools/"]
  .concat(TOOLS.map(function (name) {
    return "/tools/" + name + "/";
  }));
var NETWORK_TIMEOUT_MS = 4000;
// Pages worth keeping for reading at the table; search results and forms are not.
var READING = /^\/(?:$|laws\/|index\/$|glossary\/$|offline\/$|director\/$|tools\/)/;
// Of those, the pages whose parts htmx swaps in (a step of the guide, a calculator's result).
var SWAPPED = /^\/(?:director\/$|tools\/)/;

var OFFLINE_PAGE =
  '<!doctype html><html lang="ru"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  "<title>Нет соединения · Правила бриджа 1987</title></head>" +
  '<body><main><h1>Нет соединения с сетью</h1>' +
  "<p>Эта страница ещё не открывалась на этом устройстве, поэтому её нет в сохранённых. " +
  "Без сети доступны правила, оглавление, предметный указатель, определения, " +
  "«Судья, подойдите!» и инструменты — то, что вы уже открывали.</p>" +
  '<p><a href="/laws/">Оглавление</a> · <a href="/index/">Предметный указатель</a> · ' +
  '<a href="/glossary/">Определения</a></p></main></body></html>';

self.addEventListener("install", function (event) {
  event.waitUntil(
    caches.open(CACHE).then(function (cache) {
      // Best effort: a page that fails now is cached on the first visit instead.
      return Promise.all(
        PRECACHE.map(function (url) {
          return cache.add(url).catch(function () {});
        })
      );
    }).then(function () {
      return self.skipWaiting();
    })
  );
});

self.addEventListener("activate", function (event) {
  event.waitUntil(
    caches.keys().then(function (keys) {
      return Promise.all(
        keys.filter(function (key) {
          return key !== CACHE;
        }).map(function (key) {
          return caches.delete(key);
        })
      );
    }).then(function () {
      return self.clients.claim();
    })
  );
});

function withTimeout(promise, ms) {
  return new Promise(function (resolve, reject) {
    var timer = setTimeout(function () {
      reject(new Error("timeout"));
    }, ms);
    promise.then(function (response) {
      clearTimeout(timer);
      resolve(response);
    }, function (error) {
      clearTimeout(timer);
      reject(error);
    });
  });
}

function keep(request, response) {
  if (response && response.ok && response.type === "basic") {
    var copy = response.clone();
    caches.open(CACHE).then(function (cache) {
      cache.put(request, copy);
    });
  }
  return response;
}

// The site's own offline page (cached on install), or a bare one if even that is missing.
function offline() {
  return caches.match(OFFLINE_URL, { ignoreVary: true }).then(function (page) {
    return page || new Response(OFFLINE_PAGE, {
      status: 503,
      headers: { "Content-Type": "text/html; charset=utf-8" },
    });
  });
}

// A clause permalink (/laws/45/C4(B)/) offline: the law page it belongs to, at the clause's
// anchor (#45C4B), if that page was cached.
function lawPageOf(url) {
  var match = /^\/laws\/(\d{1,2})\/([^/]+)\/$/.exec(new URL(url).pathname);
  if (!match || match[2] === "preview") {
    return null;
  }
  var path = decodeURIComponent(match[2]).replace(/[()]/g, "").toUpperCase();
  return { page: "/laws/" + match[1] + "/", anchor: match[1] + path };
}

function networkFirst(request, navigation) {
  var fetched = fetch(request).then(function (response) {
    return keep(request, response);
  });
  return withTimeout(fetched, NETWORK_TIMEOUT_MS).catch(function () {
    return caches.match(request, { ignoreVary: true }).then(function (cached) {
      if (cached) {
        return cached;
      }
      // A slow network that is still there is better than nothing.
      return fetched.catch(function () {
        var permalink = navigation && lawPageOf(request.url);
        if (permalink) {
          return caches.match(permalink.page, { ignoreVary: true }).then(function (page) {
            return page ? Response.redirect(permalink.page + "#" + permalink.anchor, 302) : offline();
          });
        }
        return navigation ? offline() : Response.error();
      });
    });
  });
}

// The cache key of an htmx fragment: its URL with a marker the site never uses.
function fragmentKey(request) {
  var url = new URL(request.url);
  url.searchParams.append("_fragment", request.headers.get("HX-Target") || "1");
  return new Request(url.toString());
}

// What htmx swaps in for a step or a result never seen on this device: a note in place of the
// target (same id, so the page keeps working), with a way back to what is kept.
function offlineFragment(request) {
  var target = (request.headers.get("HX-Target") || "").replace(/[^\w-]/g, "");
  var start = new URL(request.url).pathname.indexOf("/director/") === 0 ? "/director/" : "/tools/";
  var html = '<div id="' + target + '" class="notice offline-note" role="alert">' +
    "<p><strong>Нет соединения с сетью.</strong> Этот шаг ещё не открывался на этом " +
    "устройстве, поэтому его нет среди сохранённых; без сети работают шаги и расчёты, " +
    'которые вы уже видели. <a href="' + start + '">К началу</a></p></div>';
  return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
}

// The whole page of a fragment, kept too: htmx put its address in the address bar, so a reload
// or a shared link offline asks for the page.
function keepWholePage(url) {
  caches.match(url, { ignoreVary: true }).then(function (cached) {
    if (!cached) {
      fetch(url, { credentials: "same-origin" }).then(function (response) {
        keep(new Request(url), response);
      }).catch(function () {});
    }
  });
}

function fragment(request) {
  var key = fragmentKey(request);
  var fetched = fetch(request).then(function (response) {
    if (response.ok) {
      keepWholePage(request.url);
    }
    return keep(key, response);
  });
  return withTimeout(fetched, NETWORK_TIMEOUT_MS).catch(function () {
    return caches.match(key, { ignoreVary: true }).then(function (cached) {
      return cached || fetched.catch(function () {
        return offlineFragment(request);
      });
    });
  });
}

function staleWhileRevalidate(request) {
  return caches.match(request, { ignoreVary: true }).then(function (cached) {
    var fetched = fetch(request).then(function (response) {
      return keep(request, response);
    });
    if (cached) {
      fetched.catch(function () {});
      return cached;
    }
    return fetched;
  });
}

self.addEventListener("fetch", function (event) {
  var request = event.request;
  if (request.method !== "GET") {
    return;
  }
  var url = new URL(request.url);
  if (url.origin !== self.location.origin) {
    return;
  }
  if (url.pathname.indexOf("/static/") === 0) {
    event.respondWith(staleWhileRevalidate(request));
    return;
  }
  // An htmx fragment shares its URL with the whole page: it is kept under a key of its own.
  if (request.headers.get("HX-Request") && SWAPPED.test(url.pathname)) {
    event.respondWith(fragment(request));
    return;
  }
  if (request.headers.get("HX-Request") && !/\/preview\/$/.test(url.pathname)) {
    return;
  }
  if (READING.test(url.pathname)) {
    event.respondWith(networkFirst(request, request.mode === "navigate"));
    return;
  }
  if (request.mode === "navigate") {
    event.respondWith(fetch(request).catch(offline));
  }
});
