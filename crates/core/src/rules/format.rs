//! Format rules: `email`, `url`, `ip`, `ipv4`, `ipv6`, `uuid`, `timezone`.

use std::net::{Ipv4Addr, Ipv6Addr};

use serde_json::Value;

use super::filled::scalar_text;

/// The reference's e-mail pattern (applied to the lower-cased text), which [`email_shape`]
/// decides without a regex engine (so `email` works without the `regex` feature).
#[cfg(all(test, feature = "regex"))]
const EMAIL_PATTERN: &str = concat!(
    r#"^(([^<>()\[\]\\.,;:\s@"]+(\.[^<>()\[\]\\.,;:\s@"]+)*)|(".+"))@"#,
    r"((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\])|(([a-z\-0-9]+\.)+[a-z]{2,}))$"
);

/// Whether `text` matches [`EMAIL_PATTERN`]. The domain holds no `@`, so the address splits
/// at its last `@`; the local part is dot-separated runs of characters other than
/// `<>()[]\.,;:@"` and white space (`\s`: Unicode white space and U+FEFF), or `"…"` around
/// at least one character that is not a line terminator; the domain is `[d.d.d.d]` (one to
/// three ASCII digits each) or dot-separated labels of `a-z`, `0-9` and `-` ending in a
/// label of two or more letters `a-z`.
fn email_shape(text: &str) -> bool {
    let Some((local, domain)) = text.rsplit_once('@') else {
        return false;
    };
    let atom_char = |c: char| {
        !matches!(
            c,
            '<' | '>' | '(' | ')' | '[' | ']' | '\\' | '.' | ',' | ';' | ':' | '@' | '"'
        ) && !c.is_whitespace()
            && c != '\u{feff}'
    };
    let dot_atom = local
        .split('.')
        .all(|part| !part.is_empty() && part.chars().all(atom_char));
    let quoted = local.chars().count() >= 3
        && local.starts_with('"')
        && local.ends_with('"')
        && !local.contains(['\n', '\r', '\u{2028}', '\u{2029}']);
    if !(dot_atom || quoted) {
        return false;
    }
    if let Some(ip) = domain.strip_prefix('[').and_then(|d| d.strip_suffix(']')) {
        let parts: Vec<&str> = ip.split('.').collect();
        return parts.len() == 4
            && parts
                .iter()
                .all(|p| (1..=3).contains(&p.len()) && p.bytes().all(|b| b.is_ascii_digit()));
    }
    let Some((labels, tld)) = domain.rsplit_once('.') else {
        return false;
    };
    tld.len() >= 2
        && tld.bytes().all(|b| b.is_ascii_lowercase())
        && labels.split('.').all(|l| {
            !l.is_empty()
                && l.bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        })
}

/// `email`: a plain `local@domain.tld` address (or a quoted local part, or an
/// `[1.2.3.4]` host). An empty string fails, as in the reference (add `nullable` for an
/// optional field).
pub fn email(value: &Value) -> bool {
    let Some(text) = scalar_text(value) else {
        return false;
    };
    email_shape(&super::context::lower(&text))
}

/// `url`: `http://`, `https://`, `ftp://` or a protocol-relative `//`, then an optional
/// `user[:pass]@`, a host (a dotted domain with a top-level label of two or more letters,
/// or a public IPv4 address), an optional port of 2 to 5 digits, and an optional path,
/// query and fragment; no white space anywhere. As the reference's (dperini's) pattern: a
/// label may hold `_` and `-` but not start or end with them; private (`10.`, `172.16`–`31.`,
/// `192.168.`), loop-back (`127.`), link-local (`169.254.`), `0.` and multicast/reserved
/// (`224.` and above) IPv4 hosts fail, as do the last octets `0` and `255`.
pub fn url(value: &Value) -> bool {
    let Some(text) = scalar_text(value) else {
        return false;
    };
    if text.chars().any(char::is_whitespace) {
        return false;
    }
    let lower = super::context::lower(&text);
    let rest = ["http://", "https://", "ftp://", "//"]
        .iter()
        .find_map(|p| lower.strip_prefix(p));
    let Some(rest) = rest else { return false };
    let authority = rest.split(['/', '?', '#']).next().unwrap_or("");
    let host_port = match authority.rsplit_once('@') {
        Some((user, hp)) => {
            if user.is_empty() {
                return false;
            }
            hp
        }
        None => authority,
    };
    let host = match host_port.rsplit_once(':') {
        Some((h, port)) => {
            let ok = (2..=5).contains(&port.len()) && port.chars().all(|c| c.is_ascii_digit());
            if !ok {
                return false;
            }
            h
        }
        None => host_port,
    };
    match host.parse::<Ipv4Addr>() {
        Ok(ip) => public_host(ip),
        Err(_) => is_domain(host),
    }
}

