//! Endpoint URLs: variables from other elements, defaults, encoding, the search parameter.
#![allow(clippy::unwrap_used, clippy::indexing_slicing)] // test helpers may panic

use proptest::prelude::*;
use serde_json::{Value, json};
use yewform_core::endpoint::{UrlTemplate, encode_uri_component, with_search_param};

fn render(template: &str, data: &Value) -> String {
    UrlTemplate::parse(template).render(&|path: &str| {
        path.split('.')
            .try_fold(data, |v, seg| match v {
                Value::Object(m) => m.get(seg),
                Value::Array(a) => seg.parse::<usize>().ok().and_then(|i| a.get(i)),
                _ => None,
            })
            .cloned()
    })
}

#[test]
fn variables_use_values_or_defaults() {
    let data = json!({"country": "de", "city": null, "zip": 10115, "tags": ["a b", "c"], "address": {"street": "Ünter"}});
    assert_eq!(
        render(
            "/api/{country}/cities?city={city|'Berlin Mitte'}&zip={zip}",
            &data
        ),
        "/api/de/cities?city=Berlin%20Mitte&zip=10115"
    );
    assert_eq!(
        render("/t?tags={tags}", &data),
        "/t?tags=%5B%22a%20b%22%2C%22c%22%5D"
    );
    assert_eq!(render("/s/{address.street}", &data), "/s/%C3%9Cnter");
    assert_eq!(
        render("/s/{address}", &data),
        "/s/%7B%22street%22%3A%22%C3%9Cnter%22%7D"
    );
    // Missing and null both take the default; no default means empty.
    assert_eq!(render("/m/{missing|'x'}/{missing}/", &data), "/m/x//");
}

#[test]
fn variables_are_listed_once_and_wildcards_filled() {
    let t = UrlTemplate::parse("/a/{list.*.country}/{x}/{x|'d'}");
    assert_eq!(t.variables(), vec!["list.*.country", "x"]);
    let filled = t.with_element_path("list.4.city");
    assert_eq!(filled.variables(), vec!["list.4.country", "x"]);
    assert_eq!(
        yewform_core::endpoint::resolve_wildcards("a.*.b.*.c", "a.1.b.2.d"),
        "a.1.b.2.c"
    );
}

#[test]
fn search_param_is_encoded() {
    assert_eq!(
        with_search_param("/api/cities", "query", "a&b=c d"),
        "/api/cities?query=a%26b%3Dc%20d"
    );
    assert_eq!(
        with_search_param("/api/cities?country=de", "q", "Zürich"),
        "/api/cities?country=de&q=Z%C3%BCrich"
    );
}

/// Issue 29 item 14: a value filling a path segment can never be a dot segment, which the
/// browser's URL parser removes together with the segment before it (`/users/../profile`
/// requests `/profile`). The URL Standard counts `%2e` (any case) as a dot too, so
/// `/users/%2E%2E/profile` requests `/profile` as well: such a value's dots are encoded
/// twice (`%252E`), which no parser takes for a dot; the server reads `%2E`.
#[test]
fn a_value_never_makes_a_dot_segment() {
    let data = json!({"v": "..", "d": ".", "e": "%2e%2E", "s": "../..", "b": "..\\..", "n": "a.b", "t": "..."});
    assert_eq!(
        render("/api/users/{v}/profile", &data),
        "/api/users/%252E%252E/profile"
    );
    assert_eq!(
        render("/api/users/{d}/profile", &data),
        "/api/users/%252E/profile"
    );
    assert_eq!(render("/api/{v}", &data), "/api/%252E%252E");
    assert_eq!(render("{v}", &data), "%252E%252E");
    // Two values, or a value and the template's own dot, that make `..` together; an empty
    // value that leaves the template's `.` alone in its segment.
    assert_eq!(render("/api/{d}{d}/x", &data), "/api/%252E%252E/x");
    assert_eq!(render("/api/.{d}/x", &data), "/api/%252E%252E/x");
    assert_eq!(render("/api/{d}%2e/x", &data), "/api/%252E%252E/x");
    assert_eq!(render("/api/.{missing}/x", &data), "/api/%252E/x");
    // A default is a value too.
    assert_eq!(render("/api/{missing|'..'}/x", &data), "/api/%252E%252E/x");
    // Already safe: `%` is encoded (`%252e`), and so are `/` and `\\`.
    assert_eq!(render("/api/{e}/x", &data), "/api/%252e%252E/x");
    assert_eq!(render("/api/{s}/x", &data), "/api/..%2F../x");
    assert_eq!(render("/api/{b}/x", &data), "/api/..%5C../x");
    // Dots that do not make a dot segment stay, and so does the query.
    assert_eq!(render("/f/{n}/{t}?q={v}#{v}", &data), "/f/a.b/...?q=..#..");
    // The template's own dot segments are the author's.
    assert_eq!(render("/a/../{n}", &data), "/a/../a.b");
}

/// The URL a browser's URL parser reads from `url`: C0 controls and spaces at the start and
/// the end stripped, then every ASCII tab and newline removed (URL Standard, basic URL
/// parser).
fn browser_view(url: &str) -> String {
    url.trim_matches(|c: char| c <= ' ')
        .chars()
        .filter(|c| !matches!(c, '\t' | '\n' | '\r'))
        .collect()
}

