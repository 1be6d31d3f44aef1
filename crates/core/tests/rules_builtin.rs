//! One test per built-in rule: passing and failing values, with the reference's edge
//! cases.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]
#![cfg(feature = "rules")] // the full rule set (`min`, `unique`, …)

#[path = "rules_support.rs"]
mod support;

use serde_json::{Value, json};
use support::{Ctx, file};
use yewform_core::rules::{Validation, ValidationRun, parse_rules};

/// Validates `value` against `rules`; `true` when valid. Panics on a server check.
fn valid_in(rules: &str, value: Value, ctx: &Ctx) -> bool {
    let mut v = Validation::new(parse_rules(&json!(rules)).unwrap(), None);
    let run = v.validate(&value, ctx);
    assert_eq!(run, ValidationRun::default(), "{rules} asked the server");
    !v.invalid()
}

fn valid(rules: &str, value: Value) -> bool {
    valid_in(rules, value, &Ctx::new())
}

#[track_caller]
fn passes(rules: &str, values: &[Value]) {
    for v in values {
        assert!(valid(rules, v.clone()), "{rules} should pass {v}");
    }
}

#[track_caller]
fn fails(rules: &str, values: &[Value]) {
    for v in values {
        assert!(!valid(rules, v.clone()), "{rules} should fail {v}");
    }
}

#[test]
fn required() {
    passes(
        "required",
        &[
            json!("a"),
            json!(0),
            json!(false),
            json!([1]),
            json!({"a": 1}),
        ],
    );
    fails(
        "required",
        &[json!(null), json!(""), json!("   "), json!([])],
    );
    assert!(!valid("required", file("", 0.0, "", None)));
    assert!(valid("required", file("a.txt", 1.0, "text/plain", None)));
}

#[test]
fn nullable_lets_empty_pass_everything() {
    fails("email", &[json!(""), json!(null)]);
    passes("nullable|email", &[json!(""), json!(null)]);
    passes("nullable|required|min:3", &[json!(null), json!("")]);
    fails("nullable|email", &[json!("nope")]);
    passes("nullable", &[json!(null), json!("x")]);
}

#[test]
fn filled() {
    passes("filled", &[json!("x"), json!(0)]);
    fails("filled", &[json!(""), json!(null), json!([])]);
}

#[test]
fn accepted() {
    passes(
        "accepted",
        &[
            json!("yes"),
            json!("on"),
            json!("1"),
            json!(1),
            json!(true),
            json!("true"),
        ],
    );
    fails(
        "accepted",
        &[json!("no"), json!(0), json!(false), json!(null), json!("")],
    );
}

#[test]
fn boolean() {
    passes(
        "boolean",
        &[
            json!(true),
            json!(false),
            json!(0),
            json!(1),
            json!("0"),
            json!("1"),
        ],
    );
    fails(
        "boolean",
        &[json!("true"), json!(2), json!(null), json!("yes")],
    );
}

#[test]
fn string_and_array() {
    passes("string", &[json!(""), json!("a")]);
    fails("string", &[json!(1), json!(null), json!([])]);
    passes("array", &[json!([]), json!([1])]);
    fails("array", &[json!("a"), json!({}), json!(null)]);
}

#[test]
fn numeric() {
    passes(
        "numeric",
        &[
            json!(5),
            json!(-1.5),
            json!("5"),
            json!("-1.5"),
            json!(".5"),
            json!("1e3"),
        ],
    );
    fails(
        "numeric",
        &[
            json!(""),
            json!(" 5"),
            json!("0x1A"),
            json!("abc"),
            json!("5px"),
            json!(null),
            json!(true),
            json!("Infinity"),
        ],
    );
}

#[test]
fn integer() {
    passes(
        "integer",
        &[
            json!(5),
            json!(-3),
            json!("12"),
            json!("-5"),
            json!(" 7 "),
            json!("12.0"),
        ],
    );
    fails(
        "integer",
        &[
            json!(5.5),
            json!("5.5"),
            json!("1e3"),
            json!("a"),
            json!(null),
            json!(true),
        ],
    );
}

#[test]
fn alpha_family() {
    passes("alpha", &[json!("abcÄé"), json!("")]);
    fails("alpha", &[json!("ab1"), json!("a b"), json!(12)]);
    passes("alpha_num", &[json!("ab12"), json!(12), json!("")]);
    fails("alpha_num", &[json!("ab-12"), json!("a_b")]);
    passes("alpha_dash", &[json!("ab-12_x"), json!("")]);
    fails("alpha_dash", &[json!("ab 12"), json!("a.b")]);
}