/// An IPv4 host the reference's `url` pattern accepts.
fn public_host(ip: Ipv4Addr) -> bool {
    let [a, b, _, d] = ip.octets();
    let private = a == 10
        || a == 127
        || (a == 169 && b == 254)
        || (a == 192 && b == 168)
        || (a == 172 && (16..=31).contains(&b));
    (1..=223).contains(&a) && !private && (1..=254).contains(&d)
}

fn is_domain(host: &str) -> bool {
    let host = host.strip_suffix('.').unwrap_or(host);
    let labels: Vec<&str> = host.split('.').collect();
    if labels.len() < 2 {
        return false;
    }
    let label_ok = |l: &str| {
        let edge =
            |c: Option<char>| c.is_some_and(|c| c.is_ascii_alphanumeric() || (c as u32) >= 0xa1);
        edge(l.chars().next())
            && edge(l.chars().next_back())
            && l.chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_' || (c as u32) >= 0xa1)
    };
    let tld_ok = |l: &str| {
        l.chars().count() >= 2
            && l.chars()
                .all(|c| c.is_ascii_alphabetic() || (c as u32) >= 0xa1)
    };
    labels.iter().all(|l| label_ok(l)) && labels.last().is_some_and(|l| tld_ok(l))
}

fn split_cidr(text: &str, max_bits: u32) -> Option<&str> {
    match text.split_once('/') {
        None => Some(text),
        Some((addr, bits)) => {
            let ok = !bits.is_empty()
                && bits.len() <= 3
                && bits.chars().all(|c| c.is_ascii_digit())
                && bits.parse::<u32>().is_ok_and(|b| b <= max_bits);
            if ok { Some(addr) } else { None }
        }
    }
}

/// `ipv4`: a dotted-quad IPv4 address, optionally with a CIDR suffix (`/24`). An octet is
/// one to three digits up to 255, leading zeros allowed (`192.168.001.010`), as the
/// reference's regex (std's parser refuses them).
pub fn ipv4(value: &Value) -> bool {
    scalar_text(value)
        .and_then(|t| split_cidr(&t, 32).map(is_ipv4))
        .unwrap_or(false)
}

fn is_ipv4(text: &str) -> bool {
    let mut count = 0;
    for octet in text.split('.') {
        count += 1;
        let ok = (1..=3).contains(&octet.len())
            && octet.bytes().all(|b| b.is_ascii_digit())
            && octet.parse::<u16>().is_ok_and(|n| n <= 255);
        if !ok {
            return false;
        }
    }
    count == 4
}

/// `ipv6`: an IPv6 address, optionally with a zone id (`fe80::1%eth0`, letters and digits)
/// and a CIDR suffix (`/64`).
pub fn ipv6(value: &Value) -> bool {
    scalar_text(value)
        .and_then(|t| split_cidr(&t, 128).map(is_ipv6))
        .unwrap_or(false)
}

fn is_ipv6(text: &str) -> bool {
    let addr = match text.split_once('%') {
        Some((addr, zone)) => {
            if zone.is_empty() || !zone.bytes().all(|b| b.is_ascii_alphanumeric()) {
                return false;
            }
            addr
        }
        None => text,
    };
    addr.parse::<Ipv6Addr>().is_ok()
}

/// `ip`: IPv4 or IPv6.
pub fn ip(value: &Value) -> bool {
    ipv4(value) || ipv6(value)
}

/// `uuid`: 8-4-4-4-12 hexadecimal digits (any version, either case).
pub fn uuid(value: &Value) -> bool {
    let Some(text) = scalar_text(value) else {
        return false;
    };
    let groups: Vec<&str> = text.split('-').collect();
    let lens = [8, 4, 4, 4, 12];
    groups.len() == lens.len()
        && groups
            .iter()
            .zip(lens)
            .all(|(g, n)| g.len() == n && g.chars().all(|c| c.is_ascii_hexdigit()))
}

