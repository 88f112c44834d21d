// Service worker: the law pages, the contents, the index and the glossary keep working
// offline once visited. Pages: network first, the cached copy when the network fails.
// Static files: the cached copy at once, refreshed in the background.
"use strict";

var CACHE = "bridge-laws-v2";
var OFFLINE_URL = "/offline/";
var PRECACHE = [OFFLINE_URL, "/laws/", "/index/", "/glossary/", "/help/"];
var NETWORK_TIMEOUT_MS = 4000;
// Pages worth keeping for reading at the table; search results and forms are not.
var READING = /^\/(?:$|laws\/|index\/$|glossary\/$|offline\/$)/;

var OFFLINE_PAGE =
  '<!doctype html><html lang="ru"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  "<title>Нет соединения · Правила бриджа 1987</title></head>" +
  '<body><main><h1>Нет соединения с сетью</h1>' +
  "<p>Эта страница ещё не открывалась на этом устройстве, поэтому её нет в сохранённых. " +
  "Без сети доступны правила, оглавление, предметный указатель и определения, " +
  "которые вы уже открывали.</p>" +
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
  // htmx fragments share URLs with whole pages only on the search page; never mix them up.
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