#[test]
fn email() {
    passes(
        "email",
        &[
            json!("a@b.co"),
            json!("First.Last@Example.COM"),
            json!("x@[1.2.3.4]"),
        ],
    );
    fails(
        "email",
        &[
            json!(""),
            json!("a@b"),
            json!("a b@c.de"),
            json!("@c.de"),
            json!("a@.de"),
            json!(null),
        ],
    );
}

#[test]
fn url() {
    passes(
        "url",
        &[
            json!("https://example.com"),
            json!("http://a.b.example.org:8080/x?y=1#z"),
            json!("//cdn.example.com/a.js"),
            json!("ftp://user:pw@files.example.net"),
            json!("http://8.8.8.8/x"),
            json!("http://223.1.2.254"),
            json!("http://my_host.example.com"),
            json!("http://x.example.com"),
        ],
    );
    // The reference's pattern (dperini's) refuses private, loop-back, link-local, multicast
    // and reserved IPv4 hosts and the network / broadcast last octets.
    fails(
        "url",
        &[
            json!("http://127.0.0.1"),
            json!("http://10.1.2.3"),
            json!("http://192.168.0.1"),
            json!("http://172.16.0.1"),
            json!("http://172.31.255.1"),
            json!("http://169.254.1.1"),
            json!("http://0.1.2.3"),
            json!("http://224.0.0.1"),
            json!("http://1.2.3.0"),
            json!("http://1.2.3.255"),
            json!("http://_host.example.com"),
            json!("http://host_.example.com"),
        ],
    );
    fails(
        "url",
        &[
            json!("example.com"),
            json!("mailto:a@b.c"),
            json!("http://localhost"),
            json!("http://exa mple.com"),
            json!("https://-a.com"),
            json!("http://a.com:1"),
        ],
    );
}

#[test]
fn ip_family() {
    passes(
        "ip",
        &[json!("192.168.0.1"), json!("::1"), json!("10.0.0.0/8")],
    );
    fails("ip", &[json!("256.1.1.1"), json!("abc"), json!("")]);
    passes("ipv4", &[json!("1.2.3.4"), json!("1.2.3.4/32")]);
    fails("ipv4", &[json!("::1"), json!("1.2.3.4/33"), json!("1.2.3")]);
    passes("ipv6", &[json!("2001:db8::1"), json!("fe80::/64")]);
    fails(
        "ipv6",
        &[json!("1.2.3.4"), json!("2001:db8::1/129"), json!("gggg::1")],
    );
}

#[test]
fn uuid() {
    passes(
        "uuid",
        &[
            json!("123e4567-e89b-12d3-a456-426614174000"),
            json!("123E4567-E89B-12D3-A456-426614174000"),
        ],
    );
    fails(
        "uuid",
        &[
            json!("123e4567e89b12d3a456426614174000"),
            json!("123e4567-e89b-12d3-a456-42661417400g"),
            json!(""),
        ],
    );
}

#[test]
fn json_rule() {
    passes(
        "json",
        &[json!("{\"a\":1}"), json!("[1,2]"), json!("\"x\""), json!(3)],
    );
    fails(
        "json",
        &[json!("{a:1}"), json!(""), json!("[1,"), json!({"a": 1})],
    );
}

#[test]
fn timezone() {
    passes(
        "timezone",
        &[
            json!("UTC"),
            json!("Europe/Berlin"),
            json!("America/Argentina/Buenos_Aires"),
            json!("Etc/GMT+5"),
            // As the browser's `Intl` takes them (audit 6): any case, and the IANA
            // database's backward-compatible names.
            json!("utc"),
            json!("europe/berlin"),
            json!("US/Eastern"),
            json!("Canada/Pacific"),
            json!("EST"),
            json!("CET"),
            json!("Japan"),
            json!("Zulu"),
        ],
    );
    fails(
        "timezone",
        &[
            json!("Mars/Olympus"),
            json!("Berlin"),
            json!("Europe/"),
            json!("+01:00"),
            json!("UTC+1"),
            json!(1),
        ],
    );
}