/// The IANA time-zone areas accepted before the first `/` (with the database's
/// backward-compatible `US`, `Canada`, `Brazil`, `Chile`, `Mexico`).
pub const TIMEZONE_AREAS: [&str; 16] = [
    "Africa",
    "America",
    "Antarctica",
    "Arctic",
    "Asia",
    "Atlantic",
    "Australia",
    "Europe",
    "Indian",
    "Pacific",
    "Etc",
    "US",
    "Canada",
    "Brazil",
    "Chile",
    "Mexico",
];

/// The IANA database's zone names without a `/` (its `backward` links included), which the
/// browser's `Intl` takes.
const TIMEZONE_NAMES: &[&str] = &[
    "UTC",
    "GMT",
    "UCT",
    "Zulu",
    "Universal",
    "Greenwich",
    "GMT0",
    "GMT+0",
    "GMT-0",
    "EST",
    "MST",
    "HST",
    "EST5EDT",
    "CST6CDT",
    "MST7MDT",
    "PST8PDT",
    "CET",
    "EET",
    "MET",
    "WET",
    "Cuba",
    "Egypt",
    "Eire",
    "GB",
    "GB-Eire",
    "Hongkong",
    "Iceland",
    "Iran",
    "Israel",
    "Jamaica",
    "Japan",
    "Kwajalein",
    "Libya",
    "Navajo",
    "NZ",
    "NZ-CHAT",
    "Poland",
    "Portugal",
    "PRC",
    "ROC",
    "ROK",
    "Singapore",
    "Turkey",
    "W-SU",
];

/// `timezone`: a zone name the IANA database has without an area (`UTC`, `EST`, `Japan`,
/// …), or an `Area/City[/Sub]` name whose area is an IANA area ([`TIMEZONE_AREAS`]) and
/// whose parts are letters, digits, `_`, `-` and `+`; in any case, as the browser's `Intl`
/// compares them.
///
/// The reference asks the browser's `Intl` database; this is a shape check, so a
/// well-formed but non-existent city (`Europe/Atlantis`) passes.
pub fn timezone(value: &Value) -> bool {
    let Some(text) = value.as_str() else {
        return false;
    };
    if TIMEZONE_NAMES.iter().any(|n| n.eq_ignore_ascii_case(text)) {
        return true;
    }
    let mut parts = text.split('/');
    let area = parts.next().unwrap_or("");
    let rest: Vec<&str> = parts.collect();
    TIMEZONE_AREAS.iter().any(|a| a.eq_ignore_ascii_case(area))
        && !rest.is_empty()
        && rest.iter().all(|p| {
            p.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
                && p.chars()
                    .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '+'))
        })
}

/// `email_shape` decides exactly what the reference's pattern does.
#[cfg(all(test, feature = "regex"))]
mod email_tests {
    use proptest::prelude::*;

    use super::{EMAIL_PATTERN, email_shape};
    use crate::rules::regex::Regex;

    fn by_regex(text: &str) -> bool {
        Regex::new(EMAIL_PATTERN, "")
            .map(|re| re.is_match(text).unwrap_or(false))
            .unwrap_or(false)
    }

    #[test]
    fn known_addresses() {
        for text in [
            "a@b.co",
            "a.b@c.de",
            "a..b@c.de",
            ".a@c.de",
            "a.@c.de",
            "\"a b\"@c.de",
            "\"a@b\"@c.de",
            "\"\"@c.de",
            "\"x\"@c.de",
            "\"a\nb\"@c.de",
            "a@[1.2.3.4]",
            "a@[1.2.3.4567]",
            "a@[1.2.3]",
            "a@b",
            "a@b.c",
            "a@b.c1",
            "a@-.co",
            "a@b..co",
            "a@.b.co",
            "a b@c.de",
            "a\u{feff}b@c.de",
            "a\u{a0}@c.de",
            "ä@c.de",
            "a@ä.de",
            "a@b.dé",
            "a@@b.co",
            "@b.co",
            "a@",
            "",
            "a@b-c.d-e.fg",
            "\"@\"@b.co",
            "\"@b.co",
        ] {
            assert_eq!(email_shape(text), by_regex(text), "{text:?}");
        }
    }

    proptest! {
        #[test]
        fn same_as_the_pattern(text in "[ab1.@\"\\[\\]\\- \n<ä]{0,12}") {
            prop_assert_eq!(email_shape(&text), by_regex(&text), "{:?}", text);
        }
    }
}
