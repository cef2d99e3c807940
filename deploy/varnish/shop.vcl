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
#
# TLS ends in front of Varnish (Varnish speaks plain HTTP): the terminator (a load balancer, hitch, nginx,
# haproxy) must *set* `X-Forwarded-Proto: https` on every request it forwards, replacing whatever the client
# sent. A request without it is taken to be plain http, this listener's scheme.
#
# After a remote's deploy, once the hosts serve its new build, forget the pages kept:
#   curl -fsS -X BAN -H 'X-Ban-Url: ^/' http://varnish/
# straight to Varnish, from its own machine or a private network (`purgers`, and the BAN in vcl_recv).
vcl 4.1;

import directors;
import std;

# BACKENDS BEGIN
backend host1 {
    .host = "127.0.0.1";
    .port = "3000";
    .connect_timeout = 1s;
    .first_byte_timeout = 10s;
    .probe = { .url = "/healthz"; .interval = 2s; .timeout = 1s; .window = 3; .threshold = 2; }
}
# BACKENDS END

# Who may BAN: Varnish's own machine and the private networks a deploy job runs in (RFC 1918, IPv6 ULA). Of
# the loopback block only 127.0.0.1: the integration test asks from 127.0.0.2 to see a BAN refused.
acl purgers {
    "127.0.0.1";
    "::1";
    "10.0.0.0"/8;
    "172.16.0.0"/12;
    "192.168.0.0"/16;
    "fc00::"/7;
}

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
    # A ban of the kept answers whose address matches the regular expression in X-Ban-Url (`^/`: all of them),
    # asked of Varnish directly by an address in `purgers`. A request relayed by a proxy in front is refused
    # whatever its address (from a TLS terminator on a private network, the whole internet could ban): the
    # terminator sets X-Forwarded-Proto, and a proxy adds to X-Forwarded-For, which Varnish itself sets to the
    # address it was asked from before vcl_recv.
    if (req.method == "BAN") {
        if (client.ip !~ purgers || req.http.X-Forwarded-Proto || req.http.X-Forwarded-For != "" + client.ip) {
            return (synth(403, "Forbidden"));
        }
        # One regular expression, without white space (std.ban takes it unquoted, up to the next blank).
        if (req.http.X-Ban-Url !~ "^[^ \t]+$") {
            return (synth(400, "X-Ban-Url: one regular expression of the address, e.g. ^/"));
        }
        # On the address the object keeps (x-shop-url, vcl_backend_response): the ban lurker tests it in the
        # background, so the ban list stays short.
        if (!std.ban("obj.http.x-shop-url ~ " + req.http.X-Ban-Url)) {
            return (synth(400, std.ban_error()));
        }
        return (synth(200, "Banned"));
    }
    # Whoever is in front of us does not choose what the hosts believe about the client.
    unset req.http.X-Forwarded-Host;
    # The scheme the shopper used is exactly `https` (said by the TLS terminator, see the top) or `http`; anything
    # else (`javascript`, a list, nothing) is this listener's scheme, http. The hosts build the absolute Location
    # of a redirect on it (TRUST_PROXY_HOPS=1), so it is part of the cache key too (vcl_hash).
    if (req.http.X-Forwarded-Proto ~ "^[ \t]*(?i:https)[ \t]*$") {
        set req.http.X-Forwarded-Proto = "https";
    } else {
        set req.http.X-Forwarded-Proto = "http";
    }
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
        # A page whose address names its locale (`/q/de-DE/…`, `/h/de-DE/{name}/{id}`) is that locale's whatever
        # the `locale` cookie says: the host does not read the cookie there, and kept, it split the cache into a
        # copy per cookie value of the same page.
        if (req.url ~ "^/(?:q/[a-z]{2}-[A-Z]{2}/|h/[a-z]{2}-[A-Z]{2}/[^/?#]+/[^/?#]+(?:[?#]|$))") {
            set req.http.Cookie = regsuball(req.http.Cookie, "(?:^|; )locale=[^;]*", "");
            set req.http.Cookie = regsuball(req.http.Cookie, "^[; ]+", "");
        }
        if (req.http.Cookie == "") {
            unset req.http.Cookie;
        }
    }
    # Accept-Language decides the locale of a page without one in its address (sent with `Vary: Accept-Language,
    # Cookie`). It is reduced to what the host reads of it (packages/market/src/resolveLocale.ts,
    # parseAcceptLanguage and fromHeader): the ranges by q, then by position; of a range, its language (two
    # letters) and its first two-letter subtag as the region, in any letter case; the first range that is a
    # supported locale, or a bare language the storefront's country offers, decides. So only ranges that can
    # decide are kept (the supported locales and their languages, listed below), each as `language[-region]` in
    # lower case with its q (the host still sorts them), and none after the first supported locale without a q
    # (q=1: none after it can come before it). The host reads the reduced header as it reads the whole one, and
    # a browser's header mostly becomes one or two ranges (`de-CH,de;q=0.9,en;q=0.8` → `de-ch`), so the cache
    # keeps few copies. A header that is not plainly RFC 9110's (other parameters, `_`, an upper-case `Q`, a q
    # with four decimals) is passed whole: it splits the cache, never the host's reading.
    if (req.http.Accept-Language ~ "^[ \t]*(?:(?:\*|[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*)(?:[ \t]*;[ \t]*q=(?:0(?:\.[0-9]{0,3})?|1(?:\.0{0,3})?))?[ \t]*)?(?:,[ \t]*(?:(?:\*|[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*)(?:[ \t]*;[ \t]*q=(?:0(?:\.[0-9]{0,3})?|1(?:\.0{0,3})?))?[ \t]*)?)*$") {
        set req.http.Accept-Language = std.tolower(regsuball(req.http.Accept-Language, "[ \t]+", ""));
        # q=1 is the default; a range with q=0, and `*`, never decide; 0.900 is 0.9.
        set req.http.Accept-Language = regsuball(req.http.Accept-Language, ";q=1(?:\.0*)?(?=,|$)", "");
        set req.http.Accept-Language = regsuball(req.http.Accept-Language, "(?:^|,)(?:\*|[^,;]*;q=0(?:\.0*)?)(?=,|$)", "");
        set req.http.Accept-Language = regsuball(req.http.Accept-Language, "(;q=0\.[0-9]*[1-9])0+(?=,|$)", "\1");
        # A range without a two-letter subtag is its language alone, else its language and the first such subtag.
        set req.http.Accept-Language = regsuball(req.http.Accept-Language, "(^|,)([a-z]{2})(?:-(?![a-z]{2}(?:[-;,]|$))[a-z0-9]+)+(?=[;,]|$)", "\1\2");
        set req.http.Accept-Language = regsuball(req.http.Accept-Language, "(^|,)([a-z]{2})(?:-(?![a-z]{2}(?:[-;,]|$))[a-z0-9]+)*-([a-z]{2})(?:-[a-z0-9]+)*(?=[;,]|$)", "\1\2-\3");
        # Every other range goes. The lists are SUPPORTED_LOCALES of packages/market/src/locales.ts and their
        # languages (e2e/varnish.spec.ts compares them).
        set req.http.Accept-Language = regsuball(req.http.Accept-Language, "(?:^|,)(?!(?:bg-bg|cs-cz|da-dk|de-at|de-ch|de-de|de-lu|el-cy|el-gr|en-cy|en-gb|en-ie|en-mt|en-ni|en-xi|es-es|et-ee|fi-fi|fr-be|fr-ch|fr-fr|fr-lu|hr-hr|hu-hu|it-ch|it-it|lt-lt|lv-lv|nl-be|nl-nl|pl-pl|pt-pt|ro-ro|ru-ee|ru-lv|sk-sk|sl-si|sr-rs|sv-se)(?:;|,|$))(?!(?:bg|cs|da|de|el|en|es|et|fi|fr|hr|hu|it|lt|lv|nl|pl|pt|ro|ru|sk|sl|sr|sv)(?:;|,|$))[^,]*", "");
        set req.http.Accept-Language = regsub(req.http.Accept-Language, "^,+", "");
        set req.http.Accept-Language = regsub(req.http.Accept-Language, "^((?:[^,]*,)*?[a-z]{2}-[a-z]{2})(?:,.*)?$", "\1");
        if (req.http.Accept-Language == "") {
            unset req.http.Accept-Language;
        }
    }
    # Cookies are normalised above, so a request that carries the locale cookie may still be served from cache.
    return (hash);
}

sub vcl_hash {
    # The scheme, normalised in vcl_recv: a redirect to `http://…` is never served for `https://…`, nor the reverse.
    hash_data(req.http.X-Forwarded-Proto);
    # Then the built-in key: the address and the Host.
}

sub vcl_backend_response {
    # The address the object was asked for, for BAN (vcl_recv); never sent on (vcl_deliver).
    set beresp.http.x-shop-url = bereq.url;
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
    unset resp.http.x-shop-url;
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
}