/// Audit 29-A F3: a tab or newline the template puts after a value in the same segment (a
/// multi-line string in a config), or spaces at the URL's start or end, are removed by the
/// browser; the value's dots must not become a dot segment once they are.
#[test]
fn a_value_never_makes_a_dot_segment_once_the_browser_strips_whitespace() {
    let data = json!({"v": "..", "d": ".", "e": ""});
    for (template, expected) in [
        ("/a/{v}\t/b", "/a/%252E%252E/b"),
        ("/a/{v}\n/b", "/a/%252E%252E/b"),
        ("/a/\r{d}/b", "/a/%252E/b"),
        ("/a/{v} ", "/a/%252E%252E"),
        ("/a/{v}\n", "/a/%252E%252E"),
        (" {v}/b", "%252E%252E/b"),
        ("\t{e} ../b", "%252E%252E/b"),
        ("/a/..\t{e} ", "/a/%252E%252E"),
    ] {
        let rendered = render(template, &data);
        assert_eq!(rendered, expected, "{template:?}");
        for segment in path_segments(&browser_view(&rendered)) {
            assert!(!is_dot_segment(&segment), "{template:?}: {rendered:?}");
        }
    }
    // A space inside the path is no whitespace the browser strips: it stays.
    assert_eq!(render("/a/{v} /b", &data), "/a/.. /b");
}

/// Whether a browser would read `url` as protocol-relative (`//host/...`): after the leading
/// C0 controls and spaces it strips, and without the tabs and newlines it removes anywhere,
/// the URL starts with two of `/` and `\\`.
fn names_a_host(url: &str) -> bool {
    let mut significant = url
        .trim_start_matches(|c: char| c <= ' ')
        .chars()
        .filter(|c| !matches!(c, '\t' | '\n' | '\r'));
    matches!(
        (significant.next(), significant.next()),
        (Some('/' | '\\'), Some('/' | '\\'))
    )
}

/// Audit 2 #6: an empty value in the first path segment does not turn `/{a}/{b}` into
/// `//{b}`, a URL on the host the user typed. The URL keeps the page's host (`/.` before it:
/// the browser removes the dot segment, the server sees the empty segment).
#[test]
fn an_empty_value_never_moves_the_request_to_another_host() {
    let data = json!({"a": "", "b": "evil.test", "n": null});
    for (template, expected) in [
        ("/{a}/{b}/streets", "/.//evil.test/streets"),
        ("/{n}/{b}", "/.//evil.test"),
        ("/{a}\\{b}", "/./\\evil.test"),
        ("\\{a}/{b}", "/.\\/evil.test"),
        ("{a}//{b}", "/.//evil.test"),
        ("/{a}{n}/{b}", "/.//evil.test"),
        (" /{a}/{b}", "/.//evil.test"),
        ("/{a}\t/{b}", "/.//evil.test"),
    ] {
        let rendered = render(template, &data);
        assert_eq!(rendered, expected, "{template}");
        assert!(!names_a_host(&rendered), "{template}: {rendered}");
    }
    // The template's own host and paths where the value is not empty are left as written.
    assert_eq!(render("//cdn.test/{a}/x", &data), "//cdn.test//x");
    assert_eq!(
        render("https://api.test/{a}/{b}", &data),
        "https://api.test//evil.test"
    );
    assert_eq!(render("/x/{a}/{b}", &data), "/x//evil.test");
    assert_eq!(render("/{b}/{a}", &data), "/evil.test/");
    assert_eq!(render("{a}/{b}", &data), "/evil.test");
}

/// Whether `segment` is a dot segment of the URL Standard: `.` or `..`, each dot possibly
/// written `%2e` in any case.
fn is_dot_segment(segment: &str) -> bool {
    let lower = segment.to_ascii_lowercase();
    matches!(
        lower.as_str(),
        "." | "%2e" | ".." | ".%2e" | "%2e." | "%2e%2e"
    )
}

/// The path of a rendered URL (before `?` and `#`), split at `/` and `\\` as the URL Standard
/// does for http(s) URLs.
fn path_segments(url: &str) -> Vec<String> {
    let path = url.split(['?', '#']).next().unwrap_or("");
    path.split(['/', '\\']).map(str::to_owned).collect()
}

fn arb_path_value() -> impl Strategy<Value = String> {
    prop_oneof![
        prop::sample::select(vec![
            ".", "..", "...", "%2e", "%2E%2e", ".%2E", "/", "\\", "../..", ""
        ])
        .prop_map(str::to_owned),
        "[./%2eE\\\\a]{0,6}",
        ".{0,8}",
    ]
}