#[cfg(feature = "regex")]
#[test]
fn regex_rules_honour_flags() {
    passes("regex:/^abc$/i", &[json!("ABC"), json!("abc")]);
    fails("regex:/^abc$/", &[json!("ABC")]);
    passes("regex:/^a.+$/", &[json!("abc")]);
    fails("regex:/^a.+$/", &[json!("a"), json!("xa")]);
    // `g`, `y` and `d` change nothing in a whole-value test (the reference drops flags):
    // `y` does not anchor, as there.
    passes("regex:/^\\d+$/g", &[json!("123"), json!(123)]);
    fails("regex:/^\\d+$/g", &[json!("12a")]);
    passes("regex:/b/y", &[json!("ab")]);
    passes("regex:/^ABC$/gid", &[json!("abc")]);
    fails("not_regex:/^\\d+$/g", &[json!("123")]);
    passes("not_regex:/^\\d+$/", &[json!("12a")]);
    fails("not_regex:/^\\d+$/", &[json!("123"), json!(123)]);
    // A pattern with `|` needs the array form.
    let mut v = Validation::new(parse_rules(&json!(["regex:/^(yes|no)$/"])).unwrap(), None);
    v.validate(&json!("no"), &Ctx::new());
    assert!(!v.invalid());
    v.validate(&json!("maybe"), &Ctx::new());
    assert!(v.invalid());
}

#[cfg(feature = "regex")]
#[test]
fn regex_budget_exhaustion_fails_the_rule() {
    let long = json!("a".repeat(40_000));
    fails("regex:/(?:a{500})*c/", std::slice::from_ref(&long));
    fails("not_regex:/(?:a{500})*c/", &[long]);
}

#[test]
fn in_and_not_in() {
    passes(
        "in:a,b,1",
        &[
            json!("a"),
            json!(" b "),
            json!(1),
            json!("1"),
            json!(["a", 1]),
        ],
    );
    fails(
        "in:a,b,1",
        &[
            json!("c"),
            json!(""),
            json!(null),
            json!(["a", "c"]),
            json!("A"),
        ],
    );
    passes("not_in:a,1", &[json!("b"), json!(2), json!(null)]);
    // Normalised like `in` (the reference let "1" through `not_in:1`).
    fails(
        "not_in:a,1",
        &[json!("a"), json!("1"), json!(1), json!(["b", "a"])],
    );
}

#[test]
fn in_array() {
    let ctx = Ctx::new().with("colors", json!(["red", "green", 3]));
    assert!(valid_in("in_array:colors.*", json!("red"), &ctx));
    assert!(valid_in("in_array:colors.*", json!("3"), &ctx));
    assert!(!valid_in("in_array:colors.*", json!("blue"), &ctx));
}

#[test]
fn min_is_numeric_or_length() {
    // Strings by length, numbers by value, numeric text with `numeric` by value.
    fails("min:3", &[json!("ab")]);
    passes("min:3", &[json!("abc"), json!(5), json!(3)]);
    fails("min:3", &[json!(2), json!("5")]);
    passes("numeric|min:3", &[json!("5")]);
    fails("numeric|min:3", &[json!("2")]);
    passes("integer|min:3", &[json!("10")]);
    // Lists by length; files by KB.
    passes("min:2", &[json!([1, 2])]);
    fails("min:2", &[json!([1]), json!([])]);
    assert!(valid("min:100", file("a.png", 150.0, "image/png", None)));
    assert!(!valid("min:100", file("a.png", 50.0, "image/png", None)));
    // A falsy non-number passes.
    passes("min:3", &[json!(null), json!(""), json!(false)]);
    // Chars, not bytes.
    passes("min:3", &[json!("äöü")]);
}

#[test]
fn max_and_size() {
    passes("max:3", &[json!("abc"), json!(3), json!([1, 2]), json!("")]);
    fails("max:3", &[json!("abcd"), json!(4), json!([1, 2, 3, 4])]);
    passes(
        "size:3",
        &[json!("abc"), json!(3), json!([1, 2, 3]), json!(null)],
    );
    fails("size:3", &[json!("ab"), json!(4), json!([1])]);
    assert!(valid("size:2", file("a.txt", 2.0, "text/plain", None)));
}

#[test]
fn between_is_inclusive() {
    passes(
        "between:2,4",
        &[
            json!("ab"),
            json!("abcd"),
            json!(2),
            json!(4),
            json!(3.5),
            json!(""),
            json!(null),
        ],
    );
    fails(
        "between:2,4",
        &[json!("a"), json!("abcde"), json!(1), json!(4.01)],
    );
    passes("numeric|between:2,4", &[json!("2"), json!("4")]);
    fails("numeric|between:2,4", &[json!("5")]);
}

