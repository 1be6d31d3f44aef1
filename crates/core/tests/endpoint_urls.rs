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

    /// Any template text parses and renders without panicking, and text without braces is
    /// unchanged.
    #[test]
    fn any_template_renders(text in "[a-z{}|' /?=&]{0,30}") {
        let t = UrlTemplate::parse(&text);
        let _ = t.render(&|_: &str| Some(json!("v")));
        if !text.contains('{') {
            prop_assert_eq!(t.render(&|_: &str| None), text);
        }
    }
}