fn decode(text: &str) -> Vec<u8> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = std::str::from_utf8(&bytes[i + 1..i + 3]).unwrap();
            out.push(u8::from_str_radix(hex, 16).unwrap());
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Encoding round-trips and leaves only URL-safe characters.
    #[test]
    fn encoding_round_trips(text in ".{0,20}") {
        let encoded = encode_uri_component(&text);
        prop_assert!(encoded.chars().all(|c| c.is_ascii_alphanumeric() || "-_.!~*'()%".contains(c)));
        prop_assert_eq!(decode(&encoded), text.as_bytes().to_vec());
    }

    /// Issue 29 item 14: whatever the values, the rendered path has the template's segments
    /// and none of them is a dot segment the browser would remove.
    #[test]
    fn values_never_change_the_path(
        template in prop::sample::select(vec![
            "/api/users/{v}/profile", "/api/{v}", "{v}", "/api/{v}{w}/x", "/api/.{v}/x",
            "/api/{v}./x", "/api/{v}%2e/x", "/a/{v}/{w}?q={v}",
        ]),
        v in arb_path_value(),
        w in arb_path_value(),
    ) {
        let data = json!({"v": v, "w": w});
        let rendered = render(template, &data);
        let shape = render(template, &json!({"v": "x", "w": "y"}));
        prop_assert_eq!(path_segments(&rendered).len(), path_segments(&shape).len(), "{}", rendered);
        for segment in path_segments(&rendered) {
            prop_assert!(!is_dot_segment(&segment), "{} in {}", segment, rendered);
        }
    }

    /// Audit 2 #6: whatever the values, a template whose own text does not start with `//`
    /// renders a URL on the page's host.
    #[test]
    fn values_never_name_a_host(
        template in prop::sample::select(vec![
            "/{v}/{w}/x", "{v}/{w}", "{v}{w}/x", "/{v}{w}//x", "\\{v}/{w}", "{v}\\{w}",
            "/{v}/{w}", "{v}//{w}",
        ]),
        v in arb_path_value(),
        w in arb_path_value(),
    ) {
        let rendered = render(template, &json!({"v": v, "w": w}));
        prop_assert!(!names_a_host(&rendered), "{}", rendered);
    }

    /// Audit 29-A F3: whatever tabs, newlines and spaces the template's text holds, the path
    /// the browser reads has the template's segments, and a dot segment in it is the
    /// template's own (the same with harmless values), never one a value made. Templates are
    /// absolute paths here: a relative one that starts with a value (`{v}/a`) is read from
    /// the site's root when the value is empty (`/a`), a segment fewer by design.
    #[test]
    fn values_never_change_the_path_the_browser_reads(
        pieces in prop::collection::vec(prop::sample::select(vec![
            "/a/", "{v}", "{w}", "\t", "\n", "\r", " ", ".", "/", "x", "?q=", "\u{1}",
        ]), 1..10),
        v in arb_path_value(),
        w in arb_path_value(),
    ) {
        let template = ["/", &pieces.concat()].concat();
        let mut rendered = browser_view(&render(&template, &json!({"v": v, "w": w})));
        let shape = browser_view(&render(&template, &json!({"v": "x", "w": "y"})));
        // The `/.` an empty value's `//` gets (on the page's host, see above) is a dot
        // segment of the renderer's own, which the browser removes: `/.` before two of `/`
        // and `\` (a template's own `/./a` is not one).
        let inserted = |url: &str| {
            url.starts_with("/.")
                && url.get(2..).is_some_and(|rest| {
                    let mut next = rest.chars();
                    matches!(
                        (next.next(), next.next()),
                        (Some('/' | '\\'), Some('/' | '\\'))
                    )
                })
        };
        // (A template whose own text starts with `/.` has none inserted.)
        if inserted(&rendered) && !inserted(&shape) && !browser_view(&template).starts_with("/.") {
            rendered.replace_range(..2, "");
        }
        let (got, own) = (path_segments(&rendered), path_segments(&shape));
        prop_assert_eq!(got.len(), own.len(), "{:?}: {:?}", template, rendered);
        for (segment, own) in got.iter().zip(&own) {
            prop_assert!(!is_dot_segment(segment) || segment == own, "{:?}: {:?}", template, rendered);
        }
    }

    /// Any template text parses and renders without panicking, and text without braces is
    /// what the browser reads of it.
    #[test]
    fn any_template_renders(text in "[a-z{}|' /?=&]{0,30}") {
        let t = UrlTemplate::parse(&text);
        let _ = t.render(&|_: &str| Some(json!("v")));
        if !text.contains('{') {
            prop_assert_eq!(t.render(&|_: &str| None), browser_view(&text));
        }
    }
}

/// Audit 29-A F4: `variables()` lists each path once in linear time (it removed repeats by a
/// scan of the list so far: 20,000 variables took 223 ms in a release build).
#[test]
fn variables_of_a_long_template_are_listed_in_linear_time() {
    let count = 60_000;
    let template: String = (0..count)
        .map(|i| format!("/{{p{i}}}/{{p{}}}", i / 2))
        .collect();
    let url = UrlTemplate::parse(&template);
    let started = std::time::Instant::now();
    let variables = url.variables();
    let took = started.elapsed();
    assert_eq!(variables.len(), count);
    assert_eq!(variables[..3], ["p0", "p1", "p2"]);
    assert_eq!(variables[count - 1], format!("p{}", count - 1));
    assert!(took < std::time::Duration::from_secs(1), "{took:?}");
}