#[test]
fn digits() {
    passes("digits:3", &[json!("123"), json!(123), json!("007")]);
    fails(
        "digits:3",
        &[
            json!("12"),
            json!("12a"),
            json!("1234"),
            json!(""),
            json!(-12),
        ],
    );
    passes("digits_between:2,4", &[json!("12"), json!("1234")]);
    fails(
        "digits_between:2,4",
        &[json!("1"), json!("12345"), json!("1.2")],
    );
}

#[test]
fn gt_gte_lt_lte() {
    let ctx = Ctx::new()
        .with("other", json!("abc"))
        .with("num", json!(10))
        .with("empty", json!(null));
    assert!(valid_in("gt:other", json!("abcd"), &ctx));
    assert!(!valid_in("gt:other", json!("abc"), &ctx));
    assert!(valid_in("gte:other", json!("abc"), &ctx));
    assert!(!valid_in("gte:other", json!("ab"), &ctx));
    assert!(valid_in("lt:other", json!("ab"), &ctx));
    assert!(!valid_in("lt:other", json!("abc"), &ctx));
    assert!(valid_in("lte:other", json!("abc"), &ctx));
    assert!(!valid_in("lte:other", json!("abcd"), &ctx));
    // Numbers compare as numbers.
    assert!(valid_in("gt:num", json!(11), &ctx));
    assert!(!valid_in("gt:num", json!(9), &ctx));
    // Reference quirks: gt/gte pass when the other size is 0; lt/lte when both are 0.
    assert!(valid_in("gt:empty", json!(""), &ctx));
    assert!(valid_in("lt:empty", json!(""), &ctx));
    assert!(!valid_in("lt:empty", json!("a"), &ctx));
    // A number instead of a path.
    assert!(valid_in("gt:5", json!(6), &ctx));
    assert!(!valid_in("gt:5", json!(5), &ctx));
    // A literal 0 compares: the "other is 0" exception is for an element only.
    assert!(!valid_in("numeric|gt:0", json!(0), &ctx));
    assert!(!valid_in("numeric|gt:0", json!(-5), &ctx));
    assert!(!valid_in("numeric|gt:0", json!("-3"), &ctx));
    assert!(valid_in("numeric|gt:0", json!(1), &ctx));
    assert!(!valid_in("numeric|gte:0", json!(-1), &ctx));
    assert!(valid_in("numeric|gte:0", json!(0), &ctx));
    assert!(!valid_in("numeric|lt:0", json!(0), &ctx));
    assert!(valid_in("numeric|lt:0", json!(-1), &ctx));
    assert!(valid_in("numeric|lte:0", json!(0), &ctx));
    assert!(!valid_in("numeric|lte:0", json!(1), &ctx));
}

#[test]
fn same_different_confirmed() {
    let ctx = Ctx::new()
        .with("pw", json!("secret"))
        .with("n", json!(1))
        .with("blank", json!(""));
    assert!(valid_in("same:pw", json!("secret"), &ctx));
    assert!(!valid_in("same:pw", json!("other"), &ctx));
    assert!(valid_in("same:n", json!("1"), &ctx), "loose equality");
    assert!(valid_in("same:blank", json!(null), &ctx), "both unfilled");
    assert!(valid_in("different:pw", json!("other"), &ctx));
    assert!(!valid_in("different:pw", json!("secret"), &ctx));
    assert!(valid_in("different:blank", json!(""), &ctx));

    let ctx = Ctx::new()
        .at("password")
        .with("password_confirmation", json!("abc"));
    assert!(valid_in("confirmed", json!("abc"), &ctx));
    assert!(!valid_in("confirmed", json!("abd"), &ctx));
    let ctx = Ctx::new()
        .at("password")
        .with("password_confirmation", json!(""));
    assert!(
        valid_in("confirmed", json!("abd"), &ctx),
        "unfilled confirmation passes"
    );
    // Audit 27A #3: with no `<path>_confirmation` element a filled value fails (as
    // `same:<typo>` does); it passed every value, so mismatched passwords got through.
    let ctx = Ctx::new()
        .at("password")
        .with("password_confirm", json!("abc"));
    assert!(!valid_in("confirmed", json!("abc"), &ctx));
    assert!(!valid_in("confirmed", json!("abd"), &ctx));
    assert!(
        valid_in("confirmed", json!(""), &ctx),
        "both unfilled pass, as `same`"
    );
}

