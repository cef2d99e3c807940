# Shared cache in front of any number of stateless host servers (DESIGN.md "Scale").
#
# The host servers send SPEC §9 cache headers (`public, max-age=…, s-maxage=…`); Varnish keeps what they allow
# for s-maxage. A page whose address names no locale varies by `Accept-Language` and the `locale` cookie, a page
# the host renders by the A/B cookie `ab`, so
# these are normalised here to exactly what the host reads: the cache holds one copy per locale and variant, never
# another shopper's page. Nothing per request is ever kept: answers with Set-Cookie, a CSP nonce, `private`,
# `no-store` or `no-cache` are passed through uncached.
#
# Run: varnishd -F -a :80 -f /etc/varnish/shop.vcl -s malloc,256m
# Put one `backend` per host server between the markers (the integration test writes them the same way).
vcl 4.1;

import directors;

# BACKENDS BEGIN
backend host1 {
    .host = "127.0.0.1";
    .port = "3000";
    .connect_timeout = 1s;
    .first_byte_timeout = 10s;
    .probe = { .url = "/healthz"; .interval = 2s; .timeout = 1s; .window = 3; .threshold = 2; }
}
# BACKENDS END

sub vcl_init {
    new hosts = directors.round_robin();
    # DIRECTOR BEGIN
    hosts.add_backend(host1);
    # DIRECTOR END
}

sub vcl_recv {
    set req.backend_hint = hosts.backend();

    # Origin-form request targets only: the host refuses the rest, and so does its cache.
    if (req.url !~ "^/" || req.url ~ "^//" || req.url ~ "\\") {
        return (synth(400, "Bad request target"));
    }
    # Whoever is in front of us does not choose what the hosts believe about the client.
    unset req.http.X-Forwarded-Host;
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    if (req.http.Authorization) {
        return (pass);
    }
    # A navigation the page made by itself (the refresh of the hosts' redirect page, or a script: Fetch
    # Metadata same-origin without user activation) is asked of a host, never answered from the cache: the host
    # does not answer it with another redirect, so redirects that go round (an upstream's A -> B -> A) stop
    # after one hop instead of refreshing for ever out of the cache. Such navigations are rare.
    if (req.http.Sec-Fetch-Mode == "navigate" && req.http.Sec-Fetch-Site == "same-origin" && req.http.Sec-Fetch-User != "?1") {
        return (pass);
    }

    # The host reads only the `locale` cookie and, for a page it renders, the A/B cookie `ab` (its searches send
    # the shopper's variant, and the page varies by Cookie); every other cookie would split the cache for nothing.
    if (req.http.Cookie) {
        set req.http.Cookie = ";" + req.http.Cookie;
        set req.http.Cookie = regsuball(req.http.Cookie, "; +", ";");
        set req.http.Cookie = regsuball(req.http.Cookie, ";(locale|ab)=", "; \1=");
        set req.http.Cookie = regsuball(req.http.Cookie, ";[^ ][^;]*", "");
        set req.http.Cookie = regsuball(req.http.Cookie, "^[; ]+|[; ]+$", "");
        if (req.http.Cookie == "") {
            unset req.http.Cookie;
        }
    }
    # Only the first language tag decides the locale of a page without one in its address.
    if (req.http.Accept-Language) {
        set req.http.Accept-Language = regsub(req.http.Accept-Language, "^\s*([A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?).*$", "\1");
    }
    # Cookies are normalised above, so a request that carries the locale cookie may still be served from cache.
    return (hash);
}

sub vcl_backend_response {
    # Per-request data is never kept, however the answer is labelled.
    if (beresp.http.Set-Cookie
        || beresp.http.Content-Security-Policy ~ "'nonce-"
        || beresp.http.Cache-Control ~ "(?i)(private|no-store|no-cache)"
        || beresp.http.Vary == "*") {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }
    # Without an explicit lifetime, keep nothing (Varnish would otherwise apply its default TTL).
    if (!beresp.http.Cache-Control && !beresp.http.Expires) {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }
    # A short grace keeps the shop answering while a host restarts.
    set beresp.grace = 60s;
}

sub vcl_deliver {
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
}