#[test]
fn distinct() {
    let ctx = Ctx::new().at("people.1.email").with(
        "people",
        json!([{"email": "a@x.de"}, {"email": "b@x.de"}, {"email": "c@x.de"}]),
    );
    assert!(valid_in("distinct", json!("b@x.de"), &ctx));
    assert!(!valid_in("distinct", json!("a@x.de"), &ctx));
    let ctx = Ctx::new().at("tags.0").with("tags", json!(["x", "y"]));
    assert!(valid_in("distinct", json!("x"), &ctx));
    assert!(!valid_in("distinct", json!("y"), &ctx));
}

#[cfg(feature = "dates")]
#[test]
fn date_rule() {
    passes(
        "date",
        &[
            json!("2024-05-01"),
            json!("2024-05-01 10:30"),
            json!("2024-05-01T10:30:00Z"),
            json!("05/01/2024"),
            json!("1.5.2024"),
        ],
    );
    fails(
        "date",
        &[
            json!("2024-02-30"),
            json!("yesterday-ish"),
            json!(""),
            json!(20240501),
        ],
    );
}

#[cfg(feature = "dates")]
#[test]
fn date_format_with_colons() {
    passes(
        "date_format:YYYY-MM-DD HH:mm:ss",
        &[json!("2024-05-01 13:45:00")],
    );
    fails(
        "date_format:YYYY-MM-DD HH:mm:ss",
        &[
            json!("2024-05-01 13:45"),
            json!("2024-5-01 13:45:00"),
            json!("2024-05-01 24:00:00"),
        ],
    );
    passes("date_format:D.M.YY", &[json!("1.5.24"), json!("31.12.99")]);
    fails("date_format:D.M.YY", &[json!("01.5.24"), json!("31.2.24")]);
    passes("date_format:[Week of] YYYY", &[json!("Week of 2024")]);
}

#[cfg(feature = "dates")]
#[test]
fn after_before_and_equals() {
    // Today is 2024-06-15.
    let ctx = Ctx::new()
        .with("start", json!("2024-06-10"))
        .with("unset", json!(null));
    assert!(valid_in("after:today", json!("2024-06-16"), &ctx));
    assert!(!valid_in("after:today", json!("2024-06-15"), &ctx));
    assert!(valid_in("after_or_equal:today", json!("2024-06-15"), &ctx));
    assert!(valid_in("after:tomorrow", json!("2024-06-17"), &ctx));
    assert!(!valid_in("after:tomorrow", json!("2024-06-16"), &ctx));
    assert!(valid_in("before:yesterday", json!("2024-06-13"), &ctx));
    assert!(!valid_in("before:yesterday", json!("2024-06-14"), &ctx));
    assert!(valid_in(
        "before_or_equal:yesterday",
        json!("2024-06-14"),
        &ctx
    ));
    assert!(valid_in("after:start", json!("2024-06-11"), &ctx));
    assert!(!valid_in("after:start", json!("2024-06-10"), &ctx));
    assert!(valid_in("before:2025-01-01", json!("2024-12-31"), &ctx));
    assert!(!valid_in("before:2025-01-01", json!("2025-01-01"), &ctx));
    assert!(valid_in("date_equals:today", json!("2024-06-15"), &ctx));
    assert!(!valid_in(
        "date_equals:2024-06-14",
        json!("2024-06-15"),
        &ctx
    ));
    // Lists: every item; not-a-date fails; an empty other element passes.
    assert!(valid_in(
        "after:today",
        json!(["2024-07-01", "2024-08-01"]),
        &ctx
    ));
    assert!(!valid_in(
        "after:today",
        json!(["2024-07-01", "2024-01-01"]),
        &ctx
    ));
    assert!(!valid_in("after:today", json!("soon"), &ctx));
    assert!(valid_in("after:unset", json!("2024-01-01"), &ctx));
}

#[cfg(feature = "dates")]
#[test]
fn date_rule_naming_no_element_and_no_date_fails() {
    // A typo (`strat` for `start`), an unknown keyword or a text that is no date: the
    // reference parses it as a date, which is invalid, so the rule fails.
    let ctx = Ctx::new().with("start", json!("2024-06-10"));
    for rule in [
        "after",
        "after_or_equal",
        "before",
        "before_or_equal",
        "date_equals",
    ] {
        for param in ["strat", "now", "next_week", "Jan 1 2025"] {
            let rules = format!("{rule}:{param}");
            assert!(
                !valid_in(&rules, json!("2024-06-20"), &ctx),
                "{rules} should fail"
            );
            assert!(
                !valid_in(&rules, json!("soon"), &ctx),
                "{rules} should fail"
            );
        }
    }
}

#[test]
fn file_rules() {
    let png = file("Photo.PNG", 120.0, "image/png", Some((300, 200)));
    let pdf = file("doc.pdf", 20.0, "application/pdf", None);
    assert!(valid("file", png.clone()));
    assert!(!valid("file", json!("doc.pdf")));
    assert!(valid("image", png.clone()));
    assert!(!valid("image", pdf.clone()));
    assert!(valid("mimes:jpg,png", png.clone()));
    assert!(!valid("mimes:jpg,png", pdf.clone()));
    assert!(valid("mimetypes:application/pdf", pdf.clone()));
    assert!(valid("mimetypes:image/*", png.clone()));
    assert!(!valid("mimetypes:image/*", pdf.clone()));
    assert!(valid(
        "dimensions:min_width=300,max_height=200,ratio=3/2",
        png.clone()
    ));
    assert!(!valid("dimensions:min_width=301", png.clone()));
    assert!(!valid("dimensions:ratio=1", png.clone()));
    assert!(!valid("dimensions:width=10", pdf), "no known dimensions");
    assert!(valid("max:150", png.clone()));
    assert!(!valid("max:100", png));
}

#[test]
fn server_rules_ask_the_server() {
    let ctx = Ctx::new().at("email").with("team", json!(7));
    for (rule, endpoint) in [
        ("unique:users,email", "unique"),
        ("exists:users,team", "exists"),
        ("active_url", "activeUrl"),
    ] {
        let mut v = Validation::new(parse_rules(&json!(rule)).unwrap(), None);
        let run = v.validate(&json!("a@b.de"), &ctx);
        assert_eq!(run.checks.len(), 1, "{rule}");
        assert_eq!(run.checks[0].check.endpoint, endpoint);
        assert!(v.pending());
    }
    let mut v = Validation::new(parse_rules(&json!("unique:users,email")).unwrap(), None);
    let run = v.validate(&json!("a@b.de"), &ctx);
    assert_eq!(
        run.checks[0].check.body,
        json!({"params": ["users", "email"], "name": "email", "value": "a@b.de"})
    );
    let mut v = Validation::new(parse_rules(&json!("exists:users,team")).unwrap(), None);
    let run = v.validate(&json!("a@b.de"), &ctx);
    assert_eq!(
        run.checks[0].check.body,
        json!({"params": ["users", 7], "email": "a@b.de", "vueformFieldName": "email", "value": "a@b.de", "name": "email"})
    );
    let mut v = Validation::new(parse_rules(&json!("active_url")).unwrap(), None);
    assert_eq!(
        v.validate(&json!("http://x.de"), &ctx).checks[0].check.body,
        json!({"url": "http://x.de"})
    );
    // An unfilled value asks nothing and passes.
    let mut v = Validation::new(parse_rules(&json!("unique:users")).unwrap(), None);
    assert!(v.validate(&json!(""), &ctx).checks.is_empty());
    assert!(!v.invalid() && !v.pending());
}

/// The server rules' bodies as the reference builds them: `name` is the element's own name
/// (`email` for `users.0.email`), and `unique`, as `exists`, sends a parameter after the first
/// that names an element as that element's value (audit 4).
#[test]
fn server_rules_send_the_elements_own_name_and_resolve_element_params() {
    let ctx = Ctx::new().at("users.0.email").with("team", json!(7));
    let mut v = Validation::new(parse_rules(&json!("unique:users,team")).unwrap(), None);
    let run = v.validate(&json!("a@b.de"), &ctx);
    assert_eq!(
        run.checks[0].check.body,
        json!({"params": ["users", 7], "name": "email", "value": "a@b.de"})
    );
    let mut v = Validation::new(parse_rules(&json!("exists:users")).unwrap(), None);
    let run = v.validate(&json!("a@b.de"), &ctx);
    assert_eq!(
        run.checks[0].check.body,
        json!({"params": ["users"], "email": "a@b.de", "vueformFieldName": "email", "value": "a@b.de", "name": "email"})
    );
}

/// A named parameter (`debounce=300`) is no part of a date rule's date or of
/// `date_format`'s format (audit 4 #2): the rule still compares, and the other element is
/// still a dependency.
#[cfg(feature = "dates")]
#[test]
fn date_rules_ignore_named_parameters() {
    // Today is 2024-06-15.
    let ctx = Ctx::new().with("start", json!("2024-06-10"));
    assert!(!valid_in(
        "after:today,debounce=300",
        json!("2024-06-14"),
        &ctx
    ));
    assert!(valid_in(
        "after:today,debounce=300",
        json!("2024-06-16"),
        &ctx
    ));
    assert!(!valid_in(
        "after:start,debounce=300",
        json!("2024-06-09"),
        &ctx
    ));
    assert!(valid(
        "date_format:YYYY-MM-DD,debounce=300",
        json!("2024-01-05")
    ));
    assert!(!valid(
        "date_format:YYYY-MM-DD,debounce=300",
        json!("05.01.2024")
    ));
    // A format with a comma keeps it.
    assert!(valid(
        "date_format:MMM D, YYYY,debounce=300",
        json!("Jan 5, 2024")
    ));
    let v = Validation::new(
        parse_rules(&json!("before:start,debounce=300")).unwrap(),
        None,
    );
    assert_eq!(v.dependencies(), vec!["start".to_string()]);
}

/// `ipv4` accepts leading-zero octets and `ipv6` a `%zone` suffix, as the reference's
/// regexes (audit 4 #10).
#[test]
fn ip_leading_zeros_and_zone_ids() {
    passes(
        "ipv4",
        &[
            json!("192.168.001.010"),
            json!("010.0.0.1/8"),
            json!("0.00.000.255"),
        ],
    );
    fails(
        "ipv4",
        &[
            json!("192.168.0001.1"),
            json!("1.2.3.256"),
            json!("1.2.3.4.5"),
            json!("1..2.3"),
        ],
    );
    passes(
        "ipv6",
        &[
            json!("fe80::1%eth0"),
            json!("fe80::1%3"),
            json!("fe80::1%eth0/64"),
        ],
    );
    fails(
        "ipv6",
        &[json!("fe80::1%"), json!("fe80::1%e th0"), json!("%eth0")],
    );
    passes("ip", &[json!("192.168.001.010"), json!("fe80::1%eth0")]);
}

/// Blank checks and the trimming of `in`, `integer` and loose equality follow JavaScript's
/// `trim` (audit 30-I F3): U+FEFF (a byte order mark pasted with a file's text) is white
/// space there, U+0085 (NEL) is not.
#[test]
fn blank_and_trim_follow_javascript() {
    fails("required", &[json!("\u{feff}"), json!(" \u{feff}\u{a0}")]);
    passes("required", &[json!("\u{85}")]);
    fails("filled", &[json!("\u{feff}")]);
    passes("filled", &[json!("\u{85}")]);
    passes("integer", &[json!("\u{feff}5"), json!("5\u{feff}")]);
    fails("integer", &[json!("\u{85}5")]);
    passes("in:5,6", &[json!("\u{feff}5")]);
    fails("in:5,6", &[json!("\u{85}5")]);
    // `nullable` skips the rules of a BOM-only value, as of a blank one.
    passes("nullable|email", &[json!("\u{feff}")]);
    let ctx = Ctx::new().with("n", json!(5));
    assert!(valid_in("same:n", json!("\u{feff}5"), &ctx));
    assert!(!valid_in("same:n", json!("\u{85}5"), &ctx));
    assert!(yewform_core::rules::loose_eq(&json!("\u{feff}"), &json!(0)));
    assert!(!yewform_core::rules::loose_eq(&json!("\u{85}"), &json!(0)));
}

/// `\s` in a `regex` rule matches what JavaScript's does: U+FEFF yes, U+0085 (NEL) no.
#[cfg(feature = "regex")]
#[test]
fn regex_white_space_is_javascripts() {
    passes(
        "regex:/^\\s$/",
        &[json!("\u{feff}"), json!("\u{a0}"), json!("\u{3000}")],
    );
    fails("regex:/^\\s$/", &[json!("\u{85}")]);
    passes("regex:/^\\S$/", &[json!("\u{85}")]);
}
